import { and, eq, inArray, sql } from 'drizzle-orm';
import { CURRENCY } from '../../../shared/constants';
import { orderNumber } from '../../../shared/orders';
import { OrderStatus } from '../../../shared/orderStatus';
import {
  moneyHeldStatuses,
  PaymentStatus,
  type PaymentProviderName,
} from '../../../shared/paymentStatus';
import type { Db } from '../../db/client';
import { newId, orders, payments } from '../../db/schema';
import { preparedStatement } from '../../db/prepared';
import { DomainError, notFound } from '../../errors';
import type { RequestContext } from '../../http/context';
import {
  PaymentProviderUnavailable,
  type CaptureOutcome,
} from '../../integrations/payments/provider';
import type { SessionUser } from '../../modules/auth';
import {
  assertNoneOwedAmong,
  findOrderForViewer,
  giveHoldBack,
  lockOrder,
  moveHoldToPayment,
  type OrderDto,
} from '../../modules/orders';
import { cachedShopInfo } from '../../modules/shop';
import { reconcilePayment } from './reconcile';
import {
  afterSettlement,
  isUnsettled,
  settlePayment,
  type Payment,
  type Settlement,
} from './settle';

type PaymentContext = Pick<
  RequestContext,
  'db' | 'payments' | 'mailer' | 'log' | 'settings' | 'catalogue'
>;

const providerDown = () =>
  new DomainError(
    'UNAVAILABLE',
    'The payment service is not answering. Please try again in a moment; you have not been charged twice.',
  );

function assertPayable(order: { isPaid: boolean; status: string }) {
  if (order.isPaid) throw new DomainError('CONFLICT', 'This order is already paid.');
  if (order.status === OrderStatus.Cancelled) {
    throw new DomainError('CONFLICT', 'This order was cancelled. Please place a new order.');
  }
}

/** PayPal lets a buyer approve an order for three hours; ours are offered again for less. */
const PROVIDER_ORDER_REUSE_MS = 2 * 60 * 60_000;

/** Attempts that may still be approved and captured: the one a second tab is given again. */
const openStatuses: PaymentStatus[] = [PaymentStatus.Created, PaymentStatus.Declined];

type PaymentRow = typeof payments.$inferSelect;

/** The order's open provider order among `attempts`, if one is young enough to be approved still. */
function openPaymentAmong(attempts: PaymentRow[], provider: PaymentProviderName) {
  const youngest = Date.now() - PROVIDER_ORDER_REUSE_MS;
  return (
    attempts
      .filter(
        (p) =>
          p.provider === provider &&
          openStatuses.includes(p.status) &&
          p.createdAt.getTime() > youngest,
      )
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0] ?? null
  );
}

const ownOrderWithAttempts = preparedStatement('own_order_with_attempts', (db) =>
  db
    .select({ order: orders, attempt: payments })
    .from(orders)
    .leftJoin(payments, eq(payments.orderId, orders.id))
    .where(
      and(eq(orders.id, sql.placeholder('orderId')), eq(orders.userId, sql.placeholder('userId'))),
    ),
);

/** One of the caller's orders and its payment attempts, in one statement. */
async function findOwnOrderWithAttempts(ctx: PaymentContext, user: SessionUser, orderId: string) {
  const rows = await ownOrderWithAttempts(ctx.db, { orderId, userId: user.id });
  const order = rows[0]?.order;
  if (!order) throw notFound('Order');
  return { order, attempts: rows.flatMap((row) => (row.attempt ? [row.attempt] : [])) };
}

const attemptsOf = preparedStatement('order_attempts', (db) =>
  db
    .select()
    .from(payments)
    .where(eq(payments.orderId, sql.placeholder('orderId'))),
);
const paymentsOf = (db: Db, orderId: string) => attemptsOf(db, { orderId });

const openAttempts = preparedStatement('open_attempts', (db) =>
  db
    .select()
    .from(payments)
    .where(
      and(eq(payments.orderId, sql.placeholder('orderId')), inArray(payments.status, openStatuses)),
    ),
);

const insertAttempt = preparedStatement('insert_payment_attempt', (db) =>
  db.insert(payments).values({
    id: sql.placeholder('id'),
    orderId: sql.placeholder('orderId'),
    provider: sql.placeholder('provider'),
    providerOrderId: sql.placeholder('providerOrderId'),
    status: sql.placeholder('status'),
    amountPence: sql.placeholder('amountPence'),
    currency: CURRENCY,
  }),
);

/**
 * An earlier attempt whose outcome is unknown (a capture whose answer was lost, or one pending)
 * is settled first: a new attempt must not charge an order that may be paid. Answers the order's
 * attempts as they are then.
 */
async function settleEarlierAttempts(
  ctx: PaymentContext,
  user: SessionUser,
  orderId: string,
  earlier: PaymentRow[],
) {
  const unsettledAttempt = earlier
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .find((p) => isUnsettled(p.status));
  if (!unsettledAttempt) return earlier;
  await reconcilePayment(ctx, unsettledAttempt);
  const { order, attempts: now } = await findOwnOrderWithAttempts(ctx, user, orderId);
  assertPayable(order);
  const again = now.find((p) => p.id === unsettledAttempt.id);
  if (again && isUnsettled(again.status)) {
    throw new DomainError(
      'CONFLICT',
      'Your previous payment for this order is still being confirmed. Please check My Orders in a minute.',
    );
  }
  return now;
}

/**
 * The provider order for one of the caller's unpaid orders, for its stored total in GBP. A shop
 * order has at most one open provider order: a second tab (or a retry) is given the same one
 * while it can still be approved, and a new one voids the older ones, which can then never be
 * captured. So two tabs cannot make two charges.
 */
export async function startPayment(ctx: PaymentContext, user: SessionUser, orderId: string) {
  const { order, attempts: earlier } = await findOwnOrderWithAttempts(ctx, user, orderId);
  assertPayable(order);
  const attempts = await settleEarlierAttempts(ctx, user, orderId, earlier);
  assertNoneOwedAmong(attempts);
  const open = openPaymentAmong(attempts, ctx.payments.name);
  if (open) return { id: open.providerOrderId };

  const shop = await cachedShopInfo(ctx, ctx.db);
  let providerOrderId: string;
  try {
    ({ providerOrderId } = await ctx.payments.createOrder({
      orderId,
      amountPence: order.totalPence,
      currency: CURRENCY,
      description: `Order ${orderNumber(orderId)} at ${shop.shopName}`,
    }));
  } catch (err) {
    ctx.log.error({ err, orderId }, 'provider order not created');
    if (err instanceof PaymentProviderUnavailable) throw providerDown();
    throw new DomainError('PAYMENT_FAILED', 'Failed to create PayPal order.');
  }
  const chosen = await ctx.db.transaction(async (tx) => {
    // The order's row lock lines up two tabs that both found no open provider order; what they
    // find is read after it, in a statement of its own (one that started before the lock was
    // granted would not see the other tab's attempt).
    await lockOrder(tx, orderId);
    const stillOpen = await openAttempts(tx, { orderId });
    const raced = openPaymentAmong(stillOpen, ctx.payments.name);
    if (!raced && stillOpen.length > 0) {
      // Older attempts (too old to approve now, or another provider's) are never captured.
      await tx
        .update(payments)
        .set({ status: PaymentStatus.Voided })
        .where(and(eq(payments.orderId, orderId), inArray(payments.status, openStatuses)));
    }
    // Kept even when the other tab won, so a stray event about it is recognised.
    await insertAttempt(tx, {
      id: newId(),
      orderId,
      provider: ctx.payments.name,
      providerOrderId,
      status: raced ? PaymentStatus.Voided : PaymentStatus.Created,
      amountPence: order.totalPence,
    });
    return raced?.providerOrderId ?? providerOrderId;
  });
  return { id: chosen };
}

/**
 * Attempts that may be captured: open ones, and one whose capture is running or unanswered (the
 * same request id, so the same charge).
 */
const capturableStatuses: PaymentStatus[] = [
  ...openStatuses,
  PaymentStatus.Capturing,
  PaymentStatus.Unknown,
  PaymentStatus.Pending,
];

const attemptWithLockedOrder = preparedStatement('attempt_with_locked_order', (db) =>
  db
    .select({ payment: payments, order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(payments.provider, sql.placeholder('provider')),
        eq(payments.providerOrderId, sql.placeholder('providerOrderId')),
      ),
    )
    .for('update', { of: orders }),
);

/**
 * Marks the payment as being captured, under the order's row lock: a capture of another provider
 * order of the same shop order is refused while the provider may hold money for the order, and a
 * voided or closed one never. (A parallel capture of the same provider order goes ahead: it
 * shares the provider's idempotency key, so it is the same charge.) The order's stock hold moves
 * to the payment while the capture runs. For a settled order the payment is null: nothing is
 * left to capture.
 */
async function claimCapture(ctx: PaymentContext, user: SessionUser, providerOrderId: string) {
  return ctx.db.transaction(async (tx) => {
    const [row] = await attemptWithLockedOrder(tx, {
      provider: ctx.payments.name,
      providerOrderId,
    });
    if (!row || row.order.userId !== user.id) throw notFound('Order');
    const orderId = row.order.id;
    // Every attempt of the order, read in a statement of its own once the lock is held. The row
    // above holds the order as it is now but the payment as it was before the wait: a parallel
    // capture or a new payment window may have settled or voided it meanwhile.
    const attempts = await paymentsOf(tx, orderId);
    const attempt = attempts.find((p) => p.id === row.payment.id)!;
    if (row.order.isPaid || attempt.status === PaymentStatus.Completed) {
      return { orderId, payment: null };
    }
    assertPayable(row.order);
    if (attempt.status === PaymentStatus.Voided) {
      throw new DomainError(
        'CONFLICT',
        'This payment window was replaced by a newer one. Please reload the page and pay there.',
      );
    }
    assertNoneOwedAmong(attempts);
    // Refunded or reversed: its capture was made, and answering it again would apply it again.
    if (!capturableStatuses.includes(attempt.status)) {
      throw new DomainError('CONFLICT', 'This payment is closed. Please reload the page to pay.');
    }
    const another = attempts.find(
      (p) => p.id !== attempt.id && moneyHeldStatuses.includes(p.status),
    );
    if (another) {
      throw new DomainError(
        'CONFLICT',
        'Another payment for this order is being processed. Please check My Orders in a minute.',
      );
    }
    const payment = await moveHoldToPayment(tx, row.order, attempt.id);
    return { orderId, payment };
  });
}

/**
 * Captures an approved provider order of the caller's. A repeated or parallel capture reuses
 * the provider's idempotency key, so the buyer is charged once and every caller gets the same
 * answer: the paid order. A decline leaves the order unpaid and the buyer may try again.
 */
export async function capturePayment(
  ctx: PaymentContext,
  user: SessionUser,
  input: { providerOrderId: string; simulateDecline?: boolean },
) {
  const { orderId, payment } = await claimCapture(ctx, user, input.providerOrderId);
  let settled: Settlement['result'] | null = null;
  let paidOrder: OrderDto | null = null;
  if (payment) {
    const outcome = await captureWithProvider(ctx, payment, input.simulateDecline);
    const settlement = await ctx.db.transaction((tx) => settlePayment(ctx, tx, payment, outcome));
    await afterSettlement(ctx, payment, settlement);
    if (settlement.result === 'DECLINED') {
      throw new DomainError(
        'PAYMENT_FAILED',
        'Your payment was declined. Please try again or choose another way to pay.',
      );
    }
    settled = settlement.result;
    paidOrder = settlement.order ?? null;
  }
  // The settlement read the paid order for its confirmation: the customer is answered with it.
  const order =
    paidOrder && !user.isAdmin ? paidOrder : await findOrderForViewer(ctx.db, user, orderId);
  // Captured, yet the order is unpaid: the money did not match it or came after it was cancelled
  // (this capture's, or a parallel capture's of the same provider order that settled it first).
  if (settled && settled !== 'PENDING' && !order.isPaid) {
    throw new DomainError('PAYMENT_FAILED', 'Payment capture failed.');
  }
  return { id: input.providerOrderId, status: order.isPaid ? 'COMPLETED' : 'PENDING', order };
}

async function captureWithProvider(
  ctx: PaymentContext,
  payment: Payment,
  simulateDecline: boolean | undefined,
): Promise<CaptureOutcome> {
  try {
    return await ctx.payments.captureOrder({
      providerOrderId: payment.providerOrderId,
      requestId: `capture-${payment.id}-${payment.captureAttempt}`,
      simulateDecline,
    });
  } catch (err) {
    ctx.log.error({ err, paymentId: payment.id }, 'capture outcome unknown');
    const lost = err instanceof PaymentProviderUnavailable;
    // A lost answer may hide a charge: UNKNOWN until reconciliation asks the provider. A refused
    // capture charged nothing: the attempt is open again and the order gets its hold back.
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(payments)
        .set({ status: lost ? PaymentStatus.Unknown : PaymentStatus.Created })
        .where(eq(payments.id, payment.id));
      if (!lost) await giveHoldBack(tx, payment.id);
    });
    if (lost) {
      throw new DomainError(
        'UNAVAILABLE',
        'We could not confirm your payment yet. Please check My Orders in a minute before trying again.',
      );
    }
    throw new DomainError('PAYMENT_FAILED', 'Payment capture failed.');
  }
}
