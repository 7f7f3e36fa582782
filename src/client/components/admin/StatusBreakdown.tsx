import type { RouterOutputs } from '../../lib/trpc';

type StatusCounts = RouterOutputs['admin']['orders']['dashboard']['statusCounts'];

/** Spec §4's four counts; Confirmed holds the orders still waiting (confirmed or paying). */
const rows = [
  { key: 'confirmed', label: 'Confirmed', note: 'pending', bar: 'bg-sky-500' },
  { key: 'processing', label: 'Processing', note: '', bar: 'bg-violet-500' },
  { key: 'shipped', label: 'Shipped', note: '', bar: 'bg-teal-500' },
  { key: 'delivered', label: 'Delivered', note: '', bar: 'bg-emerald-500' },
] as const;

/** How many orders stand at each step, each with a bar of its share of those four. */
export function StatusBreakdown({ counts }: { counts: StatusCounts }) {
  const total = rows.reduce((sum, row) => sum + counts[row.key], 0);
  return (
    <dl className="space-y-4">
      {rows.map((row) => {
        const count = counts[row.key];
        return (
          // dt and dd straight inside their group, the bar a second (hidden) dd: what a <dl> allows.
          <div key={row.key} className="grid grid-cols-[1fr_auto] items-baseline gap-x-3">
            <dt>
              {row.label}
              {row.note && <span className="text-stone"> ({row.note})</span>}
            </dt>
            <dd className="font-semibold tabular-nums">{count}</dd>
            <dd
              aria-hidden
              className="col-span-2 mt-1.5 h-1.5 overflow-hidden rounded-full bg-pearl"
            >
              <div
                className={`h-full rounded-full ${row.bar}`}
                style={{ width: `${total ? (count / total) * 100 : 0}%` }}
              />
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
