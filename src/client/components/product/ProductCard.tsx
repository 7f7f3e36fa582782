import { Eye, ShoppingBag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { CARD_SNIPPET_LENGTH } from '../../../shared/constants';
import { CARD_PICTURE_SIZES } from '../../../shared/pictureSizes';
import { snippet } from '../../../shared/snippet';
import { isOrderable } from '../../../shared/variants';
import { hasOptions } from '../../../shared/variations';
import { categoryHref } from '../../lib/links';
import type { Product } from '../../lib/trpc';
import { ProductImage } from '../ui/ProductImage';
import { WishlistHeart } from '../wishlist/WishlistHeart';
import { ProductBadges } from './ProductBadges';
import { pictureAlt } from './pictureAlt';
import { ProductPrice } from './ProductPrice';
import { ProductRating } from './ProductRating';
import { addProductToCart } from './addProductToCart';

// Fetched when first opened: no page shows it at first paint (docs/decisions/023-phone-speed.md).
const QuickView = lazy(async () => ({ default: (await import('./QuickView')).QuickView }));

/** A product in a grid: hover picture, badges, categories, price, snippet, Quick View, Add to Cart. */
/** Cards run two to a row on phones, three or four on wider screens. */
export function ProductCard({ product, eager = false }: { product: Product; eager?: boolean }) {
  const [quickView, setQuickView] = useState(false);
  // The hover picture is fetched when a pointer first comes near, not with the page.
  const [pointedAt, setPointedAt] = useState(false);
  const href = `/product/${product._id}`;
  const needsChoice = hasOptions(product.variations);
  const soldOut = !isOrderable(product);
  return (
    <article
      onPointerEnter={() => setPointedAt(true)}
      className="group flex w-full flex-col overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-ink/5 transition hover:shadow-md"
    >
      <div className="relative aspect-square overflow-hidden bg-pearl">
        {/* The title links too; one stop per product for keyboard and screen-reader users. */}
        <Link to={href} tabIndex={-1} aria-hidden>
          <ProductImage
            src={product.image}
            alt={pictureAlt(product.images[0], product.name)}
            eager={eager}
            sizes={CARD_PICTURE_SIZES}
            className="size-full object-cover transition duration-500 group-hover:scale-105"
          />
          {product.secondaryImage && pointedAt && (
            <ProductImage
              src={product.secondaryImage}
              alt=""
              aria-hidden
              sizes={CARD_PICTURE_SIZES}
              className="absolute inset-0 size-full object-cover opacity-0 transition duration-500 group-hover:opacity-100"
            />
          )}
        </Link>
        <ProductBadges product={product} className="absolute top-2 left-2 sm:top-3 sm:left-3" />
        <WishlistHeart
          product={product}
          className="absolute top-2 right-2 rounded-full bg-white/90 p-2 shadow-sm sm:top-3 sm:right-3"
          iconClassName="size-4"
        />
        <button
          type="button"
          onClick={() => setQuickView(true)}
          // Shown on hover or keyboard focus in the card. A touch screen has no hover: there it
          // would cover the photo for good, so it shows for keyboard focus only and, hidden,
          // takes no taps (a tap on the photo opens the product).
          className="absolute inset-x-2 bottom-2 flex translate-y-2 items-center justify-center gap-1.5 rounded-full bg-white/95 py-1.5 text-[11px] font-medium tracking-wide uppercase opacity-0 shadow-sm transition group-hover:translate-y-0 group-hover:opacity-100 group-has-[:focus-visible]:translate-y-0 group-has-[:focus-visible]:opacity-100 sm:inset-x-3 sm:bottom-3 sm:gap-2 sm:py-2 sm:text-xs [@media(hover:none)]:pointer-events-none [@media(hover:none)]:group-has-[:focus-visible]:pointer-events-auto"
        >
          <Eye className="size-4" aria-hidden /> Quick View
        </button>
      </div>
      <div className="@container flex flex-1 flex-col gap-1.5 p-3 sm:gap-2 sm:p-4">
        {/* Out of the tab order: one link per card (the name) keeps keyboard travel short. */}
        <div className="flex flex-wrap gap-x-2 text-[11px] tracking-wider text-gold-dark uppercase">
          {product.categories.map((name) => (
            <Link key={name} to={categoryHref(name)} tabIndex={-1} className="hover:underline">
              {name}
            </Link>
          ))}
        </div>
        <h3 className="font-display text-base leading-snug sm:text-lg">
          <Link to={href} className="hover:text-gold-dark">
            {product.name}
          </Link>
        </h3>
        <ProductRating product={product} />
        <p className="text-xs text-stone sm:text-sm">
          {snippet(product.description, CARD_SNIPPET_LENGTH)}
        </p>
        {/* Price and button side by side only where the widest sale price and the button fit
            (decided by the card's own width, so every card of a row looks the same); else the
            button goes under the price, full width. */}
        <div className="mt-auto flex flex-col gap-2 pt-2 @min-[21rem]:flex-row @min-[21rem]:items-end @min-[21rem]:justify-between">
          <ProductPrice price={product.price} oldPrice={product.oldPrice} />
          <button
            type="button"
            className="btn-primary px-3 py-2 whitespace-nowrap"
            // A piece with options (a ring's sizes) opens Quick View to choose them first.
            onClick={() => (needsChoice ? setQuickView(true) : addProductToCart(product, 1))}
            aria-haspopup={needsChoice ? 'dialog' : undefined}
            disabled={soldOut}
            // Starts with the visible words, so voice control ("click Add to Cart") finds it.
            aria-label={`${soldOut ? 'Sold out' : 'Add to Cart'}: ${product.name}`}
          >
            <ShoppingBag className="size-4" aria-hidden />
            {soldOut ? 'Sold out' : 'Add to Cart'}
          </button>
        </div>
      </div>
      {quickView && (
        <Suspense>
          <QuickView product={product} onClose={() => setQuickView(false)} />
        </Suspense>
      )}
    </article>
  );
}
