import { count, sql } from 'drizzle-orm';
import { ADMIN_RECENT_ORDERS, DASHBOARD_REVENUE_DAYS } from '../../../shared/constants';
import { toPounds } from '../../../shared/money';
import { OrderStatus } from '../../../shared/orderStatus';
import { queryRows, type Db } from '../../db/client';
import { products } from '../../db/schema';
import { findOrdersForAdmin } from './adminOrders';

/** Spec §4: revenue counts orders that are Delivered or paid (refunded, cancelled ones are not). */
const earning = sql`(status = ${OrderStatus.Delivered} or is_paid) and status <> ${OrderStatus.Cancelled}`;
/** Months and days as the shop in London sees them. */
const londonNow = sql`(now() at time zone 'Europe/London')`;

interface Figures {
  total: number;
  confirmed: number;
  processing: number;
  shipped: number;
  delivered: number;
  cancelled: number;
  revenue: number;
  last_month_revenue: number;
}

/** The dashboard's figures, each computed in SQL rather than from a page of orders. */
export async function findDashboard(db: Db) {
  const [[figures], [productCount], revenueByDay, recent] = await Promise.all([
    queryRows<Figures>(
      db,
      sql`select
        count(*)::int as total,
        (count(*) filter (where status in (${OrderStatus.Confirmed}, ${OrderStatus.PaymentProcessing})))::int as confirmed,
        (count(*) filter (where status = ${OrderStatus.Processing}))::int as processing,
        (count(*) filter (where status = ${OrderStatus.Shipped}))::int as shipped,
        (count(*) filter (where status = ${OrderStatus.Delivered}))::int as delivered,
        (count(*) filter (where status = ${OrderStatus.Cancelled}))::int as cancelled,
        coalesce(sum(total_pence) filter (where ${earning}), 0)::bigint as revenue,
        coalesce(sum(total_pence) filter (where ${earning} and created_at >=
          (date_trunc('month', ${londonNow}) - interval '1 month') at time zone 'Europe/London'), 0)::bigint
          as last_month_revenue
      from orders`,
    ),
    db.select({ n: count() }).from(products),
    queryRows<{ day: string; revenue: number }>(
      db,
      sql`select to_char(date_trunc('day', created_at at time zone 'Europe/London'), 'YYYY-MM-DD') as day,
          sum(total_pence)::bigint as revenue
        from orders
        where ${earning} and created_at >= now() - make_interval(days => ${DASHBOARD_REVENUE_DAYS})
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
    revenue: toPounds(Number(f.revenue)),
    lastMonthRevenue: toPounds(Number(f.last_month_revenue)),
    revenueByDay: fillDays(revenueByDay),
    recentOrders: recent.orders,
  };
}

/** One entry per day of the last 30 (London dates), zero where nothing was earned. */
function fillDays(rows: { day: string; revenue: number }[]) {
  const byDay = new Map(rows.map((r) => [r.day, toPounds(Number(r.revenue))]));
  const londonDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' });
  return Array.from({ length: DASHBOARD_REVENUE_DAYS }, (_, i) => {
    const day = londonDate.format(
      new Date(Date.now() - (DASHBOARD_REVENUE_DAYS - 1 - i) * 86_400_000),
    );
    return { day, revenue: byDay.get(day) ?? 0 };
  });
}
