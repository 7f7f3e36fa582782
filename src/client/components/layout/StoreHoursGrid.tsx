import { displayStoreTime, type StoreHoursEntry } from '../../../shared/shop';

/** Each day with its opening and closing time, or Closed. */
export function StoreHoursGrid({ hours }: { hours: StoreHoursEntry[] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1.5 text-sm">
      {hours.map((entry) => (
        <div key={entry.day} className="contents">
          <dt className="text-ivory/90">{entry.day}</dt>
          <dd className="text-right tabular-nums">
            {entry.isClosed ? (
              <span className="text-gold-light">Closed</span>
            ) : (
              `${displayStoreTime(entry.openTime)} – ${displayStoreTime(entry.closeTime)}`
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
