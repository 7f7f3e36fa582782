import { useQuery } from '@tanstack/react-query';
import {
  ClipboardList,
  Gem,
  PackageSearch,
  PlusCircle,
  PoundSterling,
  ShoppingBag,
  Store,
  Tags,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { formatGBP } from '../../../shared/money';
import { AdminPageHeader } from '../../components/admin/AdminPageHeader';
import { RecentOrders } from '../../components/admin/orders/RecentOrders';
import { RevenueChart } from '../../components/admin/RevenueChart';
import { StatCard } from '../../components/admin/StatCard';
import { StatusBreakdown } from '../../components/admin/StatusBreakdown';
import { TodoList } from '../../components/admin/TodoList';
import { useAdminName } from '../../components/admin/useAdminName';
import { ErrorBanner } from '../../components/ui/ErrorBanner';
import { Panel } from '../../components/ui/Panel';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../lib/trpc';

const quickActions: { to: string; label: string; icon: LucideIcon }[] = [
  { to: '/admin/products/new', label: 'Add New Product', icon: PlusCircle },
  { to: '/admin/categories', label: 'Manage Categories', icon: Tags },
  { to: '/admin/orders', label: 'View All Orders', icon: ClipboardList },
  { to: '/admin/shop-info', label: 'Shop Information', icon: Store },
];

/** /admin: spec §2's dashboard, with the revenue of the last 30 days. */
export function AdminDashboardPage() {
  const trpc = useTRPC();
  const adminName = useAdminName();
  const dashboard = useQuery(trpc.admin.orders.dashboard.queryOptions(undefined, { staleTime: 0 }));
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Admin Dashboard"
        tabTitle="Admin Dashboard"
        description={`Welcome, ${adminName}`}
      />
      <TodoList />
      {dashboard.isPending ? (
        <Spinner label="Loading dashboard…" />
      ) : dashboard.isError ? (
        <ErrorBanner
          message="Error fetching dashboard data. Please try again."
          onRetry={() => void dashboard.refetch()}
        />
      ) : (
        <>
          <section aria-label="Figures" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
            <StatCard
              label="Total Orders"
              value={dashboard.data.totalOrders.toLocaleString('en-GB')}
              icon={ShoppingBag}
            />
            <StatCard
              label="Processing"
              value={dashboard.data.statusCounts.processing.toLocaleString('en-GB')}
              icon={PackageSearch}
              to="/admin/orders?status=processing"
              linkLabel="View orders"
            />
            <StatCard
              label="Products"
              value={dashboard.data.totalProducts.toLocaleString('en-GB')}
              icon={Gem}
            />
            <StatCard
              label="Revenue"
              value={formatGBP(dashboard.data.revenue)}
              icon={PoundSterling}
              detail={
                <>
                  Last month:{' '}
                  <span className="font-medium text-ink tabular-nums">
                    {formatGBP(dashboard.data.lastMonthRevenue)}
                  </span>
                </>
              }
            />
          </section>

          <section
            aria-label="Revenue chart"
            className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-ink/5"
          >
            <RevenueChart days={dashboard.data.revenueByDay} />
          </section>

          <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] xl:items-start">
            <Panel title="Recent Orders">
              <RecentOrders orders={dashboard.data.recentOrders} />
              <Link
                to="/admin/orders"
                className="mt-4 inline-block font-medium text-gold-dark underline-offset-4 hover:underline"
              >
                View all orders
              </Link>
            </Panel>
            <div className="space-y-6">
              <Panel title="Order Status">
                <StatusBreakdown counts={dashboard.data.statusCounts} />
              </Panel>
              <Panel title="Quick Actions">
                <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-1">
                  {quickActions.map(({ to, label, icon: Icon }) => (
                    <li key={to}>
                      <Link
                        to={to}
                        className="flex items-center gap-2.5 rounded-md border border-ink/10 px-3 py-2.5 font-medium hover:border-gold hover:text-gold-dark"
                      >
                        <Icon className="size-4 text-gold-dark" aria-hidden />
                        {label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </Panel>
            </div>
          </div>
        </>
      )}
    </div>
  );
}
