import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formatGBP } from '../../../shared/money';
import { useTRPC } from '../../lib/trpc';
import { useDebouncedValue } from '../search/useDebouncedValue';

const RESULTS = 6;

/**
 * Products found by name (the admin's list, hidden ones marked), each a button that chooses it:
 * to link to it from the home page, or to add it to a promotion.
 */
export function ProductSearch({
  name,
  action,
  onChoose,
}: {
  /** The field's name, which a message about the choice focuses. */
  name?: string;
  /** What choosing does: 'link to it'. */
  action: string;
  onChoose: (product: { _id: string; name: string }) => void;
}) {
  const trpc = useTRPC();
  const id = useId();
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim(), 300);
  const found = useQuery({
    ...trpc.admin.products.list.queryOptions({
      search: settled,
      limit: RESULTS,
      sort: 'name',
      order: 'asc',
    }),
    enabled: settled.length >= 2,
    placeholderData: keepPreviousData,
  });
  const products = settled.length >= 2 ? (found.data?.products ?? []) : [];
  const status =
    settled.length < 2
      ? 'Type at least two letters of a product’s name.'
      : found.isError
        ? 'Failed to fetch products. Please try again.'
        : found.isPending
          ? 'Searching…'
          : products.length === 0
            ? 'No product has that name.'
            : `${products.length === RESULTS ? 'The first ' : ''}${products.length} found: choose one to ${action}.`;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        Find a product
      </label>
      <input
        id={id}
        name={name}
        type="search"
        className="input py-2.5"
        placeholder="Name of a piece"
        value={search}
        aria-describedby={`${id}-status`}
        onChange={(event) => setSearch(event.target.value)}
      />
      <p id={`${id}-status`} role="status" className="mt-1 text-xs text-stone">
        {status}
      </p>
      {products.length > 0 && (
        <ul className="mt-2 divide-y divide-ink/10 rounded-md bg-white ring-1 ring-ink/10">
          {products.map((product) => (
            <li key={product._id}>
              <button
                type="button"
                className="flex w-full items-center justify-between gap-3 px-3 py-2 text-left text-sm hover:bg-pearl"
                onClick={() => onChoose(product)}
              >
                <span className="min-w-0">
                  {product.name}
                  {!product.isActive && <span className="text-stone"> (hidden)</span>}
                </span>
                <span className="shrink-0 text-stone">{formatGBP(product.price)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
