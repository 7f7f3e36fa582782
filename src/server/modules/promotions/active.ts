import { and, gt, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { promotions } from '../../db/schema';

/** A promotion runs at `at` when it has started and not ended. */
export const runningAt = (at: Date) =>
  and(lte(promotions.startsAt, at), or(isNull(promotions.endsAt), gt(promotions.endsAt, at)));

/**
 * Whether a promotion (a code or an automatic offer) runs now. The home page's check of its
 * slides' offers (decision 054) asks here before it accepts "20% off".
 */
export async function shopHasActivePromotion(db: Db, now = new Date()): Promise<boolean> {
  const [running] = await db
    .select({ id: promotions.id })
    .from(promotions)
    .where(runningAt(now))
    .limit(1);
  return running !== undefined;
}
