import { and, count, desc, ilike, isNotNull, isNull, sql } from 'drizzle-orm';
import { ADMIN_CONSENTS_PAGE_SIZE } from '../../../shared/constants';
import { csvLine } from '../../../shared/csv';
import { londonDateTime } from '../../../shared/londonTime';
import type { ConsentListInput } from '../../../shared/marketing';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { marketingConsents } from '../../db/schema';

/** Each address that may be sent marketing mail now, once, with its latest consent. */
function currentConsents(db: Db, search: string | undefined) {
  const c = marketingConsents;
  return db
    .selectDistinctOn([c.email], {
      email: c.email,
      source: c.source,
      wording: c.wording,
      confirmedAt: c.confirmedAt,
      hasAccount: sql<boolean>`${c.userId} is not null`.as('has_account'),
    })
    .from(c)
    .where(
      and(
        isNotNull(c.confirmedAt),
        isNull(c.withdrawnAt),
        search ? ilike(c.email, containsPattern(search)) : undefined,
      ),
    )
    .orderBy(c.email, desc(c.confirmedAt))
    .as('current');
}

const toDto = (row: {
  email: string;
  source: string;
  wording: string;
  confirmedAt: Date | null;
  hasAccount: boolean;
}) => ({ ...row, confirmedAt: row.confirmedAt?.toISOString() ?? '' });

/** Admin → Customers who agreed: a page of addresses, newest consent first. */
export async function findConsentsForAdmin(db: Db, input: ConsentListInput) {
  const current = currentConsents(db, input.search);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(current)
      .orderBy(desc(current.confirmedAt), current.email)
      .limit(ADMIN_CONSENTS_PAGE_SIZE)
      .offset((input.page - 1) * ADMIN_CONSENTS_PAGE_SIZE),
    db.select({ n: count() }).from(current),
  ]);
  const n = total?.n ?? 0;
  return {
    consents: rows.map(toDto),
    page: input.page,
    pages: Math.ceil(n / ADMIN_CONSENTS_PAGE_SIZE),
    total: n,
  };
}

/** The same addresses as CSV for the owner's mailing tool (formula-like cells defused). */
export async function consentsCsv(db: Db, search: string | undefined) {
  const current = currentConsents(db, search);
  const rows = await db.select().from(current).orderBy(current.email);
  return [
    csvLine(['Email', 'Agreed at', 'Source', 'Wording', 'Has an account']),
    ...rows.map((r) =>
      csvLine([
        r.email,
        r.confirmedAt ? londonDateTime(r.confirmedAt) : '',
        r.source,
        r.wording,
        r.hasAccount ? 'Yes' : 'No',
      ]),
    ),
  ].join('');
}
