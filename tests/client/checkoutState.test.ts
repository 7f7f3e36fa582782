// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The checkout module reads localStorage when it loads, so each test imports a fresh copy. */
async function loadCheckout() {
  vi.resetModules();
  const checkout = await import('../../src/client/state/checkout');
  const { session } = await import('../../src/client/state/session');
  return { ...checkout, session };
}

const ring = { product: 'a'.repeat(24), name: 'Halo Ring', image: '', price: 120, qty: 1 };
const chain = { product: 'b'.repeat(24), name: 'Curb Chain', image: '', price: 80, qty: 2 };
const request = (city: string) => JSON.stringify({ items: [ring], city });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the idempotency key of Place Order', () => {
  it('is the same for a retry of the same request, and valid for the server', async () => {
    const { checkoutAttempt } = await loadCheckout();
    const key = checkoutAttempt.keyFor(request('London'));
    expect(key).toMatch(/^[\w-]{8,100}$/);
    expect(checkoutAttempt.keyFor(request('London'))).toBe(key);
  });

  it('survives a reload of the page (sessionStorage)', async () => {
    const key = (await loadCheckout()).checkoutAttempt.keyFor(request('London'));
    expect((await loadCheckout()).checkoutAttempt.keyFor(request('London'))).toBe(key);
  });

  it('is new when the cart or the addresses changed, and after an order was made', async () => {
    const { checkoutAttempt } = await loadCheckout();
    const first = checkoutAttempt.keyFor(request('London'));
    const changed = checkoutAttempt.keyFor(request('Leeds'));
    expect(changed).not.toBe(first);
    checkoutAttempt.forget();
    const afterOrder = checkoutAttempt.keyFor(request('Leeds'));
    expect(afterOrder).not.toBe(changed);
  });
});

describe('the order waiting for payment', () => {
  it('is kept in localStorage with the cart it was placed from', async () => {
    const { pendingOrder, cartSignature } = await loadCheckout();
    pendingOrder.set('c'.repeat(24), [ring, chain]);
    expect(pendingOrder.get()).toEqual({
      orderId: 'c'.repeat(24),
      cart: cartSignature([ring, chain]),
    });
    expect((await loadCheckout()).pendingOrder.get()?.orderId).toBe('c'.repeat(24));
  });

  it('compares carts by product and quantity, whatever the order of the lines', async () => {
    const { cartSignature } = await loadCheckout();
    expect(cartSignature([ring, chain])).toBe(cartSignature([chain, ring]));
    expect(cartSignature([ring, chain])).not.toBe(cartSignature([ring, { ...chain, qty: 3 }]));
    expect(cartSignature([{ ...ring, variation: { Size: 'N' } }])).not.toBe(
      cartSignature([{ ...ring, variation: { Size: 'P' } }]),
    );
  });

  it('is forgotten, with the attempt, when someone else signs in or out', async () => {
    const { pendingOrder, checkoutAttempt, session } = await loadCheckout();
    session.signIn({
      _id: 'd'.repeat(24),
      name: 'Ada',
      email: 'a@example.com',
      token: 't',
      isAdmin: false,
    });
    pendingOrder.set('c'.repeat(24), [ring]);
    const key = checkoutAttempt.keyFor(request('London'));
    session.logout();
    expect(pendingOrder.get()).toBeNull();
    expect(localStorage.getItem('checkoutOrder')).toBeNull();
    expect(checkoutAttempt.keyFor(request('London'))).not.toBe(key);
  });

  it('ignores stored data of the wrong shape', async () => {
    localStorage.setItem('checkoutOrder', '{"orderId":42}');
    expect((await loadCheckout()).pendingOrder.get()).toBeNull();
    localStorage.setItem('checkoutOrder', 'not json');
    expect((await loadCheckout()).pendingOrder.get()).toBeNull();
  });
});
