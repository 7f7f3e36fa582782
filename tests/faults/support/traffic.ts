import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { adminAtWork } from './adminTraffic';
import { chance, pick } from './random';

/** One answered (or failed: status 0) request, as a shopper saw it. */
export interface Sample {
  at: number;
  ms: number;
  status: number;
  route: string;
  message?: string;
}

export interface TrafficPlan {
  /** Server instances; shoppers are spread over them in turn. */
  urls: string[];
  shoppers: number;
  durationMs: number;
  productIds: string[];
  adminToken: string;
  /** Like a client with backoff: a 503 or a dropped connection is retried with the same request. */
  retryUnavailable?: boolean;
  /**
   * As browsers do, shoppers arrive on a storefront page and now and then open a product in a new
   * tab: the server renders those pages (`npm run load`, which measures the page caches).
   */
  pageVisits?: boolean;
}

/** What the shop confirmed with a 2xx: it must still be there afterwards. */
export interface Acknowledged {
  /** Idempotency key → the order id the shop answered. */
  orders: Map<string, string>;
  /** Keys sent whose answer never came (a failure or the run ended): at most one order each. */
  unanswered: Set<string>;
  paidOrders: Set<string>;
  cancelledOrders: Set<string>;
  /** Keys of orders the shop confirmed only after the client retried (a 503 or no answer first). */
  retriedOrders: Set<string>;
}

export interface TrafficResult {
  samples: Sample[];
  acknowledged: Acknowledged;
  elapsedMs: number;
}

export interface Answer<T> {
  status: number;
  body: T;
  /** How many times the request was sent again after a 503 or no answer. */
  retries?: number;
}

const SHIPPING = {
  address: 'Ada Lovelace, 12 Hatton Garden',
  city: 'London',
  postalCode: 'EC1N 8AN',
  country: 'United Kingdom',
};
const SEARCH_WORDS = ['ring', 'gold', 'silver', 'necklace', 'pearl', 'bracelet'];

/** One request as a shopper or the admin makes it, recorded as a sample. */
export type Call = <T = Record<string, unknown>>(
  baseUrl: string,
  method: string,
  route: string,
  path: string,
  options?: { body?: unknown; token?: string; headers?: Record<string, string> },
) => Promise<Answer<T>>;

/**
 * Simulated shoppers and one administrator over HTTP, the same for the fault tests and
 * `npm run load`: shoppers browse, search, keep a wishlist, fill carts they sometimes abandon,
 * place orders (with an idempotency key) and pay in test mode, some declined; the admin edits
 * products the way the product form does and moves orders along. Runs until `durationMs` has
 * passed or `stop()` is called.
 */
export function startTraffic(plan: TrafficPlan) {
  const started = Date.now();
  const samples: Sample[] = [];
  const acknowledged: Acknowledged = {
    orders: new Map(),
    unanswered: new Set(),
    paidOrders: new Set(),
    cancelledOrders: new Set(),
    retriedOrders: new Set(),
  };
  let running = true;
  const deadline = started + plan.durationMs;
  const keepGoing = () => running && Date.now() < deadline;

  async function call<T = Record<string, unknown>>(
    baseUrl: string,
    method: string,
    route: string,
    path: string,
    options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
  ): Promise<Answer<T>> {
    for (let retries = 0; ; retries++) {
      const answer = await callOnce<T>(baseUrl, method, route, path, options);
      const unavailable = answer.status === 503 || answer.status === 0;
      if (!plan.retryUnavailable || !unavailable || !keepGoing()) return { ...answer, retries };
      await sleep(200 + Math.random() * 200);
    }
  }

  async function callOnce<T>(
    baseUrl: string,
    method: string,
    route: string,
    path: string,
    options: { body?: unknown; token?: string; headers?: Record<string, string> },
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    const at = Date.now();
    const began = performance.now();
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
      const text = await response.text();
      const body = (text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : {}) as T;
      // REST answers `{ message }`, tRPC `{ error: { message } }`.
      const { message, error } = body as { message?: unknown; error?: { message?: unknown } };
      samples.push({
        at,
        ms: performance.now() - began,
        status: response.status,
        route,
        message: [message, error?.message].find((m): m is string => typeof m === 'string'),
      });
      return { status: response.status, body };
    } catch (err) {
      // fetch's own message is "fetch failed"; the cause says why (ECONNREFUSED, a reset).
      const reason = err instanceof Error && err.cause instanceof Error ? err.cause : err;
      const message = reason instanceof Error ? reason.message : String(reason);
      samples.push({ at, ms: performance.now() - began, status: 0, route, message });
      return { status: 0, body: {} as T };
    }
  }

  async function signUp(url: string, n: number): Promise<string | null> {
    const email = `shopper${n}-${randomUUID()}@example.test`;
    const answer = await call<{ token?: string }>(url, 'POST', 'register', '/api/auth/register', {
      body: { name: `Shopper ${n}`, email, password: 'correct horse battery' },
    });
    return answer.body.token ?? null;
  }

  async function checkout(url: string, token: string) {
    const lines = chance(0.3) ? 2 : 1;
    const orderItems = Array.from({ length: lines }, () => ({
      product: pick(plan.productIds),
      qty: 1,
    }));
    const key = randomUUID();
    acknowledged.unanswered.add(key);
    const placed = await call<{ _id?: string }>(url, 'POST', 'place order', '/api/orders', {
      body: { orderItems, shippingAddress: SHIPPING },
      token,
      headers: { 'Idempotency-Key': key },
    });
    // A refusal (sold out, a hold limit) is an answer too; only no answer or a 5xx is not.
    if (placed.status > 0 && placed.status < 500) acknowledged.unanswered.delete(key);
    if (placed.status !== 200 && placed.status !== 201) return;
    const orderId = placed.body._id!;
    acknowledged.orders.set(key, orderId);
    if (placed.retries) acknowledged.retriedOrders.add(key);
    if (chance(0.2)) return; // abandoned at the payment step: the order expires later
    const started = await call<{ id?: string }>(
      url,
      'POST',
      'start payment',
      '/api/paypal/create-order',
      {
        body: { orderId },
        token,
      },
    );
    if (started.status !== 200) return;
    const capture = (simulateDecline: boolean) =>
      call<{ order?: { isPaid: boolean } }>(url, 'POST', 'capture', '/api/paypal/capture-order', {
        body: { orderID: started.body.id, simulateDecline },
        token,
      });
    let captured = await capture(chance(0.15));
    if (captured.status === 402 && chance(0.5)) captured = await capture(false);
    if (captured.status === 200 && captured.body.order?.isPaid)
      acknowledged.paidOrders.add(orderId);
  }

  async function shopper(n: number) {
    const url = plan.urls[n % plan.urls.length]!;
    if (plan.pageVisits) {
      await call(url, 'GET', 'page', pick(['/', '/products', `/product/${pick(plan.productIds)}`]));
    }
    const token = await signUp(url, n);
    if (!token) return;
    while (keepGoing()) {
      const roll = Math.random();
      const product = pick(plan.productIds);
      if (roll < 0.1) {
        // The storefront's own API: the home page and the menu, as the React app asks for them.
        await call(url, 'GET', 'home (tRPC)', '/trpc/catalog.home');
        await call(url, 'GET', 'menu (tRPC)', '/trpc/catalog.categoryTree');
      } else if (roll < 0.3) {
        await call(
          url,
          'GET',
          'listing',
          `/api/products/getAll?page=${1 + Math.floor(Math.random() * 3)}&limit=12`,
        );
        await call(url, 'GET', 'product', `/api/products/byId/${product}`);
        if (plan.pageVisits && chance(0.2)) await call(url, 'GET', 'page', `/product/${product}`);
      } else if (roll < 0.4) {
        await call(
          url,
          'GET',
          'search',
          `/api/products/getAll?search=${pick(SEARCH_WORDS)}&limit=12`,
        );
      } else if (roll < 0.5) {
        await call(url, 'POST', 'wishlist add', '/api/wishlist', {
          body: { productId: product },
          token,
        });
        if (chance(0.3))
          await call(url, 'DELETE', 'wishlist remove', `/api/wishlist/${product}`, { token });
      } else if (roll < 0.6) {
        // Into the cart (kept in the browser) and left there: an abandoned cart.
        await call(url, 'GET', 'product', `/api/products/byId/${product}`);
      } else if (roll < 0.85) {
        await checkout(url, token);
      } else {
        await call(url, 'GET', 'my orders', '/api/orders/myorders', { token });
      }
    }
  }

  const everyone = Promise.all([
    ...Array.from({ length: plan.shoppers }, (_, n) => shopper(n)),
    adminAtWork({
      call,
      url: plan.urls[0]!,
      token: plan.adminToken,
      plan,
      keepGoing,
      acknowledged,
    }),
  ]);
  const result = everyone.then((): TrafficResult => ({
    samples,
    acknowledged,
    elapsedMs: Date.now() - started,
  }));
  return {
    samples,
    acknowledged,
    /** Resolves when the duration has passed and every shopper finished what it was doing. */
    done: result,
    async stop() {
      running = false;
      return result;
    },
  };
}
