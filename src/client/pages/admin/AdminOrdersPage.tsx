import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ClipboardList, SearchX, Upload } from 'lucide-react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { showingRange } from '../../../shared/pagination';
import { AdminPageHeader } from '../../components/admin/AdminPageHeader';
import { AdminPagination } from '../../components/admin/AdminPagination';
import { ClickAndDropButton } from '../../components/admin/orders/ClickAndDropButton';
import { ExportCsvButton } from '../../components/admin/orders/ExportCsvButton';
import { OrderFilters } from '../../components/admin/orders/OrderFilters';
import {
  adminOrderParams,
  exportParams,
  hasActiveFilters,
  readAdminOrderQuery,
  toListInput,
  type AdminOrderQuery,
} from '../../components/admin/orders/orderListQuery';
import { OrdersTable } from '../../components/admin/orders/OrdersTable';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorBanner } from '../../components/ui/ErrorBanner';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../lib/trpc';

/** /admin/orders: spec §2's orders list; its search, filter, sort and page are in the URL. */
export function AdminOrdersPage() {
  const trpc = useTRPC();
  const [params, setParams] = useSearchParams();
  const query = readAdminOrderQuery(params);
  const list = useQuery(
    trpc.admin.orders.list.queryOptions(toListInput(query), {
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  );

  // Spec §5: a new search, filter or sort starts again at page 1.
  const update = (changes: Partial<AdminOrderQuery>) =>
    setParams(adminOrderParams({ ...query, page: 1, ...changes }), { preventScrollReset: true });
  const reset = () => setParams(new URLSearchParams(), { preventScrollReset: true });
  const hrefFor = (page: number) => `?${adminOrderParams({ ...query, page }).toString()}`;

  const pagination = list.data?.pagination;
  // A page past the end (orders went since the link was made) shows the last page.
  if (pagination && pagination.pages > 0 && query.page > pagination.pages) {
    return <Navigate to={hrefFor(pagination.pages)} replace />;
  }

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Orders"
        description="Find an order by its number or its customer, and follow it through."
        actions={
          <>
            <Link to="/admin/orders/import-tracking" className="btn-outline">
              <Upload className="size-4" aria-hidden />
              Import tracking
            </Link>
            <ClickAndDropButton />
            <ExportCsvButton filters={exportParams(query)} />
          </>
        }
      />
      <OrderFilters query={query} onChange={update} onReset={reset} />

      {list.isPending ? (
        <Spinner label="Loading orders…" />
      ) : list.isError ? (
        <ErrorBanner
          message="Failed to fetch orders. Please try again."
          onRetry={() => void list.refetch()}
        />
      ) : list.data.pagination.total === 0 ? (
        hasActiveFilters(query) ? (
          <EmptyState icon={SearchX} title="No orders found">
            <p className="text-stone">Try changing your search or filter criteria</p>
            <button type="button" className="btn-primary" onClick={reset}>
              Reset Filters
            </button>
          </EmptyState>
        ) : (
          <EmptyState icon={ClipboardList} title="No orders found">
            <p className="text-stone">There are no orders in the system yet</p>
          </EmptyState>
        )
      ) : (
        <div
          className={`space-y-4 transition-opacity ${list.isPlaceholderData ? 'opacity-60' : ''}`}
          aria-busy={list.isFetching}
        >
          <ShowingLine {...list.data.pagination} />
          <OrdersTable orders={list.data.orders} caption="Orders" />
          <AdminPagination
            page={list.data.pagination.page}
            pages={list.data.pagination.pages}
            hrefFor={hrefFor}
            label="Orders pages"
          />
        </div>
      )}
    </div>
  );
}

function ShowingLine({ page, limit, total }: { page: number; limit: number; total: number }) {
  const { from, to } = showingRange(page, limit, total);
  return (
    <p className="text-sm text-stone" aria-live="polite">
      Showing {from}-{to} of {total} {total === 1 ? 'order' : 'orders'}
    </p>
  );
}
