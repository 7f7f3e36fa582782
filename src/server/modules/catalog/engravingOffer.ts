import { and, isNotNull, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';

/**
 * Whether the shop offers engraving: at least one product shown in the shop offers it (decision
 * 056). The home page's check of its slides' offers (workflows/shopInformation) asks only here.
 */
export async function shopOffersEngraving(db: Db): Promise<boolean> {
  const [offering] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.isActive, true), isNotNull(products.engraving)))
    .limit(1);
  return offering !== undefined;
}
