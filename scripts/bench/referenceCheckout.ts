import { createSecretKey } from 'node:crypto';
import type { Express, Request } from 'express';
import jwt from 'jsonwebtoken';
import pg from 'pg';

/**
 * The checkout yardstick: the least a shop can do to sell and be paid, hand-written over
 * node-postgres on tables of its own (`referenceCheckoutSchema`). Placing is one transaction:
 * lock the products in id order, check stock, insert the order and its lines, decrement stock.
 * Paying marks the order paid once. The session token (the shop's own, HS256) is verified on
 * every request with a key built once; no session row is read.
 */
export const referenceCheckoutSchema = [
  `create table products (id text primary key, price_pence integer not null,
     count_in_stock integer not null check (count_in_stock >= 0))`,
  `create table orders (id bigserial primary key, user_id text not null,
     total_pence integer not null, is_paid boolean not null default false, paid_at timestamptz,
     created_at timestamptz not null default now())`,
  `create index orders_user_idx on orders (user_id, created_at)`,
  `create table order_items (id bigserial primary key, order_id bigint not null references orders,
     product_id text not null references products, qty integer not null,
     price_pence integer not null)`,
  `create index order_items_order_idx on order_items (order_id)`,
];

class Refused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function mountReferenceCheckout(app: Express, databaseUrl: string, secret: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const key = createSecretKey(Buffer.from(secret));

  const userOf = (req: Request) => {
    const token = req.get('authorization')?.replace(/^Bearer /, '') ?? '';
    try {
      const claims = jwt.verify(token, key, { algorithms: ['HS256'], audience: 'session' });
      if (typeof claims === 'string' || !claims.sub) throw new Error('no subject');
      return claims.sub;
    } catch {
      throw new Refused(401, 'Not authorized');
    }
  };

  app.post('/checkout/orders', async (req, res) => {
    try {
      const userId = userOf(req);
      const lines = (req.body as { orderItems: { product: string; qty: number }[] }).orderItems;
      const ids = lines.map((l) => l.product);
      const qtys = lines.map((l) => l.qty);
      const client = await pool.connect();
      try {
        await client.query('begin');
        const locked = await client.query<{
          id: string;
          price_pence: number;
          count_in_stock: number;
        }>(
          'select id, price_pence, count_in_stock from products where id = any($1) order by id for update',
          [ids],
        );
        const byId = new Map(locked.rows.map((p) => [p.id, p]));
        let total = 0;
        for (const line of lines) {
          const product = byId.get(line.product);
          if (!product) throw new Refused(409, 'unavailable');
          if (product.count_in_stock < line.qty) throw new Refused(409, 'sold out');
          total += product.price_pence * line.qty;
        }
        const order = await client.query<{ id: string }>(
          'insert into orders (user_id, total_pence) values ($1, $2) returning id',
          [userId, total],
        );
        const orderId = order.rows[0]!.id;
        await client.query(
          `insert into order_items (order_id, product_id, qty, price_pence)
           select $1, p.id, l.qty, p.price_pence
           from unnest($2::text[], $3::int[]) as l(product_id, qty) join products p on p.id = l.product_id`,
          [orderId, ids, qtys],
        );
        await client.query(
          `update products p set count_in_stock = p.count_in_stock - l.qty
           from unnest($1::text[], $2::int[]) as l(product_id, qty) where p.id = l.product_id`,
          [ids, qtys],
        );
        await client.query('commit');
        res.status(201).json({ _id: orderId, totalPrice: total / 100 });
      } catch (err) {
        await client.query('rollback');
        throw err;
      } finally {
        client.release();
      }
    } catch (err) {
      const status = err instanceof Refused ? err.status : 500;
      res.status(status).json({ message: (err as Error).message });
    }
  });

  app.post('/checkout/orders/:id/pay', async (req, res) => {
    try {
      const userId = userOf(req);
      const paid = await pool.query(
        `update orders set is_paid = true, paid_at = now()
         where id = $1 and user_id = $2 and not is_paid returning id`,
        [req.params.id, userId],
      );
      if (paid.rowCount !== 1) throw new Refused(409, 'not payable');
      res.json({ status: 'COMPLETED' });
    } catch (err) {
      const status = err instanceof Refused ? err.status : 500;
      res.status(status).json({ message: (err as Error).message });
    }
  });
}
