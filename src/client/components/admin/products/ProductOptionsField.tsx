import { Plus, X } from 'lucide-react';
import { variantName } from '../../../../shared/variants';
import { FieldError } from '../../form/TextField';
import { TextField } from '../../form/TextField';
import { CheckboxField } from './CheckboxField';
import {
  draftVariations,
  syncVariants,
  type OptionDraft,
  type StockDraft,
  type VariantDraft,
} from './productOptionsState';

/** A signed amount of pounds as it is typed: an optional minus, digits, one decimal point. */
const nextSignedDecimal = (previous: string, typed: string) =>
  /^-?\d*\.?\d*$/.test(typed) ? typed : previous;
const nextWholeNumber = (previous: string, typed: string) =>
  /^\d*$/.test(typed) ? typed : previous;

/**
 * The options a shopper chooses (Size: H, I, J…) and, when the owner keeps stock per option, a
 * row per combination with its stock, price difference, or the days it takes to make to order.
 * Changing the options keeps what was typed for the combinations still offered.
 */
export function ProductOptionsField({
  options,
  stock,
  error,
  onChange,
}: {
  options: OptionDraft[];
  stock: StockDraft;
  error?: string;
  onChange: (options: OptionDraft[], stock: StockDraft) => void;
}) {
  const changeOptions = (next: OptionDraft[]) =>
    onChange(next, { ...stock, variants: syncVariants(draftVariations(next), stock.variants) });
  const changeOption = (index: number, change: Partial<OptionDraft>) =>
    changeOptions(options.map((o, i) => (i === index ? { ...o, ...change } : o)));
  const changeVariant = (index: number, change: Partial<VariantDraft>) =>
    onChange(options, {
      ...stock,
      variants: stock.variants.map((v, i) => (i === index ? { ...v, ...change } : v)),
    });
  const hasValues = stock.variants.length > 0 && Object.keys(draftVariations(options)).length > 0;

  return (
    <div className="space-y-4">
      <p className="text-sm text-stone">
        Choices a shopper makes, such as Size or Length. Separate the values with commas.
      </p>
      {options.map((option, index) => (
        <div key={index} className="grid items-end gap-3 sm:grid-cols-[10rem_1fr_auto]">
          <TextField
            label="Option"
            name={`option-${index}-name`}
            placeholder="Size"
            maxLength={50}
            value={option.name}
            onChange={(event) => changeOption(index, { name: event.target.value })}
          />
          <TextField
            label={`Values of ${option.name.trim() || 'this option'}`}
            name={`option-${index}-values`}
            placeholder="H, I, J, K, L, M, N"
            value={option.values}
            onChange={(event) => changeOption(index, { values: event.target.value })}
          />
          <button
            type="button"
            className="btn-outline min-h-11 justify-self-start px-3"
            aria-label={`Remove the option ${option.name.trim() || index + 1}`}
            onClick={() => changeOptions(options.filter((_, i) => i !== index))}
          >
            <X className="size-4" aria-hidden />
          </button>
        </div>
      ))}
      <button
        type="button"
        className="btn-outline"
        onClick={() => changeOptions([...options, { name: '', values: '' }])}
      >
        <Plus className="size-4" aria-hidden />
        Add an option
      </button>
      {hasValues && (
        <CheckboxField
          label="Keep stock per option"
          name="perOption"
          checked={stock.perOption}
          onChange={(event) => onChange(options, { ...stock, perOption: event.target.checked })}
        />
      )}
      {hasValues && stock.perOption && (
        <VariantTable variants={stock.variants} onChange={changeVariant} />
      )}
      <FieldError id="variants" error={error} />
    </div>
  );
}

function VariantTable({
  variants,
  onChange,
}: {
  variants: VariantDraft[];
  onChange: (index: number, change: Partial<VariantDraft>) => void;
}) {
  const cell = 'px-2 py-1.5 align-middle';
  const input = 'input w-20 py-1.5';
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">Stock per option</caption>
        <thead className="text-left text-xs tracking-wider text-stone uppercase">
          <tr>
            <th className={cell}>Option</th>
            <th className={cell}>Stock</th>
            <th className={cell}>Price difference (£)</th>
            <th className={cell}>Made to order (days)</th>
          </tr>
        </thead>
        <tbody>
          {variants.map((variant, index) => {
            const name = variantName(variant.choice);
            return (
              <tr key={name} className="border-t border-ink/10">
                <th scope="row" className={`${cell} text-left font-medium`}>
                  {name}
                </th>
                <td className={cell}>
                  <input
                    className={input}
                    inputMode="numeric"
                    aria-label={`Stock of ${name}`}
                    disabled={variant.madeToOrder}
                    value={variant.madeToOrder ? '' : variant.countInStock}
                    onChange={(event) =>
                      onChange(index, {
                        countInStock: nextWholeNumber(variant.countInStock, event.target.value),
                      })
                    }
                  />
                </td>
                <td className={cell}>
                  <input
                    className={input}
                    inputMode="decimal"
                    aria-label={`Price difference of ${name}`}
                    value={variant.priceDifference}
                    onChange={(event) =>
                      onChange(index, {
                        priceDifference: nextSignedDecimal(
                          variant.priceDifference,
                          event.target.value,
                        ),
                      })
                    }
                  />
                </td>
                <td className={`${cell} whitespace-nowrap`}>
                  <input
                    type="checkbox"
                    className="mr-2 size-4 accent-gold"
                    aria-label={`${name} is made to order`}
                    checked={variant.madeToOrder}
                    onChange={(event) =>
                      onChange(index, {
                        madeToOrder: event.target.checked,
                        days: variant.days || '14',
                      })
                    }
                  />
                  <input
                    className="input w-16 py-1.5"
                    inputMode="numeric"
                    aria-label={`Days to make ${name}`}
                    disabled={!variant.madeToOrder}
                    value={variant.days}
                    onChange={(event) =>
                      onChange(index, { days: nextWholeNumber(variant.days, event.target.value) })
                    }
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
