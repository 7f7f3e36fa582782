import type { DeliveryKind } from '../../../shared/delivery';
import { zeroRatedExportRate } from '../../../shared/destinations';
import { toPence, toPounds } from '../../../shared/money';
import { checkoutCountries } from '../../../shared/orders';
import type { ShopInfo } from '../../../shared/shop';
import { exVatPence } from '../../../shared/vat';
import { cartSubtotal, type CartItem } from '../../state/cart';
import type { OrderVat } from '../order/PriceSummary';
import type { PreviewDestination } from '../promotions/DiscountCode';

type CheckoutCountry = (typeof checkoutCountries)[number];
const isCheckoutCountry = (country: string): country is CheckoutCountry =>
  (checkoutCountries as readonly string[]).includes(country);

/**
 * The cart as the checkout's summary shows it for where it goes: a zero-rated export's units
 * without the UK VAT inside them and "VAT 0% (export)", by the same rule and rounding placing
 * the order uses (decision 060); else the cart as listed.
 */
export function exportSummary(
  shop: ShopInfo,
  country: string,
  deliveryKind: DeliveryKind | undefined,
  items: CartItem[],
) {
  const rate = isCheckoutCountry(country) ? zeroRatedExportRate(shop, country, deliveryKind) : null;
  if (rate === null || !isCheckoutCountry(country)) {
    return { items, subtotal: cartSubtotal(items), vat: null, destination: null };
  }
  const priced = items.map((item) => ({
    ...item,
    price: toPounds(exVatPence(toPence(item.price), rate)),
  }));
  const vat: OrderVat = { number: shop.vatNumber, rate: 0, total: 0, zeroRatedExport: true };
  const destination: PreviewDestination = { country, deliveryKind };
  return { items: priced, subtotal: cartSubtotal(priced), vat, destination };
}
