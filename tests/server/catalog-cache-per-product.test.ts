import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { products, users } from '../../src/server/db/schema';
import { placeOrder } from '../../src/server/modules/orders/placeOrder';
import { useTwoInstances } from '../support/catalogFixture';
import { createTestServices } from '../support/services';

/**
 * Two shop instances on one database (decision 039). A sale forgets the cached answers that show
 * the products sold, on every instance, and keeps the others. What a kept answer is shows through
 * a change that sends no notice at all: the sales counter (a payment adds to it, decision 038).
 * A kept answer still shows the old count; one made afresh shows the new one.
 */
const instances = useTwoInstances();

interface Shown {
  _id: string;
  countInStock: number;
  sales: number;
}

/** The solitaire is sold; the pendant, in another category, is not. */
const sold = () => instances.fixture.products.solitaire.id;
const notSold = () => instances.fixture.products.pendant.id;
const addresses = () => {
  const { whiteGoldRings, pendants } = instances.fixture.categories;
  return {
    /** A listing that shows the solitaire. */
    withSold: `/api/products/getAll?category=${whiteGoldRings.id}`,
    /** A listing that does not: the pendant's category. */
    withoutSold: `/api/products/getAll?category=${pendants.id}`,
    /** The rings with the most stock: which one depends on every ring's stock. */
    mostStock: `/api/products/getAll?category=${instances.fixture.categories.rings.id}&sort=countInStock&limit=1`,
  };
};

async function productIn(baseUrl: string, path: string, id: string): Promise<Shown | undefined> {
  const response = await fetch(baseUrl + path);
  const body = (await response.json()) as { products: Shown[] };
  return body.products.find((p) => p._id === id);
}

/** Asks every address of every instance twice: the second answer comes from its cache. */
async function warm() {
  for (const server of instances.servers) {
    for (const path of Object.values(addresses())) {
      await productIn(server.url, path, notSold());
      await productIn(server.url, path, notSold());
    }
  }
}

/** Adds to the pendant's sales count: no notice is sent, so cached answers keep the old count. */
async function addSalesUnnoticed() {
  // As recordSales writes it: Drizzle's update() would also set updated_at, a change noticed.
  const [row] = await queryRows<{ sales: number }>(
    instances.shared.first.db,
    sql`update products set sales = sales + 1000 where id = ${notSold()} returning sales`,
  );
  return row!.sales;
}

const stockOf = async (id: string) =>
  (await instances.shared.first.db.query.products.findFirst({ where: eq(products.id, id) }))!
    .countInStock;

/** What an instance shows: the sold product's stock, and the other's sales in each listing. */
async function seenOn(baseUrl: string) {
  const { withSold, withoutSold } = addresses();
  return {
    soldStock: (await productIn(baseUrl, withSold, sold()))?.countInStock,
    salesWithoutSold: (await productIn(baseUrl, withoutSold, notSold()))?.sales,
  };
}

/**
 * After `change`: the first instance at once, the second once its notice arrived (the sold
 * product's stock shows), both with the listing without it kept or not as `kept` says.
 */
async function expectOnBoth(
  change: () => Promise<unknown>,
  expected: { soldStock: number; kept: boolean },
  { firstAtOnce = true } = {},
) {
  await warm();
  const salesBefore = (await productIn(
    instances.servers[0]!.url,
    addresses().withoutSold,
    notSold(),
  ))!.sales;
  const salesAfter = await addSalesUnnoticed();
  await change();
  const shown = {
    soldStock: expected.soldStock,
    salesWithoutSold: expected.kept ? salesBefore : salesAfter,
  };
  const [first, second] = instances.servers.map((server) => server.url);
  if (firstAtOnce) expect(await seenOn(first!)).toEqual(shown);
  for (const url of firstAtOnce ? [second!] : [first!, second!]) {
    await vi.waitFor(async () => expect((await seenOn(url)).soldStock).toBe(shown.soldStock), {
      timeout: 5000,
      interval: 50,
    });
    expect(await seenOn(url)).toEqual(shown);
  }
}

describe('the catalogue cache after a sale', () => {
  it('forgets the listings that show the product sold, and keeps the others', async () => {
    const before = await stockOf(sold());
    const [buyer] = await instances.shared.first.db
      .insert(users)
      .values({ name: 'Sale Buyer', email: `sale-${Date.now()}@example.test`, passwordHash: 'x' })
      .returning();
    await expectOnBoth(
      () =>
        placeOrder(
          { ...createTestServices(instances.shared.first), clientIp: '192.0.2.4' },
          { ...buyer!, isAdmin: false },
          {
            orderItems: [{ product: sold(), qty: 2 }],
            shippingAddress: {
              address: '1 High Street',
              city: 'London',
              postalCode: 'EC1N 8JY',
              country: 'United Kingdom',
            },
          },
        ),
      { soldStock: before - 2, kept: true },
    );
  });

  it('does so for an UPDATE run by hand, whose session hears nothing of its own', async () => {
    const before = await stockOf(sold());
    await expectOnBoth(
      () =>
        // As psql is: a session that did not ask to hear its own catalogue writes.
        instances.shared.first.db.transaction(async (tx) => {
          await tx.execute(sql`set local shop.hear_own_catalogue_changes = off`);
          await tx.execute(
            sql`update products set count_in_stock = count_in_stock + 5 where id = ${sold()}`,
          );
        }),
      { soldStock: before + 5, kept: true },
      { firstAtOnce: false },
    );
  });

  it('forgets a listing in stock order, which the product sold may join', async () => {
    const setStock = (units: number) =>
      instances.shared.first.db.execute(
        sql`update products set count_in_stock = ${units} where id = ${sold()}`,
      );
    await setStock(1);
    const most = async (url: string) => {
      const response = await fetch(url + addresses().mostStock);
      return ((await response.json()) as { products: Shown[] }).products.map((p) => p._id);
    };
    for (const server of instances.servers) {
      await vi.waitFor(async () => expect(await most(server.url)).not.toEqual([sold()]));
      await most(server.url);
    }
    await setStock(1000);
    const [first, second] = instances.servers.map((server) => server.url);
    expect(await most(first!)).toEqual([sold()]);
    await vi.waitFor(async () => expect(await most(second!)).toEqual([sold()]), {
      timeout: 5000,
      interval: 50,
    });
  });

  it('forgets every listing when the stock crosses zero', async () => {
    await expectOnBoth(
      () =>
        instances.shared.first.db.execute(
          sql`update products set count_in_stock = 0 where id = ${sold()}`,
        ),
      { soldStock: 0, kept: false },
    );
  });
});
