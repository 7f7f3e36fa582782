import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isStatusActionDisabled,
  statusActions,
} from '../../src/client/components/admin/orders/statusActionRules';
import type { Database } from '../../src/server/db/client';
import { orderStatusHistory, users } from '../../src/server/db/schema';
import { orderStatuses, type OrderStatus } from '../../src/shared/orderStatus';
import { createCaller } from '../support/caller';
import { createTestDatabase } from '../support/database';
import { createOrder } from '../support/factories';

let database: Database;
let admin: ReturnType<typeof createCaller>;

beforeAll(async () => {
  database = await createTestDatabase();
  const [owner] = await database.db
    .insert(users)
    .values({ name: 'Owner', email: 'owner@example.test', passwordHash: 'x', isAdmin: true })
    .returning();
  admin = createCaller(database, {
    id: owner!.id,
    name: 'Owner',
    email: owner!.email,
    isAdmin: true,
  });
});
afterAll(() => database.close());

/** What the server did with a move: made it, refused it, or (the same status) left it alone. */
async function serverAnswer(id: string, status: OrderStatus) {
  const before = await database.db.$count(orderStatusHistory, eq(orderStatusHistory.orderId, id));
  try {
    const { order } = await admin.admin.orders.updateStatus({ id, status });
    const after = await database.db.$count(orderStatusHistory, eq(orderStatusHistory.orderId, id));
    return order.status === status && after > before ? 'moved' : 'unchanged';
  } catch (err) {
    if (err instanceof TRPCError && err.code === 'CONFLICT') return 'refused';
    throw err;
  }
}

const pairs = orderStatuses.flatMap((from) => orderStatuses.map((to) => [from, to] as const));

describe('the status table (decision 033): the order page and the server agree on every move', () => {
  it.each(pairs)('%s → %s', async (from, to) => {
    const button = statusActions.find((action) => action.status === to)!;
    const enabled = !isStatusActionDisabled(button, from, false);
    const answer = await serverAnswer((await createOrder(database.db, from)).id, to);
    expect(answer === 'moved').toBe(enabled);
    // A disabled button's move is refused, unless it is the status the order already has.
    if (!enabled && from !== to) expect(answer).toBe('refused');
  });
});
