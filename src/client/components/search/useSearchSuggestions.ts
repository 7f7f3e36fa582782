import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { categoryHref } from '../../lib/links';
import { useTRPC } from '../../lib/trpc';
import { useDebouncedValue } from './useDebouncedValue';

/** Suggestions start from the second letter; one letter matches half the catalogue. */
const MIN_SEARCH_LENGTH = 2;
const DEBOUNCE_MS = 200;

export interface Suggestion {
  id: string;
  kind: 'product' | 'collection';
  label: string;
  href: string;
  image?: string;
  price?: number;
}

/** Products and collections matching what is typed so far, asked once typing pauses. */
export function useSearchSuggestions(typed: string) {
  const trpc = useTRPC();
  const search = useDebouncedValue(typed.trim(), DEBOUNCE_MS);
  const enabled = search.length >= MIN_SEARCH_LENGTH && typed.trim().length >= MIN_SEARCH_LENGTH;
  const query = useQuery(
    trpc.catalog.searchSuggestions.queryOptions(
      { search },
      { enabled, placeholderData: keepPreviousData, staleTime: 60_000 },
    ),
  );
  const data = enabled ? query.data : undefined;
  const suggestions: Suggestion[] = [
    ...(data?.products ?? []).map((p) => ({
      id: p._id,
      kind: 'product' as const,
      label: p.name,
      href: `/product/${p._id}`,
      image: p.image,
      price: p.price,
    })),
    ...(data?.collections ?? []).map((c) => ({
      id: c._id,
      kind: 'collection' as const,
      label: c.name,
      href: categoryHref(c._id),
    })),
  ];
  return { suggestions, answered: data !== undefined, didYouMean: data?.didYouMean ?? null };
}
