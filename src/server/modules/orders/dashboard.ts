import { count, sql, type SQL } from 'drizzle-orm';
import { ADMIN_RECENT_ORDERS, DASHBOARD_REVENUE_DAYS } from '../../../shared/constants';
import { londonDay, SHOP_TIME_ZONE } from '../../../shared/londonTime';
import { toPounds } from '../../../shared/money';
import { OrderStatus } from '../../../shared/orderStatus';
import { queryRows, type PooledDb } from '../../db/client';
import { products } from '../../db/schema';
import { findOrdersForAdmin } from './adminOrders';
import { refundedPence } from './refunds';

/**
 * The orders (those matching `where`) with what each earned: its total less its refunds when it
 * counts as revenue (spec §4: Delivered or paid; cancelled ones stay out), else null. Materialised,
 * so each order's refunds are worked out once however many sums read them.
 */
const earnings = (where: SQL = sql`true`) => sql`with o as materialized (
  select status, created_at,
    case when (status = ${OrderStatus.Delivered} or is_paid) and status <> ${OrderStatus.Cancelled}
      then total_pence - ${refundedPence} end as net_pence
  from orders where ${where})`;
/** Months and days as the shop in London sees them. */
const thisMonth = sql`(date_trunc('month', now() at time zone ${SHOP_TIME_ZONE}) at time zone ${SHOP_TIME_ZONE})`;
const lastMonth = sql`((date_trunc('month', now() at time zone ${SHOP_TIME_ZONE}) - interval '1 month') at time zone ${SHOP_TIME_ZONE})`;

interface Figures {
  total: number;
  confirmed: number;
  processing: number;
  shipped: number;
  delivered: number;
  cancelled: number;
  revenue: number;
  last_month_revenue: number;
  revenue_since_last_month: number;
}

/** The dashboard's figures, each computed in SQL rather than from a page of orders. */
export async function findDashboard(db: PooledDb) {
  const [[figures], [productCount], revenueByDay, recent] = await Promise.all([
    queryRows<Figures>(
      db,
      sql`${earnings()} select
        count(*)::int as total,
        (count(*) filter (where status in (${OrderStatus.Confirmed}, ${OrderStatus.PaymentProcessing})))::int as confirmed,
        (count(*) filter (where status = ${OrderStatus.Processing}))::int as processing,
        (count(*) filter (where status = ${OrderStatus.Shipped}))::int as shipped,
        (count(*) filter (where status = ${OrderStatus.Delivered}))::int as delivered,
        (count(*) filter (where status = ${OrderStatus.Cancelled}))::int as cancelled,
        coalesce(sum(net_pence), 0)::bigint as revenue,
        coalesce(sum(net_pence) filter (where created_at >= ${lastMonth} and created_at < ${thisMonth}), 0)::bigint
          as last_month_revenue,
        coalesce(sum(net_pence) filter (where created_at >= ${lastMonth}), 0)::bigint
          as revenue_since_last_month
      from o`,
    ),
    db.select({ n: count() }).from(products),
    // Net of refunds, on the day the order was placed (a refund lowers that day's bar).
    queryRows<{ day: string; revenue: number }>(
      db,
      sql`${earnings(sql`created_at >= now() - make_interval(days => ${DASHBOARD_REVENUE_DAYS})`)}
        select to_char(date_trunc('day', created_at at time zone ${SHOP_TIME_ZONE}), 'YYYY-MM-DD') as day,
          sum(net_pence)::bigint as revenue
        from o where net_pence is not null
        group by 1 order by 1`,
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
    lastMonthRevenue: toPounds(Number(f.last_month_revenue)),
    /** Spec §4's other reading: from the first day of the previous month up to now. */
    revenueSinceLastMonth: toPounds(Number(f.revenue_since_last_month)),
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
