import { ArrowRight, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** One figure of the dashboard: a label, the value, an optional line under it and link. */
export function StatCard({
  label,
  value,
  icon: Icon,
  detail,
  to,
  linkLabel,
}: {
  label: string;
  value: ReactNode;
  icon: LucideIcon;
  detail?: ReactNode;
  /** The whole card links here (the Processing card goes to those orders). */
  to?: string;
  /** What the link says to a screen reader, after the label and value. */
  linkLabel?: string;
}) {
  const body = (
    <>
      <div className="flex items-start justify-between gap-3">
        <p className="text-xs font-medium tracking-[0.15em] text-stone uppercase">{label}</p>
        <span className="grid size-9 shrink-0 place-items-center rounded-full bg-pearl text-gold-dark">
          <Icon className="size-4.5" aria-hidden />
        </span>
      </div>
      <p className="mt-1 font-display text-3xl leading-none font-semibold lining-nums tabular-nums sm:text-4xl">
        {value}
      </p>
      {(detail || to) && (
        <div className="mt-3 flex items-center justify-between gap-2 text-xs text-stone">
          <span>{detail}</span>
          {to && (
            <span className="inline-flex items-center gap-1 font-medium text-gold-dark">
              {linkLabel ?? 'View'}
              <ArrowRight className="size-3.5" aria-hidden />
            </span>
          )}
        </div>
      )}
    </>
  );
  const card = 'block rounded-lg bg-white p-4 shadow-sm ring-1 ring-ink/5 sm:p-5';
  return to ? (
    <Link to={to} className={`${card} transition-shadow hover:shadow-md hover:ring-gold/40`}>
      {body}
    </Link>
  ) : (
    <div className={card}>{body}</div>
  );
}
