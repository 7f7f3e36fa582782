import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import type { RouterOutputs } from '../../../lib/trpc';
import { SearchFilter } from '../../catalog/SearchFilter';
import { SelectField } from '../../form/SelectField';
import { groupCategories } from './productFormRules';
import {
  activeFilterCount,
  productSortOptions,
  sortOrderOptions,
  type ProductListParam,
  type ProductListQuery,
} from './productListParams';

type AdminCategory = RouterOutputs['admin']['categories']['list'][number];

/** The category filter's choices: a chosen parent's children, else every category by parent. */
function categoryFilterOptions(categories: AdminCategory[], parentId: string | undefined) {
  const groups = groupCategories(categories);
  const parent = groups.parents.find((p) => p._id === parentId);
  if (parent) {
    return [
      { value: '', label: `All ${parent.name}` },
      ...groups.childrenOf(parent._id).map((c) => ({ value: c._id, label: c.name })),
    ];
  }
  return [
    { value: '', label: 'All categories' },
    ...groups.parents.flatMap((p) => [
      { value: p._id, label: p.name },
      ...groups.childrenOf(p._id).map((c) => ({ value: c._id, label: `${p.name} › ${c.name}` })),
    ]),
  ];
}

/** Spec §2's collapsible filter panel: search, parent, category, sort field and order. */
export function ProductFilters({
  query,
  categories,
  onChange,
  onClear,
}: {
  query: ProductListQuery;
  categories: AdminCategory[];
  onChange: (changes: Partial<Record<ProductListParam, string | null>>) => void;
  onClear: () => void;
}) {
  const panelId = useId();
  const active = activeFilterCount(query);
  const [open, setOpen] = useState(active > 0);
  const groups = groupCategories(categories);
  const sorted = query.sort !== 'createdAt' || query.order !== 'desc';

  return (
    <section className="rounded-lg bg-white shadow-sm ring-1 ring-ink/5">
      <h2 className="font-sans text-base">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
          className="flex w-full items-center gap-3 rounded-lg px-5 py-3.5 text-left text-sm font-medium hover:bg-pearl/60"
        >
          <SlidersHorizontal className="size-4 text-gold-dark" aria-hidden />
          Filters
          {active > 0 && (
            <span className="rounded-full bg-ink px-2 py-0.5 text-xs text-ivory">
              {active} active
            </span>
          )}
          <ChevronDown
            className={`ml-auto size-4 transition-transform ${open ? 'rotate-180' : ''}`}
            aria-hidden
          />
        </button>
      </h2>
      <div id={panelId} hidden={!open} className="border-t border-ink/10 px-5 pt-4 pb-5">
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <div className="sm:col-span-2 xl:col-span-4">
            <p className="mb-1.5 text-sm font-medium">Search</p>
            <SearchFilter
              applied={query.search}
              onSearch={(search) => onChange({ search })}
              label="Search products"
              placeholder="Search by name or brand…"
            />
          </div>
          <SelectField
            label="Parent category"
            options={[
              { value: '', label: 'All parent categories' },
              ...groups.parents.map((p) => ({ value: p._id, label: p.name })),
            ]}
            value={query.parent ?? ''}
            onChange={(event) => onChange({ parent: event.target.value, category: null })}
          />
          <SelectField
            label="Category"
            options={categoryFilterOptions(categories, query.parent)}
            value={query.category ?? ''}
            onChange={(event) => onChange({ category: event.target.value })}
          />
          <SelectField
            label="Sort by"
            options={productSortOptions}
            value={query.sort}
            onChange={(event) => onChange({ sort: event.target.value })}
          />
          <SelectField
            label="Order"
            options={sortOrderOptions}
            value={query.order}
            onChange={(event) => onChange({ order: event.target.value })}
          />
        </div>
        <button
          type="button"
          className="btn-outline mt-4"
          onClick={onClear}
          disabled={active === 0 && !sorted}
        >
          Clear Filters
        </button>
      </div>
    </section>
  );
}
