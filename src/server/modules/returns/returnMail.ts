import type { Db } from '../../db/client';
import type { RequestContext } from '../../http/context';
import { loadOrder, toOrderDto } from '../orders';
import { findShopInfo } from '../shop';
import type { returnRequestedMail } from './mails';

/**
 * Queues one of the return mails (mails.ts) to the customer, in the transaction that changed the
 * return, so it goes out only if that commits. No address (a deleted customer): no mail.
 */
export async function enqueueReturnMail(
  ctx: Pick<RequestContext, 'mailer' | 'settings'>,
  tx: Db,
  ids: { orderId: string; returnId: string },
  compose: typeof returnRequestedMail,
) {
  const parts = await loadOrder(tx, ids.orderId);
  const email = parts?.order.billingAddress.email ?? parts?.user?.email;
  if (!parts || !email) return;
  const order = toOrderDto(parts, false);
  const request = order.returns.find((r) => r._id === ids.returnId);
  if (!request) return;
  const shop = await findShopInfo(tx);
  await ctx.mailer.enqueue(tx, {
    to: email,
    ...compose(shop, order, request, ctx.settings.publicUrl),
  });
}
