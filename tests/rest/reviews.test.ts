import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { reviews } from '../../src/server/db/schema';
import { WHO_CAN_REVIEW } from '../../src/shared/ratings';
import { registerCustomer, setAdmin } from '../support/accounts';
import { fakeBuiltClient } from '../support/builtClient';
import { createTestDatabase } from '../support/database';
import { createCategory, createProduct } from '../support/factories';
import { restClient } from '../support/http';
import { startTestServer } from '../support/server';

interface Review {
  _id: string;
  rating: number;
  title: string;
  status: string;
  author: string;
  verifiedPurchase: boolean;
  editedAt: string | null;
  hidden: { reason: string; label: string; note: string } | null;
  reply: { body: string; repliedAt: string } | null;
}
interface ReviewPage {
  reviews: Review[];
  summary: {
    averageRating: number;
    reviewCount: number;
    stars: { rating: number; count: number }[];
  };
  pages: number;
  nextCursor: number | null;
}
interface ProductAnswer {
  product: { averageRating: number; reviewCount: number };
}

let database: Database;
let builtClient: Awaited<ReturnType<typeof fakeBuiltClient>>;
let server: Awaited<ReturnType<typeof startTestServer>>;
let rest: ReturnType<typeof restClient>;
let admin: { token: string };
let categoryId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  builtClient = await fakeBuiltClient();
  server = await startTestServer(database.db, { client: builtClient.client });
  rest = restClient(server.url);
  const owner = await registerCustomer(server.url, { name: 'Shop Owner' });
  await setAdmin(database.db, owner.id, true);
  admin = { token: owner.token };
  categoryId = (await createCategory(database.db, { name: 'Rings' })).id;
});
afterAll(async () => {
  await server.close();
  await database.close();
  await builtClient.remove();
});

const newProduct = () => createProduct(database.db, { categoryId, countInStock: 50 });

/** An order of the product by the customer, moved by the owner to `status`. */
async function orderOf(token: string, productId: string, status = 'Delivered') {
  const placed = await rest.post<{ _id: string }>(
    '/api/orders',
    {
      orderItems: [{ product: productId, qty: 1 }],
      shippingAddress: {
        address: '12 Hatton Garden',
        city: 'London',
        postalCode: 'EC1N 8JY',
        country: 'United Kingdom',
      },
      paymentMethod: 'PayPal',
    },
    { token },
  );
  expect(placed.status).toBe(201);
  const moved = await rest.put(`/api/orders/status/${placed.body._id}`, { status }, admin);
  expect(moved.status).toBe(200);
}

/** A customer who received the product. */
async function buyer(productId: string, name = 'Ada Lovelace') {
  const customer = await registerCustomer(server.url, { name });
  await orderOf(customer.token, productId);
  return customer;
}

const review = (rating: number, title = `${rating} stars`) => ({
  rating,
  title,
  body: 'Beautifully made, and it arrived well packed.',
});

async function ratingOf(productId: string) {
  const { body } = await rest.get<ProductAnswer>(`/api/products/byId/${productId}`);
  return { averageRating: body.product.averageRating, reviewCount: body.product.reviewCount };
}

/** The product page's JSON-LD Product, as a crawler reads it. */
async function productJsonLd(productId: string) {
  const html = await (await fetch(`${server.url}/product/${productId}`)).text();
  const data = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
    .find((d) => d['@type'] === 'Product');
  expect(data).toBeDefined();
  return data!;
}

describe('who may review', () => {
  it('refuses guests (401), non-buyers and buyers still waiting for delivery (403, saying who can)', async () => {
    const product = await newProduct();
    const path = `/api/products/${product.id}/reviews`;
    expect((await rest.post(path, review(5))).status).toBe(401);

    const stranger = await registerCustomer(server.url);
    expect(await rest.post(path, review(5), { token: stranger.token })).toMatchObject({
      status: 403,
      body: { message: WHO_CAN_REVIEW },
    });

    const waiting = await registerCustomer(server.url);
    await orderOf(waiting.token, product.id, 'Order Shipped');
    expect((await rest.post(path, review(5), { token: waiting.token })).status).toBe(403);
    expect(
      await rest.get(`/api/products/${product.id}/reviews/mine`, undefined, waiting),
    ).toMatchObject({ status: 200, body: { canReview: false, review: null } });
    expect(await ratingOf(product.id)).toEqual({ averageRating: 0, reviewCount: 0 });
  });

  it('refuses bad stars and an empty title with 400', async () => {
    const product = await newProduct();
    const { token } = await buyer(product.id);
    const path = `/api/products/${product.id}/reviews`;
    expect((await rest.post(path, review(6), { token })).status).toBe(400);
    expect((await rest.post(path, { ...review(4), title: '  ' }, { token })).status).toBe(400);
  });
});

describe('a buyer’s review', () => {
  it('is a verified purchase, published at once, and moves the product’s rating and the JSON-LD', async () => {
    const product = await newProduct();
    const jsonLdBefore = await productJsonLd(product.id);
    expect(jsonLdBefore.aggregateRating).toBeUndefined();
    expect(jsonLdBefore.review).toBeUndefined();

    const ada = await buyer(product.id, 'Ada Lovelace');
    const written = await rest.post<Review>(
      `/api/products/${product.id}/reviews`,
      review(4, 'Lovely ring'),
      { token: ada.token },
    );
    expect(written).toMatchObject({
      status: 201,
      body: { rating: 4, status: 'published', author: 'Ada L.', verifiedPurchase: true },
    });
    expect(await ratingOf(product.id)).toEqual({ averageRating: 4, reviewCount: 1 });

    const grace = await buyer(product.id, 'Grace Hopper');
    await rest.post(`/api/products/${product.id}/reviews`, review(1), { token: grace.token });
    expect(await ratingOf(product.id)).toEqual({ averageRating: 2.5, reviewCount: 2 });

    const listed = await rest.get<ReviewPage>(`/api/products/${product.id}/reviews`);
    expect(listed.body.reviews.map((r) => r.author)).toEqual(['Grace H.', 'Ada L.']);
    expect(listed.body.summary).toEqual({
      averageRating: 2.5,
      reviewCount: 2,
      stars: [
        { rating: 5, count: 0 },
        { rating: 4, count: 1 },
        { rating: 3, count: 0 },
        { rating: 2, count: 0 },
        { rating: 1, count: 1 },
      ],
    });

    const jsonLd = await productJsonLd(product.id);
    expect(jsonLd.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 2.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
    expect(jsonLd.review).toEqual([
      expect.objectContaining({
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Grace H.' },
      }),
      expect.objectContaining({
        name: 'Lovely ring',
        reviewRating: expect.objectContaining({ ratingValue: 4 }) as unknown,
      }),
    ]);
  });

  it('is one per product: a second is refused with 409, and the review is edited instead', async () => {
    const product = await newProduct();
    const { token } = await buyer(product.id);
    const path = `/api/products/${product.id}/reviews`;
    const first = await rest.post<Review>(path, review(2), { token });
    const second = await rest.post<{ message: string }>(path, review(5), { token });
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(/already reviewed/);

    const edited = await rest.put<Review>(
      `/api/reviews/${first.body._id}`,
      review(5, 'Even better'),
      {
        token,
      },
    );
    expect(edited).toMatchObject({ status: 200, body: { rating: 5, title: 'Even better' } });
    expect(await ratingOf(product.id)).toEqual({ averageRating: 5, reviewCount: 1 });
    const mine = await rest.get(`/api/products/${product.id}/reviews/mine`, undefined, { token });
    expect(mine.body).toMatchObject({
      canReview: true,
      review: { _id: first.body._id, rating: 5 },
    });

    const other = await registerCustomer(server.url);
    const stolen = await rest.put(`/api/reviews/${first.body._id}`, review(1), other);
    expect(stolen.status).toBe(403);
    expect(await ratingOf(product.id)).toEqual({ averageRating: 5, reviewCount: 1 });
  });

  it('comes in pages of five, newest first', async () => {
    const product = await newProduct();
    for (let n = 1; n <= 6; n++) {
      const { token } = await buyer(product.id, `Reviewer ${n}`);
      await rest.post(`/api/products/${product.id}/reviews`, review(5, `Review ${n}`), { token });
    }
    const first = await rest.get<ReviewPage>(`/api/products/${product.id}/reviews`);
    expect(first.body.reviews).toHaveLength(5);
    expect(first.body.reviews[0]?.title).toBe('Review 6');
    expect(first.body).toMatchObject({ pages: 2, nextCursor: 2 });
    const second = await rest.get<ReviewPage>(`/api/products/${product.id}/reviews?page=2`);
    expect(second.body.reviews.map((r) => r.title)).toEqual(['Review 1']);
    expect(second.body.nextCursor).toBeNull();
  });
});

describe('a review’s date', () => {
  it('is London’s: written at 23:30 UTC on a July evening, the page and its JSON-LD say 11 July', async () => {
    const product = await newProduct();
    const ada = await buyer(product.id);
    const written = await rest.post<Review>(
      `/api/products/${product.id}/reviews`,
      review(5, 'A summer night'),
      { token: ada.token },
    );
    await database.db
      .update(reviews)
      .set({ createdAt: new Date('2026-07-10T23:30:00Z') })
      .where(eq(reviews.id, written.body._id));

    const html = await (await fetch(`${server.url}/product/${product.id}`)).text();
    expect(html).toContain('Ada L.<!-- -->, <!-- -->11 Jul 2026');
    expect((await productJsonLd(product.id)).review).toEqual([
      expect.objectContaining({ name: 'A summer night', datePublished: '2026-07-11' }),
    ]);
  });
});

describe('moderation', () => {
  it('lets the owner list newest first, filter, hide and publish; hiding takes the review out of the rating', async () => {
    const product = await newProduct();
    const fan = await buyer(product.id, 'Fan Person');
    const troll = await buyer(product.id, 'Troll Person');
    await rest.post(`/api/products/${product.id}/reviews`, review(5), fan);
    const abuse = await rest.post<Review>(
      `/api/products/${product.id}/reviews`,
      review(1, 'Abusive words'),
      troll,
    );
    expect(await ratingOf(product.id)).toEqual({ averageRating: 3, reviewCount: 2 });

    expect((await rest.get('/api/admin/reviews', undefined, fan)).status).toBe(403);
    expect(
      (
        await rest.put(
          `/api/admin/reviews/${abuse.body._id}`,
          { status: 'hidden', reason: 'abusive' },
          fan,
        )
      ).status,
    ).toBe(403);

    const ones = await rest.get<{ reviews: Review[] }>(
      '/api/admin/reviews?rating=1',
      undefined,
      admin,
    );
    expect(ones.body.reviews[0]).toMatchObject({ _id: abuse.body._id, title: 'Abusive words' });
    expect(ones.body.reviews.every((r) => r.rating === 1)).toBe(true);

    const hidden = await rest.put<Review>(
      `/api/admin/reviews/${abuse.body._id}`,
      { status: 'hidden', reason: 'abusive' },
      admin,
    );
    expect(hidden).toMatchObject({
      status: 200,
      body: {
        status: 'hidden',
        hidden: { reason: 'abusive', label: 'Abusive or offensive language', note: '' },
      },
    });
    expect(await ratingOf(product.id)).toEqual({ averageRating: 5, reviewCount: 1 });
    const shown = await rest.get<ReviewPage>(`/api/products/${product.id}/reviews`);
    expect(shown.body.reviews.map((r) => r.title)).toEqual(['5 stars']);
    const hiddenList = await rest.get<{ reviews: Review[] }>(
      '/api/admin/reviews?status=hidden',
      undefined,
      admin,
    );
    expect(hiddenList.body.reviews.map((r) => r._id)).toContain(abuse.body._id);
    expect(hiddenList.body.reviews.every((r) => r.status === 'hidden')).toBe(true);

    await rest.put(`/api/admin/reviews/${abuse.body._id}`, { status: 'published' }, admin);
    expect(await ratingOf(product.id)).toEqual({ averageRating: 3, reviewCount: 2 });
    expect(
      (await rest.put(`/api/admin/reviews/${abuse.body._id}`, { status: 'gone' }, admin)).status,
    ).toBe(400);
  });

  it('hiding every review takes the rating out of the JSON-LD', async () => {
    const product = await newProduct();
    const only = await buyer(product.id);
    const written = await rest.post<Review>(`/api/products/${product.id}/reviews`, review(3), only);
    expect((await productJsonLd(product.id)).aggregateRating).toBeDefined();
    await rest.put(
      `/api/admin/reviews/${written.body._id}`,
      { status: 'hidden', reason: 'spam' },
      admin,
    );
    const jsonLd = await productJsonLd(product.id);
    expect(jsonLd.aggregateRating).toBeUndefined();
    expect(jsonLd.review).toBeUndefined();
  });
});

describe('the placeholder rating setting', () => {
  it('is off by default (a new product says "No reviews yet"), and the owner turns it on and off through Shop Information', async () => {
    expect((await rest.get('/api/shop')).body).toMatchObject({ showPlaceholderRatings: false });
    const product = await newProduct();
    const page = await (await fetch(`${server.url}/product/${product.id}`)).text();
    expect(page).toContain('No reviews yet');
    expect(page).not.toMatch(/Rated 4\.5 out of 5/);
    expect(await ratingOf(product.id)).toEqual({ averageRating: 0, reviewCount: 0 });

    const info = { shopName: 'Aurum & Co', email: 'hello@aurum.example' };
    const on = await rest.put(
      '/api/shop/infoUpdate',
      { ...info, showPlaceholderRatings: true },
      admin,
    );
    expect(on.body).toMatchObject({ showPlaceholderRatings: true });
    // A client that does not know the setting leaves it as it is.
    await rest.put('/api/shop/infoUpdate', info, admin);
    expect((await rest.get('/api/shop')).body).toMatchObject({ showPlaceholderRatings: true });
    await rest.put('/api/shop/infoUpdate', { ...info, showPlaceholderRatings: false }, admin);
    expect((await rest.get('/api/shop')).body).toMatchObject({ showPlaceholderRatings: false });
  });
});

describe('hiding says why', () => {
  it('refuses a hide without a reason, or "another reason" without words; shows the reason to the owner and the author, and is not an edit', async () => {
    const product = await newProduct();
    const author = await buyer(product.id, 'Nora Barnacle');
    const written = await rest.post<Review>(
      `/api/products/${product.id}/reviews`,
      review(2, 'Call me on 07700 900123'),
      author,
    );
    const path = `/api/admin/reviews/${written.body._id}`;
    const noReason = await rest.put<{ message: string }>(path, { status: 'hidden' }, admin);
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(noReason.body)).toContain('Choose why the review is hidden');
    expect((await rest.put(path, { status: 'hidden', reason: 'because' }, admin)).status).toBe(400);
    expect((await rest.put(path, { status: 'hidden', reason: 'other' }, admin)).status).toBe(400);
    expect(
      (await rest.get<ReviewPage>(`/api/products/${product.id}/reviews`)).body.reviews,
    ).toHaveLength(1);

    const hidden = await rest.put<Review>(
      path,
      { status: 'hidden', reason: 'personal-details', note: 'Gives a phone number.' },
      admin,
    );
    expect(hidden.body).toMatchObject({
      status: 'hidden',
      editedAt: null,
      hidden: {
        reason: 'personal-details',
        label: 'Shares personal details',
        note: 'Gives a phone number.',
      },
    });
    const listed = await rest.get<{ reviews: Review[] }>(
      '/api/admin/reviews?status=hidden',
      undefined,
      admin,
    );
    expect(listed.body.reviews.find((r) => r._id === written.body._id)).toMatchObject({
      editedAt: null,
      hidden: { label: 'Shares personal details', note: 'Gives a phone number.' },
    });
    const mine = await rest.get<{ review: Review }>(
      `/api/products/${product.id}/reviews/mine`,
      undefined,
      author,
    );
    expect(mine.body.review).toMatchObject({
      status: 'hidden',
      hidden: { label: 'Shares personal details', note: 'Gives a phone number.' },
    });

    // Published again, the reason goes; the author's own edit is what counts as an edit.
    const again = await rest.put<Review>(path, { status: 'published' }, admin);
    expect(again.body).toMatchObject({ status: 'published', hidden: null, editedAt: null });
    const edited = await rest.put<Review>(
      `/api/reviews/${written.body._id}`,
      review(3, 'Lovely, on reflection'),
      author,
    );
    expect(edited.body.editedAt).toEqual(expect.any(String));
  });
});

describe('the shop’s reply', () => {
  it('is written by the owner only (403 to a customer), shown under the review as written, edited and removed', async () => {
    const product = await newProduct();
    const author = await buyer(product.id, 'Lucia Joyce');
    const written = await rest.post<Review>(
      `/api/products/${product.id}/reviews`,
      review(3, 'The clasp is stiff'),
      author,
    );
    const path = `/api/admin/reviews/${written.body._id}/reply`;
    const words = 'Thank you, Lucia. <b>Bring it in</b> and we will ease the clasp for free.';
    expect((await rest.put(path, { reply: words }, author)).status).toBe(403);
    expect((await rest.put(path, { reply: words })).status).toBe(401);
    expect((await rest.put(path, { reply: '   ' }, admin)).status).toBe(400);
    expect((await rest.put(path, { reply: 'x'.repeat(2001) }, admin)).status).toBe(400);

    const replied = await rest.put<Review>(path, { reply: words }, admin);
    expect(replied.body).toMatchObject({ reply: { body: words }, editedAt: null });
    const shown = await rest.get<ReviewPage>(`/api/products/${product.id}/reviews`);
    expect(shown.body.reviews[0]?.reply?.body).toBe(words);
    // The product page draws it as text: the owner's markup is not the page's.
    const html = await (await fetch(`${server.url}/product/${product.id}`)).text();
    expect(html).toContain('Reply from');
    expect(html).toContain('&lt;b&gt;Bring it in&lt;/b&gt;');

    await rest.put(path, { reply: 'Thank you, Lucia.' }, admin);
    expect(
      (await rest.get<ReviewPage>(`/api/products/${product.id}/reviews`)).body.reviews[0]?.reply
        ?.body,
    ).toBe('Thank you, Lucia.');
    expect((await rest.delete(path, undefined, author)).status).toBe(403);
    const removed = await rest.delete<Review>(path, undefined, admin);
    expect(removed.body.reply).toBeNull();
    expect(
      (await rest.get<ReviewPage>(`/api/products/${product.id}/reviews`)).body.reviews[0]?.reply,
    ).toBeNull();
  });
});
