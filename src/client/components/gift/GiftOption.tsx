import { useId } from 'react';
import { GIFT_MESSAGE_MAX_CHARACTERS } from '../../../shared/gifts';
import { formatGBP } from '../../../shared/money';

/**
 * The checkout's "This is a gift" (decision 056): wrap at the shop's price and an optional message
 * for the card, which only the shop reads (it is printed on the packing slip, never on the
 * shopper's own pages). `gift` null: not a gift.
 */
export function GiftOption({
  wrapPrice,
  gift,
  onChange,
}: {
  wrapPrice: number;
  gift: { message: string } | null;
  onChange: (gift: { message: string } | null) => void;
}) {
  const id = useId();
  return (
    <div className="mt-2 space-y-3 border-t border-ink/10 pt-4 text-sm">
      <label className="flex items-start gap-2">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-gold-dark"
          checked={gift !== null}
          onChange={(event) => onChange(event.target.checked ? { message: '' } : null)}
        />
        <span>
          <span className="font-medium">This is a gift</span>
          <span className="block text-xs text-stone">
            Gift wrapped ({wrapPrice === 0 ? 'free' : formatGBP(wrapPrice)}), with no prices in the
            parcel.
          </span>
        </span>
      </label>
      {gift && (
        <div>
          <label htmlFor={`${id}-message`} className="block font-medium">
            Gift message (optional)
          </label>
          <textarea
            id={`${id}-message`}
            className="input mt-1 w-full"
            rows={3}
            maxLength={GIFT_MESSAGE_MAX_CHARACTERS}
            value={gift.message}
            aria-describedby={`${id}-count`}
            onChange={(event) => onChange({ message: event.target.value })}
          />
          <p id={`${id}-count`} className="mt-1 text-right text-xs text-stone tabular-nums">
            {gift.message.length} / {GIFT_MESSAGE_MAX_CHARACTERS}
          </p>
        </div>
      )}
    </div>
  );
}
