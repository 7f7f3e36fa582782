/** Gift wrap and a gift message (decision 056): an order-level choice, like its delivery. */

export const GIFT_MESSAGE_MAX_CHARACTERS = 200;
