import { sql } from 'drizzle-orm';
import { refundDueBy } from '../../../shared/ownersMorning';
import type { ReturnStatus } from '../../../shared/returns';
import { queryRows, type Db } from '../../db/client';

interface WaitingReturnRow {
  id: string;
  order_id: string;
  status: ReturnStatus;
  amount_pence: number;
  received_at: string | null;
  created_at: string;
  total: number;
}

/**
 * Returns the owner still has to receive or refund (every one not yet refunded, as the orders
 * list's "open returns" filter takes them), received ones first by the day their refund is due,
 * then requests by age. One statement over the partial index of open returns.
 */
export async function findReturnsWaiting(db: Db, first: number) {
  const rows = await queryRows<WaitingReturnRow>(
    db,
    sql`select id, order_id, status, amount_pence, received_at, created_at,
        count(*) over ()::int as total
      from order_returns where status <> 'refunded'
      order by received_at nulls last, created_at, id limit ${first}`,
  );
  return {
    count: rows[0]?.total ?? 0,
    first: rows.map((r) => ({
      _id: r.id,
      orderId: r.order_id,
      status: r.status,
      amountPence: r.amount_pence,
      requestedAt: new Date(r.created_at).toISOString(),
      refundDueBy: r.received_at ? refundDueBy(r.received_at) : null,
    })),
  };
}
