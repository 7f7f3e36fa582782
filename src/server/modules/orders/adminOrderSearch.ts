import { sql, type SQL } from 'drizzle-orm';
import { orderIdInSearch } from '../../../shared/orders';
import { containsPattern, prefixPattern } from '../../db/like';
import { orders } from '../../db/schema';

/** Hex digits only: what a typed order number (either form, '#' taken off) can be. */
const ORDER_ID_PART = /^[0-9a-f]{1,24}$/i;

/**
 * `email ILIKE '%term%'`, and for a term with one '@' and something before it (a whole e-mail,
 * or 'jo@', 'jo@exa') a condition a btree serves first. Every e-mail the shop stores passed
 * z.email(), so has one '@': it contains such a term exactly when its local part ends with the
 * term's part before the '@' (and its domain starts with the rest, which the ILIKE checks). The
 * local part is indexed reversed (migration 0021), so "ends with" is a prefix. The trigram index
 * cannot do this at scale: a term's trigrams include its domain's ('@ex', '.co', …), each listing
 * every order placed with that domain, and a GIN scan decodes every one of those lists.
 */
function emailMatches(email: SQL, search: string): SQL {
  const contains = sql`${email} ilike ${containsPattern(search)}`;
  const [local, ...domain] = search.split('@');
  if (!local || domain.length !== 1) return contains;
  // Reversed by code point, as PostgreSQL's reverse(); lower() in SQL, as the index has it.
  const reversedLocal = [...local].reverse().join('');
  return sql`(reverse(lower(split_part(${email}, '@', 1))) like lower(${prefixPattern(reversedLocal)})
    and ${contains})`;
}

/**
 * The admin's search as the ids of the orders it finds: by the customer's name or e-mail, the
 * e-mail the order was placed with, or either order number the shop shows (the customer's
 * '#4AF5FE6E', the first 8 characters of the id; the admin's '#0d79f8', the last 6), each a
 * substring as before. Written as a UNION of one match per column, so each part is served by its
 * own index (trigrams, migration 0019; an e-mail's local part, 0021) instead of one OR that no
 * index can serve; a term that cannot be part of an order id skips the id's part.
 */
export function orderIdsMatchingSearch(search: string): SQL {
  const idPart = orderIdInSearch(search);
  const byCustomer = sql`select o.id from orders o where o.user_id in (
    select u.id from users u
    where u.name ilike ${containsPattern(search)} or ${emailMatches(sql`u.email`, search)})`;
  const byOrderEmail = sql`select o.id from orders o
    where ${emailMatches(sql`(o.billing_address ->> 'email')`, search)}`;
  const byOrderNumber = ORDER_ID_PART.test(idPart)
    ? sql` union select o.id from orders o where o.id::text ilike ${containsPattern(idPart.toLowerCase())}`
    : sql``;
  return sql`${orders.id} in (${byCustomer} union ${byOrderEmail}${byOrderNumber})`;
}
