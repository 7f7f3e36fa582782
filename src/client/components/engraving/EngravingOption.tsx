import { useId } from 'react';
import {
  DEFAULT_ENGRAVING_CHARACTERS,
  ENGRAVING_NO_RETURNS_NOTICE,
  engravingLength,
  engravingProblem,
  type EngravingOffer,
} from '../../../shared/engraving';
import { formatGBP } from '../../../shared/money';
import type { EngravingChoice } from './engravingChoice';

/** The rules the server applies, asked as the shopper types (trimmed, as the server trims). */
function problemOf(name: string, offer: EngravingOffer, text: string, accepted: boolean) {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return (
    engravingProblem(name, offer, trimmed) ??
    (accepted ? null : `Please tick "${ENGRAVING_NO_RETURNS_NOTICE}" to add the engraving.`)
  );
}

/**
 * The product page's engraving (decision 056), loaded when the shopper asks for it: a text box
 * with a live count, a preview of the text as it will be cut, and the required notice that an
 * engraved piece cannot be returned unless faulty. `showProblem` once Add to Cart was tried.
 */
export function EngravingOption({
  productName,
  offer,
  value,
  onChange,
  showProblem,
}: {
  productName: string;
  offer: { maxCharacters: number; allowedCharacters: string; price: number; extraDays: number };
  value: EngravingChoice;
  onChange: (next: EngravingChoice) => void;
  showProblem: boolean;
}) {
  const id = useId();
  const stored: EngravingOffer = { ...offer, pricePence: Math.round(offer.price * 100) };
  const update = (text: string, accepted: boolean) =>
    onChange({ text, accepted, problem: problemOf(productName, stored, text, accepted) });
  const length = engravingLength(value.text.trim());
  const over = length > offer.maxCharacters;
  return (
    <div className="space-y-3 rounded-md border border-ink/15 bg-white p-4">
      <div>
        <label htmlFor={`${id}-text`} className="block text-sm font-medium">
          Engraving text ({offer.price === 0 ? 'free' : `+${formatGBP(offer.price)} each`})
        </label>
        <input
          id={`${id}-text`}
          type="text"
          className="input mt-1 w-full"
          value={value.text}
          autoComplete="off"
          aria-describedby={`${id}-count ${id}-rules`}
          aria-invalid={showProblem && value.problem !== null}
          onChange={(event) => update(event.target.value, value.accepted)}
        />
        <p className="mt-1 flex justify-between gap-3 text-xs text-stone">
          <span id={`${id}-rules`}>
            {offer.allowedCharacters === DEFAULT_ENGRAVING_CHARACTERS
              ? "Letters, numbers, spaces and . , ' & - ! ? + :"
              : `Allowed: ${offer.allowedCharacters}`}
          </span>
          <span
            id={`${id}-count`}
            aria-live="polite"
            className={`tabular-nums ${over ? 'font-medium text-red-700' : ''}`}
          >
            {length} / {offer.maxCharacters}
          </span>
        </p>
      </div>
      {value.text.trim() !== '' && (
        <figure className="rounded bg-pearl px-3 py-4 text-center">
          <figcaption className="text-xs text-stone">Preview</figcaption>
          <p
            className="mt-1 font-display text-xl tracking-[0.2em] break-words italic"
            data-testid="engraving-preview"
          >
            {value.text.trim()}
          </p>
        </figure>
      )}
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-gold-dark"
          checked={value.accepted}
          onChange={(event) => update(value.text, event.target.checked)}
        />
        <span>{ENGRAVING_NO_RETURNS_NOTICE}</span>
      </label>
      {offer.extraDays > 0 && (
        <p className="text-xs text-stone">
          Engraving adds {offer.extraDays} working day{offer.extraDays === 1 ? '' : 's'} before we
          send it.
        </p>
      )}
      {showProblem && value.problem && (
        <p role="alert" className="text-sm text-red-700">
          {value.problem}
        </p>
      )}
    </div>
  );
}
