import argon2 from 'argon2';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../src/server/db/client';
import { prepareShopDatabase } from './benchDatabases';

/**
 * A grown shop for the big-data bench (issue 27): the real, migrated schema filled by SQL
 * (generate_series, INSERT … SELECT), so every row passes every constraint and trigger, in the
 * proportions the issue measured at 200,000 orders: 10,000 products, 50,000 customers, ~355,000
 * order lines, ~747,000 history rows, a payment per paid order, some returns, 25,000 reviews and
 * ~187,000 mails. Smaller shops scale everything down alike. Orders spread over the last 180 days
 * (the 30-day chart then reads ~17% of them, as measured).
 *
 * Besides the crowd it holds the accounts the bench signs in with (one password for all):
 *  - the administrator `admin@bench.test`;
 *  - `heavy@bench.test`, a customer with `heavyOrders` orders (My Orders, my-data);
 *  - `leaving-<n>@bench.test`, customers with a few orders and mails each, to delete;
 *  - `dueOrders` unpaid orders whose hold ends an hour from now, for the expiry (the server's own
 *    sweep must not take them first; the bench runs the sweep as of two hours ahead).
 */
export const BENCH_PASSWORD = 'Bench-password-27!';
export const DELETED_ACCOUNTS = 5;

export interface BigShopSize {
  orders: number;
  products: number;
  customers: number;
  reviews: number;
  heavyOrders: number;
  dueOrders: number;
}

export function bigShopSize(orders: number): BigShopSize {
  const scale = orders / 200_000;
  return {
    orders,
    products: Math.max(200, Math.round(10_000 * scale)),
    customers: Math.max(100, Math.round(50_000 * scale)),
    reviews: Math.round(25_000 * scale),
    heavyOrders: Math.min(3_000, Math.round(orders / 2)),
    dueOrders: Math.round(5_000 * scale),
  };
}

/** A whole number written into the statement: plain parameters would reach PostgreSQL untyped. */
const int = (value: number) => sql.raw(String(Math.trunc(value)));

export async function prepareBigShop(databaseUrl: string, dataDir: string, size: BigShopSize) {
  await prepareShopDatabase({ databaseUrl, dataDir, extraProducts: size.products });
  const passwordHash = await argon2.hash(BENCH_PASSWORD, { type: argon2.argon2id });
  const database = openDatabase({ databaseUrl, dataDir });
  const db = database.db;
  try {
    await db.execute(sql`
      insert into users (id, name, email, password_hash, is_admin, created_at)
      select substr(md5('user' || g), 1, 24),
        (array['Olivia','Amelia','Isla','Ava','Mia','Noah','Oliver','George','Arthur','Leo'])[1 + g % 10]
          || ' ' || (array['Smith','Jones','Taylor','Brown','Williams','Wilson','Johnson','Davies','Patel','Wright'])[1 + (g / 10) % 10]
          || '-' || g,
        'customer' || g || '@example.co.uk', ${passwordHash}, false,
        now() - interval '400 days' + g * interval '1 second'
      from generate_series(1, ${int(size.customers)}) g`);
    await db.execute(sql`
      insert into users (id, name, email, password_hash, is_admin) values
        (substr(md5('admin'), 1, 24), 'Bench Admin', 'admin@bench.test', ${passwordHash}, true),
        (substr(md5('heavy'), 1, 24), 'Heavy Buyer', 'heavy@bench.test', ${passwordHash}, false)`);
    await db.execute(sql`
      insert into users (id, name, email, password_hash, is_admin)
      select substr(md5('leaving' || g), 1, 24), 'Leaving Customer ' || g,
        'leaving-' || g || '@bench.test', ${passwordHash}, false
      from generate_series(1, ${int(DELETED_ACCOUNTS)}) g`);

    // Orders: who placed it (the heavy buyer, a leaving customer, or the crowd), when, and where
    // it stands. 85% delivered or on the way and paid, 6% cancelled (a third of them after payment),
    // the rest waiting; the last `dueOrders` are unpaid holds that run out in an hour.
    await db.execute(sql`
      create temporary table bench_orders as
      select g,
        substr(md5('order' || g), 1, 24) as id,
        case
          when g <= ${int(size.heavyOrders)} then substr(md5('heavy'), 1, 24)
          when g <= ${int(size.heavyOrders)} + ${int(DELETED_ACCOUNTS * 4)} then
            substr(md5('leaving' || (1 + g % ${int(DELETED_ACCOUNTS)})), 1, 24)
          else substr(md5('user' || (1 + (g * 7919) % ${int(size.customers)})), 1, 24)
        end as user_id,
        now() - (${int(size.orders)} - g) * (interval '180 days' / ${int(size.orders)}) as created_at,
        case
          when g > ${int(size.orders)} - ${int(size.dueOrders)} then 'due'
          when g % 100 < 70 then 'Delivered'
          when g % 100 < 78 then 'Order Shipped'
          when g % 100 < 85 then 'Order Processing'
          when g % 100 < 87 then 'cancelled-paid'
          when g % 100 < 91 then 'Cancelled'
          when g % 100 < 93 then 'Payment Processing'
          else 'Order Confirmed'
        end as kind,
        1 + g % 2 + (g % 7 = 0)::int + (g % 13 = 0)::int as lines
      from generate_series(1, ${int(size.orders)}) g`);
    await db.execute(sql`alter table bench_orders add primary key (g)`);
    await db.execute(sql`analyze bench_orders`);
    await db.execute(sql`
      insert into orders (id, user_id, status, total_pence, is_paid, paid_at, is_delivered,
        delivered_at, payment_method, billing_address, shipping_address, expires_at, created_at,
        updated_at)
      select o.id, o.user_id,
        case o.kind when 'due' then 'Order Confirmed' when 'cancelled-paid' then 'Cancelled'
          else o.kind end,
        0,
        o.kind in ('Delivered', 'Order Shipped', 'Order Processing', 'cancelled-paid'),
        case when o.kind in ('Delivered', 'Order Shipped', 'Order Processing', 'cancelled-paid')
          then o.created_at + interval '5 minutes' end,
        o.kind = 'Delivered',
        case when o.kind = 'Delivered' then o.created_at + interval '4 days' end,
        'PayPal', a.address, a.address,
        case when o.kind = 'due' then now() + interval '1 hour' end,
        o.created_at, o.created_at
      from bench_orders o join users u on u.id = o.user_id
      cross join lateral (select jsonb_build_object('firstName', split_part(u.name, ' ', 1),
        'lastName', split_part(u.name, ' ', 2), 'address', o.g || ' High Street',
        'city', (array['London','Leeds','Bath','York','Bristol'])[1 + o.g % 5],
        'postalCode', 'SW1A 1AA', 'country', 'United Kingdom', 'email', u.email) as address) a`);
    // Products by number, indexed: a join on a computed number must not scan them per line.
    await db.execute(sql`
      create temporary table bench_products as
      select row_number() over (order by id) - 1 as n, id, name, price_pence from products`);
    await db.execute(sql`alter table bench_products add primary key (n)`);
    await db.execute(sql`analyze bench_products`);
    const [counted] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from bench_products`,
    );
    const productTotal = int(counted!.n);
    await db.execute(sql`
      with product as (select * from bench_products)
      insert into order_items (id, order_id, product_id, name, price_pence, qty, position)
      select substr(md5('line' || o.g || '-' || l), 1, 24), o.id, p.id, p.name, p.price_pence,
        1 + (o.g + l) % 3 / 2, l - 1
      from bench_orders o cross join generate_series(1, o.lines) l
      join product p on p.n = (o.g * 31 + l * 17) % ${productTotal}`);
    await db.execute(sql`
      update orders o set total_pence = t.total
      from (select order_id, sum(price_pence * qty) as total from order_items group by 1) t
      where t.order_id = o.id`);

    // History: placed, then each step the order went through (about 3.7 rows an order).
    await db.execute(sql`
      insert into order_status_history (id, order_id, status, note, created_at)
      select substr(md5('history' || o.g || '-' || s.step), 1, 24), o.id, s.status, '',
        o.created_at + s.step * interval '1 day'
      from bench_orders o cross join lateral (values
        (0, 'Order Confirmed', true),
        (1, 'Order Processing', o.kind in ('Delivered', 'Order Shipped', 'Order Processing', 'cancelled-paid')),
        (2, 'Order Shipped', o.kind in ('Delivered', 'Order Shipped')),
        (3, 'Delivered', o.kind = 'Delivered'),
        (4, 'Cancelled', o.kind in ('Cancelled', 'cancelled-paid')),
        (5, 'Payment Processing', o.kind = 'Payment Processing')
      ) s(step, status, happened)
      where s.happened`);
    await db.execute(sql`
      insert into payments (id, order_id, provider, provider_order_id, status, amount_pence,
        capture_id, refunded_at, created_at, updated_at)
      select substr(md5('payment' || o.g), 1, 24), o.id, 'test', 'TEST-' || o.g,
        case when o.kind = 'cancelled-paid' then 'REFUNDED' else 'COMPLETED' end,
        x.total_pence, 'CAPTURE-' || o.g,
        case when o.kind = 'cancelled-paid' then o.created_at + interval '2 days' end,
        o.created_at, o.created_at
      from bench_orders o join orders x on x.id = o.id
      where o.kind in ('Delivered', 'Order Shipped', 'Order Processing', 'cancelled-paid')`);

    // Returns of the first line of 2% of delivered orders, half of them refunded.
    await db.execute(sql`
      insert into order_returns (id, order_id, status, reason, amount_pence, refunded_at,
        created_at, updated_at)
      select substr(md5('return' || o.g), 1, 24), o.id,
        case when o.g % 100 = 3 then 'refunded' else 'requested' end, 'wrong-size', i.price_pence,
        case when o.g % 100 = 3 then o.created_at + interval '10 days' end,
        o.created_at + interval '8 days', o.created_at + interval '8 days'
      from bench_orders o join order_items i on i.order_id = o.id and i.position = 0
      where o.kind = 'Delivered' and o.g % 50 = 3`);
    await db.execute(sql`
      insert into order_return_items (id, return_id, order_item_id, qty)
      select substr(md5('return-item' || r.id), 1, 24), r.id, i.id, 1
      from order_returns r join order_items i on i.order_id = r.order_id and i.position = 0`);

    await db.execute(sql`
      with product as (select * from bench_products)
      insert into reviews (id, product_id, user_id, rating, title, body, created_at)
      select substr(md5('review' || g), 1, 24), p.id,
        substr(md5('user' || (1 + g % ${int(size.customers)})), 1, 24), 1 + g % 5, 'Lovely',
        'Bought as a gift and it arrived beautifully wrapped.', now() - g * interval '1 minute'
      from generate_series(1, ${int(size.reviews)}) g
      join product p on p.n = ((g / ${int(size.customers)}) + g * 13) % ${productTotal}
      on conflict do nothing`);

    // Mail: a confirmation per order (93.5% of them), nearly all sent.
    await db.execute(sql`
      insert into mail_outbox (id, to_address, subject, text, html, sent_at, next_attempt_at,
        created_at)
      select substr(md5('mail' || o.g), 1, 24), u.email, 'Your order', 'Thank you for your order.',
        '<p>Thank you for your order.</p>',
        case when o.g % 500 <> 0 then o.created_at + interval '1 minute' end,
        o.created_at, o.created_at
      from bench_orders o join users u on u.id = o.user_id
      where o.g % 200 < 187`);
    await db.execute(sql`drop table bench_orders, bench_products`);
    await db.execute(sql`vacuum analyze`);
  } finally {
    await database.close();
  }
}
