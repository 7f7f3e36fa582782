import { variationLabel, type VariationChoice } from '../../../shared/variations';

/** 'Size: N' under a line's name, wherever a cart or order line is shown; nothing without one. */
export function ChosenVariation({
  variation,
  className = 'text-stone',
}: {
  variation: VariationChoice | undefined;
  className?: string;
}) {
  const label = variationLabel(variation);
  if (!label) return null;
  return (
    <p className={className} data-testid="chosen-variation">
      {label}
    </p>
  );
}
