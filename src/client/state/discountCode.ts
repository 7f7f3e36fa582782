import { createStore } from '../lib/store';

/**
 * The discount code the shopper applied (localStorage `discountCode`; '' for none): the cart and
 * checkout preview it, Place Order sends it, and the server prices it again then.
 */
const KEY = 'discountCode';

function read(): string {
  try {
    return localStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

const store = createStore<string>(typeof window === 'undefined' ? '' : read(), '');

export const discountCode = {
  use: store.use,
  get: store.get,
  set(code: string) {
    store.set(code);
    try {
      if (code) localStorage.setItem(KEY, code);
      else localStorage.removeItem(KEY);
    } catch {
      // Private browsing: the code lasts for this page.
    }
  },
};
