import { Spinner } from '../ui/Spinner';
import {
  DeliveryCountrySelect,
  DeliveryOptionList,
  useDeliveryCountry,
  useDeliveryOptions,
} from './DeliveryOptions';

/** The product page's delivery options for one piece at `price`, to the shopper's country. */
export function ProductDelivery({ price }: { price: number }) {
  const country = useDeliveryCountry();
  const query = useDeliveryOptions(price, country);
  return (
    <div className="space-y-3 pt-3">
      <DeliveryCountrySelect />
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
