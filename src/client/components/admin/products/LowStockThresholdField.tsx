import { useId } from 'react';
import { TextField } from '../../form/TextField';
import { nextDecimalText } from './productFormRules';

/** The product's own low-stock threshold; empty follows the shop's (Shop Information). */
export function LowStockThresholdField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (text: string) => void;
}) {
  const hintId = useId();
  return (
    <div>
      <TextField
        label="Low-stock alert at"
        name="lowStockThreshold"
        inputMode="numeric"
        autoComplete="off"
        placeholder="Shop’s number"
        maxLength={5}
        // With an error, the field points at its message instead (TextField).
        {...(!error && { 'aria-describedby': hintId })}
        value={value}
        error={error}
        // Whole numbers only: the decimal point the stock fields allow is dropped too.
        onChange={(event) => onChange(nextDecimalText(value, event.target.value).replace('.', ''))}
      />
      {!error && (
        <p id={hintId} className="mt-1.5 text-xs text-stone">
          The morning low-stock mail lists this product when this many or fewer are left. Leave
          empty to use the shop’s number.
        </p>
      )}
    </div>
  );
}
