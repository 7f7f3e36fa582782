import { TODO_FIRST_ITEMS } from '../../../shared/ownersMorning';
import type { PooledDb } from '../../db/client';
import { findLowStock } from '../../modules/catalog';
import { findOrdersWaiting } from '../../modules/orders';
import { findReturnsWaiting } from '../../modules/returns';
import { findNewReviews } from '../../modules/reviews';

/**
 * The owner's morning (issue 29): what waits for them, each group a count and its first few,
 * read by five statements side by side (each over a partial index or a small table), so the
 * dashboard and the admin menu's counts are one call.
 */
export async function findTodoList(db: PooledDb, first = TODO_FIRST_ITEMS) {
  const [toSend, collections, returns, lowStock, reviews] = await Promise.all([
    findOrdersWaiting(db, 'to-send', first),
    findOrdersWaiting(db, 'to-collect', first),
    findReturnsWaiting(db, first),
    findLowStock(db, first),
    findNewReviews(db, first),
  ]);
  return { toSend, collections, returns, lowStock, reviews };
}
export type TodoList = Awaited<ReturnType<typeof findTodoList>>;
