import type { MarketingContent } from '../../modules/marketing';

/** An abandoned checkout's reminder: what was left, and a link that puts it back in the cart. */
export function checkoutReminderMail(
  reminder: 1 | 2,
  name: string,
  lines: { name: string; qty: number }[],
  cartLink: string,
): MarketingContent {
  const items = lines.map((l) => `${l.qty} × ${l.name}`).join(', ');
  return {
    subject: reminder === 1 ? 'You left something in your cart' : 'Still thinking it over?',
    preheader: `Your pieces are waiting: ${items}.`,
    heading: reminder === 1 ? 'You left something behind' : 'Your pieces are still here',
    paragraphs: [
      `Hello ${name},`,
      `Your order was not paid in time, so we put these back on sale: ${items}.`,
      'They may still be available. The link puts them back in your cart at today’s prices; nothing is charged until you check out.',
      ...(reminder === 2 ? ['This is the last reminder we will send about this order.'] : []),
    ],
    action: { label: 'Back to my cart', href: cartLink },
  };
}
