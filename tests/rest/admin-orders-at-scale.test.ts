import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { findOrdersForAdmin, foldOrderFigures } from '../../src/server/modules/orders/adminOrders';
import { refundedPence } from '../../src/server/modules/orders/refunds';
import type { AdminOrderListQuery } from '../../src/shared/admin';
import { SHOP_TIME_ZONE } from '../../src/shared/londonTime';
import { adminOrderRef, orderNumber } from '../../src/shared/orders';
import { registerCustomer, setAdmin } from '../support/accounts';
import { useCatalogDatabase } from '../support/catalogFixture';
import { createProduct } from '../support/factories';
import { restClient } from '../support/http';
import { startTestServer } from '../support/server';

/**
 * Decision 036: the admin list's pages, keyset and search against plain SQL over the same rows,
 * and the dashboard's kept counters against a plain count(*)/sum after orders, payments,
 * cancellations and refunds made at the same time through the real services.
 */
const catalog = useCatalogDatabase();
const db = () => catalog.database.db;
const ORDERS = 47;

type SortBy = AdminOrderListQuery['sortBy'];
const sortSql: Record<SortBy, string> = {
  createdAt: 'created_at',
  totalPrice: 'total_pence',
  status: 'status',
};

beforeAll(async () => {
  const [buyer] = await db()
    .insert(users)
    .values({ name: 'Paging Buyer', email: 'paging@example.test', passwordHash: 'x' })
    .returning();
  // Totals repeat (ties broken by the id) and a few orders share a moment.
  await db().execute(sql`
    insert into orders (id, user_id, status, total_pence, payment_method, billing_address,
      shipping_address, created_at)
    select 'c' || lpad(to_hex(g * 7919 % 4096), 23, '0'), ${buyer!.id},
      (array['Order Confirmed','Order Processing','Delivered','Cancelled'])[1 + g % 4],
      1000 * (g % 5), 'Test payment',
      '{"address": "1 St", "city": "Leeds", "postalCode": "LS1", "country": "United Kingdom"}'::jsonb,
      '{"address": "1 St", "city": "Leeds", "postalCode": "LS1", "country": "United Kingdom"}'::jsonb,
      now() - (g / 3) * interval '1 hour'
    from generate_series(1, ${ORDERS}) g`);
});

/** Every order id, by the list's rule: the sort column, then the id, both in the one direction. */
async function plainOrder(sortBy: SortBy, order: 'asc' | 'desc') {
  const rows = await queryRows<{ id: string }>(
    db(),
    sql.raw(`select id from orders order by ${sortSql[sortBy]} ${order}, id ${order}`),
  );
  return rows.map((r) => r.id);
}

const list = (q: Partial<AdminOrderListQuery>) =>
  findOrdersForAdmin(db(), { page: 1, limit: 10, sortBy: 'createdAt', order: 'desc', ...q });

describe('the admin list pages like a plain ordered query', () => {
  for (const sortBy of ['createdAt', 'totalPrice', 'status'] as const) {
    for (const order of ['asc', 'desc'] as const) {
      it(`by ${sortBy} ${order}: first, middle and last pages, keyset both ways`, async () => {
        const all = await plainOrder(sortBy, order);
        const pages = Math.ceil(all.length / 10);
        for (const page of [1, 2, Math.ceil(pages / 2), pages - 1, pages]) {
          const answer = await list({ sortBy, order, page });
          expect(answer.orders.map((o) => o._id)).toEqual(all.slice((page - 1) * 10, page * 10));
          expect(answer.pagination).toEqual({ total: all.length, page, pages, limit: 10 });
        }
        expect((await list({ sortBy, order, page: pages + 1 })).orders).toEqual([]);

        // Forwards by `after` from the first page to the end, then back by `before`.
        const forwards: string[] = [];
        let answer = await list({ sortBy, order });
        forwards.push(...answer.orders.map((o) => o._id));
        while (answer.orders.length > 0 && answer.cursors.after) {
          answer = await list({ sortBy, order, after: answer.cursors.after });
          forwards.push(...answer.orders.map((o) => o._id));
        }
        expect(forwards).toEqual(all);
        const backwards: string[][] = [];
        answer = await list({ sortBy, order, page: pages });
        backwards.unshift(answer.orders.map((o) => o._id));
        while (answer.cursors.before) {
          answer = await list({ sortBy, order, before: answer.cursors.before });
          if (answer.orders.length === 0) break;
          backwards.unshift(answer.orders.map((o) => o._id));
        }
        expect(backwards.flat()).toEqual(all);
      });
    }
  }
});

describe('the admin search', () => {
  it('finds by name, e-mail, the order e-mail and both order numbers, with or without #', async () => {
    const anna = await registerCustomer((await startedServer()).url, {
      name: 'Annabel Quill',
      email: `annabel-${Date.now()}@example.test`,
    });
    const [placed] = await queryRows<{ id: string }>(
      db(),
      sql`insert into orders (id, user_id, status, total_pence, payment_method, billing_address,
        shipping_address)
      values ('d0a1b2c3d4e5f60718293a4b', ${anna.id}, 'Order Confirmed', 500, 'Test payment',
        '{"address": "1 St", "city": "Leeds", "postalCode": "LS1", "country": "United Kingdom", "email": "gift.giver@example.test"}'::jsonb,
        '{"address": "1 St", "city": "Leeds", "postalCode": "LS1", "country": "United Kingdom"}'::jsonb)
      returning id`,
    );
    const id = placed!.id;
    const found = async (search: string) =>
      (await list({ search, limit: 100 })).orders.map((o) => o._id);
    for (const search of [
      'annabel quill',
      'QUILL',
      anna.email.toUpperCase(),
      'gift.giver@',
      orderNumber(id),
      `#${orderNumber(id)}`,
      adminOrderRef(id),
      adminOrderRef(id).slice(1),
    ]) {
      expect(await found(search), search).toEqual([id]);
    }
    expect(await found('no such customer anywhere')).toEqual([]);
    // The total counts every match, as the plain OR over all four columns did.
    const [plain] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from orders o left join users u on u.id = o.user_id
        where o.id ilike '%paging%' or u.name ilike '%paging%' or u.email ilike '%paging%'
          or o.billing_address->>'email' ilike '%paging%'`,
    );
    expect((await list({ search: 'paging' })).pagination.total).toBe(plain!.n);
  });

  it('finds what the plain OR finds for a term with an @, matched from the local part (0021)', async () => {
    const stamp = Date.now();
    const zed = await registerCustomer((await startedServer()).url, {
      name: 'Zed Marlow',
      email: `zed.marlow-${stamp}@shop-mail.test`,
    });
    await db().execute(sql`
      insert into orders (id, user_id, status, total_pence, payment_method, billing_address,
        shipping_address)
      values ('e0a1b2c3d4e5f60718293a4b', ${zed.id}, 'Order Confirmed', 700, 'Test payment',
        '{"address": "1 St", "city": "York", "postalCode": "YO1", "country": "United Kingdom", "email": "Office_Desk@Marlow-Works.test"}'::jsonb,
        '{"address": "1 St", "city": "York", "postalCode": "YO1", "country": "United Kingdom"}'::jsonb)`);
    const plain = async (search: string) => {
      const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const rows = await queryRows<{ id: string }>(
        db(),
        sql`select o.id from orders o left join users u on u.id = o.user_id
          where o.id ilike ${pattern} or u.name ilike ${pattern} or u.email ilike ${pattern}
            or o.billing_address->>'email' ilike ${pattern}
          order by o.created_at desc, o.id desc`,
      );
      return rows.map((r) => r.id);
    };
    for (const search of [
      zed.email,
      `MARLOW-${stamp}@shop-mail.test`, // the end of the local part, the whole domain
      `${stamp}@SHOP`, // the end of the local part, the start of the domain
      `zed.marlow-${stamp}@`,
      'office_desk@marlow-works.test',
      'desk@marlow', // another customer's order e-mail, in any case
      'office%desk@', // % and _ are themselves, not wildcards
      'officexdesk@',
      'zed.marlow@', // the start of the local part only: no match
      '@shop-mail.test', // nothing before the @: the trigram index
      `${stamp}@shop-mail.test@x`, // two @: no stored e-mail contains it
    ]) {
      const expected = await plain(search);
      expect(
        (await list({ search, limit: 100 })).orders.map((o) => o._id),
        search,
      ).toEqual(expected);
    }
    // The comparison finds something: his order by his e-mail and by the one it was placed with.
    for (const search of [zed.email, `${stamp}@SHOP`, 'desk@marlow']) {
      expect(await plain(search), search).toEqual(['e0a1b2c3d4e5f60718293a4b']);
    }
    expect(await plain('office%desk@')).toEqual([]);
    expect(await plain('zed.marlow@')).toEqual([]);
  });
});

let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
async function startedServer() {
  server ??= await startTestServer(catalog.database);
  return server;
}
afterAll(() => server?.close());

describe('the dashboard counters', () => {
  it('equal a plain count(*) and sum after orders, payments, cancels and refunds at once', async () => {
    const { url } = await startedServer();
    const rest = restClient(url);
    const owner = await registerCustomer(url, { name: 'Owner' });
    await setAdmin(db(), owner.id, true);
    const asAdmin = { token: owner.token };
    const product = (
      await createProduct(db(), {
        name: 'Counted Ring',
        price: 40,
        countInStock: 100,
        categoryId: catalog.fixture.categories.smallRings.id,
      })
    ).id;
    const shippingAddress = {
      address: 'A B, 1 High St',
      city: 'Bath',
      postalCode: 'BA1 1AA',
      country: 'United Kingdom',
    };

    const placeAndPay = async (n: number) => {
      const { token } = await registerCustomer(url);
      const { status, body: order } = await rest.post<{
        _id: string;
        orderItems: { _id: string }[];
      }>('/api/orders', { orderItems: [{ product, qty: 1 }], shippingAddress }, { token });
      expect(status, JSON.stringify(order)).toBe(201);
      if (n % 4 === 0) return { order, token, paid: false };
      const { body: created } = await rest.post<{ id: string }>(
        '/api/paypal/create-order',
        { orderId: order._id },
        { token },
      );
      await rest.post('/api/paypal/capture-order', { orderID: created.id }, { token });
      return { order, token, paid: true };
    };
    const placed = await Promise.all(Array.from({ length: 12 }, (_, n) => placeAndPay(n)));

    // At the same time: more orders placed, some cancelled (paid ones refunded), some delivered
    // and returned, their refunds made.
    const deliverAndRefund = async ({ order, token }: (typeof placed)[number]) => {
      const delivered = await rest.put(
        `/api/orders/status/${order._id}`,
        { status: 'Delivered' },
        asAdmin,
      );
      expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);
      const { status, body } = await rest.post<{ returns: { _id: string }[] }>(
        `/api/orders/${order._id}/returns`,
        { items: [{ orderItem: order.orderItems[0]!._id, qty: 1 }], reason: 'changed-mind' },
        { token },
      );
      expect(status, JSON.stringify(body)).toBe(201);
      const returnId = body.returns[0]!._id;
      await rest.put(`/api/orders/${order._id}/returns/${returnId}/received`, undefined, asAdmin);
      await rest.post(`/api/orders/${order._id}/returns/${returnId}/refund`, undefined, asAdmin);
    };
    await Promise.all([
      ...Array.from({ length: 6 }, (_, n) => placeAndPay(n + 12)),
      ...placed
        .slice(0, 6)
        .map(({ order }) =>
          rest.put(`/api/orders/${order._id}/cancel`, { reason: 'Out of stock' }, asAdmin),
        ),
      ...placed
        .slice(6)
        .filter((p) => p.paid)
        .map(deliverAndRefund),
    ]);

    await foldOrderFigures(db());
    const earned = sql`case when (status = 'Delivered' or is_paid) and status <> 'Cancelled'
      then total_pence - ${refundedPence} else 0 end`;
    const plainByStatus = await queryRows<{ status: string; orders: number; net: number }>(
      db(),
      sql`select status, count(*)::int as orders, sum(${earned})::int as net
        from orders group by status order by status`,
    );
    const keptByStatus = await queryRows<{ status: string; orders: number; net: number }>(
      db(),
      sql`select status, sum(orders)::int as orders, sum(net_pence)::int as net
        from order_status_figures group by status having sum(orders) <> 0 order by status`,
    );
    expect(keptByStatus).toEqual(plainByStatus);
    const plainByDay = await queryRows<{ day: string; net: number }>(
      db(),
      sql`select (created_at at time zone ${SHOP_TIME_ZONE})::date::text as day,
          sum(${earned})::int as net
        from orders group by 1 having sum(${earned}) <> 0 order by 1`,
    );
    const keptByDay = await queryRows<{ day: string; net: number }>(
      db(),
      sql`select day::text as day, sum(net_pence)::int as net from order_daily_revenue
        group by 1 having sum(net_pence) <> 0 order by 1`,
    );
    expect(keptByDay).toEqual(plainByDay);
    // Refunds and cancellations did happen, so the comparison proves something.
    const refunded = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from order_returns where status = 'refunded'`,
    );
    expect(refunded[0]!.n).toBeGreaterThan(0);
    expect(plainByStatus.find((r) => r.status === 'Cancelled')?.orders).toBeGreaterThanOrEqual(6);
  });
});
