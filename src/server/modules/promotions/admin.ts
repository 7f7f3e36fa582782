import { desc, eq, sql } from 'drizzle-orm';
import { OrderStatus } from '../../../shared/orderStatus';
import type { PromotionFields } from '../../../shared/promotionInput';
import { toPounds } from '../../../shared/money';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { orders, promotions } from '../../db/schema';
import { DomainError } from '../../errors';
import { toColumns, toPromotionFields, type PromotionRow } from './rows';
import { assertScopeExists, productNames } from './scope';

/** How a promotion did: its live orders (not cancelled), what it gave and what they brought. */
const figures = (db: Db) =>
  db
    .select({
      promotionId: orders.promotionId,
      orders: sql<number>`count(*)::int`,
      discountPence: sql<number>`coalesce(sum(${orders.discountPence}), 0)::int`,
      revenuePence: sql<number>`coalesce(sum(${orders.totalPence}), 0)::int`,
      paidOrders: sql<number>`(count(*) filter (where ${orders.isPaid}))::int`,
    })
    .from(orders)
    .where(sql`${orders.promotionId} is not null and ${orders.status} <> ${OrderStatus.Cancelled}`)
    .groupBy(orders.promotionId);

type Figures = { orders: number; discountPence: number; revenuePence: number; paidOrders: number };

function status(row: PromotionRow, now: Date) {
  if (row.endsAt && row.endsAt <= now) return 'ended' as const;
  if (row.startsAt > now) return 'scheduled' as const;
  return 'running' as const;
}

const toPromotionDto = (
  row: PromotionRow,
  f: Figures | undefined,
  names: Map<string, string>,
  now: Date,
) => ({
  ...toPromotionFields(row),
  /** The products a product-scoped promotion names, as the form shows them (a deleted one goes). */
  products:
    row.scope === 'products'
      ? row.scopeIds.flatMap((id) => {
          const name = names.get(id);
          return name === undefined ? [] : [{ _id: id, name }];
        })
      : [],
  status: status(row, now),
  usage: {
    orders: f?.orders ?? 0,
    paidOrders: f?.paidOrders ?? 0,
    discount: toPounds(f?.discountPence ?? 0),
    revenue: toPounds(f?.revenuePence ?? 0),
  },
});
export type PromotionDto = ReturnType<typeof toPromotionDto>;

/** Every promotion, newest first, with its usage figures (Admin → Promotions). */
export async function listPromotions(db: Db, now = new Date()): Promise<PromotionDto[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(promotions).orderBy(desc(promotions.createdAt), promotions.id),
    figures(db),
  ]);
  const byId = new Map(counts.map((c) => [c.promotionId, c]));
  const names = await productNames(
    db,
    rows.flatMap((row) => (row.scope === 'products' ? row.scopeIds : [])),
  );
  return rows.map((row) => toPromotionDto(row, byId.get(row.id), names, now));
}

async function one(db: Db, id: string) {
  const found = (await listPromotions(db)).find((p) => p._id === id);
  if (!found) throw new DomainError('NOT_FOUND', 'Promotion not found');
  return found;
}

const codeTaken = (code: string | null) =>
  new DomainError('CONFLICT', `The code ${code ?? ''} is already used by another promotion.`);

export async function createPromotion(db: Db, input: PromotionFields) {
  await assertScopeExists(db, input);
  try {
    const [row] = await db.insert(promotions).values(toColumns(input)).returning();
    return one(db, row!.id);
  } catch (err) {
    if (isUniqueViolation(err)) throw codeTaken(input.code);
    throw err;
  }
}

/** Orders keep what they were priced with: an edit changes only what comes next. */
export async function updatePromotion(db: Db, id: string, input: PromotionFields) {
  await assertScopeExists(db, input);
  try {
    const [row] = await db
      .update(promotions)
      .set(toColumns(input))
      .where(eq(promotions.id, id))
      .returning({ id: promotions.id });
    if (!row) throw new DomainError('NOT_FOUND', 'Promotion not found');
    return one(db, id);
  } catch (err) {
    if (isUniqueViolation(err)) throw codeTaken(input.code);
    throw err;
  }
}

/** Ends a promotion now (its orders and figures stay); one already ended keeps its end. */
export async function endPromotion(db: Db, id: string, now = new Date()) {
  const [row] = await db
    .update(promotions)
    .set({
      endsAt: sql`least(coalesce(${promotions.endsAt}, ${now}), ${now})`,
      startsAt: sql`least(${promotions.startsAt}, ${now})`,
    })
    .where(eq(promotions.id, id))
    .returning({ id: promotions.id });
  if (!row) throw new DomainError('NOT_FOUND', 'Promotion not found');
  return one(db, id);
}
