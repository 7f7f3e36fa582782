import { Pencil, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatGBP } from '../../../../shared/money';
import { Pill } from '../../ui/Pill';
import { ProductImage } from '../../ui/ProductImage';
import {
  FeaturedBadge,
  SelectProduct,
  StockBadge,
  type AdminProductItemProps,
} from './AdminProductCard';
import { useProductDelete } from './useProductDelete';

const iconButtonClass =
  'grid size-10 place-items-center rounded-md text-stone ring-1 ring-ink/10 hover:bg-pearl hover:text-ink';

/**
 * One product of the admin list on a phone: a thumbnail, the name, price, stock and status in a
 * row, so a page of products is a list to scan rather than a photo each (the cards are for wide
 * screens).
 */
export function AdminProductRow(props: AdminProductItemProps) {
  const { product } = props;
  const titleId = useId();
  const remove = useProductDelete(props);
  return (
    <article aria-labelledby={titleId} className="flex w-full flex-col gap-3 p-3">
      <div className="flex items-start gap-3">
        <SelectProduct {...props} className="-m-2 self-center p-2" />
        <ProductImage
          src={product.images[0]?.url ?? product.image}
          alt=""
          width={64}
          height={64}
          className={`size-16 shrink-0 rounded-md bg-pearl object-cover ${product.isActive ? '' : 'opacity-60 grayscale'}`}
        />
        <div className="min-w-0 flex-1 space-y-1.5">
          <h2 id={titleId} className="line-clamp-2 font-sans text-sm leading-snug font-medium">
            {product.name}
          </h2>
          <p className="text-sm font-semibold tabular-nums">{formatGBP(product.price)}</p>
          <div className="flex flex-wrap gap-1.5">
            <StockBadge count={product.countInStock} />
            {product.isActive ? <Pill tone="teal">Active</Pill> : <Pill tone="grey">Hidden</Pill>}
            {product.isFeatured && <FeaturedBadge />}
          </div>
        </div>
        <div className="flex shrink-0 flex-col gap-2">
          <Link
            to={`/admin/products/${product._id}`}
            className={iconButtonClass}
            aria-label={`Edit ${product.name}`}
          >
            <Pencil className="size-4" aria-hidden />
          </Link>
          <button {...remove.buttonProps} className={`${iconButtonClass} hover:text-sale`}>
            <Trash2 className="size-4" aria-hidden />
          </button>
        </div>
      </div>
      {remove.confirmation}
    </article>
  );
}
