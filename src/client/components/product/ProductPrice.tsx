import { formatGBPCode } from '../../../shared/money';

/** Card and detail prices read 'GBP 1,234.00', with the old price struck through (spec §9). */
export function ProductPrice({
  price,
  oldPrice,
  large = false,
}: {
  price: number;
  oldPrice: number | null;
  large?: boolean;
}) {
  return (
    <div className={`flex flex-wrap items-baseline gap-x-2 ${large ? 'text-2xl' : 'text-base'}`}>
      <span className="font-semibold text-ink">{formatGBPCode(price)}</span>
      {oldPrice !== null && oldPrice > price && (
        <s className={`text-stone ${large ? 'text-base' : 'text-xs'}`}>
          <span className="sr-only">Was </span>
          {formatGBPCode(oldPrice)}
        </s>
      )}
    </div>
  );
}
