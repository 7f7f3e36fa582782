import { isReceivedStatus } from '../../../../shared/orderStatus';
import {
  isWithinReturnWindow,
  returnWindowClosedMessage,
  returnWindowLastDay,
} from '../../../../shared/returns';

interface ReturnableLine {
  _id: string;
  name: string;
  price: number;
  qty: number;
  returnRequestedQty: number;
}

/**
 * Whether the customer may ask for a return now, and of what: a delivered (or collected) order, inside the
 * shop's window, with units not yet asked back. The server checks all of it again.
 */
export function returnOptions<Line extends ReturnableLine>(
  order: { status: string; deliveredAt: string | null; orderItems: Line[] },
  windowDays: number,
  now = new Date(),
) {
  if (!isReceivedStatus(order.status) || !order.deliveredAt) {
    return { state: 'not-delivered' as const };
  }
  const lastDay = returnWindowLastDay(order.deliveredAt, windowDays);
  if (!isWithinReturnWindow(order.deliveredAt, windowDays, now)) {
    return { state: 'closed' as const, message: returnWindowClosedMessage(windowDays, lastDay) };
  }
  const lines = order.orderItems
    .map((item) => ({ ...item, left: item.qty - item.returnRequestedQty }))
    .filter((item) => item.left > 0);
  if (lines.length === 0) return { state: 'all-requested' as const };
  return { state: 'open' as const, lastDay, lines };
}
