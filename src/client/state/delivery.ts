import { checkoutCountries } from '../../shared/orders';
import { createStore } from '../lib/store';

/**
 * Where the shopper said their order goes and how they would like it to travel (localStorage
 * `deliveryChoice`): the cart quotes for it and the checkout starts from it. A method that cannot
 * carry the order falls back to the first one offered.
 */
export interface DeliveryChoice {
  country: string;
  method: string | null;
}

const KEY = 'deliveryChoice';
const initial: DeliveryChoice = { country: checkoutCountries[0], method: null };

function read(): DeliveryChoice {
  try {
    const stored = JSON.parse(
      localStorage.getItem(KEY) ?? 'null',
    ) as Partial<DeliveryChoice> | null;
    const country = (checkoutCountries as readonly string[]).includes(stored?.country ?? '')
      ? stored!.country!
      : initial.country;
    return { country, method: typeof stored?.method === 'string' ? stored.method : null };
  } catch {
    return initial;
  }
}

const store = createStore<DeliveryChoice>(
  typeof window === 'undefined' ? initial : read(),
  initial,
);

export const deliveryChoice = {
  use: store.use,
  get: store.get,
  set(change: Partial<DeliveryChoice>) {
    const next = { ...store.get(), ...change };
    store.set(next);
    try {
      localStorage.setItem(KEY, JSON.stringify(next));
    } catch {
      // Private browsing: the choice lasts for this page.
    }
  },
};
