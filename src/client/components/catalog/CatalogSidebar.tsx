import type { ReactNode } from 'react';
import { PRICE_RANGE_DEFAULT } from '../../../shared/constants';
import { hasActiveFilters, readParam } from '../../lib/listingParams';
import { CollectionsFilter } from './CollectionsFilter';
import { FacetFilters } from './FacetFilters';
import { PriceRangeFilter } from './PriceRangeFilter';
import { SearchFilter } from './SearchFilter';
import type { useListingParams } from './useListingParams';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-b border-ink/10 pb-6">
      <h2 className="mb-3 font-sans text-xs font-semibold tracking-[0.2em] text-ink uppercase">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Collections, Price Range, Search and Clear All Filters, all reading and writing the URL. */
export function CatalogSidebar({ listing }: { listing: ReturnType<typeof useListingParams> }) {
  const { params, update, clear, searchWith } = listing;
  const [minPrice, maxPrice, search] = [
    readParam(params, 'minPrice'),
    readParam(params, 'maxPrice'),
    readParam(params, 'search'),
  ];
  return (
    <div className="space-y-6">
      <Section title="Collections">
        <CollectionsFilter
          activeRef={readParam(params, 'category') ?? readParam(params, 'parent')}
          searchWith={searchWith}
        />
      </Section>
      <FacetFilters listing={listing} section={Section} />
      <Section title="Price Range">
        <PriceRangeFilter
          key={`${minPrice}|${maxPrice}`}
          appliedMin={minPrice}
          appliedMax={maxPrice}
          onApply={(min, max) => {
            // The default range is the same as no price filter, so it leaves the URL clean.
            const isDefault = min === PRICE_RANGE_DEFAULT.min && max === PRICE_RANGE_DEFAULT.max;
            update({
              minPrice: isDefault ? null : String(min),
              maxPrice: isDefault ? null : String(max),
            });
          }}
        />
      </Section>
      <Section title="Search">
        <SearchFilter applied={search} onSearch={(value) => update({ search: value })} />
      </Section>
      {hasActiveFilters(params) && (
        <button type="button" className="btn-outline w-full" onClick={clear}>
          Clear All Filters
        </button>
      )}
    </div>
  );
}
