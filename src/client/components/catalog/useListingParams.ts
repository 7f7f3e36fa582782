import { useSearchParams } from 'react-router';
import { withoutFilters, withParams } from '../../lib/listingParams';

type Changes = Parameters<typeof withParams>[1];

/**
 * The listing's filter state lives in the URL. Changes replace the history entry (filters are
 * not pages to go back through) and keep the scroll position; only paging returns to the top.
 */
export function useListingParams() {
  const [params, setParams] = useSearchParams();
  const options = { replace: true, preventScrollReset: true };
  return {
    params,
    update: (changes: Changes) => setParams((prev) => withParams(prev, changes), options),
    clear: () => setParams(withoutFilters, options),
    goToPage: (page: number) => {
      setParams((prev) => withParams(prev, { page: String(page) }), options);
      window.scrollTo({ top: 0, behavior: 'smooth' });
    },
    /** For links: the search string with `changes` applied to the current filters. */
    searchWith: (changes: Changes) => `?${withParams(params, changes).toString()}`,
  };
}
