import { eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentEvents, payments } from '../../db/schema';
import { DomainError } from '../../errors';
import type { RequestContext } from '../../http/context';
import type { PaymentEvent } from '../../integrations/payments/provider';
import { afterSettlement, settlePayment, type Settlement } from './settle';

type WebhookContext = Pick<RequestContext, 'db' | 'payments' | 'mailer' | 'log' | 'settings'>;

/**
 * A provider event: verified with the provider, stored once by its id and applied in the same
 * transaction, so a repeated delivery changes nothing and a failed one is retried by the provider.
 */
export async function handlePaymentWebhook(
  ctx: WebhookContext,
  request: { headers: Record<string, string | undefined>; body: unknown },
) {
  const event = await ctx.payments.verifyWebhook(request);
  if (!event) throw new DomainError('BAD_REQUEST', 'Webhook signature could not be verified');
  const applied = await ctx.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ id: event.id, provider: ctx.payments.name, type: event.type })
      .onConflictDoNothing()
      .returning();
    if (!fresh) return null;
    const [payment] = await tx
      .select()
      .from(payments)
      .where(
        or(
          eq(payments.providerOrderId, event.providerOrderId ?? ''),
          eq(payments.captureId, event.captureId ?? ''),
        ),
      );
    if (!payment) {
      ctx.log.warn({ eventId: event.id, type: event.type }, 'webhook for an unknown payment');
      return null;
    }
    const settlement = await applyEvent(tx, payment, event, ctx.payments.methodName);
    return settlement ? { payment, settlement } : null;
  });
  if (applied) await afterSettlement(ctx, applied.payment, applied.settlement);
  return { received: true };
}

async function applyEvent(
  tx: Db,
  payment: typeof payments.$inferSelect,
  event: PaymentEvent,
  methodName: string,
): Promise<Settlement | null> {
  switch (event.type) {
    case 'PAYMENT.CAPTURE.COMPLETED':
      return settlePayment(
        tx,
        payment,
        {
          status: 'COMPLETED',
          captureId: event.captureId ?? '',
          amountPence: event.amountPence ?? -1,
          currency: event.currency ?? '',
          cardLast4: null,
          payerEmail: null,
        },
        methodName,
      );
    case 'PAYMENT.CAPTURE.PENDING':
      return settlePayment(
        tx,
        payment,
        { status: 'PENDING', captureId: event.captureId },
        methodName,
      );
    case 'PAYMENT.CAPTURE.DENIED':
      return settlePayment(
        tx,
        payment,
        { status: 'DECLINED', reason: 'Denied by the provider' },
        methodName,
      );
    case 'PAYMENT.CAPTURE.REFUNDED':
    case 'PAYMENT.CAPTURE.REVERSED':
      await tx
        .update(payments)
        .set({ status: event.type.endsWith('REFUNDED') ? 'REFUNDED' : 'REVERSED' })
        .where(eq(payments.id, payment.id));
      return null;
    default:
      return null;
  }
}
