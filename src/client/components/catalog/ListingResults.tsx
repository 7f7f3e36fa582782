import { SearchX } from 'lucide-react';
import type { Product } from '../../lib/trpc';
import { ProductCard } from '../product/ProductCard';
import { NoSearchResults } from './NoSearchResults';
import { ErrorBanner } from '../ui/ErrorBanner';
import { Spinner } from '../ui/Spinner';

/** Cards in the first row are above the fold on every width. */
const EAGER_CARDS = 3;

/** The grid, or what stands in for it: loading, failure, or nothing matching. */
export function ListingResults({
  products,
  failed,
  busy,
  onClear,
  onRetry,
  search,
}: {
  products: Product[] | undefined;
  failed: boolean;
  busy: boolean;
  onClear: () => void;
  onRetry: () => void;
  /** The listing's search, if any: an empty answer to one offers other spellings. */
  search?: string;
}) {
  if (failed) {
    return (
      <ErrorBanner message="Failed to fetch products">
        <button type="button" className="btn-outline shrink-0 py-2" onClick={onRetry}>
          Clear Filters and Try Again
        </button>
      </ErrorBanner>
    );
  }
  if (!products) return <Spinner label="Loading products…" />;
  if (products.length === 0) {
    if (search) return <NoSearchResults search={search} onClear={onClear} />;
    return (
      <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed border-gold-light bg-white/60 px-6 py-16 text-center">
        <SearchX className="size-8 text-gold-dark" aria-hidden />
        <p className="font-display text-2xl">No products found matching your criteria.</p>
        <button type="button" className="btn-primary" onClick={onClear}>
          Clear filters
        </button>
      </div>
    );
  }
  return (
    <ul
      aria-busy={busy}
      className={`grid grid-cols-2 gap-3 transition-opacity sm:gap-6 lg:grid-cols-3 ${
        busy ? 'opacity-60' : ''
      }`}
    >
      {products.map((product, index) => (
        <li key={product._id} className="flex">
          <ProductCard product={product} eager={index < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
}
