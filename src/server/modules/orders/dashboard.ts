import { count, sql } from 'drizzle-orm';
import { ADMIN_RECENT_ORDERS, DASHBOARD_REVENUE_DAYS } from '../../../shared/constants';
import { londonDay, SHOP_TIME_ZONE } from '../../../shared/londonTime';
import { toPounds } from '../../../shared/money';
import { OrderStatus } from '../../../shared/orderStatus';
import { queryRows, type PooledDb } from '../../db/client';
import { products } from '../../db/schema';
import { findOrdersForAdmin, foldOrderFigures } from './adminOrders';

/** Months and days as the shop in London sees them. */
const londonToday = sql`(now() at time zone ${SHOP_TIME_ZONE})::date`;
const thisMonth = sql`date_trunc('month', now() at time zone ${SHOP_TIME_ZONE})::date`;
const lastMonth = sql`(date_trunc('month', now() at time zone ${SHOP_TIME_ZONE}) - interval '1 month')::date`;

interface Figures {
  total: number;
  confirmed: number;
  processing: number;
  shipped: number;
  delivered: number;
  cancelled: number;
  revenue: number;
}

/**
 * The dashboard's figures, read from the counters the database keeps in the transaction of every
 * order and refund (order_status_figures, order_daily_revenue: migration 0019, decision 036; the changes written
 * since the last read folded in first), so
 * it reads a few hundred rows however many orders there are. What counts as revenue is unchanged
 * (spec §4: Delivered or paid, not cancelled; net of refunded returns, on the day the order was
 * placed).
 */
export async function findDashboard(db: PooledDb) {
  await foldOrderFigures(db);
  const [[figures], [months], [productCount], revenueByDay, recent] = await Promise.all([
    queryRows<Figures>(
      db,
      sql`select
        coalesce(sum(orders), 0)::int as total,
        coalesce(sum(orders) filter (where status in (${OrderStatus.Confirmed}, ${OrderStatus.PaymentProcessing})), 0)::int as confirmed,
        coalesce(sum(orders) filter (where status = ${OrderStatus.Processing}), 0)::int as processing,
        coalesce(sum(orders) filter (where status = ${OrderStatus.Shipped}), 0)::int as shipped,
        coalesce(sum(orders) filter (where status = ${OrderStatus.Delivered}), 0)::int as delivered,
        coalesce(sum(orders) filter (where status = ${OrderStatus.Cancelled}), 0)::int as cancelled,
        coalesce(sum(net_pence), 0)::bigint as revenue
      from order_status_figures`,
    ),
    queryRows<{ last_month_revenue: number; revenue_since_last_month: number }>(
      db,
      sql`select
        coalesce(sum(net_pence) filter (where day < ${thisMonth}), 0)::bigint as last_month_revenue,
        coalesce(sum(net_pence), 0)::bigint as revenue_since_last_month
      from order_daily_revenue where day >= ${lastMonth}`,
    ),
    db.select({ n: count() }).from(products),
    queryRows<{ day: string; revenue: number }>(
      db,
      sql`select to_char(day, 'YYYY-MM-DD') as day, sum(net_pence)::bigint as revenue
        from order_daily_revenue
        where day > ${londonToday} - ${DASHBOARD_REVENUE_DAYS}::int
        group by day order by day`,
    ),
    findOrdersForAdmin(db, {
      page: 1,
      limit: ADMIN_RECENT_ORDERS,
      sortBy: 'createdAt',
      order: 'desc',
    }),
  ]);
  const f = figures!;
  return {
    totalOrders: f.total,
    statusCounts: {
      confirmed: f.confirmed,
      processing: f.processing,
      shipped: f.shipped,
      delivered: f.delivered,
      cancelled: f.cancelled,
    },
    totalProducts: productCount?.n ?? 0,
    /** Net of refunds, all time. */
    revenue: toPounds(Number(f.revenue)),
    /** The previous calendar month in London: £0.00 in the shop's first month. */
    lastMonthRevenue: toPounds(Number(months?.last_month_revenue ?? 0)),
    /** Spec §4's other reading: from the first day of the previous month up to now. */
    revenueSinceLastMonth: toPounds(Number(months?.revenue_since_last_month ?? 0)),
    revenueByDay: fillDays(revenueByDay),
    recentOrders: recent.orders,
  };
}

/** One entry per day of the last 30 (London dates), zero where nothing was earned. */
function fillDays(rows: { day: string; revenue: number }[]) {
  const byDay = new Map(rows.map((r) => [r.day, toPounds(Number(r.revenue))]));
  return Array.from({ length: DASHBOARD_REVENUE_DAYS }, (_, i) => {
    const day = londonDay(new Date(Date.now() - (DASHBOARD_REVENUE_DAYS - 1 - i) * 86_400_000));
    return { day, revenue: byDay.get(day) ?? 0 };
  });
}
