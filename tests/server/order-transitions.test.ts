import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isStatusActionDisabled,
  statusActionsFor,
} from '../../src/client/components/admin/orders/statusActionRules';
import type { Database } from '../../src/server/db/client';
import { orderStatusHistory, users } from '../../src/server/db/schema';
import type { DeliveryKind } from '../../src/shared/delivery';
import { OrderStatus, orderStatuses } from '../../src/shared/orderStatus';
import { statusFitsDelivery } from '../../src/shared/orderTransitions';
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

/** Every move from each status an order travelling by `kind` can be in, to every status. */
const movesOf = (kind: DeliveryKind) =>
  orderStatuses
    .filter((from) => statusFitsDelivery(from, kind))
    .flatMap((from) => orderStatuses.map((to) => [from, to] as const));

describe.each(['post', 'collection'] as const)(
  'the status table (decision 033): the order page and the server agree on every move of a %s order',
  (kind) => {
    it.each(movesOf(kind))('%s → %s', async (from, to) => {
      const button = statusActionsFor(kind).find((action) => action.status === to);
      const enabled = !!button && !isStatusActionDisabled(button, from, kind, false);
      const answer = await serverAnswer((await createOrder(database.db, from, kind)).id, to);
      expect(answer === 'moved').toBe(enabled);
      // A disabled (or absent) button's move is refused, unless it is the status the order has.
      if (!enabled && from !== to) expect(answer).toBe('refused');
    });
  },
);

describe('collection-only and parcel-only statuses', () => {
  async function refusal(kind: DeliveryKind, from: OrderStatus, to: OrderStatus) {
    const { id } = await createOrder(database.db, from, kind);
    return admin.admin.orders.updateStatus({ id, status: to }).then(
      () => 'moved',
      (err: TRPCError) => `${err.code}: ${err.message}`,
    );
  }

  it('refuses Ready to collect for a posted order and Shipped for a collection, naming both', async () => {
    expect(await refusal('post', OrderStatus.Processing, OrderStatus.ReadyToCollect)).toBe(
      'CONFLICT: An order that is Order Processing cannot be moved to Ready to collect: it is sent to the customer, not collected.',
    );
    expect(await refusal('collection', OrderStatus.Processing, OrderStatus.Shipped)).toBe(
      'CONFLICT: An order that is Order Processing cannot be moved to Order Shipped: it is collected from the shop, not sent.',
    );
    const { id } = await createOrder(database.db, OrderStatus.Processing, 'collection');
    await expect(
      admin.admin.orders.saveTracking({ id, carrier: 'Royal Mail', trackingNumber: 'AB1' }),
    ).rejects.toThrow('cannot be moved to Order Shipped: it is collected from the shop');
  });

  it('refuses Collected by a status change: only the hand-over with the code makes it', async () => {
    expect(await refusal('collection', OrderStatus.ReadyToCollect, OrderStatus.Collected)).toMatch(
      /^CONFLICT: .*collection code/,
    );
  });
});
