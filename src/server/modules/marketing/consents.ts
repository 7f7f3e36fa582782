import { and, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { MARKETING_OPT_IN_WORDING, type ConsentSource } from '../../../shared/marketing';
import type { Db } from '../../db/client';
import { marketingConsents } from '../../db/schema';

/** Addresses are compared as users.email is: trimmed, lower-case. */
export const normaliseAddress = (email: string) => email.trim().toLowerCase();

/** How a consent was withdrawn, for its history and the owner. */
export type WithdrawnVia = 'unsubscribe link' | 'one-click' | 'account' | 'account deleted';

const countsNow = (email: string) =>
  and(
    eq(marketingConsents.email, normaliseAddress(email)),
    isNotNull(marketingConsents.confirmedAt),
    isNull(marketingConsents.withdrawnAt),
  );

/**
 * The one answer to "may we send marketing mail to this address now?": a confirmed consent that
 * was not withdrawn. Every marketing mail asks it at send time (marketingMail.ts).
 */
export async function mayMarketTo(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: marketingConsents.id })
    .from(marketingConsents)
    .where(countsNow(email))
    .limit(1);
  return row !== undefined;
}

/**
 * A signed-in customer ticked the box (registration, checkout, account): it counts at once, as
 * the account holder said yes for their own address. Nothing is added while one already counts.
 * Pass the transaction of what the tick came with (the account, the order).
 */
export async function recordConsent(
  db: Db,
  consent: { email: string; userId: string; source: ConsentSource },
) {
  if (await mayMarketTo(db, consent.email)) return;
  await db.insert(marketingConsents).values({
    email: normaliseAddress(consent.email),
    userId: consent.userId,
    wording: MARKETING_OPT_IN_WORDING,
    source: consent.source,
    confirmedAt: new Date(),
  });
}

/**
 * Stops all marketing mail to the address: every consent that counts or waits for confirmation
 * gets its withdrawal time. Nothing is deleted. Returns how many were withdrawn.
 */
export async function withdrawConsent(db: Db, email: string, via: WithdrawnVia) {
  const rows = await db
    .update(marketingConsents)
    .set({ withdrawnAt: new Date(), withdrawnVia: via, confirmTokenHash: null })
    .where(
      and(
        eq(marketingConsents.email, normaliseAddress(email)),
        isNull(marketingConsents.withdrawnAt),
      ),
    )
    .returning({ id: marketingConsents.id });
  return rows.length;
}

/** Every consent of the customer (their account's or their address's), newest first. */
export async function consentHistoryOf(db: Db, user: { id: string; email: string }) {
  const rows = await db
    .select()
    .from(marketingConsents)
    .where(
      or(
        eq(marketingConsents.userId, user.id),
        eq(marketingConsents.email, normaliseAddress(user.email)),
      ),
    )
    .orderBy(desc(marketingConsents.givenAt), desc(marketingConsents.id));
  const at = (date: Date | null) => date?.toISOString() ?? null;
  return rows.map((r) => ({
    email: r.email,
    source: r.source,
    wording: r.wording,
    givenAt: r.givenAt.toISOString(),
    confirmedAt: at(r.confirmedAt),
    withdrawnAt: at(r.withdrawnAt),
    withdrawnVia: r.withdrawnVia,
  }));
}

/** The account page's tick box: whether mail may be sent now, and since when. */
export async function marketingChoiceOf(db: Db, user: { email: string }) {
  const [row] = await db
    .select({ confirmedAt: marketingConsents.confirmedAt, source: marketingConsents.source })
    .from(marketingConsents)
    .where(countsNow(user.email))
    .orderBy(desc(marketingConsents.confirmedAt))
    .limit(1);
  return {
    agreed: row !== undefined,
    since: row?.confirmedAt?.toISOString() ?? null,
    source: row?.source ?? null,
    wording: MARKETING_OPT_IN_WORDING,
  };
}

/** The account's tick box saved: a consent recorded, or every one withdrawn. */
export async function saveMarketingChoice(
  db: Db,
  user: { id: string; email: string },
  agreed: boolean,
) {
  await db.transaction(async (tx) => {
    // One save at a time per address, so two quick clicks leave one consent.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${normaliseAddress(user.email)}))`);
    if (agreed) await recordConsent(tx, { email: user.email, userId: user.id, source: 'account' });
    else await withdrawConsent(tx, user.email, 'account');
  });
  return marketingChoiceOf(db, user);
}
