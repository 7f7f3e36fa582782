import { formatLongDay, londonDay, londonWeekday } from '../../../shared/londonTime';
import { comingSpecialHours, type SpecialHoursEntry } from '../../../shared/specialHours';

/**
 * The coming weeks' days with their own hours (bank holidays, Christmas), under the weekly
 * hours; nothing when there are none. `now` is null in the server's HTML, which then lists none:
 * which days are "coming" is the browser's to say.
 */
export function SpecialHoursList({
  entries,
  now,
}: {
  entries: readonly SpecialHoursEntry[];
  now: Date | null;
}) {
  if (!now) return null;
  const today = londonDay(now);
  const coming = comingSpecialHours(entries, today);
  if (coming.length === 0) return null;
  return (
    <section aria-labelledby="special-hours" className="mt-6">
      <h3 id="special-hours" className="mb-2 text-xl">
        Special opening hours
      </h3>
      <ul className="divide-y divide-ink/5 text-sm">
        {coming.map((entry) => (
          <li
            key={entry.date}
            aria-current={entry.date === today ? 'date' : undefined}
            className={`flex flex-wrap justify-between gap-x-4 px-3 py-2 ${entry.date === today ? 'rounded-md bg-gold-light/40 font-semibold' : ''}`}
          >
            <span>
              {londonWeekday(entry.date)} {formatLongDay(entry.date)}
              {entry.note && <span className="text-stone"> · {entry.note}</span>}
            </span>
            <span className={entry.isClosed ? 'text-stone' : ''}>
              {entry.isClosed ? 'Closed' : `${entry.openTime} – ${entry.closeTime}`}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
