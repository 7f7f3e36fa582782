import { useState, type FormEvent } from 'react';
import { PRICE_RANGE_DEFAULT } from '../../../shared/constants';

/**
 * Min and max in pounds, applied together. The page remounts this (via `key`) whenever the
 * URL's range changes, so the inputs always start from what is applied.
 */
export function PriceRangeFilter({
  appliedMin,
  appliedMax,
  onApply,
}: {
  appliedMin: string | undefined;
  appliedMax: string | undefined;
  onApply: (min: number, max: number) => void;
}) {
  const [min, setMin] = useState(appliedMin ?? String(PRICE_RANGE_DEFAULT.min));
  const [max, setMax] = useState(appliedMax ?? String(PRICE_RANGE_DEFAULT.max));
  const [error, setError] = useState('');

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const low = min === '' ? PRICE_RANGE_DEFAULT.min : Number(min);
    const high = max === '' ? PRICE_RANGE_DEFAULT.max : Number(max);
    if (low > high) {
      setError('Min price cannot exceed max price');
      return;
    }
    setError('');
    onApply(low, high);
  }

  return (
    <form onSubmit={apply} className="space-y-3" aria-label="Price range">
      <div className="grid grid-cols-2 gap-3">
        {(
          [
            ['Min', min, setMin],
            ['Max', max, setMax],
          ] as const
        ).map(([label, value, setValue]) => (
          <label key={label} className="text-xs tracking-wide text-stone uppercase">
            {label}
            <span className="relative mt-1 block">
              <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-stone">
                £
              </span>
              <input
                type="number"
                inputMode="decimal"
                min={0}
                step="any"
                className="input pl-7"
                value={value}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'price-range-error' : undefined}
                onChange={(event) => setValue(event.target.value)}
              />
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id="price-range-error" role="alert" className="text-sm text-sale">
          {error}
        </p>
      )}
      <button type="submit" className="btn-outline w-full py-2">
        Apply
      </button>
    </form>
  );
}
