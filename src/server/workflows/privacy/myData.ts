import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, products, reviews, wishlistItems, type AddressFields } from '../../db/schema';
import { jsonArray } from '../../http/streamedBody';
import { getProfile, type SessionUser } from '../../modules/auth';
import { consentHistoryOf } from '../../modules/marketing';
import { allOrdersOfUser, type OrderDto } from '../../modules/orders';
import { findStockAlertsOf } from '../../modules/stockAlerts';

/** The addresses the customer gave at checkout (the shop keeps no separate address book). */
async function addressesOf(db: Db, user: SessionUser) {
  const rows = await db
    .select({ billing: orders.billingAddress, shipping: orders.shippingAddress })
    .from(orders)
    .where(eq(orders.userId, user.id))
    .orderBy(desc(orders.createdAt));
  const seen = new Map<string, AddressFields>();
  for (const { billing, shipping } of rows)
    for (const address of [shipping, billing]) seen.set(JSON.stringify(address), address);
  return [...seen.values()];
}

/** Every product on the wishlist, hidden ones too: it is the customer's data, not the shop's. */
async function wishlistOf(db: Db, user: SessionUser) {
  const rows = await db
    .select({ product: products.id, name: products.name, addedAt: wishlistItems.addedAt })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(eq(wishlistItems.userId, user.id))
    .orderBy(desc(wishlistItems.addedAt));
  return rows.map((r) => ({ ...r, addedAt: r.addedAt.toISOString() }));
}

/** Every review the customer wrote, hidden ones too, with the product it is about. */
async function reviewsOf(db: Db, user: SessionUser) {
  const rows = await db
    .select({
      product: reviews.productId,
      productName: products.name,
      rating: reviews.rating,
      title: reviews.title,
      body: reviews.body,
      status: reviews.status,
      hiddenReason: reviews.hiddenReason,
      hiddenNote: reviews.hiddenNote,
      createdAt: reviews.createdAt,
      updatedAt: reviews.updatedAt,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.userId, user.id))
    .orderBy(desc(reviews.createdAt));
  return rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/**
 * The sections of "Download my data", one key each. A domain that stores something about a
 * customer (reviews, returns) adds its key here, and the export carries it. A section read in
 * batches (every order ever placed: no limit in an export) is an async iterable of them.
 */
const myDataSections = {
  profile: (db: Db, user: SessionUser) => getProfile(db, user),
  addresses: addressesOf,
  orders: (db: Db, user: SessionUser): AsyncIterable<OrderDto[]> => allOrdersOfUser(db, user),
  wishlist: wishlistOf,
  reviews: reviewsOf,
  /** Each time they agreed to marketing mail: the words, where, when, and any withdrawal. */
  marketingConsents: consentHistoryOf,
  /** "Email me when it's back" requests still waiting (decision 060). */
  stockAlerts: async (db: Db, user: SessionUser) =>
    (await findStockAlertsOf(db, user)).map((a) => ({
      ...a,
      createdAt: a.createdAt.toISOString(),
    })),
} satisfies Record<
  string,
  (db: Db, user: SessionUser) => Promise<unknown> | AsyncIterable<unknown[]>
>;

type SectionValue<T> = T extends AsyncIterable<(infer Item)[]> ? Item[] : Awaited<T>;
type MyData = {
  [K in keyof typeof myDataSections]: SectionValue<ReturnType<(typeof myDataSections)[K]>>;
};

const inBatches = (value: unknown): value is AsyncIterable<unknown[]> =>
  typeof value === 'object' && value !== null && Symbol.asyncIterator in value;

/**
 * Everything the shop holds about the signed-in customer as JSON text, piece by piece, so the
 * download starts at once and holds one batch of orders in memory (UK GDPR art. 15, 20).
 * Sections are read one after another: `db` may be a transaction, whose one connection runs a
 * query at a time.
 */
export async function* myDataJson(db: Db, user: SessionUser): AsyncGenerator<string> {
  // Nothing is sent before the first sections are read: a failure there still gets its answer.
  let text = `{"exportedAt":${JSON.stringify(new Date().toISOString())}`;
  for (const [key, read] of Object.entries(myDataSections)) {
    text += `,${JSON.stringify(key)}:`;
    const value: unknown = read(db, user);
    if (inBatches(value)) {
      for await (const piece of jsonArray(value)) {
        yield text + piece;
        text = '';
      }
    } else text += JSON.stringify(await value);
  }
  yield `${text}}`;
}

/** The same document as one object (the account page's tRPC download). */
export async function collectMyData(db: Db, user: SessionUser) {
  const data: Partial<MyData> = {};
  for (const [key, read] of Object.entries(myDataSections)) {
    const value: unknown = read(db, user);
    if (inBatches(value)) {
      const items: unknown[] = [];
      for await (const batch of value) items.push(...batch);
      Object.assign(data, { [key]: items });
    } else Object.assign(data, { [key]: await value });
  }
  return { exportedAt: new Date().toISOString(), ...(data as MyData) };
}
export type MyDataExport = Awaited<ReturnType<typeof collectMyData>>;
