import { eq, or } from 'drizzle-orm';
import { PaymentStatus } from '../../../shared/paymentStatus';
import type { Db } from '../../db/client';
import { paymentEvents, payments } from '../../db/schema';
import { DomainError } from '../../errors';
import type { RequestContext } from '../../http/context';
import type { CaptureOutcome, PaymentEvent } from '../../integrations/payments/provider';
import { afterSettlement, settlePayment, type Settlement } from './settle';

type WebhookContext = Pick<
  RequestContext,
  'db' | 'payments' | 'mailer' | 'log' | 'settings' | 'catalogue'
>;

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
    const settlement = await applyEvent(ctx, tx, payment, event);
    return settlement ? { payment, settlement } : null;
  });
  if (applied) await afterSettlement(ctx, applied.payment, applied.settlement);
  return { received: true };
}

/** What a provider event says about the money, in the terms a capture answer uses. */
function outcomeOf(event: PaymentEvent): CaptureOutcome | null {
  switch (event.type) {
    case 'PAYMENT.CAPTURE.COMPLETED':
      return {
        status: 'COMPLETED',
        captureId: event.captureId ?? '',
        amountPence: event.amountPence ?? -1,
        currency: event.currency ?? '',
        cardLast4: null,
        payerEmail: null,
      };
    case 'PAYMENT.CAPTURE.PENDING':
      return { status: 'PENDING', captureId: event.captureId };
    case 'PAYMENT.CAPTURE.DENIED':
      return { status: 'DECLINED', reason: 'Denied by the provider' };
    default:
      return null;
  }
}

async function applyEvent(
  ctx: WebhookContext,
  tx: Db,
  payment: typeof payments.$inferSelect,
  event: PaymentEvent,
): Promise<Settlement | null> {
  const outcome = outcomeOf(event);
  if (outcome) return settlePayment(ctx, tx, payment, outcome);
  if (event.type === 'PAYMENT.CAPTURE.REFUNDED' || event.type === 'PAYMENT.CAPTURE.REVERSED') {
    await tx
      .update(payments)
      .set(
        event.type.endsWith('REFUNDED')
          ? { status: PaymentStatus.Refunded, refundedAt: new Date() }
          : { status: PaymentStatus.Reversed },
      )
      .where(eq(payments.id, payment.id));
  }
  return null;
}
