import { sql, type SQL } from 'drizzle-orm';
import { orderIdInSearch } from '../../../shared/orders';
import { containsPattern } from '../../db/like';
import { orders } from '../../db/schema';

/** Hex digits only: what a typed order number (either form, '#' taken off) can be. */
const ORDER_ID_PART = /^[0-9a-f]{1,24}$/i;

/**
 * The admin's search as the ids of the orders it finds: by the customer's name or e-mail, the
 * e-mail the order was placed with, or either order number the shop shows (the customer's
 * '#4AF5FE6E', the first 8 characters of the id; the admin's '#0d79f8', the last 6), each a
 * substring as before. Written as a UNION of one match per column, so each part is served by its
 * own trigram index (migration 0019) instead of one OR that no index can serve; a term that cannot
 * be part of an order id skips the id's part.
 */
export function orderIdsMatchingSearch(search: string): SQL {
  const pattern = containsPattern(search);
  const idPart = orderIdInSearch(search);
  const byCustomer = sql`select o.id from orders o where o.user_id in (
    select u.id from users u where u.name ilike ${pattern} or u.email ilike ${pattern})`;
  const byOrderEmail = sql`select o.id from orders o
    where (o.billing_address ->> 'email') ilike ${pattern}`;
  const byOrderNumber = ORDER_ID_PART.test(idPart)
    ? sql` union select o.id from orders o where o.id::text ilike ${containsPattern(idPart.toLowerCase())}`
    : sql``;
  return sql`${orders.id} in (${byCustomer} union ${byOrderEmail}${byOrderNumber})`;
}
