import { EyeOff, Pencil, Star, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatGBP } from '../../../../shared/money';
import type { RouterOutputs } from '../../../lib/trpc';
import { Pill } from '../../ui/Pill';
import { ProductImage } from '../../ui/ProductImage';
import { useProductDelete } from './useProductDelete';

export type AdminListedProduct = RouterOutputs['admin']['products']['list']['products'][number];

/** At or below this many the badge warns that stock is running low. */
const LOW_STOCK = 5;

export function StockBadge({ count }: { count: number }) {
  if (count < 1) return <Pill tone="red">Out of stock</Pill>;
  if (count <= LOW_STOCK) return <Pill tone="amber">Low stock ({count})</Pill>;
  return <Pill tone="green">In stock ({count})</Pill>;
}

/** Gold-dark, not gold: white on gold is 3.6:1, too faint for 12 px text (WCAG AA asks 4.5:1). */
export function FeaturedBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-gold-dark px-2.5 py-0.5 text-xs font-medium text-white">
      <Star className="size-3" aria-hidden />
      Featured
    </span>
  );
}

/** What the admin grid's cards and the phone's rows are given about one product. */
export interface AdminProductItemProps {
  product: AdminListedProduct;
  /** Chosen for a bulk change (BulkActionBar). */
  selected: boolean;
  onToggleSelect: (selected: boolean) => void;
  confirming: boolean;
  deleting: boolean;
  onAskDelete: () => void;
  onCancelDelete: () => void;
  onConfirmDelete: () => void;
}

/** The checkbox that chooses a product for a bulk change. */
export function SelectProduct({
  product,
  selected,
  onToggleSelect,
  className,
}: AdminProductItemProps & { className: string }) {
  return (
    <label className={`grid cursor-pointer place-items-center ${className}`}>
      <input
        type="checkbox"
        className="size-5 accent-gold"
        checked={selected}
        aria-label={`Select ${product.name}`}
        onChange={(event) => onToggleSelect(event.target.checked)}
      />
    </label>
  );
}

/** One product of the admin grid, with Edit and a Delete that asks first, inside the card. */
export function AdminProductCard(props: AdminProductItemProps) {
  const { product, confirming } = props;
  const titleId = useId();
  const remove = useProductDelete(props);
  const { category } = product;
  const parent = category.parentCategory;
  return (
    <article
      aria-labelledby={titleId}
      className={`flex w-full flex-col overflow-hidden rounded-lg bg-white shadow-sm ring-1 ${
        confirming ? 'ring-2 ring-sale/60' : 'ring-ink/5'
      }`}
    >
      <div className="relative aspect-[4/3] bg-pearl">
        <ProductImage
          src={product.images[0]?.url ?? product.image}
          alt=""
          width={400}
          height={300}
          className={`absolute inset-0 size-full object-cover ${product.isActive ? '' : 'opacity-60 grayscale'}`}
        />
        <SelectProduct {...props} className="absolute top-2 right-2 rounded-md bg-white/90 p-2" />
        <div className="absolute top-2 left-2 flex flex-wrap gap-1.5">
          {!product.isActive && (
            <span className="inline-flex items-center gap-1 rounded-full bg-ink/85 px-2.5 py-0.5 text-xs font-medium text-ivory">
              <EyeOff className="size-3" aria-hidden />
              Hidden
            </span>
          )}
          {product.isFeatured && <FeaturedBadge />}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-lg font-semibold tabular-nums">{formatGBP(product.price)}</p>
          <StockBadge count={product.countInStock} />
        </div>
        <h2 id={titleId} className="font-display text-xl leading-snug">
          {product.name}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs text-stone">
          <dt>Category:</dt>
          <dd className="text-ink">{category.name}</dd>
          <dt>Parent:</dt>
          <dd className="text-ink">{parent?.name ?? 'None (top level)'}</dd>
        </dl>
        <p className="line-clamp-2 text-sm text-stone">{product.description}</p>
        <div className="mt-auto flex gap-2 pt-2">
          <Link
            to={`/admin/products/${product._id}`}
            className="btn-outline flex-1 px-3 py-2"
            aria-label={`Edit ${product.name}`}
          >
            <Pencil className="size-4" aria-hidden />
            Edit
          </Link>
          <button
            {...remove.buttonProps}
            className="btn-outline flex-1 px-3 py-2 hover:border-sale hover:text-sale"
          >
            <Trash2 className="size-4" aria-hidden />
            Delete
          </button>
        </div>
        {remove.confirmation && <div className="mt-2">{remove.confirmation}</div>}
      </div>
    </article>
  );
}
