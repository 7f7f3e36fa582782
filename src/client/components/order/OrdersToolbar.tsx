import { RotateCcw } from 'lucide-react';
import {
  hasOrderFilters,
  orderSortOptions,
  orderStatusFilters,
  toOrderSort,
  toStatusFilter,
  type OrderListQuery,
} from '../../lib/orderList';
import { SearchFilter } from '../catalog/SearchFilter';
import { SelectField } from '../form/SelectField';

/** Search, status filter, sort and Reset filters of the customer's orders list. */
export function OrdersToolbar({
  query,
  onChange,
  onReset,
}: {
  query: OrderListQuery;
  onChange: (changes: Partial<OrderListQuery>) => void;
  onReset: () => void;
}) {
  return (
    <div className="grid gap-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-ink/5 sm:grid-cols-2 sm:items-end sm:p-5 lg:grid-cols-[1fr_12rem_12rem_auto]">
      <div className="sm:col-span-2 lg:col-span-1">
        <SearchFilter
          applied={query.search}
          onSearch={(search) => onChange({ search })}
          label="Search orders by order number or product"
          placeholder="Search by order number or product…"
        />
      </div>
      <SelectField
        label="Status"
        options={orderStatusFilters}
        value={query.status}
        onChange={(event) => onChange({ status: toStatusFilter(event.target.value) })}
      />
      <SelectField
        label="Sort by"
        options={orderSortOptions}
        value={query.sort}
        onChange={(event) => onChange({ sort: toOrderSort(event.target.value) })}
      />
      <button
        type="button"
        className="btn-outline py-2.5 sm:col-span-2 lg:col-span-1"
        onClick={onReset}
        disabled={!hasOrderFilters(query)}
      >
        <RotateCcw className="size-4" aria-hidden />
        Reset filters
      </button>
    </div>
  );
}
