import { formatGBP } from '../../../shared/money';
import { orderNumber } from '../../../shared/orders';
import type { ShopInfo } from '../../../shared/shop';
import { variationLabel } from '../../../shared/variations';
import { formatVatRate } from '../../../shared/vat';
import { renderMail } from '../../integrations/mailTemplate';
import type { OrderDto } from './orderDto';

/** A spec §7 order left a choice open: the customer hears that the shop will ask. */
function toConfirm(order: OrderDto) {
  const asks = order.orderItems
    .filter((i) => i.optionsToConfirm.length > 0)
    .map((i) => `the ${i.optionsToConfirm.join(' and ')} of ${i.name}`);
  return asks.length > 0
    ? [`We will be in touch to confirm ${asks.join(' and ')} with you before we prepare it.`]
    : [];
}

export function orderConfirmationMail(shop: ShopInfo, order: OrderDto, publicUrl: string) {
  const number = orderNumber(order._id);
  const name = order.billingAddress.firstName || order.user?.name || 'there';
  const lines = order.orderItems.map((i) => {
    const choice = variationLabel(i.variation, i.optionsToConfirm);
    const vatPart = i.vat === null ? '' : ` (VAT ${formatGBP(i.vat)})`;
    return `${i.qty} × ${i.name}${choice ? ` (${choice})` : ''}: ${formatGBP(i.price * i.qty)}${vatPart}`;
  });
  const vat = order.vat
    ? [
        `VAT included at ${formatVatRate(order.vat.rate)}: ${formatGBP(order.vat.total)}. VAT number ${order.vat.number}.`,
      ]
    : [];
  const { address, city, postalCode, country } = order.shippingAddress;
  return {
    subject: `Your ${shop.shopName} order ${number} is confirmed`,
    ...renderMail({
      shopName: shop.shopName,
      preheader: `Thank you: we have your payment of ${formatGBP(order.totalPrice)}.`,
      heading: `Thank you for your order, ${name}`,
      paragraphs: [
        `We have received your payment of ${formatGBP(order.totalPrice)} for order ${number} and are preparing it now.`,
        ...lines,
        ...toConfirm(order),
        ...vat,
        `Delivery (free) to: ${[address, city, postalCode, country].filter(Boolean).join(', ')}.`,
        `You can follow your order at ${publicUrl}/order/${order._id}.`,
      ],
      footnote: `Questions about your order? Write to ${shop.email}${shop.contactNumber ? ` or call ${shop.contactNumber}` : ''} and quote ${number}.`,
    }),
  };
}
