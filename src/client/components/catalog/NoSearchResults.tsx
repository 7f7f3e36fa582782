import { useQuery } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { useCategoryTree } from '../../hooks/useCategoryTree';
import { categoryHref } from '../../lib/links';
import { useTRPC } from '../../lib/trpc';
import { searchHref } from '../search/searchHref';

/**
 * A search that found nothing is not a dead end: the spelling the catalogue suggests ("Did you
 * mean …?", only offered when it finds something) and the collections to browse instead.
 */
export function NoSearchResults({ search, onClear }: { search: string; onClear: () => void }) {
  const trpc = useTRPC();
  const answer = useQuery(
    trpc.catalog.searchSuggestions.queryOptions({ search }, { staleTime: 60_000 }),
  );
  const collections = useCategoryTree().data ?? [];
  const didYouMean = answer.data?.didYouMean;
  return (
    <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed border-gold-light bg-white/60 px-6 py-14 text-center">
      <SearchX className="size-8 text-gold-dark" aria-hidden />
      <p className="font-display text-2xl">No products found matching your criteria.</p>
      {didYouMean && (
        <p className="text-lg">
          Did you mean{' '}
          <Link
            to={searchHref(didYouMean)}
            replace
            className="font-semibold text-gold-dark underline underline-offset-4"
          >
            {didYouMean}
          </Link>
          ?
        </p>
      )}
      {collections.length > 0 && (
        <div className="mt-2">
          <h2 className="text-xs font-medium tracking-[0.2em] text-stone uppercase font-sans">
            Popular collections
          </h2>
          <ul className="mt-3 flex flex-wrap justify-center gap-2">
            {collections.map((collection) => (
              <li key={collection._id}>
                <Link to={categoryHref(collection._id)} className="btn-outline px-4 py-2">
                  {collection.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      <button type="button" className="btn-primary mt-2" onClick={onClear}>
        Clear filters
      </button>
    </div>
  );
}
