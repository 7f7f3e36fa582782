import { sql } from 'drizzle-orm';
import type { OrderStatus } from '../../../shared/orderStatus';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { newId, orderStatusHistory } from '../../db/schema';

const insertHistory = preparedStatement('insert_order_history', (db) =>
  db
    .insert(orderStatusHistory)
    .values({
      id: sql.placeholder('id'),
      orderId: sql.placeholder('orderId'),
      status: sql.placeholder('status'),
      note: sql.placeholder('note'),
    })
    .returning(),
);

/** An entry in the order's history (what the customer's timeline and the admin's log show). */
export const addHistory = (
  tx: Db,
  orderId: string,
  status: OrderStatus,
  note: string,
): Promise<(typeof orderStatusHistory.$inferSelect)[]> =>
  insertHistory(tx, { id: newId(), orderId, status, note });
