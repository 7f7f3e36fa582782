import { CURRENCY } from '../../../shared/constants';
import { payLaterOfferFor } from '../../../shared/payLater';
import { captureOrderInput, createPaymentInput } from '../../../shared/payments';
import { authedProcedure, publicProcedure, router } from '../../trpc/trpc';
import { capturePayment, startPayment } from './checkout';

export const paymentsRouter = router({
  /**
   * What the checkout renders: PayPal's buttons (with its client id) or the test-mode buttons;
   * and whether product, cart and checkout may show PayPal's Pay Later message.
   */
  config: publicProcedure.query(({ ctx }) => {
    const mode = {
      provider: ctx.payments.name,
      clientId: ctx.payments.clientId,
      currency: CURRENCY,
    };
    return { ...mode, payLater: payLaterOfferFor(mode) };
  }),
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
