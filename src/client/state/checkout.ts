import { createStore } from '../lib/store';
import { cartLineKey, type CartItem } from './cart';
import { session } from './session';

/**
 * What the checkout remembers between requests and reloads:
 * - the idempotency key of the Place Order being tried (sessionStorage `checkoutAttempt`): a retry
 *   after a lost answer sends the same key, so the server answers the order it already made
 *   instead of making a second one;
 * - the order placed and waiting for payment (localStorage `checkoutOrder`, spec §4), so a reload
 *   comes back to the payment step, for as long as the cart is the one it was placed from.
 */

const ATTEMPT_KEY = 'checkoutAttempt';
const ORDER_KEY = 'checkoutOrder';

interface Attempt {
  key: string;
  /** The request the key was made for: another request gets another key. */
  request: string;
}

export interface PendingOrder {
  orderId: string;
  /** The cart it was placed from (see `cartSignature`). */
  cart: string;
}

/** Which products, choices and quantities: the same lines in another order are the same cart. */
export const cartSignature = (
  items: Pick<CartItem, 'product' | 'variation' | 'engraving' | 'qty'>[],
) =>
  items
    .map((item) => `${cartLineKey(item)}x${item.qty}`)
    .sort()
    .join(',');

/** 32 hex digits; getRandomValues also works on a plain-http address, unlike randomUUID. */
function newKey() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function readJson(storage: Storage, key: string): unknown {
  try {
    return JSON.parse(storage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

function isAttempt(value: unknown): value is Attempt {
  const attempt = value as Partial<Attempt> | null;
  return typeof attempt?.key === 'string' && typeof attempt.request === 'string';
}

function isPendingOrder(value: unknown): value is PendingOrder {
  const order = value as Partial<PendingOrder> | null;
  return typeof order?.orderId === 'string' && typeof order.cart === 'string';
}

export const checkoutAttempt = {
  /**
   * The key for Place Order with this request (the order's lines and addresses): the stored one
   * when the same request is tried again, else a new one. A changed cart or address is a new order.
   */
  keyFor(request: string): string {
    const stored = readJson(sessionStorage, ATTEMPT_KEY);
    if (isAttempt(stored) && stored.request === request) return stored.key;
    const key = newKey();
    sessionStorage.setItem(ATTEMPT_KEY, JSON.stringify({ key, request } satisfies Attempt));
    return key;
  },

  /** The order was made: the next Place Order is a new attempt. */
  forget() {
    sessionStorage.removeItem(ATTEMPT_KEY);
  },
};

const readPendingOrder = () => {
  const stored = readJson(localStorage, ORDER_KEY);
  return isPendingOrder(stored) ? stored : null;
};

const pending = createStore<PendingOrder | null>(
  typeof localStorage === 'undefined' ? null : readPendingOrder(),
);

export const pendingOrder = {
  get: pending.get,
  use: pending.use,

  set(orderId: string, items: CartItem[]) {
    const next = { orderId, cart: cartSignature(items) };
    localStorage.setItem(ORDER_KEY, JSON.stringify(next));
    pending.set(next);
  },

  /** Paid, cancelled, not found, or given up for another order. */
  forget() {
    localStorage.removeItem(ORDER_KEY);
    pending.set(null);
  },
};

// One account's checkout is no business of the next one signed in on this browser.
session.onUserChange(() => {
  checkoutAttempt.forget();
  pendingOrder.forget();
});
