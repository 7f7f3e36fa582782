import type { OrderMailKind } from '../../../shared/orderMails';
import type { ShopInfo } from '../../../shared/shop';
import type { Db } from '../../db/client';
import { orderMails } from '../../db/schema';
import type { RequestContext } from '../../http/context';
import { findShopInfo } from '../shop';
import { toOrderDto, type OrderDto } from './orderDto';
import { loadOrder } from './orderQueries';

export type OrderMailContext = Pick<RequestContext, 'mailer' | 'settings'>;
type Compose = (
  shop: ShopInfo,
  order: OrderDto,
  publicUrl: string,
) => { subject: string; html: string; text: string };

/** A parcel's tracking as `order_mails.about`: the same parcel however it was typed. */
export const trackingKey = (carrier: string, trackingNumber: string) =>
  `${carrier.trim().toLowerCase()}|${trackingNumber.replace(/\s+/g, '').toUpperCase()}`;

/**
 * Claims the order's mail of `kind` (and `about`) in the caller's transaction: true for the
 * first claim, false ever after, whichever request, retry or instance asks (the primary key).
 */
export async function claimOrderMail(tx: Db, orderId: string, kind: OrderMailKind, about = '') {
  const [claimed] = await tx
    .insert(orderMails)
    .values({ orderId, kind, about })
    .onConflictDoNothing()
    .returning({ kind: orderMails.kind });
  return claimed !== undefined;
}

/**
 * Writes one of the order's mails to the outbox in the caller's transaction, to the customer
 * (the order's e-mail, or its account's) or to the owner (Shop Information's e-mail). No
 * address (a deleted customer, a shop without an e-mail): no mail.
 */
export async function enqueueOrderMail(
  ctx: OrderMailContext,
  tx: Db,
  orderId: string,
  compose: Compose,
  to: 'customer' | 'owner' = 'customer',
) {
  const parts = await loadOrder(tx, orderId);
  if (!parts) return;
  const shop = await findShopInfo(tx);
  const address =
    to === 'owner' ? shop.email : (parts.order.billingAddress.email ?? parts.user?.email);
  if (!address) return;
  const order = toOrderDto(parts, false);
  await ctx.mailer.enqueue(tx, { to: address, ...compose(shop, order, ctx.settings.publicUrl) });
}

/** The order's mail of `kind`, claimed and written in the caller's transaction: once, ever. */
export async function sendOrderMailOnce(
  ctx: OrderMailContext,
  tx: Db,
  orderId: string,
  kind: OrderMailKind,
  compose: Compose,
  to: 'customer' | 'owner' = 'customer',
) {
  if (!(await claimOrderMail(tx, orderId, kind))) return false;
  await enqueueOrderMail(ctx, tx, orderId, compose, to);
  return true;
}
