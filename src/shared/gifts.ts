/** Gift wrap and a gift message (decision XXX): an order-level choice, like its delivery. */

export const GIFT_MESSAGE_MAX_CHARACTERS = 200;
