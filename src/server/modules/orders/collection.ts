import { randomInt, timingSafeEqual } from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  COLLECTION_CODE_ALPHABET,
  COLLECTION_CODE_LENGTH,
  londonDaysBetween,
} from '../../../shared/collection';
import { londonDay } from '../../../shared/londonTime';
import { toPounds } from '../../../shared/money';
import { OrderStatus } from '../../../shared/orderStatus';
import { adminOrderRef, orderNumber } from '../../../shared/orders';
import type { Db, PooledDb } from '../../db/client';
import { orderItems, orders, users } from '../../db/schema';
import { DomainError, notFound } from '../../errors';
import { enforceRateLimits, type RateLimitRule } from '../../integrations/rateLimiter';
import type { RequestContext } from '../../http/context';
import { cachedShopInfo } from '../shop';
import { readyToCollectMail } from './collectionMail';
import { addHistory } from './orderHistory';
import { sendDeliveredMailOnce } from './deliveredMailOnce';
import { adminOrderView, lockOrder } from './orderQueries';

type Order = typeof orders.$inferSelect;
export type CollectionContext = Pick<RequestContext, 'mailer' | 'settings' | 'catalogue'>;

/**
 * Guesses at a collection code: a few typing slips per order, and per administrator across
 * orders, so nobody at the counter (or with a stolen admin session) can try codes until one fits.
 */
export const collectionCodeLimits = {
  perOrder: { name: 'collection-code-order', max: 5, windowSeconds: 15 * 60 },
  perAdmin: { name: 'collection-code-admin', max: 30, windowSeconds: 15 * 60 },
} satisfies Record<string, RateLimitRule>;

const newCode = () =>
  Array.from(
    { length: COLLECTION_CODE_LENGTH },
    () => COLLECTION_CODE_ALPHABET[randomInt(COLLECTION_CODE_ALPHABET.length)],
  ).join('');

const isUniqueViolation = (err: unknown) =>
  (err as { code?: string; cause?: { code?: string } }).code === '23505' ||
  (err as { cause?: { code?: string } }).cause?.code === '23505';

/** Sets a fresh code on the order; a code another waiting order holds is drawn again. */
async function giveCode(tx: Db, id: string): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const code = newCode();
    try {
      // A savepoint: a clash undoes only this update, not the caller's transaction.
      await tx.transaction((sp) =>
        sp.update(orders).set({ collectionCode: code }).where(eq(orders.id, id)),
      );
      return code;
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 4) throw err;
    }
  }
}

/**
 * An order has just become Ready to collect (inside the status change's transaction, its row
 * locked): the first time, it gets its code and the customer the mail that carries it, written
 * in the same transaction so it goes out exactly once. Made ready again after a move back, it
 * keeps its code and no second mail is sent; only "since when" starts again.
 */
export async function orderBecameReady(ctx: CollectionContext, tx: Db, order: Order) {
  await tx.update(orders).set({ collectionReadyAt: new Date() }).where(eq(orders.id, order.id));
  if (order.collectionCode) return;
  const code = await giveCode(tx, order.id);
  const [owner] = order.userId
    ? await tx
        .select({ name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, order.userId))
    : [];
  const email = order.billingAddress.email ?? owner?.email;
  if (!email) return;
  const firstName = order.billingAddress.firstName || owner?.name.split(' ')[0] || 'there';
  const shop = await cachedShopInfo(ctx, tx);
  await ctx.mailer.enqueue(tx, {
    to: email,
    ...readyToCollectMail(shop, { id: order.id, firstName }, code, ctx.settings.publicUrl),
  });
}

const sameCode = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

type HandOverContext = Pick<RequestContext, 'db' | 'limiter' | 'user' | 'mailer' | 'settings'>;

/**
 * The hand-over at the counter: the code the customer shows must be the order's. Each try is
 * counted before the comparison (per order and per administrator), so guesses cannot outrun
 * the limit. The right code makes the order Collected (delivered: isDelivered, deliveredAt) and
 * retires the code.
 */
export async function handOverCollection(ctx: HandOverContext, id: string, code: string) {
  const adminId = ctx.user?.id ?? 'shop';
  await enforceRateLimits(ctx.limiter, [
    [collectionCodeLimits.perOrder, id],
    [collectionCodeLimits.perAdmin, adminId],
  ]);
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (!order) throw notFound('Order');
    if (order.deliveryKind !== 'collection') {
      throw new DomainError(
        'CONFLICT',
        `An order that is ${order.status} cannot be moved to ${OrderStatus.Collected}: it is sent to the customer, not collected.`,
      );
    }
    if (order.status === OrderStatus.Collected) {
      throw new DomainError('CONFLICT', 'This order has already been collected.');
    }
    if (order.status !== OrderStatus.ReadyToCollect || !order.collectionCode) {
      throw new DomainError(
        'CONFLICT',
        `An order that is ${order.status} cannot be moved to ${OrderStatus.Collected}: mark it ${OrderStatus.ReadyToCollect} first.`,
      );
    }
    if (!sameCode(code, order.collectionCode)) {
      throw new DomainError(
        'BAD_REQUEST',
        'That code does not match this order. Check it with the customer: it is in their "ready to collect" e-mail and on their order page.',
      );
    }
    await tx
      .update(orders)
      .set({
        status: OrderStatus.Collected,
        isDelivered: true,
        deliveredAt: new Date(),
        collectionCode: null,
        expiresAt: null,
      })
      .where(eq(orders.id, id));
    await addHistory(
      tx,
      id,
      OrderStatus.Collected,
      `Collected in store: code checked by ${ctx.user?.name ?? 'the shop'}`,
    );
    // The piece is in the customer's hands: the same once-only mail a delivery sends, with its
    // review invitation.
    await sendDeliveredMailOnce(ctx, tx, id);
  });
  return { order: await adminOrderView(ctx.db, id), message: 'Order collected' };
}

const customerName = sql<string>`coalesce(
  nullif(trim(concat_ws(' ', ${orders.billingAddress} ->> 'firstName', ${orders.billingAddress} ->> 'lastName')), ''),
  ${users.name}, ${orders.billingAddress} ->> 'email', 'Guest')`;

const itemsOf = sql<string[]>`array(
  select concat(oi.qty, ' × ', oi.name) from ${orderItems} oi
  where oi.order_id = ${orders.id} order by oi.position, oi.id)`;

const collectionRow = {
  id: orders.id,
  customer: customerName,
  items: itemsOf,
  totalPence: orders.totalPence,
  isPaid: orders.isPaid,
  readyAt: orders.collectionReadyAt,
  collectedAt: orders.deliveredAt,
};

function toCollectionDto(row: {
  id: string;
  customer: string;
  items: string[];
  totalPence: number;
  isPaid: boolean;
  readyAt: Date | null;
  collectedAt: Date | null;
}) {
  return {
    _id: row.id,
    number: orderNumber(row.id),
    ref: adminOrderRef(row.id),
    customer: row.customer,
    items: row.items,
    totalPrice: toPounds(row.totalPence),
    isPaid: row.isPaid,
    readyAt: row.readyAt?.toISOString() ?? null,
    collectedAt: row.collectedAt?.toISOString() ?? null,
  };
}

/** At most this many rows in each list: a shop counter, not an archive (the orders list is that). */
const COLLECTIONS_LIMIT = 200;

/**
 * Admin → Collections: what waits in the shop (Ready to collect, oldest first, with how many
 * London days it has waited) and what was collected today (London day), latest first. No code:
 * the customer brings it.
 */
export async function findCollections(db: PooledDb, now = new Date()) {
  const base = () =>
    db.select(collectionRow).from(orders).leftJoin(users, eq(users.id, orders.userId));
  const [waiting, collected] = await Promise.all([
    base()
      .where(eq(orders.status, OrderStatus.ReadyToCollect))
      .orderBy(asc(orders.collectionReadyAt), asc(orders.id))
      .limit(COLLECTIONS_LIMIT),
    base()
      .where(
        and(
          eq(orders.status, OrderStatus.Collected),
          sql`(${orders.deliveredAt} at time zone 'Europe/London')::date = ${londonDay(now)}::date`,
        ),
      )
      .orderBy(desc(orders.deliveredAt))
      .limit(COLLECTIONS_LIMIT),
  ]);
  return {
    waiting: waiting.map((row) => ({
      ...toCollectionDto(row),
      waitingDays: row.readyAt ? londonDaysBetween(row.readyAt, now) : 0,
    })),
    collectedToday: collected.map(toCollectionDto),
  };
}
