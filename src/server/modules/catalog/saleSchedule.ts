import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

/**
 * Starts and ends the scheduled sales whose time came (decision 044): touches each product whose
 * sale flag is not what its dates say now, and the database's trigger derives its price, was-price
 * and flag from what the owner last saved; the change notice that follows clears the caches. Safe
 * on every instance at once: the rows are locked in id order (as a checkout locks them), and a row
 * another instance (or an owner's save) changed meanwhile is read again and left alone if it is
 * right. Answers how many products changed.
 */
export async function applyScheduledSales(db: Db): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`with due as (
        select id from products
        where sale_price_pence is not null
          and is_on_sale <> product_sale_is_on(sale_price_pence, sale_starts_at, sale_ends_at, now())
        order by id
        for update)
      update products set updated_at = now() from due where products.id = due.id
      returning products.id`,
  );
  return rows.length;
}
