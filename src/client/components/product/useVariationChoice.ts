import { useRef, useState } from 'react';
import {
  chooseMessage,
  missingOption,
  orderedChoice,
  type VariationChoice,
  type Variations,
} from '../../../shared/variations';

/**
 * The shopper's choice of one value per option before Add to Cart. `confirm` answers the choice
 * when it is complete; otherwise it shows 'Please choose a Size' and moves focus to that option.
 */
export function useVariationChoice(variations: Variations) {
  const [choice, setChoice] = useState<VariationChoice>({});
  const [missing, setMissing] = useState<string | null>(null);
  const pickerRef = useRef<HTMLDivElement>(null);

  const choose = (option: string, value: string) => {
    const next = { ...choice, [option]: value };
    setChoice(next);
    // A message already shown follows the choices; none appears before Add to Cart is tried.
    if (missing) setMissing(missingOption(variations, next));
  };

  const confirm = (): VariationChoice | null => {
    const option = missingOption(variations, choice);
    setMissing(option);
    if (option === null) return orderedChoice(variations, choice);
    const groups = pickerRef.current?.querySelectorAll<HTMLFieldSetElement>('fieldset') ?? [];
    [...groups]
      .find((group) => group.dataset.option === option)
      ?.querySelector('input')
      ?.focus();
    return null;
  };

  return {
    choice,
    choose,
    confirm,
    missing,
    message: missing ? chooseMessage(missing) : null,
    pickerRef,
  };
}
