import { randomBytes } from 'node:crypto';
import { asc, count, eq, or, sql } from 'drizzle-orm';
import { MAX_STOCK_ALERTS_PER_ADDRESS } from '../../../shared/stockAlerts';
import type { stockAlertInput } from '../../../shared/stockAlertInput';
import type { VariationChoice } from '../../../shared/variations';
import type { z } from '../../../shared/zod';
import { queryRows, type Db } from '../../db/client';
import { newId, stockAlerts } from '../../db/schema';
import { DomainError } from '../../errors';
import type { RequestContext } from '../../http/context';
import { enforceRateLimits, type RateLimitRule } from '../../integrations/rateLimiter';
import { cachedShopInfo } from '../shop';
import { orderableSql, productJoinsSql, visibleProductSql } from './availability';
import { stockAlertAskedMail } from './mails';

type AlertContext = Pick<
  RequestContext,
  'db' | 'user' | 'limiter' | 'clientIp' | 'mailer' | 'settings' | 'catalogue'
>;

/** A shopper asks about a few pieces; a script filling the table with addresses is held up. */
export const stockAlertRateLimits = {
  perIp: { name: 'stock-alert-ip', max: 20, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;

interface AskedProduct {
  name: string;
  /** The option waited for: {} for a product kept as one stock, whatever was sent. */
  choice: VariationChoice;
  orderable: boolean;
  offered: boolean;
}

/** The product as a request sees it: visible or not (null), and whether it can be ordered now. */
async function readAskedProduct(db: Db, productId: string, sent: VariationChoice) {
  const [row] = await queryRows<AskedProduct>(
    db,
    sql`select p.name, k.choice, ${orderableSql(sql`k.choice`)} as "orderable",
        (k.choice = '{}'::jsonb or exists (select 1 from product_variants v
          where v.product_id = p.id and v.choice = k.choice)) as "offered"
      from ${productJoinsSql}, lateral (select case when p.stock_per_option
        then ${JSON.stringify(sent)}::jsonb else '{}'::jsonb end as choice) k
      where p.id = ${productId} and ${visibleProductSql}`,
  );
  return row ?? null;
}

/**
 * "Email me when it's back" (decision 060): stored once per address, product and option (asking
 * again answers the same request and sends nothing), for a piece that cannot be ordered now. The
 * first time, a mail tells the address what was asked and how to stop it without signing in.
 */
export async function askForStockAlert(ctx: AlertContext, input: z.output<typeof stockAlertInput>) {
  const email = (ctx.user?.email ?? input.email)?.toLowerCase();
  if (!email) throw new DomainError('BAD_REQUEST', 'Please enter your email address');
  await enforceRateLimits(ctx.limiter, [[stockAlertRateLimits.perIp, ctx.clientIp]]);
  const asked = await readAskedProduct(ctx.db, input.product, input.variation ?? {});
  if (!asked) throw new DomainError('NOT_FOUND', 'Product not found');
  if (!asked.offered) {
    throw new DomainError('BAD_REQUEST', `"${asked.name}" is not offered in that option.`);
  }
  if (asked.orderable) {
    throw new DomainError('CONFLICT', `"${asked.name}" is in stock: you can order it now.`);
  }
  const { choice } = asked;
  return ctx.db.transaction(async (tx) => {
    // One address's requests are counted and written one at a time.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`stock-alert:${email}`}))`);
    const [held] = await tx
      .select({ n: count() })
      .from(stockAlerts)
      .where(eq(stockAlerts.email, email));
    const [made] = await tx
      .insert(stockAlerts)
      .values({
        id: newId(),
        productId: input.product,
        choice,
        email,
        userId: ctx.user?.id ?? null,
        stopToken: randomBytes(24).toString('hex'),
      })
      .onConflictDoNothing()
      .returning();
    if (made) {
      if ((held?.n ?? 0) >= MAX_STOCK_ALERTS_PER_ADDRESS) {
        throw new DomainError(
          'CONFLICT',
          `You already have ${MAX_STOCK_ALERTS_PER_ADDRESS} back-in-stock alerts waiting. We'll write as pieces come back.`,
        );
      }
      const shop = await cachedShopInfo(ctx, tx);
      await ctx.mailer.enqueue(tx, {
        to: email,
        ...stockAlertAskedMail({
          shopName: shop.shopName,
          productId: input.product,
          productName: asked.name,
          choice,
          stopToken: made.stopToken,
          publicUrl: ctx.settings.publicUrl,
        }),
      });
    }
    return { product: input.product, variation: choice, email, asked: true as const };
  });
}

/** The mail's "stop this alert" link: no sign-in, the token is the proof. Safe to repeat. */
export async function stopStockAlert(db: Db, token: string) {
  const [stopped] = await db
    .delete(stockAlerts)
    .where(eq(stockAlerts.stopToken, token))
    .returning({ productId: stockAlerts.productId });
  return { stopped: stopped !== undefined };
}

/** A shopper's waiting requests for "Download my data": by their account or their address. */
export function findStockAlertsOf(db: Db, user: { id: string; email: string }) {
  return db
    .select({
      product: stockAlerts.productId,
      variation: stockAlerts.choice,
      email: stockAlerts.email,
      createdAt: stockAlerts.createdAt,
    })
    .from(stockAlerts)
    .where(ofUser(user))
    .orderBy(asc(stockAlerts.createdAt));
}

/** Deleting an account forgets its requests, and those its address made as a guest. */
export async function deleteStockAlertsOf(db: Db, user: { id: string; email: string }) {
  await db.delete(stockAlerts).where(ofUser(user));
}

const ofUser = (user: { id: string; email: string }) =>
  or(eq(stockAlerts.userId, user.id), eq(stockAlerts.email, user.email.toLowerCase()));
