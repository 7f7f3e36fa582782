import type { z } from '../../../shared/zod';
import type { giftInput } from '../../../shared/engravingInput';

/** The order's gift columns: wrap at the shop's price now (VAT included), and the message. */
export function giftColumns(
  gift: z.output<typeof giftInput> | undefined,
  shopGiftWrapPence: number,
) {
  if (!gift) return { isGift: false, giftWrapPence: 0, giftMessage: '' };
  return { isGift: true, giftWrapPence: shopGiftWrapPence, giftMessage: gift.message };
}
