import { Link } from 'react-router';
import { CAROUSEL_SNIPPET_LENGTH } from '../../../shared/constants';
import { snippet } from '../../../shared/snippet';
import type { Product } from '../../lib/trpc';
import { ProductBadges } from '../product/ProductBadges';
import { ProductPrice } from '../product/ProductPrice';
import { ProductImage } from '../ui/ProductImage';

/** A wide carousel card: picture beside name, price and a short description. */
export function CarouselItem({ product }: { product: Product }) {
  const href = `/product/${product._id}`;
  return (
    <article className="group flex h-full gap-4 overflow-hidden rounded-2xl bg-white p-3 shadow-sm ring-1 ring-ink/5 transition hover:shadow-md sm:gap-6 sm:p-4">
      <Link
        to={href}
        tabIndex={-1}
        aria-hidden
        className="relative w-28 shrink-0 self-start overflow-hidden rounded-xl bg-pearl sm:w-44"
      >
        <ProductImage
          src={product.image}
          alt=""
          width={400}
          height={400}
          className="aspect-square size-full object-cover transition duration-500 group-hover:scale-105"
        />
        <ProductBadges product={product} className="absolute top-2 left-2 scale-90" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2 py-1">
        <p className="text-[11px] tracking-wider text-gold-dark uppercase">
          {product.categories.join(' · ')}
        </p>
        <h3 className="font-display text-lg leading-snug sm:text-xl">
          <Link to={href} className="hover:text-gold-dark">
            {product.name}
          </Link>
        </h3>
        <ProductPrice price={product.price} oldPrice={product.oldPrice} />
        <p className="text-sm leading-relaxed text-stone">
          {snippet(product.description, CAROUSEL_SNIPPET_LENGTH)}
        </p>
      </div>
    </article>
  );
}
