import { z } from './zod';
import { idSchema } from './catalog';

/** Spec §7: create-order carries our order id… */
export const createPaymentInput = z.object({ orderId: idSchema });

/** …and capture-order the provider's order id, as `orderID` (PayPal's spelling). */
export const captureOrderInput = z.object({
  orderID: z.string().trim().min(1, 'orderID is required').max(100),
  /** Test mode only: the checkout's "simulate a declined payment". */
  simulateDecline: z.boolean().optional(),
});
