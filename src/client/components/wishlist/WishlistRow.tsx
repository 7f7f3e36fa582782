import { ShoppingBag, X } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { isOrderable } from '../../../shared/variants';
import { chooseMessage, chosenOptions } from '../../../shared/variations';
import { formatDateGB } from '../../../shared/londonTime';
import { toast } from '../../state/toast';
import { addProductToCart } from '../product/addProductToCart';
import { ProductPrice } from '../product/ProductPrice';
import { ProductImage } from '../ui/ProductImage';
import type { WishlistItem } from './useWishlist';

/**
 * A wishlist table row. On phones the same cells stack into a card, like the cart's rows, so each
 * control exists once and keeps its accessible name.
 */
export function WishlistRow({
  item,
  onRemove,
  removing,
}: {
  item: WishlistItem;
  onRemove: () => void;
  removing: boolean;
}) {
  const { product } = item;
  const navigate = useNavigate();
  const href = `/product/${product._id}`;
  const image = product.images[0]?.url ?? product.image;
  const soldOut = !isOrderable(product);
  return (
    <tr className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-ink/5 md:table-row md:rounded-none md:bg-transparent md:p-0 md:shadow-none md:ring-0">
      <td className="col-span-2 md:py-5 md:pr-4">
        <div className="flex items-center gap-4">
          <Link to={href} tabIndex={-1} aria-hidden className="shrink-0">
            <ProductImage
              src={image}
              alt=""
              width={96}
              height={96}
              className="size-20 rounded-md bg-pearl object-cover md:size-24"
            />
          </Link>
          <div className="min-w-0">
            <Link to={href} className="font-display text-xl leading-snug hover:text-gold-dark">
              {product.name}
            </Link>
            {product.categories.length > 0 && (
              <p className="mt-1 text-xs tracking-wider text-gold-dark uppercase">
                {product.categories.join(', ')}
              </p>
            )}
          </div>
        </div>
      </td>
      <td className="md:py-5 md:pr-4">
        <span className="sr-only md:hidden">Price: </span>
        <ProductPrice price={product.price} oldPrice={product.oldPrice} />
      </td>
      <td className="self-center text-right text-sm text-stone md:py-5 md:pr-4 md:text-left">
        <span className="md:hidden">Added </span>
        <time dateTime={item.addedAt}>{formatDateGB(item.addedAt)}</time>
      </td>
      <td className="col-span-2 md:py-5">
        <div className="flex flex-wrap gap-2 md:justify-end">
          <button
            type="button"
            className="btn-primary flex-1 px-4 py-2 whitespace-nowrap md:flex-none"
            disabled={soldOut}
            aria-label={soldOut ? `Sold out: ${product.name}` : `Add to Cart: ${product.name}`}
            onClick={() => {
              const option = chosenOptions(product.variations)[0]?.[0];
              if (option === undefined) {
                addProductToCart({ ...product, image }, 1);
                return;
              }
              // A ring's size is chosen on its page, where every option is shown.
              toast.info(chooseMessage(option));
              void navigate(href);
            }}
          >
            <ShoppingBag className="size-4" aria-hidden />
            {soldOut ? 'Sold out' : 'Add to Cart'}
          </button>
          <button
            type="button"
            className="btn-outline px-4 py-2 hover:border-sale hover:text-sale"
            disabled={removing}
            aria-label={`Remove ${product.name} from wishlist`}
            onClick={onRemove}
          >
            <X className="size-4" aria-hidden />
            Remove
          </button>
        </div>
      </td>
    </tr>
  );
}
