import { formatDateTimeGB } from '../../../shared/londonTime';
import { formatGBP } from '../../../shared/money';
import { orderNumber } from '../../../shared/orders';
import type { ShopInfo } from '../../../shared/shop';
import { renderMail } from '../../integrations/mailTemplate';
import type { OrderDto } from '../orders';

type ReturnDto = OrderDto['returns'][number];

const customerName = (order: OrderDto) =>
  order.billingAddress.firstName || order.user?.name || 'there';

const footnote = (shop: ShopInfo, number: string) =>
  `Questions about your return? Write to ${shop.email}${shop.contactNumber ? ` or call ${shop.contactNumber}` : ''} and quote ${number}.`;

const itemLines = (request: ReturnDto) =>
  request.items.map((i) => `${i.qty} × ${i.name}: ${formatGBP(i.price * i.qty)}`);

/** To the customer when they ask to return items: what they asked for and what happens next. */
export function returnRequestedMail(
  shop: ShopInfo,
  order: OrderDto,
  request: ReturnDto,
  publicUrl: string,
) {
  const number = orderNumber(order._id);
  return {
    subject: `Your return for ${shop.shopName} order ${number}`,
    ...renderMail({
      shopName: shop.shopName,
      preheader: `We have your return request for order ${number}.`,
      heading: `We have your return request, ${customerName(order)}`,
      paragraphs: [
        `You asked to return these items from order ${number} (${request.reasonLabel}):`,
        ...itemLines(request),
        `Please send them back to ${shop.formattedAddress || shop.shopName}. Once they arrive we will refund ${formatGBP(request.amount)} to the way you paid.`,
      ],
      action: { label: 'Follow your return', href: `${publicUrl}/order/${order._id}` },
      footnote: footnote(shop, number),
    }),
  };
}

/** To the customer when the refund has been made. */
export function returnRefundedMail(
  shop: ShopInfo,
  order: OrderDto,
  request: ReturnDto,
  publicUrl: string,
) {
  const number = orderNumber(order._id);
  return {
    subject: `Your refund for ${shop.shopName} order ${number}`,
    ...renderMail({
      shopName: shop.shopName,
      preheader: `We have refunded ${formatGBP(request.amount)}.`,
      heading: `Your refund is on its way, ${customerName(order)}`,
      paragraphs: [
        `We received your returned items and have refunded ${formatGBP(request.amount)} for order ${number} to the way you paid. It can take a few days to show on your statement.`,
        ...itemLines(request),
      ],
      action: { label: 'View your order', href: `${publicUrl}/order/${order._id}` },
      footnote: footnote(shop, number),
    }),
  };
}

/** The consumer's notice of cancellation (the model form sent online), as the shop received it. */
export interface CancellationNotice {
  name: string;
  address: string;
  receivedAt: Date;
}

/**
 * The acknowledgement reg. 31 asks for, on a durable medium, of a notice of cancellation given
 * after the order was sent: when it arrived, what it cancels, and how the goods come back.
 */
export const cancellationNoticeMail =
  (notice: CancellationNotice): typeof returnRequestedMail =>
  (shop, order, request, publicUrl) => {
    const number = orderNumber(order._id);
    return {
      subject: `We received your cancellation of ${shop.shopName} order ${number}`,
      ...renderMail({
        shopName: shop.shopName,
        preheader: `We received your cancellation on ${formatDateTimeGB(notice.receivedAt)}.`,
        heading: `We received your cancellation, ${customerName(order)}`,
        paragraphs: [
          `We received your notice of cancellation for order ${number} on ${formatDateTimeGB(notice.receivedAt)}, from ${notice.name}, ${notice.address}. It cancels the contract for these items:`,
          ...itemLines(request),
          `Please send them back to ${shop.formattedAddress || shop.shopName} within 14 days. We will refund ${formatGBP(request.amount)} to the way you paid within 14 days of receiving them (or of your proof of posting, if that is sooner).`,
          `You can follow your return at ${publicUrl}/order/${order._id}.`,
        ],
        footnote: footnote(shop, number),
      }),
    };
  };
