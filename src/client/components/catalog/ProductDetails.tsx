import { Truck } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { categoryHref } from '../../lib/links';
import type { Product } from '../../lib/trpc';
import { PayLater } from '../payLater/PayLater';
import { ProductPrice } from '../product/ProductPrice';
import { optionStock } from '../product/optionStock';
import { ProductRating } from '../product/ProductRating';
import { useVariationChoice } from '../product/useVariationChoice';
import { HallmarkNotice } from './HallmarkNotice';
import { JewellerySpecification } from './JewellerySpecification';
import { PurchasePanel } from './PurchasePanel';
import { ShareLinks } from './ShareLinks';
import { Spinner } from '../ui/Spinner';

// Loaded when the shopper opens it: not part of the product page's first download.
const ProductDelivery = lazy(async () => ({
  default: (await import('../delivery/ProductDelivery')).ProductDelivery,
}));

/** Delivery and collection, with prices and dates for this piece, when the shopper asks. */
function DeliveryDisclosure({ price }: { price: number }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="mt-4 text-sm" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="flex cursor-pointer items-center gap-2 text-xs text-stone">
        <Truck className="size-4 text-gold" aria-hidden />
        Delivery and collection: prices and dates
      </summary>
      {open && (
        <Suspense fallback={<Spinner label="Loading delivery options…" />}>
          <ProductDelivery price={price} />
        </Suspense>
      )}
    </details>
  );
}

/** The text column of the product page: what it is, what it costs, and buying it. */
export function ProductDetails({ product }: { product: Product }) {
  // Chosen here: the price above shows the chosen option's, the panel below buys it.
  const picker = useVariationChoice(product.variations);
  const stock = optionStock(product, picker.choice);
  return (
    <div className="flex flex-col gap-6">
      <div className="space-y-3">
        <Link
          to={categoryHref(product.category.name)}
          className="text-xs font-medium tracking-[0.25em] text-gold-dark uppercase hover:underline"
        >
          {product.category.name}
        </Link>
        <h1 className="text-4xl leading-tight sm:text-5xl">{product.name}</h1>
        <ProductRating product={product} />
      </div>
      <div className="space-y-2">
        <ProductPrice price={stock.price} oldPrice={stock.oldPrice} large />
        <PayLater amount={stock.price} placement="product" />
        <HallmarkNotice product={product} />
      </div>
      <p className="leading-relaxed whitespace-pre-line text-stone">{product.description}</p>
      <div className="border-y border-ink/10 py-6">
        <PurchasePanel product={product} picker={picker} stock={stock} />
        <DeliveryDisclosure price={stock.price} />
      </div>
      <JewellerySpecification details={product} />
      {product.tags.length > 0 && (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="mr-1 text-xs font-semibold tracking-[0.2em] text-ink uppercase">
            Tags
          </span>
          {product.tags.map((tag) => (
            <Link
              key={tag}
              to={`/products?tag=${encodeURIComponent(tag)}`}
              className="rounded-full bg-pearl px-3 py-1 text-xs text-stone transition-colors hover:bg-gold-light hover:text-ink"
            >
              {tag}
            </Link>
          ))}
        </div>
      )}
      <ShareLinks product={product} />
    </div>
  );
}
