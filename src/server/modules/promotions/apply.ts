import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { OrderStatus } from '../../../shared/orderStatus';
import {
  discountFor,
  normaliseCode,
  promotionProblem,
  usesProblem,
  type Discount,
  type PromotionLine,
  type PromotionRules,
} from '../../../shared/promotions';
import type { Db } from '../../db/client';
import { categories, orders, products, promotions, type OrderDiscount } from '../../db/schema';
import { DomainError } from '../../errors';
import { runningAt } from './active';
import { toRules } from './rows';

/** An order's lines as pricing hands them over: the product and what the line costs. */
export interface LineToDiscount {
  productId: string;
  grossPence: number;
}

export interface PromotionRequest {
  /** Null for a guest's preview: per-customer limits then count nobody's uses. */
  userId: string | null;
  /** What the shopper typed, if anything. */
  code?: string | null;
  lines: LineToDiscount[];
  /** The delivery charge before any promotion (free delivery takes it off). */
  deliveryPence: number;
  at?: Date;
  /**
   * Placing an order: the promotions with limits are locked (in id order) before their uses are
   * counted, so two orders cannot both take the last use; the order's transaction holds the lock.
   */
  lock: boolean;
}

export interface AppliedPromotion {
  promotionId: string;
  discount: Discount;
  /** What the order keeps of it. */
  snapshot: OrderDiscount;
}

export interface PromotionOutcome {
  applied: AppliedPromotion | null;
  /** Said when the code was fine but an automatic offer saved the shopper more. */
  note: string | null;
}

const noSuchCode = (code: string) =>
  new DomainError('BAD_REQUEST', `Discount code ${code} does not exist.`);

/** Which lines qualify depends on the product's collection (and its parent), metal and sale. */
async function linesAsPromotionsSee(db: Db, lines: LineToDiscount[]): Promise<PromotionLine[]> {
  const ids = [...new Set(lines.map((l) => l.productId))];
  const facts = await db
    .select({
      id: products.id,
      categoryId: products.categoryId,
      parentId: categories.parentId,
      material: products.material,
      onSale: products.isOnSale,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(products.id, ids));
  const byId = new Map(facts.map((f) => [f.id, f]));
  return lines.map((l) => {
    const f = byId.get(l.productId);
    return {
      productId: l.productId,
      categoryIds: f ? [f.categoryId, ...(f.parentId ? [f.parentId] : [])] : [],
      material: f?.material ?? null,
      onSale: f?.onSale ?? false,
      grossPence: l.grossPence,
    };
  });
}

/** The code's promotion and the automatic offers running at `at`. */
async function candidates(db: Db, code: string | null, at: Date) {
  const running = runningAt(at);
  return db
    .select()
    .from(promotions)
    .where(
      code === null
        ? and(isNull(promotions.code), running)
        : or(eq(promotions.code, code), and(isNull(promotions.code), running)),
    );
}

/** Re-read under lock, in id order, the candidates whose uses are limited. */
async function lockLimited(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(promotions)
    .where(inArray(promotions.id, ids))
    .orderBy(promotions.id)
    .for('update');
}

/** Each promotion's live uses (orders not cancelled), in all and by this customer. */
async function countUses(db: Db, ids: string[], userId: string | null) {
  if (ids.length === 0) return new Map<string, { total: number; byCustomer: number }>();
  const rows = await db
    .select({
      id: orders.promotionId,
      total: sql<number>`count(*)::int`,
      byCustomer: userId
        ? sql<number>`(count(*) filter (where ${orders.userId} = ${userId}))::int`
        : sql<number>`0`,
    })
    .from(orders)
    .where(and(inArray(orders.promotionId, ids), ne(orders.status, OrderStatus.Cancelled)))
    .groupBy(orders.promotionId);
  return new Map(rows.map((r) => [r.id!, { total: r.total, byCustomer: r.byCustomer }]));
}

/**
 * The promotion an order gets: the code typed, if it can be used (otherwise the shopper is told
 * why and nothing is placed), or the best automatic offer, whichever saves the shopper more (a
 * tie goes to the code). One promotion per order.
 */
export async function choosePromotion(
  db: Db,
  request: PromotionRequest,
): Promise<PromotionOutcome> {
  const at = request.at ?? new Date();
  const code = request.code?.trim() ? normaliseCode(request.code) : null;
  let rows = await candidates(db, code, at);
  if (code !== null && !rows.some((r) => r.code === code)) throw noSuchCode(code);
  if (rows.length === 0) return { applied: null, note: null };
  if (request.lock) {
    const limited = rows.filter((r) => r.usageLimit !== null || r.perCustomerLimit !== null);
    const locked = new Map(
      (
        await lockLimited(
          db,
          limited.map((r) => r.id),
        )
      ).map((r) => [r.id, r]),
    );
    rows = rows.map((r) => locked.get(r.id) ?? r);
  }
  const lines = await linesAsPromotionsSee(db, request.lines);
  const uses = await countUses(
    db,
    rows.filter((r) => r.usageLimit !== null || r.perCustomerLimit !== null).map((r) => r.id),
    request.userId,
  );
  const usesOf = (promo: PromotionRules) => uses.get(promo.id) ?? { total: 0, byCustomer: 0 };
  const problemOf = (promo: PromotionRules) =>
    promotionProblem(promo, lines, at) ?? usesProblem(promo, usesOf(promo));
  const offer = (promo: PromotionRules) => ({
    promo,
    discount: discountFor(promo, lines, request.deliveryPence),
  });

  let typed: ReturnType<typeof offer> | null = null;
  const codeRow = rows.find((r) => r.code !== null && r.code === code);
  if (code !== null) {
    if (!codeRow) throw noSuchCode(code);
    const promo = toRules(codeRow);
    const refused = promotionProblem(promo, lines, at);
    if (refused) throw new DomainError('BAD_REQUEST', refused);
    // Used up is a race a shopper can lose between applying the code and placing the order.
    const usedUp = usesProblem(promo, usesOf(promo));
    if (usedUp) throw new DomainError('CONFLICT', usedUp);
    typed = offer(promo);
  }
  const automatic = rows
    .filter((r) => r.code === null)
    .map(toRules)
    .filter((promo) => problemOf(promo) === null)
    .map(offer)
    .filter((o) => o.discount.totalPence > 0)
    .sort(
      (a, b) =>
        b.discount.totalPence - a.discount.totalPence || a.promo.id.localeCompare(b.promo.id),
    );
  const best = automatic[0] ?? null;
  const chosen =
    best && (!typed || best.discount.totalPence > typed.discount.totalPence) ? best : typed;
  if (!chosen) return { applied: null, note: null };
  const note =
    typed && chosen !== typed
      ? `"${chosen.promo.name}" saves you more than code ${typed.promo.code}, so it is applied instead.`
      : null;
  return {
    applied: {
      promotionId: chosen.promo.id,
      discount: chosen.discount,
      snapshot: {
        code: chosen.promo.code,
        name: chosen.promo.name,
        kind: chosen.promo.kind,
        value: chosen.promo.value,
        itemsPence: chosen.discount.totalPence - chosen.discount.deliveryPence,
        deliveryPence: chosen.discount.deliveryPence,
      },
    },
    note,
  };
}

/** The order's columns for the promotion it was priced with (none: all empty). */
export function promotionColumns(applied: AppliedPromotion | null) {
  return {
    promotionId: applied?.promotionId ?? null,
    discountPence: applied?.discount.totalPence ?? 0,
    discount: applied?.snapshot ?? null,
  };
}
