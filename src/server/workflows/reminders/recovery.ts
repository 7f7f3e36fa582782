import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { CHECKOUT_RECOVERY_DAYS } from '../../../shared/constants';
import { toPounds } from '../../../shared/money';
import type { LinkTokenInput } from '../../../shared/marketing';
import { queryRows, type Db } from '../../db/client';
import { orderItems } from '../../db/schema';
import { DomainError } from '../../errors';
import type { RequestContext } from '../../http/context';
import { readLink } from '../../modules/marketing';
import { REMINDER_CART } from './checkoutReminders';

/**
 * A reminder's link: the abandoned order's products, quantities and options, for the cart page to
 * add at the catalogue's prices of today (engraving is chosen again: it is a promise to make).
 */
export async function reminderCartLines(
  ctx: Pick<RequestContext, 'db' | 'auth'>,
  input: LinkTokenInput,
) {
  const orderId = readLink(ctx.auth.jwtSecret, REMINDER_CART, input.token);
  if (!orderId) throw new DomainError('BAD_REQUEST', 'This link is not valid.');
  const rows = await ctx.db
    .select({ product: orderItems.productId, qty: orderItems.qty, variation: orderItems.variation })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.productId)))
    .orderBy(orderItems.position);
  return { lines: rows.map((r) => ({ ...r, product: r.product! })) };
}

/**
 * What the reminders brought back (Admin → Customers who agreed): reminders sent, and the paid
 * orders that recovered a reminded checkout (the same customer, one of its products, within
 * CHECKOUT_RECOVERY_DAYS of the first reminder), each counted once, with their revenue.
 */
export async function reminderRecovery(db: Db) {
  const [row] = await queryRows<{ sent: number; recovered: number; revenue_pence: number }>(
    db,
    sql`with reminded as (
        select order_id, min(at) as first_at from checkout_reminders
        where outcome = 'sent' group by order_id),
      recovering as (
        select distinct later.id, later.total_pence
        from reminded r
        join orders abandoned on abandoned.id = r.order_id
        join orders later on later.user_id = abandoned.user_id and later.is_paid
          and later.created_at > r.first_at
          and later.created_at <= r.first_at + make_interval(days => ${CHECKOUT_RECOVERY_DAYS})
        where exists (
          select 1 from order_items li join order_items ai on ai.product_id = li.product_id
          where li.order_id = later.id and ai.order_id = abandoned.id))
      select (select count(*) from checkout_reminders where outcome = 'sent')::int as sent,
        (select count(*) from recovering)::int as recovered,
        (select coalesce(sum(total_pence), 0) from recovering)::int as revenue_pence`,
  );
  return {
    remindersSent: row?.sent ?? 0,
    ordersRecovered: row?.recovered ?? 0,
    revenueRecovered: toPounds(row?.revenue_pence ?? 0),
  };
}
