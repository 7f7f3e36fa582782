import { createStore } from '../lib/store';

/** A cart line as spec §3 names it; kept in localStorage under `cart`. */
export interface CartItem {
  product: string;
  name: string;
  image: string;
  price: number;
  qty: number;
}

const STORAGE_KEY = 'cart';

function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.product === 'string' &&
    item.product !== '' &&
    typeof item.name === 'string' &&
    typeof item.price === 'number' &&
    Number.isFinite(item.price) &&
    typeof item.qty === 'number' &&
    Number.isInteger(item.qty) &&
    item.qty >= 1
  );
}

/** Stored data that is not a list is discarded; so are lines that are not cart items. */
export function readStoredCart(): CartItem[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(isCartItem)
      .map((i) => ({ ...i, image: typeof i.image === 'string' ? i.image : '' }));
  } catch {
    return [];
  }
}

const store = createStore<CartItem[]>(
  typeof localStorage === 'undefined' ? [] : readStoredCart(),
  [],
);

function commit(next: CartItem[]) {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  store.set(next);
}

export const cart = {
  /** The current lines (components use `useCart()` to follow changes). */
  getSnapshot: store.get,

  /** Adding a product already present increases its quantity; an item without id or name is ignored. */
  add: (item: Omit<CartItem, 'qty'> & { qty?: number }) => {
    const qty = item.qty ?? 1;
    if (!item.product || !item.name || !Number.isInteger(qty) || qty < 1) return;
    const items = store.get();
    const existing = items.find((i) => i.product === item.product);
    commit(
      existing
        ? items.map((i) => (i === existing ? { ...i, qty: i.qty + qty } : i))
        : [...items, { ...item, qty }],
    );
  },

  /** Quantities below 1 are ignored: removing is its own action. */
  setQty: (product: string, qty: number) => {
    if (!product || !Number.isInteger(qty) || qty < 1) return;
    commit(store.get().map((i) => (i.product === product ? { ...i, qty } : i)));
  },

  remove: (product: string) => {
    if (!product) return;
    commit(store.get().filter((i) => i.product !== product));
  },

  clear: () => {
    commit([]);
  },
};

// Another tab changed the cart: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY) store.set(readStoredCart());
  });
}

export const cartSubtotal = (lines: CartItem[]) =>
  Math.round(lines.reduce((sum, i) => sum + i.price * i.qty * 100, 0)) / 100;
export const cartQuantity = (lines: CartItem[]) => lines.reduce((sum, i) => sum + i.qty, 0);

export function useCart() {
  const lines = store.use();
  return { items: lines, subtotal: cartSubtotal(lines), quantity: cartQuantity(lines), ...cart };
}
