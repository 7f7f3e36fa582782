import {
  variationLabel,
  type OptionsReader,
  type VariationChoice,
} from '../../../shared/variations';

/**
 * 'Size: N' under a line's name, wherever a cart or order line is shown ('Size: to be confirmed
 * with you' for an option still to confirm), and the text to engrave (decision 056); nothing
 * without either.
 */
export function ChosenVariation({
  variation,
  toConfirm,
  reader,
  engraving,
  className = 'text-stone',
}: {
  variation: VariationChoice | undefined;
  toConfirm?: readonly string[];
  reader?: OptionsReader;
  engraving?: string | null;
  className?: string;
}) {
  const label = variationLabel(variation, toConfirm, reader);
  return (
    <>
      {label && (
        <p className={className} data-testid="chosen-variation">
          {label}
        </p>
      )}
      {engraving && (
        <p className={className} data-testid="line-engraving">
          Engraving: <q className="italic">{engraving}</q>
        </p>
      )}
    </>
  );
}
