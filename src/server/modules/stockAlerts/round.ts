import { inArray, sql } from 'drizzle-orm';
import type { VariationChoice } from '../../../shared/variations';
import { queryRows } from '../../db/client';
import { stockAlerts } from '../../db/schema';
import type { Services } from '../../services';
import { findShopInfo } from '../shop';
import { orderableSql, productJoinsSql, visibleProductSql } from './availability';
import { backInStockMail } from './mails';

/** Requests settled per transaction; a round takes batches until none is due. */
const BATCH = 100;

interface DueAlert {
  id: string;
  email: string;
  productId: string;
  productName: string;
  choice: VariationChoice;
}

/**
 * Sends "back in stock" once per request whose product (or option) can be ordered again and is
 * on sale, whatever brought the stock back (the owner's edit, an import, a cancellation, an
 * expiry, a return): the rows are claimed with SKIP LOCKED and checked under that lock, the
 * mail is written and the request deleted in one transaction, so two instances or two rounds
 * never send it twice (decision 060). Answers how many were sent.
 */
export async function sendBackInStockAlerts(ctx: Pick<Services, 'db' | 'mailer' | 'settings'>) {
  let sent = 0;
  for (;;) {
    const batch = await ctx.db.transaction(async (tx) => {
      const due = await queryRows<DueAlert>(
        tx,
        sql`select a.id, a.email, a.product_id as "productId", p.name as "productName",
            a.choice
          from stock_alerts a, ${productJoinsSql}
          where p.id = a.product_id and ${visibleProductSql} and ${orderableSql(sql`a.choice`)}
          order by a.created_at limit ${BATCH}
          for update of a skip locked`,
      );
      if (due.length === 0) return 0;
      const shop = await findShopInfo(tx);
      for (const alert of due) {
        await ctx.mailer.enqueue(tx, {
          to: alert.email,
          ...backInStockMail({
            shopName: shop.shopName,
            productId: alert.productId,
            productName: alert.productName,
            choice: alert.choice,
            publicUrl: ctx.settings.publicUrl,
          }),
        });
      }
      await tx.delete(stockAlerts).where(
        inArray(
          stockAlerts.id,
          due.map((a) => a.id),
        ),
      );
      return due.length;
    });
    sent += batch;
    if (batch < BATCH) return sent;
  }
}
