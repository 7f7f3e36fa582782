import { and, asc, eq, notInArray } from 'drizzle-orm';
import { formatDateTimeGB, londonDay, londonMinutes } from '../../../shared/londonTime';
import { formatGBP, toPounds } from '../../../shared/money';
import { adminOrderRef, orderNumber } from '../../../shared/orders';
import { OrderStatus } from '../../../shared/orderStatus';
import type { ShopInfo } from '../../../shared/shop';
import type { Db } from '../../db/client';
import { dispatchListMails, orders } from '../../db/schema';
import { renderMail } from '../../integrations/mailTemplate';
import type { Services } from '../../services';
import { onceALondonDay } from '../../jobs/onceALondonDay';
import { findShopInfo } from '../shop';

/** The owner's list of orders to send goes out once a day, from this London hour on. */
export const DISPATCH_LIST_HOUR = 7;
/** Orders a mail lists one by one; beyond them it gives the number. */
const LISTED = 100;
/** Paid orders in these statuses have left the shop (or never will). */
const sentOrStopped = [OrderStatus.Shipped, OrderStatus.Delivered, OrderStatus.Cancelled];

/** Paid orders not yet shipped, delivered or cancelled: the oldest payment first. */
function findOrdersToSend(db: Db) {
  return db
    .select({
      id: orders.id,
      totalPence: orders.totalPence,
      paidAt: orders.paidAt,
      billingAddress: orders.billingAddress,
      shippingAddress: orders.shippingAddress,
    })
    .from(orders)
    .where(and(eq(orders.isPaid, true), notInArray(orders.status, sentOrStopped)))
    .orderBy(asc(orders.paidAt), asc(orders.id));
}
type OrderToSend = Awaited<ReturnType<typeof findOrdersToSend>>[number];

export function dispatchListMail(shop: ShopInfo, waiting: OrderToSend[], publicUrl: string) {
  const lines = waiting.slice(0, LISTED).map((o) => {
    const who = [o.billingAddress.firstName, o.billingAddress.lastName].filter(Boolean).join(' ');
    const paid = o.paidAt ? `, paid ${formatDateTimeGB(o.paidAt)}` : '';
    return `${adminOrderRef(o.id)} (${orderNumber(o.id)}) ${who || 'Guest'}, ${o.shippingAddress.city}: ${formatGBP(toPounds(o.totalPence))}${paid} — ${publicUrl}/admin/orders/${o.id}`;
  });
  const more = waiting.length > LISTED ? [`…and ${waiting.length - LISTED} more.`] : [];
  const count = waiting.length === 1 ? '1 paid order' : `${waiting.length} paid orders`;
  return {
    subject: `To send today: ${count} at ${shop.shopName}`,
    ...renderMail({
      shopName: shop.shopName,
      preheader: `${count} waiting to be sent, the oldest first.`,
      heading: 'Orders to send today',
      paragraphs: [`${count} paid and not yet sent, the oldest payment first:`, ...lines, ...more],
      action: { label: 'Open the orders', href: `${publicUrl}/admin/orders` },
      footnote:
        'Sent each morning while paid orders wait to be sent. An order leaves this list when you mark it Shipped (or save its tracking), Delivered or Cancelled.',
    }),
  };
}

/**
 * Once a London day, from 07:00: the owner's list of paid orders still to send (none when no
 * order waits). The day is claimed by its row in `dispatch_list_mails`, as the low-stock mail's
 * (catalog/lowStockMail.ts): on several instances, or on a later round the same day, the claim
 * fails and nothing is sent. Answers the day's record when this call made it.
 */
export async function sendDispatchListIfDue(
  ctx: Pick<Services, 'db' | 'mailer' | 'settings'>,
  now = new Date(),
) {
  if (londonMinutes(now) < DISPATCH_LIST_HOUR * 60) return null;
  const day = londonDay(now);
  return ctx.db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(dispatchListMails)
      .values({ day, orders: 0 })
      .onConflictDoNothing()
      .returning({ day: dispatchListMails.day });
    if (!claimed) return null;
    const shop = await findShopInfo(tx);
    const waiting = await findOrdersToSend(tx);
    const sentTo = waiting.length > 0 && shop.email ? shop.email : null;
    if (sentTo) {
      await ctx.mailer.enqueue(tx, {
        to: sentTo,
        ...dispatchListMail(shop, waiting, ctx.settings.publicUrl),
      });
    }
    await tx
      .update(dispatchListMails)
      .set({ orders: waiting.length, sentTo })
      .where(eq(dispatchListMails.day, day));
    return { day, orders: waiting.length, sentTo };
  });
}

/** The background job's round (the day's claim is in `sendDispatchListIfDue`). */
export const dispatchListRound = (ctx: Pick<Services, 'db' | 'mailer' | 'settings'>) =>
  onceALondonDay(DISPATCH_LIST_HOUR, (now) => sendDispatchListIfDue(ctx, now));
