import { TextField } from '../../form/TextField';
import type { EngravingDraft } from './engravingFormField';
import { nextDecimalText } from './productFormRules';

const wholeText = (was: string, typed: string) => nextDecimalText(was, typed).replace('.', '');

/** Engraving on this piece: on or off, and when on its length, characters, price and days. */
export function EngravingFields({
  value,
  error,
  onChange,
}: {
  value: EngravingDraft;
  error: string | undefined;
  onChange: (next: EngravingDraft) => void;
}) {
  const set = (part: Partial<EngravingDraft>) => onChange({ ...value, ...part });
  return (
    <fieldset className="space-y-4 rounded-md border border-ink/15 p-4">
      <legend className="px-1 text-sm font-medium">Engraving</legend>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          name="engravingOffered"
          className="size-4 accent-gold-dark"
          checked={value.offered}
          onChange={(event) => set({ offered: event.target.checked })}
        />
        Offer engraving on this piece
      </label>
      {value.offered && (
        <>
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              label="Most characters"
              name="engravingMaxCharacters"
              inputMode="numeric"
              autoComplete="off"
              maxLength={3}
              value={value.maxCharacters}
              onChange={(event) =>
                set({ maxCharacters: wholeText(value.maxCharacters, event.target.value) })
              }
            />
            <TextField
              label="Engraving price (£, may be 0)"
              name="engravingPrice"
              inputMode="decimal"
              autoComplete="off"
              maxLength={9}
              value={value.price}
              onChange={(event) => set({ price: nextDecimalText(value.price, event.target.value) })}
            />
            <TextField
              label="Extra working days"
              name="engravingExtraDays"
              inputMode="numeric"
              autoComplete="off"
              maxLength={2}
              value={value.extraDays}
              onChange={(event) =>
                set({ extraDays: wholeText(value.extraDays, event.target.value) })
              }
            />
          </div>
          <TextField
            label="Characters allowed"
            name="engravingAllowedCharacters"
            autoComplete="off"
            maxLength={200}
            value={value.allowedCharacters}
            onChange={(event) => set({ allowedCharacters: event.target.value })}
          />
        </>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
