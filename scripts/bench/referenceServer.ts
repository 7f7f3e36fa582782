/**
 * The bench's yardstick, run as its own process: the least a listing endpoint can do. A bare
 * Express handler over node-postgres answers the default listing with the one indexed page query
 * and a count (run side by side), nothing else: no validation, no joins, no logging, no headers
 * beyond Express's own. `/bytes` sends a fixed body, the floor for a response served from memory.
 *
 *   REFERENCE_DATABASE_URL=postgres://… REFERENCE_PORT=4001 REFERENCE_BODY_FILE=/tmp/body.json
 *
 * With REFERENCE_CHECKOUT_DATABASE_URL and REFERENCE_JWT_SECRET it also places and pays orders
 * (referenceCheckout.ts), on a database of its own.
 */
import { readFileSync } from 'node:fs';
import express from 'express';
import pg from 'pg';
import { mountReferenceCheckout } from './referenceCheckout';

const PAGE_SIZE = 12;

const pool = new pg.Pool({ connectionString: process.env.REFERENCE_DATABASE_URL, max: 10 });
const fixedBody = process.env.REFERENCE_BODY_FILE
  ? readFileSync(process.env.REFERENCE_BODY_FILE)
  : Buffer.from('{}');

const app = express();
app.use(express.json());
if (process.env.REFERENCE_CHECKOUT_DATABASE_URL && process.env.REFERENCE_JWT_SECRET) {
  mountReferenceCheckout(
    app,
    process.env.REFERENCE_CHECKOUT_DATABASE_URL,
    process.env.REFERENCE_JWT_SECRET,
  );
}

app.get('/products', async (req, res) => {
  const page = Math.max(1, Number(req.query.page) || 1);
  const [rows, count] = await Promise.all([
    pool.query(
      'select * from products where is_active order by created_at desc, id limit $1 offset $2',
      [PAGE_SIZE, (page - 1) * PAGE_SIZE],
    ),
    pool.query<{ total: number }>('select count(*)::int as total from products where is_active'),
  ]);
  const total = count.rows[0]?.total ?? 0;
  res.json({
    products: rows.rows,
    total,
    page,
    pages: Math.ceil(total / PAGE_SIZE),
    limit: PAGE_SIZE,
  });
});

app.get('/bytes', (_req, res) => {
  res.type('application/json').send(fixedBody);
});

app.listen(Number(process.env.REFERENCE_PORT), '127.0.0.1', () => {
  console.log('reference ready');
});
