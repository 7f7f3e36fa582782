import { formatLongDay } from '../../../shared/londonTime';
import { CANCELLATION_FORM_PATH } from '../../../shared/cancellationForm';
import { policyVersionPath } from '../../../shared/legalPages';
import { formatGBP } from '../../../shared/money';
import { orderNumber } from '../../../shared/orders';
import type { ShopInfo } from '../../../shared/shop';
import { variationLabel } from '../../../shared/variations';
import { lineDetails } from '../../../shared/engraving';
import { EXPORT_VAT_NOTE, vatLabel } from '../../../shared/vat';
import { renderMail } from '../../integrations/mailTemplate';
import type { Db } from '../../db/client';
import type { RequestContext } from '../../http/context';
import { cachedShopInfo } from '../shop';
import { toOrderDto, type OrderDto } from './orderDto';
import { loadOrder } from './orderQueries';
import { newPaidOrderMail } from './eventMails';
import { claimOrderMail } from './orderMailOnce';
import { OrderMailKind } from '../../../shared/orderMails';

/** A spec §7 order left a choice open: the customer hears that the shop will ask. */
function toConfirm(order: OrderDto) {
  const asks = order.orderItems
    .filter((i) => i.optionsToConfirm.length > 0)
    .map((i) => `the ${i.optionsToConfirm.join(' and ')} of ${i.name}`);
  return asks.length > 0
    ? [`We will be in touch to confirm ${asks.join(' and ')} with you before we prepare it.`]
    : [];
}

/** How and when the order comes: its method and price, or spec §9's free delivery on older orders. */
function deliveryLine(order: OrderDto, address: string) {
  const day = formatLongDay(order.estimatedDelivery);
  const price = order.shippingPrice === 0 ? 'free' : formatGBP(order.shippingPrice);
  if (!order.delivery) return `Delivery (free) to: ${address}.`;
  if (order.delivery.kind === 'collection') {
    return `${order.delivery.name} (${price}): ready to collect from ${day}. We will write when it is ready; please bring photo ID.`;
  }
  return `Delivery by ${order.delivery.name} (${price}) to: ${address}. It should arrive by ${day}.`;
}

/** 'Discount (code MOTHERSDAY): £12.00 off, Free delivery.' */
function discountLine(order: OrderDto) {
  const d = order.discount;
  if (!d) return [];
  const named = d.code ? `code ${d.code}` : d.name;
  const parts = [
    ...(d.items > 0 ? [`${formatGBP(d.items)} off`] : []),
    ...(d.delivery > 0 ? [`free delivery (saves ${formatGBP(d.delivery)})`] : []),
  ];
  return [`Discount (${named}): ${parts.join(', ')}.`];
}

export function orderConfirmationMail(shop: ShopInfo, order: OrderDto, publicUrl: string) {
  const number = orderNumber(order._id);
  const free = order.totalPrice === 0;
  const name = order.billingAddress.firstName || order.user?.name || 'there';
  const lines = order.orderItems.map((i) => {
    const choice = lineDetails(variationLabel(i.variation, i.optionsToConfirm), i.engraving);
    const vatPart = i.vat === null ? '' : ` (VAT ${formatGBP(i.vat)})`;
    const off =
      i.discount > 0 ? ` less ${formatGBP(i.discount)} discount = ${formatGBP(i.paid)}` : '';
    return `${i.qty} × ${i.name}${choice ? ` (${choice})` : ''}: ${formatGBP(i.price * i.qty)}${off}${vatPart}`;
  });
  const vat = order.vat
    ? [
        `${vatLabel(order.vat)}: ${formatGBP(order.vat.total)}. VAT number ${order.vat.number}.`,
        ...(order.vat.zeroRatedExport ? [EXPORT_VAT_NOTE] : []),
      ]
    : [];
  const { address, city, postalCode, country } = order.shippingAddress;
  return {
    subject: `Your ${shop.shopName} order ${number} is confirmed`,
    ...renderMail({
      shopName: shop.shopName,
      preheader: free
        ? 'Thank you: your order is confirmed, with nothing to pay.'
        : `Thank you: we have your payment of ${formatGBP(order.totalPrice)}.`,
      heading: `Thank you for your order, ${name}`,
      paragraphs: [
        free
          ? `Your order ${number} is confirmed, with nothing to pay, and we are preparing it now.`
          : `We have received your payment of ${formatGBP(order.totalPrice)} for order ${number} and are preparing it now.`,
        ...lines,
        ...discountLine(order),
        ...toConfirm(order),
        ...(order.isGift
          ? [
              `Gift wrapped: ${order.giftWrapPrice === 0 ? 'free' : formatGBP(order.giftWrapPrice)}.`,
            ]
          : []),
        ...vat,
        deliveryLine(order, [address, city, postalCode, country].filter(Boolean).join(', ')),
        // The shop's window, never shorter than the law's 14 days (Shop Information refuses less).
        `Changed your mind? You can cancel within ${shop.returnWindowDays} days of receiving your order, from its page or with our cancellation form: ${publicUrl}${CANCELLATION_FORM_PATH}.`,
        ...(order.termsVersion === null
          ? []
          : [
              `Your order was placed under our Terms of Sale, version ${order.termsVersion}: ${publicUrl}${policyVersionPath('terms', order.termsVersion)}.`,
            ]),
      ],
      action: { label: 'View your order', href: `${publicUrl}/order/${order._id}` },
      footnote: `Questions about your order? Write to ${shop.email}${shop.contactNumber ? ` or call ${shop.contactNumber}` : ''} and quote ${number}.`,
    }),
  };
}

/**
 * The order confirmation, written in the transaction that pays the order (or confirms one with
 * nothing to pay): it goes out exactly when the order is paid; and, once, the owner's alert of
 * a new order to send. Answers the paid order it shows.
 */
export async function enqueueOrderConfirmation(
  ctx: Pick<RequestContext, 'mailer' | 'settings' | 'catalogue'>,
  tx: Db,
  orderId: string,
) {
  const parts = await loadOrder(tx, orderId);
  if (!parts) return null;
  const order = toOrderDto(parts, false);
  const shop = await cachedShopInfo(ctx, tx);
  if (shop.email && (await claimOrderMail(tx, orderId, OrderMailKind.NewPaidOrder))) {
    await ctx.mailer.enqueue(tx, {
      to: shop.email,
      // The owner's view: it carries the gift message.
      ...newPaidOrderMail(shop, toOrderDto(parts, true), ctx.settings.publicUrl),
    });
  }
  const email = parts.order.billingAddress.email ?? parts.user?.email;
  if (!email) return order;
  await ctx.mailer.enqueue(tx, {
    to: email,
    ...orderConfirmationMail(shop, order, ctx.settings.publicUrl),
  });
  return order;
}
