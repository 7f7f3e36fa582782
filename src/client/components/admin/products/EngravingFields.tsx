import { TextField } from '../../form/TextField';
import type { EngravingDraft } from './engravingFormField';
import { nextDecimalText } from './productFormRules';

/** The offer's numbers, typed as text: digits (and a point for the price) only. */
const numberFields = [
  { part: 'maxCharacters', label: 'Most characters', maxLength: 3, whole: true },
  { part: 'price', label: 'Engraving price (£, may be 0)', maxLength: 9, whole: false },
  { part: 'extraDays', label: 'Extra working days', maxLength: 2, whole: true },
] as const;

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
            {numberFields.map(({ part, label, maxLength, whole }) => (
              <TextField
                key={part}
                label={label}
                name={`engraving-${part}`}
                inputMode={whole ? 'numeric' : 'decimal'}
                autoComplete="off"
                maxLength={maxLength}
                value={value[part]}
                onChange={(event) => {
                  const typed = nextDecimalText(value[part], event.target.value);
                  set({ [part]: whole ? typed.replace('.', '') : typed });
                }}
              />
            ))}
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
