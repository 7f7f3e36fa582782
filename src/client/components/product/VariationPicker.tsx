import { useId, type RefObject } from 'react';
import { Link } from 'react-router';
import { isRingSizeOption, RING_SIZE_GUIDE_PATH } from '../../../shared/ringSizes';
import { chosenOptions, type VariationChoice, type Variations } from '../../../shared/variations';

/**
 * One radio group per option (Size: H … R), drawn as chips: arrow keys move between values, the
 * chosen value is announced, and a missing choice is named by the message under the groups. A
 * value sold out beside the other choices (`isAvailable`) is greyed out, struck through and
 * named so, and cannot be chosen.
 */
export function VariationPicker({
  variations,
  choice,
  onChoose,
  missing,
  message,
  pickerRef,
  isAvailable = () => true,
}: {
  variations: Variations;
  choice: VariationChoice;
  onChoose: (option: string, value: string) => void;
  missing: string | null;
  message: string | null;
  pickerRef: RefObject<HTMLDivElement | null>;
  isAvailable?: (option: string, value: string) => boolean;
}) {
  const id = useId();
  const options = chosenOptions(variations);
  if (options.length === 0) return null;
  const messageId = `${id}-message`;
  return (
    <div ref={pickerRef} className="space-y-4">
      {options.map(([option, values]) => (
        <div key={option}>
          <fieldset
            data-option={option}
            role="radiogroup"
            aria-invalid={missing === option || undefined}
            aria-describedby={missing === option ? messageId : undefined}
          >
            <legend className="mb-2 text-xs font-semibold tracking-[0.2em] text-ink uppercase">
              {option}
              {choice[option] && (
                <span className="ml-2 font-normal tracking-normal text-stone normal-case">
                  {choice[option]}
                </span>
              )}
            </legend>
            <div className="flex flex-wrap gap-2">
              {values.map((value) => {
                const soldOut = choice[option] !== value && !isAvailable(option, value);
                return (
                  <label key={value} className="relative">
                    <input
                      type="radio"
                      name={`${id}-${option}`}
                      value={value}
                      checked={choice[option] === value}
                      disabled={soldOut}
                      aria-label={soldOut ? `${value} (sold out)` : undefined}
                      onChange={() => onChoose(option, value)}
                      className="peer absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
                    />
                    <span
                      className={`flex min-h-11 min-w-11 items-center justify-center rounded-md border px-3 text-sm transition-colors peer-checked:border-ink peer-checked:bg-ink peer-checked:text-white peer-hover:border-gold peer-focus-visible:ring-2 peer-focus-visible:ring-gold peer-focus-visible:ring-offset-2 peer-disabled:border-dashed peer-disabled:text-stone peer-disabled:line-through ${
                        missing === option
                          ? 'border-sale bg-white text-ink'
                          : 'border-ink/20 bg-white text-ink'
                      }`}
                    >
                      {value}
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
          {/* Beside the group, not in it: a radio group holds only its radios. */}
          {isRingSizeOption(option, values) && (
            <Link
              to={RING_SIZE_GUIDE_PATH}
              className="mt-2 inline-flex min-h-6 items-center text-sm text-gold-dark underline underline-offset-4"
            >
              Ring size guide
            </Link>
          )}
        </div>
      ))}
      {message && (
        <p id={messageId} role="alert" className="text-sm font-medium text-sale">
          {message}
        </p>
      )}
    </div>
  );
}
