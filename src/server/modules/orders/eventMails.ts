import { OrderStatus } from '../../../shared/orderStatus';
import { formatGBP } from '../../../shared/money';
import { orderNumber } from '../../../shared/orders';
import type { ShopInfo } from '../../../shared/shop';
import { reviewFormPath } from '../../../shared/ratings';
import { trackingLink } from '../../../shared/tracking';
import { variationLabel } from '../../../shared/variations';
import { lineDetails } from '../../../shared/engraving';
import { renderMail } from '../../integrations/mailTemplate';
import type { ReviewInvite } from '../reviews';
import type { OrderDto } from './orderDto';

/** The mails of an order's later events: on its way, new tracking, delivered, and the owner's alert. */

const customerName = (order: OrderDto) =>
  order.billingAddress.firstName || order.user?.name || 'there';

const customerFootnote = (shop: ShopInfo, number: string) =>
  `Questions about your order? Write to ${shop.email}${shop.contactNumber ? ` or call ${shop.contactNumber}` : ''} and quote ${number}.`;

const orderButton = (order: OrderDto, publicUrl: string) => ({
  label: 'View your order',
  href: `${publicUrl}/order/${order._id}`,
});

const itemLines = (order: OrderDto) =>
  order.orderItems.map((i) => {
    const details = lineDetails(variationLabel(i.variation, i.optionsToConfirm), i.engraving);
    return `${i.qty} × ${i.name}${details ? ` (${details})` : ''}`;
  });

/** For the owner: the wrap and the card's words (an admin view of the order carries them). */
const giftLines = (order: OrderDto) =>
  order.isGift
    ? [
        `Gift wrap: ${formatGBP(order.giftWrapPrice)}.${
          order.giftMessage ? ` Gift message: "${order.giftMessage}"` : ' No gift message.'
        }`,
      ]
    : [];

const shippedTo = ({ shippingAddress: a }: OrderDto) =>
  [a.address, a.city, a.postalCode, a.country].filter(Boolean).join(', ');

/** The parcel's carrier and number in words, and its tracking link when one is known. */
function trackingParts(order: OrderDto) {
  const tracking = order.tracking;
  if (!tracking?.trackingNumber) return { sentence: [], links: [] };
  const { carrier, trackingNumber, trackingUrl } = tracking;
  const href = trackingLink(carrier, trackingNumber, trackingUrl);
  return {
    sentence: [
      `It travels with ${carrier || 'our carrier'}, tracking number ${trackingNumber}.${href ? '' : ' The carrier’s website can tell you where it is.'}`,
    ],
    links: href ? [{ label: `Track your parcel${carrier ? ` with ${carrier}` : ''}`, href }] : [],
  };
}

/** To the customer when the order is marked Shipped (or its tracking saved with "Save & Ship"). */
export function dispatchedMail(shop: ShopInfo, order: OrderDto, publicUrl: string) {
  const number = orderNumber(order._id);
  const tracking = trackingParts(order);
  return {
    subject: `Your ${shop.shopName} order ${number} is on its way`,
    ...renderMail({
      shopName: shop.shopName,
      preheader: `Order ${number} has left us${tracking.links.length > 0 ? ': follow it with the tracking link inside.' : '.'}`,
      heading: `Your order is on its way, ${customerName(order)}`,
      paragraphs: [
        `We have sent order ${number} to ${shippedTo(order)}.`,
        ...tracking.sentence,
        ...itemLines(order),
      ],
      links: tracking.links,
      action: orderButton(order, publicUrl),
      footnote: customerFootnote(shop, number),
    }),
  };
}

/** To the customer when an order already on its way is given tracking, or different tracking. */
export function trackingMail(shop: ShopInfo, order: OrderDto, publicUrl: string) {
  const number = orderNumber(order._id);
  const tracking = trackingParts(order);
  return {
    subject: `Tracking for your ${shop.shopName} order ${number}`,
    ...renderMail({
      shopName: shop.shopName,
      preheader: `The tracking of order ${number}, on its way to you.`,
      heading: 'Your parcel’s tracking',
      paragraphs: [
        `Order ${number} is on its way to ${shippedTo(order)}, and here is its tracking, new or corrected.`,
        ...tracking.sentence,
      ],
      links: tracking.links,
      action: orderButton(order, publicUrl),
      footnote: customerFootnote(shop, number),
    }),
  };
}

/**
 * To the customer when the order is Delivered. Only then may they review its pieces (decision
 * 018), so only this mail invites it: one link to each piece's reviews, for the pieces they have
 * not reviewed yet (`invites`, decision 057). An order whose account is gone has none.
 */
export function deliveredMail(
  shop: ShopInfo,
  order: OrderDto,
  publicUrl: string,
  invites: readonly ReviewInvite[],
) {
  const number = orderNumber(order._id);
  const one = invites.length === 1;
  const invitation =
    order.user && invites.length > 0
      ? [
          `Would you tell other shoppers what you think? Sign in as ${order.user.email} and you can review ${one ? 'your piece' : 'each piece'} on ${one ? 'its' : 'its own'} page, once, as a verified buyer.`,
        ]
      : [];
  const collected = order.status === OrderStatus.Collected;
  return {
    subject: `Your ${shop.shopName} order ${number} has been ${collected ? 'collected' : 'delivered'}`,
    ...renderMail({
      shopName: shop.shopName,
      preheader: `Order ${number} is yours. We hope you love it.`,
      heading: `Your order has arrived, ${customerName(order)}`,
      paragraphs: [
        collected
          ? `Order ${number} was collected from the shop. We hope you love it.`
          : `Order ${number} has been delivered to ${shippedTo(order)}. We hope you love it.`,
        ...itemLines(order),
        ...invitation,
      ],
      links: invitation.length
        ? invites.map((piece) => ({
            label: `Review ${piece.name}`,
            href: `${publicUrl}${reviewFormPath(piece.productId)}`,
          }))
        : [],
      action: orderButton(order, publicUrl),
      footnote: `Something not right? You can ask to return items from your order's page. ${customerFootnote(shop, number)}`,
    }),
  };
}

/** To the owner (Shop Information's e-mail) when an order is paid: a new order to send. */
export function newPaidOrderMail(shop: ShopInfo, order: OrderDto, publicUrl: string) {
  const number = orderNumber(order._id);
  const customer =
    [order.billingAddress.firstName, order.billingAddress.lastName].filter(Boolean).join(' ') ||
    order.user?.name ||
    'A customer';
  return {
    subject: `New order ${number}: ${formatGBP(order.totalPrice)}`,
    ...renderMail({
      shopName: shop.shopName,
      preheader: `${customer} paid ${formatGBP(order.totalPrice)}: an order to send.`,
      heading: `New paid order ${number}`,
      paragraphs: [
        `${customer} has paid ${formatGBP(order.totalPrice)} for order ${number}.`,
        ...order.orderItems.map(
          (i, index) => `${itemLines(order)[index]}: ${formatGBP(i.price * i.qty)}`,
        ),
        ...giftLines(order),
        `Send to: ${shippedTo(order)}.`,
      ],
      action: { label: 'Open the order', href: `${publicUrl}/admin/orders/${order._id}` },
      footnote: `Sent to the shop's e-mail in Shop Information for each order paid online. Each morning's list shows what is still to send.`,
    }),
  };
}
