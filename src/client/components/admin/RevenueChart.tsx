import { useId } from 'react';
import { formatGBP } from '../../../shared/money';
import { formatAdminDate, formatAdminDay } from '../../../shared/londonTime';
import { revenueTicks } from './revenueScale';

interface RevenueDay {
  /** 'YYYY-MM-DD' */
  day: string;
  revenue: number;
}

const compactGBP = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** Every fifth day is labelled under the bars, counted back from today (the last bar). */
const LABEL_EVERY = 5;

/**
 * Revenue per day as bars, drawn with plain SVG (the bars stretch with the card; the figures are
 * HTML, so they stay sharp and readable at any width). Screen readers get a summary on the image
 * and the figures in a table.
 */
export function RevenueChart({ days }: { days: RevenueDay[] }) {
  const id = useId();
  const total = days.reduce((sum, d) => sum + d.revenue, 0);
  const best = days.reduce<RevenueDay | undefined>(
    (top, d) => (d.revenue > (top?.revenue ?? 0) ? d : top),
    undefined,
  );
  const ticks = revenueTicks(best?.revenue ?? 0);
  const top = ticks.at(-1)!;
  const first = days[0];
  const last = days.at(-1);
  const summary =
    first && last
      ? `${formatAdminDate(first.day)} to ${formatAdminDate(last.day)}: ${formatGBP(total)} in total` +
        (best ? `, highest ${formatGBP(best.revenue)} on ${formatAdminDay(best.day)}.` : '.')
      : 'No figures yet.';

  return (
    <figure aria-labelledby={`${id}-caption`}>
      <figcaption
        id={`${id}-caption`}
        className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1"
      >
        <span className="font-display text-2xl">Revenue, last {days.length} days</span>
        <span className="text-sm text-stone">
          Total <span className="font-semibold text-ink tabular-nums">{formatGBP(total)}</span>
        </span>
      </figcaption>

      <div className="mt-5 flex gap-2">
        <div aria-hidden className="relative w-12 shrink-0 text-right text-[0.7rem] text-stone">
          {ticks.map((tick) => (
            <span
              key={tick}
              className="absolute right-0 translate-y-1/2 tabular-nums"
              style={{ bottom: `${(tick / top) * 100}%` }}
            >
              {compactGBP.format(tick)}
            </span>
          ))}
        </div>
        <div className="relative h-48 flex-1 sm:h-56">
          {ticks.map((tick) => (
            <span
              key={tick}
              aria-hidden
              className={`absolute inset-x-0 border-t ${tick === 0 ? 'border-ink/30' : 'border-dashed border-ink/10'}`}
              style={{ bottom: `${(tick / top) * 100}%` }}
            />
          ))}
          <svg
            viewBox={`0 0 ${days.length} 100`}
            preserveAspectRatio="none"
            role="img"
            aria-labelledby={`${id}-title ${id}-desc`}
            className="absolute inset-0 size-full overflow-visible"
          >
            <title id={`${id}-title`}>Revenue per day over the last {days.length} days</title>
            <desc id={`${id}-desc`}>{summary}</desc>
            {days.map((d, index) => {
              const height = (d.revenue / top) * 100;
              return (
                <rect
                  key={d.day}
                  x={index + 0.18}
                  width={0.64}
                  y={100 - height}
                  height={height}
                  className={index === days.length - 1 ? 'fill-gold-dark' : 'fill-gold'}
                >
                  <title>{`${formatAdminDay(d.day)}: ${formatGBP(d.revenue)}`}</title>
                </rect>
              );
            })}
          </svg>
        </div>
      </div>
      <div aria-hidden className="relative mt-2 ml-14 h-4 text-[0.7rem] text-stone">
        {days.map((d, index) =>
          (days.length - 1 - index) % LABEL_EVERY === 0 ? (
            <span
              key={d.day}
              className="absolute -translate-x-1/2 whitespace-nowrap"
              style={{ left: `${((index + 0.5) / days.length) * 100}%` }}
            >
              {formatAdminDay(d.day)}
            </span>
          ) : null,
        )}
      </div>

      <table className="sr-only">
        <caption>Revenue per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Revenue</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <th scope="row">{formatAdminDate(d.day)}</th>
              <td>{formatGBP(d.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
