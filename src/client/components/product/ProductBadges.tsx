import type { Product } from '../../lib/trpc';

export function ProductBadges({
  product,
  className = '',
}: {
  product: Pick<Product, 'isOnSale' | 'isNewArrival'>;
  className?: string;
}) {
  if (!product.isOnSale && !product.isNewArrival) return null;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      {product.isOnSale && (
        <span className="rounded-full bg-sale px-2.5 py-0.5 text-[11px] font-semibold tracking-wider text-white">
          SALE
        </span>
      )}
      {product.isNewArrival && (
        <span className="rounded-full bg-ink px-2.5 py-0.5 text-[11px] font-semibold tracking-wider text-ivory">
          NEW
        </span>
      )}
    </div>
  );
}
