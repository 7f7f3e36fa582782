import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SlidersHorizontal, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { showingRange } from '../../shared/pagination';
import { ActiveFilterChips } from '../components/catalog/ActiveFilterChips';
import { CatalogSidebar } from '../components/catalog/CatalogSidebar';
import { ListingResults } from '../components/catalog/ListingResults';
import { Pagination } from '../components/catalog/Pagination';
import { retryUnlessClientError } from '../components/catalog/retry';
import { SortSelect } from '../components/catalog/SortSelect';
import { useListingParams } from '../components/catalog/useListingParams';
import {
  activeFilterCount,
  findCategory,
  hasActiveFilters,
  listingHeading,
  listingQueryFromParams,
  readParam,
} from '../lib/listingParams';
import { useCategoryTree } from '../hooks/useCategoryTree';
import { useTRPC } from '../lib/trpc';
import { PageTitle } from '../components/layout/PageTitle';

export function ProductsPage() {
  const trpc = useTRPC();
  const listing = useListingParams();
  const { params, update, clear, goToPage } = listing;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const sheetRef = useRef<HTMLDivElement>(null);
  // The sheet takes the focus as it opens, so a keyboard or screen reader is in it.
  useEffect(() => {
    if (filtersOpen) sheetRef.current?.focus();
  }, [filtersOpen]);

  const tree = useCategoryTree();
  const query = listingQueryFromParams(params);
  const list = useQuery(
    trpc.catalog.products.queryOptions(query.data ?? {}, {
      enabled: query.success,
      placeholderData: keepPreviousData,
      retry: retryUnlessClientError,
    }),
  );
  const failed = !query.success || list.isError;
  const data = failed ? undefined : list.data;

  const heading = listingHeading(params, tree.data);
  const categoryRef = readParam(params, 'category') ?? readParam(params, 'parent');
  const category = categoryRef && tree.data ? findCategory(tree.data, categoryRef) : undefined;
  const activeCount = activeFilterCount(params);

  // A shared link can point past the last page once products are gone: show the last one.
  const pastTheEnd = data && !list.isPlaceholderData && data.pages > 0 && data.page > data.pages;
  useEffect(() => {
    if (pastTheEnd) update({ page: String(data.pages) });
  });

  const range = data && showingRange(data.page, data.limit, data.total);

  return (
    <div className="container-page py-10 lg:py-14">
      <PageTitle page={heading} />
      <header className="mb-8 max-w-3xl lg:mb-10">
        <p className="text-xs font-medium tracking-[0.25em] text-gold-dark uppercase">
          {category && category.collection !== category.category
            ? category.collection.name
            : 'The Collection'}
        </p>
        <h1 className="mt-2 text-4xl break-words sm:text-5xl">{heading}</h1>
        {category?.category.description && !readParam(params, 'search') && (
          <p className="mt-3 text-stone">{category.category.description}</p>
        )}
      </header>

      <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10 xl:grid-cols-[16rem_minmax(0,1fr)]">
        <aside aria-label="Product filters" className="mb-6 lg:mb-0">
          <button
            type="button"
            className="btn-outline w-full justify-between lg:hidden"
            aria-expanded={filtersOpen}
            aria-controls="catalog-filters"
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <span className="flex items-center gap-2">
              <SlidersHorizontal className="size-4" aria-hidden />
              Filters
            </span>
            {activeCount > 0 && (
              <span className="rounded-full bg-gold-dark px-2 py-0.5 text-xs text-white">
                {activeCount} active
              </span>
            )}
          </button>
          {filtersOpen && (
            <div
              className="fixed inset-0 z-40 bg-ink/40 lg:hidden"
              aria-hidden
              onClick={() => setFiltersOpen(false)}
            />
          )}
          {/* On a phone, a sheet over the listing; beside it on a wide screen. */}
          <div
            id="catalog-filters"
            ref={sheetRef}
            tabIndex={-1}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && filtersOpen) setFiltersOpen(false);
            }}
            className={`${filtersOpen ? 'fixed inset-x-0 bottom-0 z-50 max-h-[85vh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-2xl' : 'hidden'} outline-none lg:static lg:z-auto lg:block lg:max-h-none lg:overflow-visible lg:rounded-none lg:bg-transparent lg:p-0 lg:shadow-none`}
          >
            <div className="mb-4 flex items-center justify-between lg:hidden">
              <p className="font-display text-2xl">Filters</p>
              <button
                type="button"
                className="flex size-11 items-center justify-center rounded-full hover:bg-pearl"
                aria-label="Close filters"
                onClick={() => setFiltersOpen(false)}
              >
                <X className="size-5" aria-hidden />
              </button>
            </div>
            <CatalogSidebar listing={listing} />
            <button
              type="button"
              className="btn-primary sticky bottom-0 mt-6 w-full lg:hidden"
              onClick={() => setFiltersOpen(false)}
            >
              {data ? `Show ${data.total} products` : 'Show products'}
            </button>
          </div>
        </aside>

        <section aria-labelledby="listing-results-heading" className="min-w-0">
          {/* Keeps the outline whole on phones, where the sidebar's headings are folded away. */}
          <h2 id="listing-results-heading" className="sr-only">
            Products
          </h2>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3 border-b border-ink/10 pb-4">
            <p className="flex items-center gap-2 text-sm text-stone" aria-live="polite">
              {range && data && data.total > 0
                ? `Showing ${range.from}-${range.to} of ${data.total} products`
                : '\u00a0'}
              {list.isFetching && list.isPlaceholderData && (
                <span
                  className="size-3.5 animate-spin rounded-full border-2 border-gold-light border-t-gold"
                  aria-hidden
                />
              )}
            </p>
            <SortSelect
              value={readParam(params, 'sort')}
              onChange={(sort) => update({ sort: sort === 'latest' ? null : sort })}
            />
          </div>
          <div className="mb-6">
            <ActiveFilterChips
              params={params}
              tree={tree.data}
              onRemove={(keys) => update(Object.fromEntries(keys.map((key) => [key, null])))}
            />
          </div>
          <ListingResults
            products={data?.products}
            failed={failed}
            busy={list.isFetching && list.isPlaceholderData}
            onClear={clear}
            search={readParam(params, 'search')}
            onRetry={() => {
              if (hasActiveFilters(params) || !query.success) clear();
              else void list.refetch();
            }}
          />
          {data && <Pagination page={data.page} pages={data.pages} onChange={goToPage} />}
        </section>
      </div>
    </div>
  );
}
