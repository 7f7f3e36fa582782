import { cartMakingDays, useCart } from '../../state/cart';
import {
  discountedFigures,
  DiscountCodeField,
  useDiscountPreview,
} from '../promotions/DiscountCode';
import { PriceSummary } from '../order/PriceSummary';
import {
  DeliveryCountrySelect,
  DeliveryOptionList,
  useDeliveryCountry,
  useDeliveryQuote,
} from './DeliveryOptions';

/**
 * The cart's totals with delivery and any discount priced before checkout: the shopper says where the order goes
 * (the United Kingdom unless they change it) and picks how; the checkout starts from that choice.
 */
export function CartDelivery({ subtotal }: { subtotal: number }) {
  const country = useDeliveryCountry();
  const { items } = useCart();
  const quote = useDeliveryQuote(subtotal, country, undefined, cartMakingDays(items));
  // The discount code (or automatic offer) as the server prices it for these lines.
  const discount = useDiscountPreview(items, quote.shipping);
  const figures = discountedFigures(subtotal, quote.shipping, discount);
  return (
    <>
      <PriceSummary
        subtotal={subtotal}
        total={figures.total}
        shipping={figures.shipping}
        shippingMethod={quote.chosen?.name}
        discount={figures.discount}
        testId="cart"
      />
      {quote.configured && (
        <fieldset className="mb-4 space-y-3 border-t border-ink/10 pt-4">
          <legend className="sr-only">Delivery</legend>
          <DeliveryCountrySelect className="justify-between" />
          <DeliveryOptionList
            options={quote.options}
            chosen={quote.chosen?.method}
            onChoose={quote.choose}
            name="cart-delivery"
          />
        </fieldset>
      )}
      <div className="mb-4">
        <DiscountCodeField items={items} shipping={quote.shipping} discount={discount} />
      </div>
      {quote.query.isError && (
        <p role="alert" className="mb-4 text-sm text-red-700">
          Delivery prices could not be loaded. They are shown again at checkout.
        </p>
      )}
    </>
  );
}
