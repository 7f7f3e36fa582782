import { checkoutCountries } from '../../../shared/orders';
import { deliveryChoice } from '../../state/delivery';
import { Spinner } from '../ui/Spinner';
import { DeliveryOptionList, useDeliveryOptions } from './DeliveryOptions';

/** The product page's delivery options for one piece at `price`, to the shopper's country. */
export function ProductDelivery({ price }: { price: number }) {
  const { country } = deliveryChoice.use();
  const query = useDeliveryOptions(price, country);
  return (
    <div className="space-y-3 pt-3">
      <label className="flex items-center gap-3 text-sm">
        <span className="text-stone">Deliver to</span>
        <select
          className="input max-w-[12rem] py-1.5"
          value={country}
          onChange={(event) => deliveryChoice.set({ country: event.target.value })}
        >
          {checkoutCountries.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </select>
      </label>
      {query.isPending ? (
        <Spinner label="Loading delivery options…" />
      ) : query.isError ? (
        <p role="alert" className="text-sm text-red-700">
          Delivery options could not be loaded. They are shown in your cart.
        </p>
      ) : query.data.configured ? (
        <DeliveryOptionList options={query.data.options} />
      ) : (
        <p className="text-sm">Free delivery on every order.</p>
      )}
    </div>
  );
}
