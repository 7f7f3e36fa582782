import { londonWeekday } from '../../../shared/londonTime';
import { isOpenNow } from '../../../shared/openNow';
import { displayStoreTime, type StoreHoursEntry } from '../../../shared/shop';
import type { SpecialHoursEntry } from '../../../shared/specialHours';
import { useNow } from '../../hooks/useNow';
import { SpecialHoursList } from './SpecialHoursList';

/**
 * The week's opening hours with an Open Now / Closed badge and today's row highlighted, then the
 * coming special hours, which the badge follows on their day.
 */
export function StoreHoursList({
  hours,
  specialHours,
}: {
  hours: StoreHoursEntry[];
  specialHours: SpecialHoursEntry[];
}) {
  const now = useNow();
  const open = now !== null && isOpenNow(hours, now, specialHours);
  const today = now && londonWeekday(now);
  return (
    <div>
      <div className="mb-4 flex items-center justify-between gap-3">
        <h3 className="text-2xl">Store Hours</h3>
        {now && (
          <span
            data-testid="open-status"
            className={`rounded-full px-3 py-1 text-xs font-semibold tracking-wide uppercase ${open ? 'bg-emerald-100 text-emerald-800' : 'bg-stone/10 text-stone'}`}
          >
            {open ? 'Open Now' : 'Closed'}
          </span>
        )}
      </div>
      <ul className="divide-y divide-ink/5 text-sm">
        {hours.map((h) => {
          const isToday = h.day === today;
          return (
            <li
              key={h.day}
              aria-current={isToday ? 'date' : undefined}
              className={`flex justify-between gap-4 px-3 py-2 ${isToday ? 'rounded-md bg-gold-light/40 font-semibold' : ''}`}
            >
              <span>
                {h.day}
                {isToday && <span className="sr-only"> (today)</span>}
              </span>
              <span className={h.isClosed ? 'text-stone' : ''}>
                {h.isClosed
                  ? 'Closed'
                  : `${displayStoreTime(h.openTime)} – ${displayStoreTime(h.closeTime)}`}
              </span>
            </li>
          );
        })}
      </ul>
      <SpecialHoursList entries={specialHours} now={now} />
    </div>
  );
}
