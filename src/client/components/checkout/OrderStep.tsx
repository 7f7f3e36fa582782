import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { errorCode } from '../catalog/retry';
import { serverMessageOr } from '../../lib/errorMessage';
import type { Order } from '../../lib/trpc';
import { cartMakingDays, type CartItem } from '../../state/cart';
import { ErrorBanner } from '../ui/ErrorBanner';
import { ButtonSpinner } from '../ui/Spinner';
import { CHECKOUT_FORM_ID, CheckoutForm } from './CheckoutForm';
import { PayLater } from '../payLater/PayLater';
import { CheckoutSummary } from './CheckoutSummary';
import { placeOrderRequest } from './placeOrderRequest';
import type { useCheckoutForm } from './useCheckoutForm';
import { usePlaceOrder } from './usePlaceOrder';
import { DeliveryOptionList, useDeliveryQuote } from '../delivery/DeliveryOptions';
import { GiftOption } from '../gift/GiftOption';
import { MarketingOptIn } from '../marketing/MarketingOptIn';
import { useShopInfo } from '../layout/useShopInfo';
import {
  discountedFigures,
  DiscountCodeField,
  useDiscountPreview,
} from '../promotions/DiscountCode';
import { exportSummary } from './exportSummary';

/** The checkout's first step: the forms beside the cart's summary, and Place Order. */
export function OrderStep({
  form,
  items,
  subtotal,
  onPlaced,
}: {
  form: ReturnType<typeof useCheckoutForm>;
  items: CartItem[];
  subtotal: number;
  onPlaced: (order: Order) => void;
}) {
  const { place, placeOrder } = usePlaceOrder(onPlaced);
  const [invalid, setInvalid] = useState<string | null>(null);
  const destination = form.separateShipping ? form.shipping : form.billing;
  // A postcode is quoted once it is whole: its surcharge area does not change key by key.
  const postcode = destination.postcode.replace(/\s/g, '').length >= 5 ? destination.postcode : '';
  const delivery = useDeliveryQuote(subtotal, destination.country, postcode, cartMakingDays(items));
  const [gift, setGift] = useState<{ message: string } | null>(null);
  const [marketingOptIn, setMarketingOptIn] = useState(false);
  const shop = useShopInfo().info;
  const wrapPrice = shop.giftWrapPrice;
  const exported = exportSummary(shop, destination.country, delivery.chosen?.kind, items);
  const discount = useDiscountPreview(exported.items, delivery.shipping, exported.destination);
  const figures = discountedFigures(exported.subtotal, delivery.shipping, discount);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    place.reset();
    if (items.length === 0) {
      setInvalid('Your cart is empty');
      return;
    }
    const checked = form.submit();
    if (!checked.ok) {
      setInvalid('Please correct the fields marked in red.');
      const field = event.currentTarget.elements.namedItem(checked.firstInvalid);
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    setInvalid(null);
    placeOrder({
      ...placeOrderRequest(items, checked.addresses, delivery.chosen?.method, gift, discount.code),
      ...(marketingOptIn ? { marketingOptIn } : {}),
    });
  };

  // A 409 names the product that sold out: the cart is kept, so the shopper can change it.
  const error = invalid ?? (place.error && serverMessageOr(place.error, 'Failed to place order'));
  // The server prices the order again; this is what the shopper is shown before it does.
  const total = (Math.round(figures.total * 100) + (gift ? Math.round(wrapPrice * 100) : 0)) / 100;
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_24rem] lg:items-start">
      <CheckoutForm form={form} onSubmit={onSubmit} />
      <CheckoutSummary
        items={exported.items.map((item, i) => ({ ...item, discount: figures.lines?.[i] ?? 0 }))}
        subtotal={exported.subtotal}
        vat={exported.vat}
        total={total}
        shipping={figures.shipping}
        shippingMethod={delivery.chosen?.name}
        giftWrap={gift ? wrapPrice : null}
        discount={figures.discount}
      >
        <DiscountCodeField items={items} shipping={delivery.shipping} discount={discount} />
        {delivery.configured && (
          <fieldset className="mt-2 space-y-3 border-t border-ink/10 pt-4">
            <legend className="mb-2 font-sans text-xs font-medium tracking-[0.15em] text-stone uppercase">
              Delivery to {destination.country}
            </legend>
            <DeliveryOptionList
              options={delivery.options}
              chosen={delivery.chosen?.method}
              onChoose={delivery.choose}
              name="checkout-delivery"
            />
          </fieldset>
        )}
        <GiftOption wrapPrice={wrapPrice} gift={gift} onChange={setGift} />
        <MarketingOptIn
          checked={marketingOptIn}
          onChange={setMarketingOptIn}
          className="mt-2 border-t border-ink/10 pt-4"
        />
        <PayLater amount={total} placement="payment" className="mt-3" />
        <p className="mt-2 text-xs text-stone">
          By placing your order you agree to our{' '}
          <Link to="/terms" className="text-gold-dark underline underline-offset-2">
            Terms
          </Link>
          .
        </p>
        {error && (
          <div className="mt-4">
            <ErrorBanner message={error}>
              {errorCode(place.error) === 'CONFLICT' && (
                <Link to="/cart" className="btn-outline shrink-0 py-2">
                  Edit cart
                </Link>
              )}
            </ErrorBanner>
          </div>
        )}
        <button
          type="submit"
          form={CHECKOUT_FORM_ID}
          className="btn-primary mt-5 w-full py-3"
          disabled={place.isPending}
          aria-busy={place.isPending}
        >
          {place.isPending && <ButtonSpinner />}
          {place.isPending ? 'Placing order…' : 'Place Order'}
        </button>
      </CheckoutSummary>
    </div>
  );
}
