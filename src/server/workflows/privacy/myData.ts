import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, products, reviews, wishlistItems, type AddressFields } from '../../db/schema';
import { getProfile, type SessionUser } from '../../modules/auth';
import { loadOrders, toOrderDto } from '../../modules/orders';

/** Every order a customer ever placed: no page limit in an export. */
const ALL_ORDERS = 100_000;

async function ordersOf(db: Db, user: SessionUser) {
  const list = await loadOrders(db, eq(orders.userId, user.id), ALL_ORDERS);
  return list.map((parts) => toOrderDto(parts, false));
}

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
 * customer (reviews, returns) adds its key here, and the export carries it.
 */
const myDataSections = {
  profile: (db: Db, user: SessionUser) => getProfile(db, user),
  addresses: addressesOf,
  orders: ordersOf,
  wishlist: wishlistOf,
  reviews: reviewsOf,
} satisfies Record<string, (db: Db, user: SessionUser) => Promise<unknown>>;

type MyData = {
  [K in keyof typeof myDataSections]: Awaited<ReturnType<(typeof myDataSections)[K]>>;
};

/** Everything the shop holds about the signed-in customer, as one JSON document (UK GDPR art. 15, 20). */
export async function collectMyData(db: Db, user: SessionUser) {
  const data: Partial<MyData> = {};
  // One after another: `db` may be a transaction, whose one connection runs a query at a time.
  for (const [key, read] of Object.entries(myDataSections))
    Object.assign(data, { [key]: await read(db, user) });
  return { exportedAt: new Date().toISOString(), ...(data as MyData) };
}
export type MyDataExport = Awaited<ReturnType<typeof collectMyData>>;
