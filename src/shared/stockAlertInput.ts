import { email } from './auth';
import { idSchema } from './catalog';
import { variationChoiceSchema } from './orders';
import { z } from './zod';

/**
 * "Email me when it's back" on a sold-out product or option (decision 060). A signed-in shopper's
 * own address is used and `email` is ignored; a guest gives one.
 */
export const stockAlertInput = z.object({
  product: idSchema,
  /** The sold-out option ({ Size: 'N' }) of a product kept in stock per option. */
  variation: variationChoiceSchema.optional(),
  email: email.optional(),
});
export type StockAlertInput = z.input<typeof stockAlertInput>;

export const stopStockAlertInput = z.object({
  token: z.string().regex(/^[0-9a-f]{48}$/, 'This link is not a stop link'),
});
