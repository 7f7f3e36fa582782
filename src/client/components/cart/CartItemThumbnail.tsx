import { Link } from 'react-router';
import type { CartItem } from '../../state/cart';
import { ProductImage } from '../ui/ProductImage';

/** A cart line's picture, linking to its product (the name beside it is the link that is announced). */
export function CartItemThumbnail({
  item,
  size,
  className,
}: {
  item: CartItem;
  size: number;
  className: string;
}) {
  return (
    <Link to={`/product/${item.product}`} tabIndex={-1} aria-hidden className="shrink-0">
      <ProductImage
        src={item.image}
        alt=""
        width={size}
        height={size}
        className={`rounded-md bg-pearl object-cover ${className}`}
      />
    </Link>
  );
}
