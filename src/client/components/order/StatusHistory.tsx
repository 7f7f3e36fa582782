import { formatDateTimeGB } from '../../../shared/londonTime';
import type { Order } from '../../lib/trpc';
import { StatusBadge } from './StatusBadge';

/** Every status the order has had, oldest first, with the shop's note. */
export function StatusHistory({ history }: { history: Order['statusHistory'] }) {
  if (history.length === 0) return <p className="text-stone">No updates yet.</p>;
  return (
    <ol className="space-y-4 border-l border-ink/10 pl-5">
      {history.map((entry, index) => (
        <li key={index} className="relative">
          <span
            aria-hidden
            className="absolute top-1.5 -left-[1.6rem] size-2.5 rounded-full bg-gold ring-4 ring-white"
          />
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={entry.status} />
            <time dateTime={entry.date} className="text-stone">
              {formatDateTimeGB(entry.date)}
            </time>
          </div>
          {entry.note && <p className="mt-1">{entry.note}</p>}
        </li>
      ))}
    </ol>
  );
}
