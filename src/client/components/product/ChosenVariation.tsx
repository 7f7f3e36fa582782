import {
  variationLabel,
  type OptionsReader,
  type VariationChoice,
} from '../../../shared/variations';

/**
 * 'Size: N' under a line's name, wherever a cart or order line is shown ('Size: to be confirmed
 * with you' for an option still to confirm); nothing without options.
 */
export function ChosenVariation({
  variation,
  toConfirm,
  reader,
  className = 'text-stone',
}: {
  variation: VariationChoice | undefined;
  toConfirm?: readonly string[];
  reader?: OptionsReader;
  className?: string;
}) {
  const label = variationLabel(variation, toConfirm, reader);
  if (!label) return null;
  return (
    <p className={className} data-testid="chosen-variation">
      {label}
    </p>
  );
}
