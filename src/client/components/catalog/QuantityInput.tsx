import { Minus, Plus } from 'lucide-react';

const stepButton =
  'flex size-11 items-center justify-center text-stone transition-colors hover:text-ink disabled:cursor-not-allowed disabled:opacity-30';

/** A quantity between 1 and `max`: typed values below 1 are ignored, above `max` capped. */
export function QuantityInput({
  value,
  max,
  onChange,
}: {
  value: number;
  max: number;
  onChange: (qty: number) => void;
}) {
  const disabled = max < 1;
  return (
    <div className="inline-flex items-center rounded-full border border-ink/20 bg-white">
      <button
        type="button"
        aria-label="Decrease"
        className={stepButton}
        disabled={disabled || value <= 1}
        onClick={() => onChange(value - 1)}
      >
        <Minus className="size-4" />
      </button>
      <input
        type="number"
        min={1}
        max={Math.max(1, max)}
        inputMode="numeric"
        aria-label="Quantity"
        disabled={disabled}
        value={value}
        onChange={(event) => {
          const qty = Math.floor(Number(event.target.value));
          if (Number.isFinite(qty) && qty >= 1) onChange(Math.min(qty, max));
        }}
        className="w-12 [appearance:textfield] bg-transparent text-center text-sm [&::-webkit-inner-spin-button]:appearance-none"
      />
      <button
        type="button"
        aria-label="Increase"
        className={stepButton}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        <Plus className="size-4" />
      </button>
    </div>
  );
}
