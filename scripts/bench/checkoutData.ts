import { randomBytes } from 'node:crypto';
import jwt from 'jsonwebtoken';
import pg from 'pg';
import { createFreshPostgresDatabase } from './benchDatabases';
import { referenceCheckoutSchema } from './referenceCheckout';

/** Units on the shelf of each product the customers buy: enough that none sells out. */
const STOCK = 100_000;
/** How many products the customers buy from: few enough that orders queue for the same rows. */
const PRODUCTS_BOUGHT = 40;

export interface Customer {
  userId: string;
  token: string;
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Our shop's database gets `count` customers, each signed in (a session row and its token, as
 * a sign-in makes), and PRODUCTS_BOUGHT visible products restocked; the reference's database
 * (created fresh, tables of its own) the same products, prices and stock. Answers the customers
 * (their tokens serve both servers: the same secret) and the products' ids.
 */
export async function prepareCheckoutData(options: {
  ourUrl: string;
  serverUrl: string;
  referenceName: string;
  jwtSecret: string;
  count: number;
}) {
  const productIds = await withClient(options.ourUrl, async (db) => {
    const chosen = await db.query<{ id: string }>(
      `select p.id from products p join categories c on c.id = p.category_id
       left join categories parent on parent.id = c.parent_id
       where p.is_active and c.is_active and coalesce(parent.is_active, true)
       order by p.id limit $1`,
      [PRODUCTS_BOUGHT],
    );
    const ids = chosen.rows.map((r) => r.id);
    await db.query('update products set count_in_stock = $2 where id = any($1)', [ids, STOCK]);
    return ids;
  });
  const customers: Customer[] = [];
  await withClient(options.ourUrl, async (db) => {
    for (let i = 0; i < options.count; i++) {
      const userId = randomBytes(12).toString('hex');
      const sessionId = randomBytes(12).toString('hex');
      await db.query(
        `insert into users (id, name, email, password_hash) values ($1, $2, $3, 'not-a-hash')`,
        [userId, `Bench Customer ${i}`, `bench-${i}-${userId.slice(0, 6)}@example.com`],
      );
      await db.query(
        `insert into sessions (id, user_id, expires_at) values ($1, $2, now() + interval '1 day')`,
        [sessionId, userId],
      );
      const token = jwt.sign({ sid: sessionId }, options.jwtSecret, {
        algorithm: 'HS256',
        audience: 'session',
        subject: userId,
        expiresIn: '1d',
      });
      customers.push({ userId, token });
    }
  });
  const products = await withClient(options.ourUrl, (db) =>
    db.query<{ id: string; price_pence: number }>(
      'select id, price_pence from products where id = any($1)',
      [productIds],
    ),
  );
  const referenceUrl = await createFreshPostgresDatabase(options.serverUrl, options.referenceName);
  await withClient(referenceUrl, async (db) => {
    for (const statement of referenceCheckoutSchema) await db.query(statement);
    for (const p of products.rows) {
      await db.query('insert into products values ($1, $2, $3)', [p.id, p.price_pence, STOCK]);
    }
    await db.query('vacuum analyze');
  });
  await withClient(options.ourUrl, (db) => db.query('vacuum analyze'));
  return { customers, productIds, referenceUrl };
}

export interface HotUpdates {
  table: string;
  updates: number;
  hot: number;
}

/** Updates and HOT (in-place) updates per table so far; the difference of two is a run's. */
export function readHotUpdates(url: string, tables: string[]): Promise<HotUpdates[]> {
  return withClient(url, async (db) => {
    const rows = await db.query<{ table: string; updates: string; hot: string }>(
      `select relname as table, n_tup_upd as updates, n_tup_hot_upd as hot
       from pg_stat_user_tables where relname = any($1) order by relname`,
      [tables],
    );
    return rows.rows.map((r) => ({ table: r.table, updates: +r.updates, hot: +r.hot }));
  });
}

/** Money and stock after the runs: what a customer was told was paid must add up exactly. */
export interface Books {
  orders: number;
  paidOrders: number;
  /** Orders with other than exactly one completed payment of their total (ours only). */
  badlyPaid: number;
  /** Units taken off the shelf minus units in orders: any difference is stock lost or made up. */
  stockDrift: number;
  /** Units sold beyond what the shelf held. */
  oversold: number;
}

export async function readOurBooks(url: string, productIds: string[]): Promise<Books> {
  return withClient(url, async (db) => {
    // One connection: one query at a time.
    const orders = await db.query<{ n: number; paid: number }>(
      'select count(*)::int as n, count(*) filter (where is_paid)::int as paid from orders',
    );
    const badlyPaid = await db.query<{ n: number }>(
      `select count(*)::int as n from orders o where o.is_paid and (select count(*) from payments p
           where p.order_id = o.id and p.status = 'COMPLETED' and p.amount_pence = o.total_pence) <> 1`,
    );
    const stock = await db.query<{ taken: number; ordered: number; oversold: number }>(
      `select coalesce(sum(${STOCK} - p.count_in_stock), 0)::int as taken,
           coalesce(sum((select sum(qty) from order_items i where i.product_id = p.id)), 0)::int as ordered,
           count(*) filter (where p.count_in_stock < 0)::int as oversold
         from products p where p.id = any($1)`,
      [productIds],
    );
    return {
      orders: orders.rows[0]!.n,
      paidOrders: orders.rows[0]!.paid,
      badlyPaid: badlyPaid.rows[0]!.n,
      stockDrift: stock.rows[0]!.taken - stock.rows[0]!.ordered,
      oversold: stock.rows[0]!.oversold,
    };
  });
}

export async function readReferenceBooks(url: string): Promise<Books> {
  return withClient(url, async (db) => {
    const orders = await db.query<{ n: number; paid: number }>(
      'select count(*)::int as n, count(*) filter (where is_paid)::int as paid from orders',
    );
    const stock = await db.query<{ taken: number; ordered: number; oversold: number }>(
      `select coalesce(sum(${STOCK} - p.count_in_stock), 0)::int as taken,
         coalesce(sum((select sum(qty) from order_items i where i.product_id = p.id)), 0)::int as ordered,
         count(*) filter (where p.count_in_stock < 0)::int as oversold
       from products p`,
    );
    return {
      orders: orders.rows[0]!.n,
      paidOrders: orders.rows[0]!.paid,
      badlyPaid: 0,
      stockDrift: stock.rows[0]!.taken - stock.rows[0]!.ordered,
      oversold: stock.rows[0]!.oversold,
    };
  });
}
