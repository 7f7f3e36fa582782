import { useSearchParams } from 'react-router';
import { withoutFilters, withParams } from '../../lib/listingParams';

type Changes = Parameters<typeof withParams>[1];

/**
 * The listing's filter state lives in the URL. Changes replace the history entry (filters are
 * not pages to go back through) and keep the scroll position; only paging returns to the top.
 *
 * Each change starts from the address bar, not from the params of the last render: react-router
 * does not queue functional updates, so a second click before the page re-rendered (a busy phone)
 * would otherwise drop the first filter.
 */
export function useListingParams() {
  const [params, setParams] = useSearchParams();
  const options = { replace: true, preventScrollReset: true };
  const current = () => new URLSearchParams(window.location.search);
  return {
    params,
    update: (changes: Changes) => setParams(withParams(current(), changes), options),
    clear: () => setParams(withoutFilters(current()), options),
    goToPage: (page: number) => {
      setParams(withParams(current(), { page: String(page) }), options);
      window.scrollTo({ top: 0, behavior: 'smooth' });
    },
    /** For links: the search string with `changes` applied to the current filters. */
    searchWith: (changes: Changes) => `?${withParams(params, changes).toString()}`,
  };
}
