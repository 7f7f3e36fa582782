import {
  and,
  asc,
  eq,
  exists,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  notExists,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CHECKOUT_REMINDER_DELAYS_MINUTES } from '../../../shared/constants';
import { OrderStatus } from '../../../shared/orderStatus';
import type { ReminderOutcome } from '../../../shared/marketing';
import { queryRows, type Db } from '../../db/client';
import { checkoutReminders, orderItems, orders, users } from '../../db/schema';
import { sendMarketingMail, signLink, type MarketingMailContext } from '../../modules/marketing';
import { HOLD_ENDED_REASON } from '../../modules/orders';
import { checkoutReminderMail } from './mails';

/** Any number, the same on every instance: the round runs on one of them at a time. */
const REMINDER_LOCK_KEY = 7_350_031;
const ROUND_SIZE = 100;
/** A reminder that could not go out on time (the shop was down) is not sent days late. */
const LATEST_MINUTES = 24 * 60;

export const REMINDER_CART = 'reminder-cart';

type ReminderContext = MarketingMailContext & { db: Db };

/**
 * A paid order of the same customer, placed after the abandoned one, with one of its products:
 * the checkout was recovered, and no further reminder goes (decision 059).
 */
export const recoveredBy = (db: Db, abandoned: typeof orders) => {
  const later = alias(orders, 'later');
  return exists(
    db
      .select({ one: sql`1` })
      .from(later)
      .innerJoin(orderItems, eq(orderItems.orderId, later.id))
      .where(
        and(
          eq(later.userId, abandoned.userId),
          eq(later.isPaid, true),
          gt(later.createdAt, abandoned.createdAt),
          inArray(
            orderItems.productId,
            db
              .select({ id: orderItems.productId })
              .from(orderItems)
              .where(eq(orderItems.orderId, abandoned.id)),
          ),
        ),
      ),
  );
};

/**
 * One reminder number's due orders: unpaid orders cancelled when their hold ran out, `delay`
 * minutes ago or more (but not a day after that), of a customer who still has an account, not
 * reminded of this number yet, and for the second, sent the first. The rows are locked (SKIP
 * LOCKED) and the conditions re-read under the lock: a person acting at that moment wins.
 */
function dueOrders(tx: Db, reminder: 1 | 2, now: Date) {
  const [first, second] = CHECKOUT_REMINDER_DELAYS_MINUTES;
  const delay = reminder === 1 ? first : second;
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
  return tx
    .select({
      id: orders.id,
      email: users.email,
      name: users.name,
      recovered: recoveredBy(tx, orders),
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(
      and(
        eq(orders.status, OrderStatus.Cancelled),
        eq(orders.isPaid, false),
        eq(orders.cancelReason, HOLD_ENDED_REASON),
        isNull(orders.customerDeletedAt),
        isNotNull(orders.cancelledAt),
        lte(orders.cancelledAt, minutesAgo(delay)),
        gt(orders.cancelledAt, minutesAgo(delay + LATEST_MINUTES)),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(checkoutReminders)
            .where(
              and(
                eq(checkoutReminders.orderId, orders.id),
                eq(checkoutReminders.reminder, reminder),
              ),
            ),
        ),
        reminder === 1
          ? undefined
          : exists(
              tx
                .select({ one: sql`1` })
                .from(checkoutReminders)
                .where(
                  and(
                    eq(checkoutReminders.orderId, orders.id),
                    eq(checkoutReminders.reminder, 1),
                    eq(checkoutReminders.outcome, 'sent'),
                  ),
                ),
            ),
      ),
    )
    .orderBy(asc(orders.cancelledAt))
    .limit(ROUND_SIZE)
    .for('update', { of: orders, skipLocked: true });
}

/** The lines of an abandoned order, as its reminder lists them. */
const linesOf = (tx: Db, orderId: string) =>
  tx
    .select({ name: orderItems.name, qty: orderItems.qty })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));

/**
 * Sends the abandoned checkouts' reminders that are due: at most two per order (an hour and a day
 * after the hold ended, shared/constants.ts), only through `sendMarketingMail` (so only to
 * customers who agreed, checked at send time), none once the customer paid for those products.
 * Each reminder is recorded with what became of it, once (the primary key). Returns how many
 * mails went.
 */
export async function sendCheckoutReminders(ctx: ReminderContext, now = new Date()) {
  let sent = 0;
  for (const reminder of [1, 2] as const) {
    await ctx.db.transaction(async (tx) => {
      const [lock] = await queryRows<{ locked: boolean }>(
        tx,
        sql`select pg_try_advisory_xact_lock(${REMINDER_LOCK_KEY}) as locked`,
      );
      if (!lock?.locked) return;
      for (const order of await dueOrders(tx, reminder, now)) {
        let outcome: ReminderOutcome = 'recovered';
        if (!order.recovered) {
          const link = `${ctx.settings.publicUrl}/cart/restore?token=${signLink(ctx.auth.jwtSecret, REMINDER_CART, order.id)}`;
          const mail = checkoutReminderMail(
            reminder,
            order.name,
            await linesOf(tx, order.id),
            link,
          );
          outcome = (await sendMarketingMail(ctx, tx, order.email, mail)) ? 'sent' : 'no consent';
        }
        if (outcome === 'sent') sent++;
        await tx
          .insert(checkoutReminders)
          .values({ orderId: order.id, reminder, outcome })
          .onConflictDoNothing();
      }
    });
  }
  return sent;
}
