/** The checkout's payment step for one order, as the order pages link to it. */
export const completePaymentHref = (orderId: string) =>
  `/checkout?order=${encodeURIComponent(orderId)}`;
