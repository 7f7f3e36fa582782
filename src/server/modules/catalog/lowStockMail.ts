import { asc, eq, sql } from 'drizzle-orm';
import { londonDay, londonMinutes } from '../../../shared/londonTime';
import type { ShopInfo } from '../../../shared/shop';
import type { Db } from '../../db/client';
import { lowStockMails, products } from '../../db/schema';
import { renderMail } from '../../integrations/mailTemplate';
import type { Services } from '../../services';
import { onceALondonDay } from '../../jobs/onceALondonDay';
import { findShopInfo } from '../shop';
import { lowStockOf } from './lowStock';

/** The owner's low-stock mail goes out once a day, from this London hour on. */
export const LOW_STOCK_MAIL_HOUR = 8;
/** Products a mail lists by name; beyond them it gives the number. */
const LISTED = 100;

interface LowProduct {
  id: string;
  name: string;
  countInStock: number;
  threshold: number;
}

/** Products on sale whose stock is at or below their threshold (theirs, or the shop's). */
function findLowStockProducts(db: Db, shopThreshold: number): Promise<LowProduct[]> {
  const { threshold, condition } = lowStockOf(sql`${shopThreshold}::int`);
  return db
    .select({
      id: products.id,
      name: products.name,
      countInStock: products.countInStock,
      threshold,
    })
    .from(products)
    .where(condition)
    .orderBy(asc(products.countInStock), asc(products.name), asc(products.id));
}

export function lowStockMail(shop: ShopInfo, low: LowProduct[], publicUrl: string) {
  const lines = low
    .slice(0, LISTED)
    .map(
      (p) =>
        `${p.name}: ${p.countInStock === 0 ? 'sold out' : `${p.countInStock} left`} (low at ${p.threshold}) — ${publicUrl}/admin/products/${p.id}`,
    );
  const more = low.length > LISTED ? [`…and ${low.length - LISTED} more.`] : [];
  const count = low.length === 1 ? '1 product is' : `${low.length} products are`;
  return {
    subject: `Low stock: ${count} running out at ${shop.shopName}`,
    ...renderMail({
      shopName: shop.shopName,
      preheader: `${count} at or below the stock you asked to hear about.`,
      heading: 'Low stock today',
      paragraphs: [`${count} at or below their low-stock threshold:`, ...lines, ...more],
      action: { label: 'Open the products', href: `${publicUrl}/admin/products` },
      footnote:
        'Sent each morning while something is low. Change the thresholds on a product, or the shop’s in Shop Information.',
    }),
  };
}

/**
 * Once a London day, from 08:00: the owner's mail listing the products at or below their
 * threshold (none when nothing is). The day is claimed by its row in `low_stock_mails`: on
 * several instances, or on a second round the same day, the claim fails and nothing is sent.
 * The mail is written in the claim's transaction (the outbox sends it). Answers the day's record
 * when this call made it.
 */
export async function sendLowStockMailIfDue(
  ctx: Pick<Services, 'db' | 'mailer' | 'settings'>,
  now = new Date(),
) {
  if (londonMinutes(now) < LOW_STOCK_MAIL_HOUR * 60) return null;
  const day = londonDay(now);
  return ctx.db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(lowStockMails)
      .values({ day, products: 0 })
      .onConflictDoNothing()
      .returning({ day: lowStockMails.day });
    if (!claimed) return null;
    const shop = await findShopInfo(tx);
    const low = await findLowStockProducts(tx, shop.lowStockThreshold);
    const sentTo = low.length > 0 && shop.email ? shop.email : null;
    if (sentTo) {
      await ctx.mailer.enqueue(tx, {
        to: sentTo,
        ...lowStockMail(shop, low, ctx.settings.publicUrl),
      });
    }
    await tx
      .update(lowStockMails)
      .set({ products: low.length, sentTo })
      .where(eq(lowStockMails.day, day));
    return { day, products: low.length, sentTo };
  });
}

/** The background job's round (the day's claim is in `sendLowStockMailIfDue`). */
export const lowStockRound = (ctx: Pick<Services, 'db' | 'mailer' | 'settings'>) =>
  onceALondonDay(LOW_STOCK_MAIL_HOUR, (now) => sendLowStockMailIfDue(ctx, now));
