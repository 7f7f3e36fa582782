import { formatDateTimeGB, formatLongDay, addDays, londonDay } from '../../../shared/londonTime';
import { REFUND_DUE_DAYS } from '../../../shared/cancellation';
import { formatGBP } from '../../../shared/money';
import { orderNumber } from '../../../shared/orders';
import type { ShopInfo } from '../../../shared/shop';
import { variationLabel } from '../../../shared/variations';
import type { Db } from '../../db/client';
import { renderMail } from '../../integrations/mailTemplate';
import type { RequestContext } from '../../http/context';
import { cachedShopInfo } from '../shop';
import { toOrderDto, type OrderDto } from './orderDto';
import { loadOrder } from './orderQueries';

/** How a cancelled order's money comes back. */
export type RefundWay = 'online' | 'by-hand' | 'none';

export interface CancellationFacts {
  refund: RefundWay;
  /** When the customer's own cancellation reached the shop (reg. 31's acknowledgement); null for the shop's. */
  receivedAt: Date | null;
}

function refundParagraph(order: OrderDto, { refund }: CancellationFacts, cancelledAt: Date) {
  const amount = formatGBP(order.totalPrice);
  if (refund === 'online') {
    return `We are refunding ${amount} in full to the PayPal account or card you paid with. It can take a few days to show on your statement.`;
  }
  if (refund === 'by-hand') {
    const due = formatLongDay(addDays(londonDay(cancelledAt), REFUND_DUE_DAYS));
    return `You paid for this order outside our website, so we will refund ${amount} to you the same way, by ${due} at the latest.`;
  }
  return 'Nothing was paid for this order, so there is nothing to refund.';
}

/** To the customer for every cancellation, the shop's or their own: what, and the money. */
export function orderCancelledMail(
  shop: ShopInfo,
  order: OrderDto,
  facts: CancellationFacts,
  publicUrl: string,
  cancelledAt: Date,
) {
  const number = orderNumber(order._id);
  const name = order.billingAddress.firstName || order.user?.name || 'there';
  const lines = order.orderItems.map((i) => {
    const choice = variationLabel(i.variation, i.optionsToConfirm);
    return `${i.qty} × ${i.name}${choice ? ` (${choice})` : ''}: ${formatGBP(i.price * i.qty)}`;
  });
  const opening = facts.receivedAt
    ? `We received your cancellation on ${formatDateTimeGB(facts.receivedAt)} and have cancelled order ${number}.`
    : `We have cancelled your order ${number}${order.cancelReason && order.cancelReason !== 'Order cancelled by admin' ? `: ${order.cancelReason}` : '.'}`;
  const refunded = facts.refund === 'none' ? 'cancelled' : 'cancelled and refunded';
  return {
    subject: `Your ${shop.shopName} order ${number} has been ${refunded}`,
    ...renderMail({
      shopName: shop.shopName,
      preheader:
        facts.refund === 'none'
          ? `Order ${number} is cancelled.`
          : `Order ${number} is cancelled; ${formatGBP(order.totalPrice)} is coming back to you.`,
      heading: `Your order has been cancelled, ${name}`,
      paragraphs: [
        opening,
        'What was cancelled:',
        ...lines,
        refundParagraph(order, facts, cancelledAt),
      ],
      action: { label: 'View your order', href: `${publicUrl}/order/${order._id}` },
      footnote: `Questions about your order? Write to ${shop.email}${shop.contactNumber ? ` or call ${shop.contactNumber}` : ''} and quote ${number}.`,
    }),
  };
}

/**
 * The "cancelled and refunded" mail, written in the transaction that cancels the order, so it goes
 * out exactly once, when the cancellation commits. No address (a deleted customer): no mail.
 */
export async function enqueueCancellationMail(
  ctx: Pick<RequestContext, 'mailer' | 'settings' | 'catalogue'>,
  tx: Db,
  orderId: string,
  facts: CancellationFacts,
) {
  const parts = await loadOrder(tx, orderId);
  const email = parts?.order.billingAddress.email ?? parts?.user?.email;
  if (!parts || !email) return;
  const shop = await cachedShopInfo(ctx, tx);
  const order = toOrderDto(parts, false);
  const cancelledAt = parts.order.cancelledAt ?? new Date();
  await ctx.mailer.enqueue(tx, {
    to: email,
    ...orderCancelledMail(shop, order, facts, ctx.settings.publicUrl, cancelledAt),
  });
}
