// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The cart module reads localStorage when it loads, so each test imports a fresh copy. */
async function loadCart(stored?: string) {
  localStorage.clear();
  if (stored !== undefined) localStorage.setItem('cart', stored);
  vi.resetModules();
  return import('../../src/client/state/cart');
}

const ring = { product: 'a'.repeat(24), name: 'Halo Ring', image: '/r.svg', price: 120.5 };
const chain = { product: 'b'.repeat(24), name: 'Curb Chain', image: '/c.svg', price: 80 };
const stored = () => JSON.parse(localStorage.getItem('cart') ?? 'null') as unknown;

describe('cart (localStorage "cart")', () => {
  beforeEach(() => localStorage.clear());

  it('adds items, merging a product already present, and stores the list', async () => {
    const { cart, cartQuantity, cartSubtotal } = await loadCart();
    cart.add(ring);
    cart.add({ ...ring, qty: 2 });
    cart.add(chain);
    const items = cart.getSnapshot();
    expect(items).toEqual([
      { ...ring, qty: 3 },
      { ...chain, qty: 1 },
    ]);
    expect(stored()).toEqual(items);
    expect(cartQuantity(items)).toBe(4);
    expect(cartSubtotal(items)).toBe(441.5);
  });

  it('ignores an item without product id or name, and quantities below 1', async () => {
    const { cart } = await loadCart();
    cart.add({ ...ring, product: '' });
    cart.add({ ...ring, name: '' });
    cart.add({ ...ring, qty: 0 });
    expect(cart.getSnapshot()).toEqual([]);
    cart.add(ring);
    cart.setQty(ring.product, 0);
    cart.setQty(ring.product, -2);
    cart.setQty('', 5);
    expect(cart.getSnapshot()).toEqual([{ ...ring, qty: 1 }]);
    cart.setQty(ring.product, 4);
    expect(cart.getSnapshot()).toEqual([{ ...ring, qty: 4 }]);
  });

  it('removes and clears', async () => {
    const { cart } = await loadCart();
    cart.add(ring);
    cart.add(chain);
    cart.remove(ring.product);
    expect(cart.getSnapshot().map((i) => i.name)).toEqual(['Curb Chain']);
    cart.clear();
    expect(cart.getSnapshot()).toEqual([]);
    expect(stored()).toEqual([]);
  });

  it('restores the stored cart on start and discards stored data that is not a list', async () => {
    expect((await loadCart(JSON.stringify([{ ...ring, qty: 2 }]))).cart.getSnapshot()).toEqual([
      { ...ring, qty: 2 },
    ]);
    expect((await loadCart('{"product":"x"}')).cart.getSnapshot()).toEqual([]);
    expect((await loadCart('not json')).cart.getSnapshot()).toEqual([]);
    const mixed = JSON.stringify([{ ...ring, qty: 1 }, { name: 'no id', qty: 1, price: 1 }, 42]);
    expect((await loadCart(mixed)).cart.getSnapshot()).toEqual([{ ...ring, qty: 1 }]);
  });

  it('keeps one line per product and size: two sizes of one ring are two lines', async () => {
    const { cart, cartLineKey } = await loadCart();
    cart.add({ ...ring, variation: { Size: 'N' } });
    cart.add({ ...ring, variation: { Size: 'P' } });
    cart.add({ ...ring, qty: 2, variation: { Size: 'N' } });
    expect(cart.getSnapshot()).toEqual([
      { ...ring, qty: 3, variation: { Size: 'N' } },
      { ...ring, qty: 1, variation: { Size: 'P' } },
    ]);
    const [n, p] = cart.getSnapshot();
    cart.setQty(cartLineKey(p!), 4);
    cart.remove(cartLineKey(n!));
    expect(cart.getSnapshot()).toEqual([{ ...ring, qty: 4, variation: { Size: 'P' } }]);
    expect(stored()).toEqual(cart.getSnapshot());
  });

  it('keeps an engraved ring apart from a plain one and from another text', async () => {
    const { cart, cartLineKey } = await loadCart();
    const n = { ...ring, variation: { Size: 'N' } };
    cart.add({ ...n, engraving: 'A & J' });
    cart.add(n);
    cart.add({ ...n, engraving: 'A & J' });
    cart.add({ ...n, engraving: 'FOREVER' });
    expect(cart.getSnapshot().map((line) => [line.engraving, line.qty])).toEqual([
      ['A & J', 2],
      [undefined, 1],
      ['FOREVER', 1],
    ]);
    cart.remove(cartLineKey({ ...n, engraving: 'A & J' }));
    expect(cart.getSnapshot()).toHaveLength(2);
  });

  it('loads a cart saved before sizes existed, and drops a stored choice that is not one', async () => {
    const saved = JSON.stringify([
      { ...ring, qty: 1 },
      { ...chain, qty: 1, variation: { Length: 18 } },
      { ...ring, qty: 2, variation: { Size: 'N' } },
    ]);
    expect((await loadCart(saved)).cart.getSnapshot()).toEqual([
      { ...ring, qty: 1 },
      { ...chain, qty: 1 },
      { ...ring, qty: 2, variation: { Size: 'N' } },
    ]);
  });

  it('keeps each line’s making days, and the cart waits for its slowest piece', async () => {
    const saved = JSON.stringify([
      { ...ring, qty: 1, engraving: 'A & J', makingDays: 5 },
      { ...chain, qty: 1, makingDays: 'soon' },
      { ...ring, qty: 1, variation: { Size: 'N' }, makingDays: 2 },
    ]);
    const { cart, cartMakingDays } = await loadCart(saved);
    expect(cart.getSnapshot().map((line) => line.makingDays)).toEqual([5, undefined, 2]);
    expect(cartMakingDays(cart.getSnapshot())).toBe(5);
    expect(cartMakingDays([{}, { makingDays: 0 }])).toBe(0);
  });
});
