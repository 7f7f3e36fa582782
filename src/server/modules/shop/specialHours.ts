import { and, asc, between, eq, gte, lt, notInArray } from 'drizzle-orm';
import { londonDay } from '../../../shared/londonTime';
import { MAX_SPECIAL_HOURS, type SpecialHoursEntry } from '../../../shared/specialHours';
import type { Db } from '../../db/client';
import { specialOpeningHours } from '../../db/schema';
import { DomainError } from '../../errors';

const entryColumns = {
  date: specialOpeningHours.date,
  isClosed: specialOpeningHours.isClosed,
  openTime: specialOpeningHours.openTime,
  closeTime: specialOpeningHours.closeTime,
  note: specialOpeningHours.note,
};

/** The special hours from `fromDay` on (YYYY-MM-DD, London), earliest first. */
export function findSpecialHours(db: Db, fromDay: string): Promise<SpecialHoursEntry[]> {
  return db
    .select(entryColumns)
    .from(specialOpeningHours)
    .where(gte(specialOpeningHours.date, fromDay))
    .orderBy(asc(specialOpeningHours.date));
}

/**
 * The London days from `fromDay` to `toDay` (both YYYY-MM-DD, both included) on which the shop is
 * closed all day by its special hours (a bank holiday it closes for). The weekly hours are not
 * counted: a closed Sunday is the weekday's rule, which a caller reads from `storeHours`.
 */
export async function closedDays(db: Db, fromDay: string, toDay: string): Promise<Set<string>> {
  const rows = await db
    .select({ date: specialOpeningHours.date })
    .from(specialOpeningHours)
    .where(
      and(
        between(specialOpeningHours.date, fromDay, toDay),
        eq(specialOpeningHours.isClosed, true),
      ),
    );
  return new Set(rows.map((row) => row.date));
}

/** The special hours of one London day (YYYY-MM-DD), or null when the weekday's usual hours apply. */
export async function specialHoursOn(db: Db, day: string): Promise<SpecialHoursEntry | null> {
  const [entry] = await db
    .select(entryColumns)
    .from(specialOpeningHours)
    .where(eq(specialOpeningHours.date, day));
  return entry ?? null;
}

const sameEntry = (a: SpecialHoursEntry, b: SpecialHoursEntry) =>
  a.isClosed === b.isClosed &&
  a.openTime === b.openTime &&
  a.closeTime === b.closeTime &&
  a.note === b.note;

/**
 * Makes `entries` the shop's special hours from today on (`tx` is the caller's transaction).
 * A date before today may be sent only as it is already saved (what a GET answered before
 * midnight): it is left alone. Days before today are history and are never changed here.
 */
export async function replaceSpecialHours(
  tx: Db,
  entries: SpecialHoursEntry[],
  now = new Date(),
): Promise<void> {
  const today = londonDay(now);
  const past = entries.filter((entry) => entry.date < today);
  if (past.length > 0) {
    const history = await tx
      .select(entryColumns)
      .from(specialOpeningHours)
      .where(lt(specialOpeningHours.date, today));
    const stale = past.find(
      (entry) => !history.some((row) => row.date === entry.date && sameEntry(row, entry)),
    );
    if (stale) {
      throw new DomainError(
        'BAD_REQUEST',
        `${stale.date} has passed: special hours can be added from today (${today}) on`,
      );
    }
  }
  const coming = entries.filter((entry) => entry.date >= today);
  if (coming.length > MAX_SPECIAL_HOURS) {
    throw new DomainError('BAD_REQUEST', `At most ${MAX_SPECIAL_HOURS} special dates can be kept`);
  }
  const saved = await findSpecialHours(tx, today);
  const dates = coming.map((entry) => entry.date);
  await tx
    .delete(specialOpeningHours)
    .where(
      and(
        gte(specialOpeningHours.date, today),
        dates.length ? notInArray(specialOpeningHours.date, dates) : undefined,
      ),
    );
  // An entry saved as it is stays untouched (a GET → PUT round trip writes nothing).
  const changed = coming.filter(
    (entry) => !saved.some((row) => row.date === entry.date && sameEntry(row, entry)),
  );
  for (const entry of changed) {
    const { isClosed, openTime, closeTime, note } = entry;
    await tx.insert(specialOpeningHours).values(entry).onConflictDoUpdate({
      target: specialOpeningHours.date,
      set: { isClosed, openTime, closeTime, note },
    });
  }
}
