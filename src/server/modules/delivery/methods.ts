import { and, asc, eq, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { DeliveryMethodRules } from '../../../shared/delivery';
import type { DeliveryMethodInput } from '../../../shared/deliveryInput';
import { deliveryMethodInput } from '../../../shared/deliveryInput';
import { toPence, toPounds } from '../../../shared/money';
import type { z } from '../../../shared/zod';
import type { Db } from '../../db/client';
import { deliveryMethods } from '../../db/schema';
import { DomainError } from '../../errors';

type MethodRow = typeof deliveryMethods.$inferSelect;
type MethodFields = z.output<typeof deliveryMethodInput>;

const toRules = (row: MethodRow): DeliveryMethodRules => ({
  id: row.id,
  name: row.name,
  service: row.service,
  carrier: row.carrier,
  kind: row.kind,
  pricePence: row.pricePence,
  freeOverPence: row.freeOverPence,
  minOrderPence: row.minOrderPence,
  maxOrderPence: row.maxOrderPence,
  coverTiers: row.coverTiers,
  cutOffTime: row.cutOffTime,
  dispatchDays: row.dispatchDays,
  transitDays: row.transitDays,
  countries: row.countries,
  surcharges: row.surcharges,
  isActive: row.isActive,
});

const poundsOrNull = (pence: number | null) => (pence === null ? null : toPounds(pence));
const penceOrNull = (pounds: number | null) => (pounds === null ? null : toPence(pounds));

/** A method as Admin → Delivery reads and writes it: the input's shape, with its id. */
export const toMethodDto = (row: MethodRow) => ({
  _id: row.id,
  name: row.name,
  service: row.service,
  carrier: row.carrier,
  kind: row.kind,
  price: toPounds(row.pricePence),
  freeOver: poundsOrNull(row.freeOverPence),
  minOrder: poundsOrNull(row.minOrderPence),
  maxOrder: poundsOrNull(row.maxOrderPence),
  coverTiers: row.coverTiers.map((t) => ({
    cover: toPounds(t.coverPence),
    extra: toPounds(t.extraPence),
  })),
  cutOffTime: row.cutOffTime,
  dispatchDays: row.dispatchDays,
  transitDays: row.transitDays,
  countries: row.countries,
  surcharges: row.surcharges.map((s) => ({
    area: s.area,
    postcodes: s.postcodes,
    price: toPounds(s.pricePence),
  })),
  isActive: row.isActive,
  position: row.position,
});
export type DeliveryMethodDto = ReturnType<typeof toMethodDto>;

const toColumns = (m: MethodFields) => ({
  name: m.name,
  service: m.service,
  carrier: m.carrier,
  kind: m.kind,
  pricePence: toPence(m.price),
  freeOverPence: penceOrNull(m.freeOver),
  minOrderPence: penceOrNull(m.minOrder),
  maxOrderPence: penceOrNull(m.maxOrder),
  coverTiers: m.coverTiers.map((t) => ({
    coverPence: toPence(t.cover),
    extraPence: toPence(t.extra),
  })),
  cutOffTime: m.cutOffTime,
  dispatchDays: [...new Set(m.dispatchDays)].sort(),
  transitDays: m.kind === 'collection' ? 0 : m.transitDays,
  countries: m.countries,
  surcharges: m.surcharges.map((s) => ({
    area: s.area,
    postcodes: s.postcodes.map((p) => p.toUpperCase()),
    pricePence: toPence(s.price),
  })),
  isActive: m.isActive,
});

const ordered = (db: Db) =>
  db
    .select()
    .from(deliveryMethods)
    .orderBy(asc(deliveryMethods.position), asc(deliveryMethods.createdAt));

/**
 * Whether any shopper can have delivery free: an active method that sends (collection is not
 * delivery) and costs nothing, or is free over a threshold it can reach (no higher than its own
 * limit). The home page's "Free delivery" offers are accepted only then.
 */
export async function offersFreeDelivery(db: Db): Promise<boolean> {
  const [found] = await db
    .select({ id: deliveryMethods.id })
    .from(deliveryMethods)
    .where(
      and(
        eq(deliveryMethods.isActive, true),
        ne(deliveryMethods.kind, 'collection'),
        or(
          eq(deliveryMethods.pricePence, 0),
          and(
            isNotNull(deliveryMethods.freeOverPence),
            or(
              isNull(deliveryMethods.maxOrderPence),
              lte(deliveryMethods.freeOverPence, deliveryMethods.maxOrderPence),
            ),
          ),
        ),
      ),
    )
    .limit(1);
  return found !== undefined;
}

/** Every method, in the order checkout offers them (Admin → Delivery). */
export async function listMethods(db: Db) {
  return (await ordered(db)).map(toMethodDto);
}

/** The methods as the rules read them, in the owner's order (inactive ones included: the rules skip them). */
export async function methodRules(db: Db): Promise<DeliveryMethodRules[]> {
  return (await ordered(db)).map(toRules);
}

export async function createMethod(db: Db, input: MethodFields) {
  const [row] = await db
    .insert(deliveryMethods)
    .values({
      ...toColumns(input),
      position: sql`(select coalesce(max(position) + 1, 0) from ${deliveryMethods})`,
    })
    .returning();
  return toMethodDto(row!);
}

export async function updateMethod(db: Db, id: string, input: MethodFields) {
  const [row] = await db
    .update(deliveryMethods)
    .set(toColumns(input))
    .where(eq(deliveryMethods.id, id))
    .returning();
  if (!row) throw new DomainError('NOT_FOUND', 'Delivery method not found');
  return toMethodDto(row);
}

/** Orders keep what they were sent with: deleting a method only stops offering it. */
export async function deleteMethod(db: Db, id: string) {
  const [row] = await db
    .delete(deliveryMethods)
    .where(eq(deliveryMethods.id, id))
    .returning({ id: deliveryMethods.id });
  if (!row) throw new DomainError('NOT_FOUND', 'Delivery method not found');
  return { message: 'Delivery method deleted' };
}

/** Moves a method one place earlier or later in the order checkout offers them. */
export async function moveMethod(db: Db, id: string, direction: 'up' | 'down') {
  return db.transaction(async (tx) => {
    const rows = await ordered(tx).for('update');
    const from = rows.findIndex((r) => r.id === id);
    if (from < 0) throw new DomainError('NOT_FOUND', 'Delivery method not found');
    const to = direction === 'up' ? from - 1 : from + 1;
    if (to >= 0 && to < rows.length) rows.splice(to, 0, rows.splice(from, 1)[0]!);
    for (const [position, row] of rows.entries()) {
      if (row.position !== position) {
        await tx.update(deliveryMethods).set({ position }).where(eq(deliveryMethods.id, row.id));
      }
    }
    return (await ordered(tx)).map(toMethodDto);
  });
}

export type { DeliveryMethodInput };
