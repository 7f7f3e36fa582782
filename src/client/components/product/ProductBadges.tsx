import { productBadges, type BadgeFacts } from '../../../shared/productBadges';

export function ProductBadges({
  product,
  className = '',
}: {
  product: BadgeFacts;
  className?: string;
}) {
  const { isNew, isSale } = productBadges(product);
  if (!isNew && !isSale) return null;
  return (
    <div className={`flex flex-col items-start gap-1 ${className}`}>
      {isSale && (
        <span className="rounded-full bg-sale px-2.5 py-0.5 text-[11px] font-semibold tracking-wider text-white">
          SALE
        </span>
      )}
      {isNew && (
        <span className="rounded-full bg-ink px-2.5 py-0.5 text-[11px] font-semibold tracking-wider text-ivory">
          NEW
        </span>
      )}
    </div>
  );
}
