import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import {
  formatAdminDate,
  formatAdminDateTime,
  fromLondonWallClock,
} from '../../../../shared/londonTime';
import { formatGBP, toPence } from '../../../../shared/money';
import { saleIsOn, WAS_PRICE_DAYS, wasPriceStanding } from '../../../../shared/sales';
import type { FieldErrors } from '../../../lib/schemas';
import { useTRPC, type RouterOutputs } from '../../../lib/trpc';
import { TextField } from '../../form/TextField';
import { ButtonSpinner } from '../../ui/Spinner';
import { nextDecimalText } from './productFormRules';
import type { ProductFormValues } from './productFormState';
import { saleOf } from './saleFormFields';
import type { ProductInput } from '../adminSchemas';

type PriceHistory = RouterOutputs['admin']['products']['priceHistory'];
type SaleValues = Pick<ProductFormValues, 'price' | 'salePrice' | 'saleStartsAt' | 'saleEndsAt'>;

const NO_HISTORY: PriceHistory = { charged: [], sold: [] };

/**
 * The product's price history (none for a new product), and the warning a sale's was-price
 * brings when the product was not charged it in the last 28 days (UK pricing guidance).
 */
export function useWasPriceCheck(productId: string | undefined) {
  const trpc = useTRPC();
  const { data } = useQuery({
    ...trpc.admin.products.priceHistory.queryOptions({ id: productId ?? '' }),
    enabled: productId !== undefined,
  });
  const history = data ?? NO_HISTORY;
  return {
    history,
    /** The question to ask before saving `input`, or null when its was-price is one it had. */
    warningFor(input: ProductInput): string | null {
      const sale = saleOf(input);
      if (!sale) return null;
      const was = sale.regularPence / 100;
      if (wasPriceStanding(history.charged, was, new Date()).chargedRecently) return null;
      return (
        `This product has not been sold at ${formatGBP(was)} in the last ${WAS_PRICE_DAYS} days; ` +
        'showing it as the was-price may mislead shoppers (UK pricing guidance). Save anyway?'
      );
    },
  };
}

/** The form's Sale card: sale price, London start and end, what shoppers see, the was-price's history. */
export function SaleFields({
  values,
  errors,
  history,
  onChange,
}: {
  values: SaleValues;
  errors: FieldErrors;
  history: PriceHistory;
  onChange: (field: keyof SaleValues, value: string) => void;
}) {
  const regular = Number(values.price);
  const hasRegular = values.price !== '' && Number.isFinite(regular);
  return (
    <>
      <TextField
        label="On sale at (£)"
        name="salePrice"
        inputMode="decimal"
        autoComplete="off"
        placeholder="No sale"
        value={values.salePrice}
        error={errors.salePrice}
        onChange={(event) =>
          onChange('salePrice', nextDecimalText(values.salePrice, event.target.value))
        }
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Sale starts (London time)"
          name="saleStartsAt"
          type="datetime-local"
          value={values.saleStartsAt}
          error={errors.saleStartsAt}
          disabled={values.salePrice === ''}
          onChange={(event) => onChange('saleStartsAt', event.target.value)}
        />
        <TextField
          label="Sale ends (London time)"
          name="saleEndsAt"
          type="datetime-local"
          value={values.saleEndsAt}
          error={errors.saleEndsAt}
          disabled={values.salePrice === ''}
          onChange={(event) => onChange('saleEndsAt', event.target.value)}
        />
      </div>
      <p className="text-sm text-stone">
        Empty dates: the sale starts when you save and runs until you clear the sale price.
      </p>
      {hasRegular && (
        <div aria-live="polite" className="space-y-1 rounded-md bg-ivory p-3 text-sm text-ink">
          <p>{shoppersSee(values, regular)}</p>
          {values.salePrice !== '' && <p>{wasPriceLine(history, regular)}</p>}
        </div>
      )}
    </>
  );
}

/** What shoppers see with these values, in words. */
function shoppersSee(values: SaleValues, regular: number) {
  const sale = saleOf({
    price: regular,
    salePrice: values.salePrice === '' ? null : Number(values.salePrice),
    saleStartsAt: fromLondonWallClock(values.saleStartsAt)?.toISOString() ?? null,
    saleEndsAt: fromLondonWallClock(values.saleEndsAt)?.toISOString() ?? null,
  });
  if (!sale || sale.salePence >= sale.regularPence) {
    return `Not on sale: shoppers pay ${formatGBP(regular)}.`;
  }
  const price = formatGBP(sale.salePence / 100);
  const was = formatGBP(regular);
  const until = sale.endsAt ? `until ${formatAdminDateTime(sale.endsAt)}` : 'until you end it';
  const now = new Date();
  if (sale.endsAt && sale.endsAt <= now) {
    return `The sale ended ${formatAdminDateTime(sale.endsAt)}: shoppers pay ${was}.`;
  }
  if (saleIsOn(sale, now)) return `On sale now at ${price}, was ${was}, ${until}.`;
  return `Sale starts ${formatAdminDateTime(sale.startsAt!)}: ${price}, was ${was}, ${until}. Until then shoppers pay ${was}.`;
}

/** When the product was last charged (and sold at) its was-price. */
function wasPriceLine(history: PriceHistory, was: number) {
  const { lastChargedAt, chargedRecently } = wasPriceStanding(history.charged, was, new Date());
  const charged =
    lastChargedAt === null
      ? `Never charged ${formatGBP(was)} as far as its price history goes`
      : history.charged.some((p) => p.until === null && toPence(p.price) === toPence(was))
        ? `Charged ${formatGBP(was)} now`
        : `Last charged ${formatGBP(was)} on ${formatAdminDate(lastChargedAt)}`;
  const sold = history.sold.find((s) => toPence(s.price) === toPence(was));
  const soldLine = sold?.lastSoldAt
    ? ` Last sold at ${formatGBP(was)} on ${formatAdminDate(sold.lastSoldAt)}.`
    : '';
  const warning =
    chargedRecently || lastChargedAt === null ? '' : ` Not in the last ${WAS_PRICE_DAYS} days.`;
  return `Was-price shown during the sale: ${formatGBP(was)}. ${charged}.${warning}${soldLine}`;
}

/** Asked before a save whose was-price the product did not have lately: save, or go back. */
export function WasPriceConfirm({
  message,
  saving,
  onConfirm,
  onCancel,
}: {
  message: string;
  saving: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <div
      ref={panel}
      tabIndex={-1}
      role="alertdialog"
      aria-label="Check the was-price"
      aria-describedby="was-price-warning"
      className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <p id="was-price-warning">{message}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-primary px-4 py-2"
          disabled={saving}
          onClick={onConfirm}
        >
          {saving && <ButtonSpinner />}
          Save anyway
        </button>
        <button
          type="button"
          className="btn-outline px-4 py-2"
          disabled={saving}
          onClick={onCancel}
        >
          Go back
        </button>
      </div>
    </div>
  );
}
