import { Link } from 'react-router';
import { ProductImage } from '../ui/ProductImage';

/**
 * A cart or order line's picture, linking to its product (the name beside it is the link that is
 * announced). An order line whose product has since been deleted has no product to link to.
 */
export function CartItemThumbnail({
  item,
  size,
  className,
}: {
  item: { product: string | null; image: string };
  size: number;
  className: string;
}) {
  const picture = (
    <ProductImage
      src={item.image}
      alt=""
      width={size}
      height={size}
      className={`rounded-md bg-pearl object-cover ${className}`}
    />
  );
  if (!item.product) return <span className="shrink-0">{picture}</span>;
  return (
    <Link to={`/product/${item.product}`} tabIndex={-1} aria-hidden className="shrink-0">
      {picture}
    </Link>
  );
}
