import { CURRENCY } from '../../../shared/constants';
import { captureOrderInput, createPaymentInput } from '../../../shared/payments';
import { authedProcedure, publicProcedure, router } from '../../trpc/trpc';
import { capturePayment, startPayment } from './checkout';

export const paymentsRouter = router({
  /** What the checkout renders: PayPal's buttons (with its client id) or the test-mode buttons. */
  config: publicProcedure.query(({ ctx }) => ({
    provider: ctx.payments.name,
    clientId: ctx.payments.clientId,
    currency: CURRENCY,
  })),
  createOrder: authedProcedure
    .input(createPaymentInput)
    .mutation(({ ctx, input }) => startPayment(ctx, ctx.user, input.orderId)),
  captureOrder: authedProcedure.input(captureOrderInput).mutation(({ ctx, input }) =>
    capturePayment(ctx, ctx.user, {
      providerOrderId: input.orderID,
      simulateDecline: input.simulateDecline,
    }),
  ),
});
