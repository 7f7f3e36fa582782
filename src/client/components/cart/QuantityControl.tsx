import { Minus, Plus } from 'lucide-react';
import { useState } from 'react';

/**
 * Minus, a number input and plus. Quantities below 1 are ignored (spec §5): minus does nothing at
 * 1, and while the field holds something that is not a whole number of at least 1 the cart keeps
 * its last good quantity, which the field shows again when it loses focus.
 */
export function QuantityControl({
  name,
  qty,
  onChange,
}: {
  name: string;
  qty: number;
  onChange: (qty: number) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const change = (next: number) => {
    if (Number.isInteger(next) && next >= 1) onChange(next);
  };
  return (
    <div className="inline-flex items-center rounded-full border border-ink/15 bg-white focus-within:border-gold">
      <button
        type="button"
        onClick={() => change(qty - 1)}
        aria-label="Decrease quantity"
        // Not disabled: at 1 it simply does nothing, and stays reachable in the tab order.
        className={`grid size-9 place-items-center rounded-full text-stone hover:text-ink ${qty <= 1 ? 'opacity-40' : ''}`}
      >
        <Minus className="size-3.5" aria-hidden />
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={draft ?? String(qty)}
        onChange={(event) => {
          setDraft(event.target.value);
          change(Number(event.target.value));
        }}
        onBlur={() => setDraft(null)}
        aria-label={`Quantity for ${name}`}
        className="w-10 [appearance:textfield] bg-transparent text-center text-sm tabular-nums focus:outline-none focus-visible:underline [&::-webkit-inner-spin-button]:appearance-none"
      />
      <button
        type="button"
        onClick={() => change(qty + 1)}
        aria-label="Increase quantity"
        className="grid size-9 place-items-center rounded-full text-stone hover:text-ink"
      >
        <Plus className="size-3.5" aria-hidden />
      </button>
    </div>
  );
}
