import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Material } from '../../../shared/constants';
import { priceBands, type FacetCount } from '../../../shared/facets';
import { metalLabels, stoneLabels, type Stone } from '../../../shared/jewellery';
import { facetQueryOf } from '../../../shared/listingUrl';
import { listingQueryFromParams, readParam, titleCase } from '../../lib/listingParams';
import { useTRPC } from '../../lib/trpc';
import type { useListingParams } from './useListingParams';

/**
 * Metal, Size (in stock) and Price, each value with the number of products the listing would
 * hold once it is chosen (the other filters staying): pressing a value chooses it, pressing it
 * again takes it off. A value no product would match is left out, unless it is chosen.
 */
export function FacetFilters({
  listing,
  section: Section,
}: {
  listing: ReturnType<typeof useListingParams>;
  section: (props: { title: string; children: ReactNode }) => ReactNode;
}) {
  const trpc = useTRPC();
  const { params, update } = listing;
  const query = listingQueryFromParams(params);
  const facets = useQuery(
    trpc.catalog.facets.queryOptions(query.data ? facetQueryOf(query.data) : {}, {
      enabled: query.success,
      placeholderData: keepPreviousData,
    }),
  );
  if (!facets.data) return null;
  const { metal, stone, size, price } = facets.data;
  const [minPrice, maxPrice] = [readParam(params, 'minPrice'), readParam(params, 'maxPrice')];
  const chosenBand = priceBands.findIndex(
    (band) =>
      String(band.min) === (minPrice ?? '0') &&
      (band.max === null ? !maxPrice : String(band.max) === maxPrice),
  );
  return (
    <>
      <FacetSection
        section={Section}
        title="Metal"
        counts={metal}
        chosen={readParam(params, 'material')}
        label={(value) => metalLabels[value as Material] ?? titleCase(value)}
        onChoose={(value) => update({ material: value })}
      />
      <FacetSection
        section={Section}
        title="Stone"
        counts={stone}
        chosen={readParam(params, 'stone')}
        label={(value) => stoneLabels[value as Stone] ?? titleCase(value)}
        onChoose={(value) => update({ stone: value })}
      />
      <FacetSection
        section={Section}
        title="Size in stock"
        counts={size}
        chosen={readParam(params, 'size')}
        label={(value) => value}
        onChoose={(value) => update({ size: value })}
        inline
      />
      <FacetSection
        section={Section}
        title="Price"
        counts={price}
        chosen={chosenBand < 0 ? undefined : String(chosenBand)}
        label={(value) => priceBands[Number(value)]?.label ?? value}
        onChoose={(value) => {
          const band = value === null ? undefined : priceBands[Number(value)];
          update({
            minPrice: band ? String(band.min) : null,
            maxPrice: band?.max ? String(band.max) : null,
          });
        }}
      />
    </>
  );
}

function FacetSection({
  section: Section,
  title,
  counts,
  chosen,
  label,
  onChoose,
  inline = false,
}: {
  section: (props: { title: string; children: ReactNode }) => ReactNode;
  title: string;
  counts: FacetCount[];
  chosen: string | undefined;
  label: (value: string) => string;
  onChoose: (value: string | null) => void;
  inline?: boolean;
}) {
  const shown = counts.filter((c) => c.count > 0 || c.value === chosen);
  if (shown.length === 0 && chosen === undefined) return null;
  return (
    <Section title={title}>
      <ul className={inline ? 'flex flex-wrap gap-2' : 'space-y-1'}>
        {shown.map(({ value, count }) => {
          const pressed = value === chosen;
          return (
            <li key={value}>
              <button
                type="button"
                aria-pressed={pressed}
                onClick={() => onChoose(pressed ? null : value)}
                className={
                  inline
                    ? `min-h-11 min-w-11 rounded-md border px-3 text-sm ${pressed ? 'border-ink bg-ink text-white' : 'border-ink/20 bg-white text-ink hover:border-gold'}`
                    : `flex min-h-9 w-full items-center justify-between rounded-md px-2 text-left text-sm ${pressed ? 'bg-ink text-white' : 'text-ink hover:bg-pearl'}`
                }
              >
                <span>{label(value)}</span>
                <span className={`ml-2 text-xs ${pressed ? 'text-white' : 'text-stone'}`}>
                  <span className="sr-only">, </span>
                  {count}
                  <span className="sr-only"> products</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
