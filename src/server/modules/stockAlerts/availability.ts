import { sql, type SQL } from 'drizzle-orm';

/**
 * Conditions over `p` (products), `c` (its category) and `pc` (the parent category, left
 * joined), shared by the request (nothing to wait for) and the round (time to send).
 */
export const visibleProductSql = sql`p.is_active and c.is_active and coalesce(pc.is_active, true)`;

export const productJoinsSql = sql`products p join categories c on c.id = p.category_id
  left join categories pc on pc.id = c.parent_id`;

/**
 * Whether the product, or the option `choice` names ({} for the product as a whole), can be
 * ordered now: units in stock, or an option made to order (decision 041).
 */
export const orderableSql = (choice: SQL) => sql`(case when ${choice} = '{}'::jsonb
  then p.count_in_stock > 0 or exists (select 1 from product_variants v
    where v.product_id = p.id and v.made_to_order_days is not null)
  else exists (select 1 from product_variants v where v.product_id = p.id and v.choice = ${choice}
    and (v.count_in_stock > 0 or v.made_to_order_days is not null)) end)`;
