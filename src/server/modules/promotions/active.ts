import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { promotions } from '../../db/schema';

/**
 * Whether a promotion (a code or an automatic offer) runs now: started and not ended. The home
 * page's check of its slides' offers (decision 054) asks here before it accepts "20% off".
 */
export async function shopHasActivePromotion(db: Db, now = new Date()): Promise<boolean> {
  const [running] = await db
    .select({ id: promotions.id })
    .from(promotions)
    .where(
      sql`${promotions.startsAt} <= ${now} and (${promotions.endsAt} is null or ${promotions.endsAt} > ${now})`,
    )
    .limit(1);
  return running !== undefined;
}
