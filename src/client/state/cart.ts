import { variationKey, variationLabel, type VariationChoice } from '../../shared/variations';
import { createStore } from '../lib/store';

/**
 * A cart line as spec §3 names it, plus the option values chosen for a product that has options
 * ({ Size: 'N' }); kept in localStorage under `cart`. Carts saved before choices existed load as
 * they were.
 */
export interface CartItem {
  product: string;
  name: string;
  image: string;
  price: number;
  qty: number;
  variation?: VariationChoice;
  /**
   * The text to engrave on each unit (decision 056), added only once the shopper ticked that an
   * engraved piece cannot be returned unless faulty; `price` then includes the engraving.
   */
  engraving?: string;
  /**
   * Working days the line takes to make before it can be sent (its made-to-order option's and
   * its engraving's), for the delivery dates shown; the order's own date is the server's.
   */
  makingDays?: number;
}

/** The longest making time of the cart's lines: the order is sent when its last piece is made. */
export const cartMakingDays = (items: Pick<CartItem, 'makingDays'>[]) =>
  Math.max(0, ...items.map((item) => item.makingDays ?? 0));

/** One line per product and choice: two sizes of one ring are two lines. */
export const cartLineKey = (item: Pick<CartItem, 'product' | 'variation' | 'engraving'>) => {
  const chosen =
    item.variation && Object.keys(item.variation).length > 0
      ? `${item.product}|${variationKey(item.variation)}`
      : item.product;
  return item.engraving ? `${chosen}|engraved:${item.engraving}` : chosen;
};

/** 'Halo Ring (Size: N)': a line's name where two sizes must be told apart (a Remove button). */
export const lineName = (item: Pick<CartItem, 'name' | 'variation'>) => {
  const choice = variationLabel(item.variation);
  return choice ? `${item.name} (${choice})` : item.name;
};

const isChoice = (value: unknown): value is VariationChoice =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((v) => typeof v === 'string' && v !== '');

/** A line as the cart keeps it: an image always, a choice only when there is one. */
function normalised(item: CartItem): CartItem {
  const { variation, engraving, makingDays, ...line } = item;
  const image = typeof line.image === 'string' ? line.image : '';
  return {
    ...line,
    image,
    ...(isChoice(variation) && Object.keys(variation).length > 0 ? { variation } : {}),
    ...(typeof engraving === 'string' && engraving !== '' ? { engraving } : {}),
    ...(Number.isInteger(makingDays) && makingDays! > 0 ? { makingDays } : {}),
  };
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
    return parsed.filter(isCartItem).map(normalised);
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

  /**
   * Adding a product already present with the same choice increases its quantity; an item
   * without id or name is ignored.
   */
  add: (item: Omit<CartItem, 'qty'> & { qty?: number }) => {
    const qty = item.qty ?? 1;
    if (!item.product || !item.name || !Number.isInteger(qty) || qty < 1) return;
    const line = normalised({ ...item, qty });
    const key = cartLineKey(line);
    const items = store.get();
    const existing = items.find((i) => cartLineKey(i) === key);
    commit(
      existing
        ? items.map((i) => (i === existing ? { ...i, qty: i.qty + qty } : i))
        : [...items, line],
    );
  },

  /** `line` is a `cartLineKey`. Quantities below 1 are ignored: removing is its own action. */
  setQty: (line: string, qty: number) => {
    if (!line || !Number.isInteger(qty) || qty < 1) return;
    commit(store.get().map((i) => (cartLineKey(i) === line ? { ...i, qty } : i)));
  },

  remove: (line: string) => {
    if (!line) return;
    commit(store.get().filter((i) => cartLineKey(i) !== line));
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
