import { asc, eq, inArray, sql } from 'drizzle-orm';
import { DELETED_CUSTOMER } from '../../../shared/deletedCustomers';
import type { DeleteAccountInput } from '../../../shared/privacy';
import type { Db } from '../../db/client';
import { mailOutbox, orderReturns, orders, users, type AddressFields } from '../../db/schema';
import { DomainError } from '../../errors';
import type { RequestContext } from '../../http/context';
import { enforceRateLimits } from '../../integrations/rateLimiter';
import {
  authRateLimits,
  findUserWithSecretsById,
  type SessionUser,
  verifyPassword,
} from '../../modules/auth';
import { withdrawConsent } from '../../modules/marketing';
import { findShopInfo } from '../../modules/shop';
import { accountDeletedMail } from './mails';
import { deleteStockAlertsOf } from '../../modules/stockAlerts';

type DeleteContext = Pick<RequestContext, 'db' | 'limiter' | 'clientIp' | 'mailer'>;

export const LAST_ADMIN_MESSAGE =
  'You are the only administrator of this shop, so this account cannot be deleted. Make another account an administrator first.';

/** The shop must keep one administrator; the admins' rows stay locked until the deletion commits. */
async function refuseLastAdmin(tx: Db) {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.isAdmin, true))
    .orderBy(asc(users.id))
    .for('update');
  if (admins.length <= 1) throw new DomainError('CONFLICT', LAST_ADMIN_MESSAGE);
}

/**
 * The customer's orders stay for the shop's accounts, without who placed them. The country stays:
 * the VAT records need where the goods went.
 */
async function anonymiseOrdersOf(tx: Db, userId: string) {
  const placeholder = (column: typeof orders.billingAddress | typeof orders.shippingAddress) =>
    sql<AddressFields>`jsonb_build_object(
      'firstName', 'Deleted', 'lastName', 'customer',
      'address', ${DELETED_CUSTOMER}::text, 'city', ${DELETED_CUSTOMER}::text,
      'state', '', 'postalCode', '', 'email', '', 'phone', '',
      'country', coalesce(${column}->>'country', ''))`;
  await tx
    .update(orders)
    .set({
      billingAddress: placeholder(orders.billingAddress),
      shippingAddress: placeholder(orders.shippingAddress),
      customerDeletedAt: new Date(),
    })
    .where(eq(orders.userId, userId));
}

/**
 * Everything the customer wrote on their orders goes with the account; the shop's own notes stay.
 * (Reviews go by their foreign key's ON DELETE CASCADE.)
 */
async function forgetWhatTheyWrote(tx: Db, userId: string) {
  await tx
    .update(orderReturns)
    .set({ note: '' })
    .where(
      inArray(
        orderReturns.orderId,
        tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId)),
      ),
    );
}

/**
 * Deletes the signed-in account after checking its password again. In one transaction: its orders
 * are anonymised (the rows stay, `user_id` becomes null by the foreign key) and lose what the
 * customer wrote on them, mails to it leave the mail log, a goodbye mail is queued to the old
 * address, and the user row goes, and with it (ON DELETE CASCADE) its sessions, wishlist, reviews,
 * e-mail changes and reset codes: a copied token stops working with the commit.
 */
export async function deleteAccount(
  ctx: DeleteContext,
  sessionUser: SessionUser,
  input: DeleteAccountInput,
) {
  // Counted before any hashing: a stolen token must not become a way to guess the password.
  await enforceRateLimits(ctx.limiter, [
    [authRateLimits.deleteAccountPerIp, ctx.clientIp],
    [authRateLimits.deleteAccountPerAccount, sessionUser.id],
  ]);
  const user = await findUserWithSecretsById(ctx.db, sessionUser.id);
  if (!user) throw new DomainError('UNAUTHORIZED', 'Please log in to continue.');
  // Checked outside the transaction: argon2 takes a while, and no row should stay locked for it.
  if (!(await verifyPassword(user.passwordHash, input.password)))
    throw new DomainError('BAD_REQUEST', 'Password is incorrect');

  await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ isAdmin: users.isAdmin, email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, user.id))
      .for('update');
    if (!current) throw new DomainError('UNAUTHORIZED', 'Please log in to continue.');
    if (current.isAdmin) await refuseLastAdmin(tx);
    await forgetWhatTheyWrote(tx, user.id);
    await anonymiseOrdersOf(tx, user.id);
    // No more marketing to the address; the consent history stays as the proof (decision 059).
    await withdrawConsent(tx, current.email, 'account deleted');
    // Sent or not, a mail to the address carries what the account held; the goodbye is the last.
    await tx.delete(mailOutbox).where(eq(mailOutbox.toAddress, current.email));
    // Its back-in-stock requests, those asked as a guest with its address too (decision 060).
    await deleteStockAlertsOf(tx, { id: user.id, email: current.email });
    const shop = await findShopInfo(tx);
    await ctx.mailer.enqueue(tx, {
      to: current.email,
      ...accountDeletedMail(shop, current.name),
    });
    await tx.delete(users).where(eq(users.id, user.id));
  });
  return { message: 'Your account has been deleted.' };
}
