import { useQuery } from '@tanstack/react-query';
import { RELATED_PRODUCTS_LIMIT } from '../../../shared/constants';
import { useTRPC } from '../../lib/trpc';
import { ProductCard } from '../product/ProductCard';
import { retryUnlessClientError } from './retry';

/** Other pieces from the same collection; an extra, so it stays silent when there are none. */
export function RelatedProducts({ productId }: { productId: string }) {
  const trpc = useTRPC();
  const related = useQuery(
    trpc.catalog.related.queryOptions({ id: productId }, { retry: retryUnlessClientError }),
  );
  const products = related.data?.slice(0, RELATED_PRODUCTS_LIMIT) ?? [];
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="mt-20 border-t border-ink/10 pt-12">
      <p className="text-center text-xs font-medium tracking-[0.25em] text-gold-dark uppercase">
        You may also like
      </p>
      <h2 id="related-heading" className="mt-2 mb-8 text-center text-3xl sm:text-4xl">
        Related Products
      </h2>
      {/* On phones a swipeable row, so four cards do not stack into a long scroll. Positioned, so
          what its cards place absolutely (a sale price's screen-reader words) scrolls with it
          instead of widening the page. */}
      <ul className="relative -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-4 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-4">
        {products.map((product) => (
          <li key={product._id} className="flex w-[62%] shrink-0 snap-start sm:w-auto">
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
