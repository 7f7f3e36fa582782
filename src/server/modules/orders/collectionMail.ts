import { formatCollectionCode } from '../../../shared/collection';
import { orderNumber } from '../../../shared/orders';
import { displayStoreTime, type ShopInfo } from '../../../shared/shop';
import { renderMail } from '../../integrations/mailTemplate';

/** 'Monday: 09:00 AM to 06:00 PM', 'Sunday: closed': the shop's week, one line a day. */
const openingHours = (shop: ShopInfo) =>
  shop.storeHours.map((h) =>
    h.isClosed
      ? `${h.day}: closed`
      : `${h.day}: ${displayStoreTime(h.openTime)} to ${displayStoreTime(h.closeTime)}`,
  );

/**
 * The "ready to collect" mail (issue 29): the code in large type, where and when to come, and
 * photo ID, as a jeweller hands over a piece only to its buyer.
 */
export function readyToCollectMail(
  shop: ShopInfo,
  order: { id: string; firstName: string },
  code: string,
  publicUrl: string,
) {
  const number = orderNumber(order.id);
  const address = shop.formattedAddress || shop.shopName;
  return {
    subject: `Your ${shop.shopName} order ${number} is ready to collect`,
    ...renderMail({
      shopName: shop.shopName,
      preheader: `Your collection code is ${formatCollectionCode(code)}. Please bring photo ID.`,
      heading: `Your order is ready to collect, ${order.firstName}`,
      paragraphs: [
        `Order ${number} is waiting for you at ${address}.`,
        'Show this collection code at the counter, and please bring photo ID (a passport or driving licence): we hand your order only to you.',
        'Opening hours:',
        ...openingHours(shop),
      ],
      highlight: formatCollectionCode(code),
      action: { label: 'View your order', href: `${publicUrl}/order/${order.id}` },
      footnote: `Questions about your order? Write to ${shop.email}${shop.contactNumber ? ` or call ${shop.contactNumber}` : ''} and quote ${number}.`,
    }),
  };
}
