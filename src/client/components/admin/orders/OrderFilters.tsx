import { RotateCcw } from 'lucide-react';
import { SearchFilter } from '../../catalog/SearchFilter';
import { SelectField } from '../../form/SelectField';
import {
  adminDispatchFilters,
  adminOptionsFilters,
  adminOrderSorts,
  adminReturnFilters,
  adminStatusFilters,
  differsFromDefault,
  toDispatchFilter,
  toOptionsFilter,
  toOrderSort,
  toReturnFilter,
  toStatusFilter,
  type AdminOrderQuery,
} from './orderListQuery';

const SEARCH_LABEL = 'Search by order ID or customer';

/** The admin orders list's search (applied on submit), status filter, sort and Reset Filters. */
export function OrderFilters({
  query,
  onChange,
  onReset,
}: {
  query: AdminOrderQuery;
  onChange: (changes: Partial<AdminOrderQuery>) => void;
  onReset: () => void;
}) {
  return (
    <div className="grid gap-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-ink/5 sm:grid-cols-2 sm:items-end xl:grid-cols-[repeat(5,minmax(0,1fr))_auto]">
      <div className="sm:col-span-2 xl:col-span-6">
        <p className="mb-1.5 text-sm font-medium" aria-hidden>
          Search
        </p>
        <SearchFilter
          applied={query.search}
          onSearch={(search) => onChange({ search })}
          label={SEARCH_LABEL}
          placeholder={SEARCH_LABEL}
        />
      </div>
      <SelectField
        label="Status"
        options={adminStatusFilters}
        value={query.status}
        onChange={(event) => onChange({ status: toStatusFilter(event.target.value) })}
      />
      <SelectField
        label="Returns"
        options={adminReturnFilters}
        value={query.returns}
        onChange={(event) => onChange({ returns: toReturnFilter(event.target.value) })}
      />
      <SelectField
        label="Options"
        options={adminOptionsFilters}
        value={query.options}
        onChange={(event) => onChange({ options: toOptionsFilter(event.target.value) })}
      />
      <SelectField
        label="Dispatch"
        options={adminDispatchFilters}
        value={query.dispatch}
        onChange={(event) => onChange({ dispatch: toDispatchFilter(event.target.value) })}
      />
      <SelectField
        label="Sort by"
        options={adminOrderSorts}
        value={query.sort}
        onChange={(event) => onChange({ sort: toOrderSort(event.target.value) })}
      />
      <button
        type="button"
        className="btn-outline py-2.5 sm:col-span-2 xl:col-span-1"
        onClick={onReset}
        disabled={!differsFromDefault(query)}
      >
        <RotateCcw className="size-4" aria-hidden />
        Reset Filters
      </button>
    </div>
  );
}
