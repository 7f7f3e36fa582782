import { formatAdminDateTime } from '../../../../shared/londonTime';
import { StatusBadge } from '../../order/StatusBadge';
import type { AdminOrder } from './useOrderActions';

/**
 * The order's audit trail for the shop: every status it has had, newest first, with when (en-US)
 * and the note recorded (who changed it, the tracking saved, a payment recorded).
 */
export function OrderStatusTimeline({ history }: { history: AdminOrder['statusHistory'] }) {
  if (history.length === 0) return <p className="text-stone">No status changes yet.</p>;
  const newestFirst = [...history].reverse();
  return (
    <ol className="relative space-y-5 before:absolute before:top-2 before:bottom-2 before:left-[0.3rem] before:border-l before:border-ink/15">
      {newestFirst.map((entry, index) => (
        <li key={history.length - index} className="relative grid gap-1 pl-6">
          <span
            aria-hidden
            className={`absolute top-1.5 left-0 size-2.5 rounded-full border-[5px] ring-4 ring-white ${
              index === 0 ? 'border-gold-dark' : 'border-stone/40'
            }`}
          />
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <StatusBadge status={entry.status} />
            <time dateTime={entry.date} className="text-xs text-stone">
              {formatAdminDateTime(entry.date)}
            </time>
            {index === 0 && <span className="sr-only">(latest)</span>}
          </div>
          {entry.note && <p>{entry.note}</p>}
        </li>
      ))}
    </ol>
  );
}
