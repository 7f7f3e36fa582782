import { and, eq } from 'drizzle-orm';
import type { z } from '../../../shared/zod';
import type {
  cancelOrderInput,
  confirmOptionsInput,
  recordPaymentInput,
  trackingInput,
  updateOrderStatusInput,
} from '../../../shared/admin';
import { OrderStatus, statusAfterPayment } from '../../../shared/orderStatus';
import {
  canMoveOrder,
  isBackwardMove,
  statusChangeNote,
  statusFitsDelivery,
} from '../../../shared/orderTransitions';
import type { DeliveryKind } from '../../../shared/delivery';
import { unofferedChoiceProblem, variationLabel } from '../../../shared/variations';
import type { Db } from '../../db/client';
import { orderItems, orders, products } from '../../db/schema';
import { DomainError, notFound } from '../../errors';
import { adminOrderView, lockOrder } from './orderQueries';
import { cancelOrderAs, type CancelContext } from './cancellation';
import { markOrderPaid } from './markPaid';
import { addHistory } from './orderHistory';
import { dispatchedMail, trackingMail } from './eventMails';
import { sendDeliveredMailOnce } from './deliveredMailOnce';
import { claimOrderMail, enqueueOrderMail, sendOrderMailOnce, trackingKey } from './orderMailOnce';
import { OrderMailKind } from '../../../shared/orderMails';
import { orderBecameReady, type CollectionContext } from './collection';

/** `user`: who acts, for the stock history (absent in scripts and tests: the shop itself). */
export type AdminContext = CancelContext & CollectionContext;
type Order = typeof orders.$inferSelect;

/** Statuses before the parcel leaves: saving tracking ships the order from these. */
const beforeShipping: OrderStatus[] = [
  OrderStatus.Confirmed,
  OrderStatus.PaymentProcessing,
  OrderStatus.Processing,
];

const cancelledIsFinal = () =>
  new DomainError('CONFLICT', 'This order is cancelled; it cannot change any more.');

/** The answer to a move that shared/orderTransitions.ts does not list. */
const refusedMove = (from: OrderStatus, to: OrderStatus, kind: DeliveryKind) => {
  if (to === OrderStatus.Cancelled) {
    return new DomainError('CONFLICT', `A ${from.toLowerCase()} order cannot be cancelled.`);
  }
  const why = statusFitsDelivery(to, kind)
    ? ''
    : kind === 'collection'
      ? ': it is collected from the shop, not sent'
      : ': it is sent to the customer, not collected';
  return new DomainError('CONFLICT', `An order that is ${from} cannot be moved to ${to}${why}.`);
};

/** Collected needs the customer's code: only the hand-over (`handOverCollection`) makes it. */
const collectedNeedsCode = () =>
  new DomainError(
    'CONFLICT',
    `An order that is Ready to collect is moved to ${OrderStatus.Collected} by handing it over with the customer's collection code (Admin → Collections).`,
  );

type StatusChange = z.output<typeof updateOrderStatusInput>;

/** Spec §4's note; a move back also says from where and why (decision 033). */
function statusNote(from: OrderStatus, { status, note, reason }: StatusChange) {
  const start = note || statusChangeNote(status);
  if (isBackwardMove(from, status))
    return `${start} (back from ${from}): ${reason || 'no reason given'}`;
  return reason ? `${start}: ${reason}` : start;
}

/**
 * Runs `change` on the order's row, locked, and answers the administrator's view of the order.
 * An administrator acting on an unpaid order has taken it on: each change ends its stock hold.
 */
async function changeOrder(db: Db, id: string, change: (tx: Db, order: Order) => Promise<void>) {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (!order) throw notFound('Order');
    await change(tx, order);
  });
  return adminOrderView(db, id);
}

/**
 * Spec §4's status buttons, as far as the transition table allows (the same status again changes
 * nothing). A cancelled order stays cancelled; moving to Cancelled is a cancellation (stock back,
 * refund); Delivered sets the delivery flag and date, and moving back from Delivered clears them.
 */
export async function updateOrderStatus(ctx: AdminContext, id: string, input: StatusChange) {
  if (input.status === OrderStatus.Cancelled) {
    return cancelOrder(ctx, id, { reason: input.reason ?? input.note });
  }
  const order = await changeOrder(ctx.db, id, async (tx, current) => {
    if (current.status === OrderStatus.Cancelled) throw cancelledIsFinal();
    if (current.status === input.status) return;
    if (!canMoveOrder(current.status, input.status, current.deliveryKind)) {
      throw refusedMove(current.status, input.status, current.deliveryKind);
    }
    if (input.status === OrderStatus.Collected) throw collectedNeedsCode();
    const delivered = input.status === OrderStatus.Delivered;
    await tx
      .update(orders)
      .set({
        status: input.status,
        isDelivered: delivered,
        deliveredAt: delivered ? new Date() : null,
        expiresAt: null,
      })
      .where(eq(orders.id, id));
    await addHistory(tx, id, input.status, statusNote(current.status, input));
    // Each once per order: moving back and forward again, or a second click, sends nothing.
    if (input.status === OrderStatus.Shipped) {
      await sendOrderMailOnce(ctx, tx, id, OrderMailKind.Dispatched, dispatchedMail);
      if (current.trackingNumber) {
        await claimOrderMail(
          tx,
          id,
          OrderMailKind.Tracking,
          trackingKey(current.trackingCarrier ?? '', current.trackingNumber),
        );
      }
    }
    if (delivered) await sendDeliveredMailOnce(ctx, tx, id);
    if (input.status === OrderStatus.ReadyToCollect) await orderBecameReady(ctx, tx, current);
  });
  return { order, message: `Order status updated to ${input.status}` };
}

type Tracking = z.output<typeof trackingInput>;

/**
 * Writes the parcel's tracking on `current` (locked by the caller's transaction `tx`): an order not
 * yet shipped becomes Order Shipped, with one history entry and one dispatch mail saying so. The
 * admin's form and the tracking import (trackingImport.ts) both ship through here.
 */
export async function writeTracking(ctx: AdminContext, tx: Db, current: Order, input: Tracking) {
  if (current.status === OrderStatus.Cancelled) throw cancelledIsFinal();
  if (current.deliveryKind === 'collection') {
    throw refusedMove(current.status, OrderStatus.Shipped, current.deliveryKind);
  }
  const ships = beforeShipping.includes(current.status);
  const status = ships ? OrderStatus.Shipped : current.status;
  await tx
    .update(orders)
    .set({
      trackingCarrier: input.carrier,
      trackingNumber: input.trackingNumber,
      trackingUrl: input.trackingUrl || null,
      status,
      expiresAt: null,
    })
    .where(eq(orders.id, current.id));
  await addHistory(
    tx,
    current.id,
    status,
    `${ships ? 'Shipped' : 'Tracking updated'}: ${input.carrier} ${input.trackingNumber}`,
  );
  await mailTracking(ctx, tx, current, { ships, ...input });
}

/** Saves the parcel's tracking; an order not yet shipped becomes Order Shipped ('Save & Ship Order'). */
export async function saveTracking(ctx: AdminContext, id: string, input: Tracking) {
  const order = await changeOrder(ctx.db, id, (tx, current) =>
    writeTracking(ctx, tx, current, input),
  );
  return { order, message: 'Tracking information updated successfully' };
}

/**
 * The customer hears of their parcel once: "on its way" (with the tracking) when this save ships
 * the order; otherwise, for an order on its way, the tracking once per parcel (saving the same
 * tracking again, however typed, sends nothing). A delivered order's tracking changes quietly.
 */
async function mailTracking(
  ctx: AdminContext,
  tx: Db,
  current: Order,
  saved: { ships: boolean; carrier: string; trackingNumber: string },
) {
  const parcel = trackingKey(saved.carrier, saved.trackingNumber);
  const newParcel = await claimOrderMail(tx, current.id, OrderMailKind.Tracking, parcel);
  const dispatched =
    saved.ships &&
    (await sendOrderMailOnce(ctx, tx, current.id, OrderMailKind.Dispatched, dispatchedMail));
  const onItsWay = saved.ships || current.status === OrderStatus.Shipped;
  if (newParcel && onItsWay && !dispatched) {
    await enqueueOrderMail(ctx, tx, current.id, trackingMail);
  }
}

/**
 * Records options a spec §7 order left to confirm, as the customer chose them when asked. Each
 * must be one still to confirm on the line, and a value the product offers (while it exists).
 */
export async function confirmOptions(
  ctx: AdminContext,
  id: string,
  itemId: string,
  input: z.output<typeof confirmOptionsInput>,
) {
  const order = await changeOrder(ctx.db, id, async (tx, current) => {
    if (current.status === OrderStatus.Cancelled) throw cancelledIsFinal();
    const [line] = await tx
      .select({ item: orderItems, variations: products.variations })
      .from(orderItems)
      .leftJoin(products, eq(products.id, orderItems.productId))
      .where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, id)));
    if (!line) throw notFound('Order line');
    const { item } = line;
    const given = Object.entries(input.variation);
    const unasked = given.find(([option]) => !item.optionsToConfirm.includes(option));
    if (given.length === 0 || unasked) {
      throw new DomainError(
        'BAD_REQUEST',
        item.optionsToConfirm.length > 0
          ? `Choose the ${item.optionsToConfirm.join(' and ')} of "${item.name}".`
          : `"${item.name}" has no options left to confirm.`,
      );
    }
    // A product deleted since cannot say what it offered: the owner's word stands.
    const variations = line.variations ?? Object.fromEntries(given.map(([o, v]) => [o, [v]]));
    const problem = unofferedChoiceProblem(item.name, variations, input.variation);
    if (problem) throw new DomainError('BAD_REQUEST', problem);
    await tx
      .update(orderItems)
      .set({
        variation: { ...item.variation, ...input.variation },
        optionsToConfirm: item.optionsToConfirm.filter((option) => !input.variation[option]),
      })
      .where(eq(orderItems.id, itemId));
    await addHistory(
      tx,
      id,
      current.status,
      `Confirmed with the customer: ${variationLabel(input.variation)} for ${item.name}`,
    );
  });
  return { order, message: 'Choice saved' };
}

export async function saveAdminNotes(ctx: AdminContext, id: string, adminNotes: string) {
  const order = await changeOrder(ctx.db, id, async (tx) => {
    await tx.update(orders).set({ adminNotes }).where(eq(orders.id, id));
  });
  return { order, message: 'Admin notes saved successfully' };
}

/** The shop cancels an order (stock back, refund, the customer's mail): see `cancelOrderAs`. */
export async function cancelOrder(
  ctx: AdminContext,
  id: string,
  input: z.output<typeof cancelOrderInput>,
) {
  await cancelOrderAs(ctx, id, { by: 'admin', reason: input.reason });
  return { order: await adminOrderView(ctx.db, id), message: 'Order cancelled successfully' };
}

/** An administrator records a payment taken outside the site (in the shop, by transfer). */
export async function recordPayment(
  ctx: AdminContext,
  id: string,
  input: z.output<typeof recordPaymentInput>,
) {
  const order = await changeOrder(ctx.db, id, async (tx, current) => {
    if (current.status === OrderStatus.Cancelled) throw cancelledIsFinal();
    if (current.isPaid) throw new DomainError('CONFLICT', 'This order is already paid.');
    await markOrderPaid(tx, id, {
      status: statusAfterPayment(current.status),
      paymentMethod: input.method,
      note: `Payment recorded by admin (${input.method}${input.reference ? `, ref ${input.reference}` : ''})`,
    });
  });
  return { order, message: 'Payment recorded successfully' };
}
