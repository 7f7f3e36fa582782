import { createStore } from '../lib/store';

const store = createStore(false);

/** The slide-in cart: opened by the header's cart button and by every Add to Cart. */
export const cartDrawer = {
  open: () => store.set(true),
  close: () => store.set(false),
  useIsOpen: store.use,
};
