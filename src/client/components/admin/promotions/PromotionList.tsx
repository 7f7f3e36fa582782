import { CircleStop, Pencil } from 'lucide-react';
import { formatDateTimeGB, fromLondonWallClock } from '../../../../shared/londonTime';
import { formatGBP } from '../../../../shared/money';
import { describeOffer } from '../../../../shared/promotions';
import { Pill } from '../../ui/Pill';
import type { Promotion } from './promotionFormState';
import { AdminTerms } from '../AdminTerms';

const statusLook = {
  running: { tone: 'green', label: 'Running' },
  scheduled: { tone: 'amber', label: 'Scheduled' },
  ended: { tone: 'grey', label: 'Ended' },
} as const;

const when = (wallClock: string) => formatDateTimeGB(fromLondonWallClock(wallClock) ?? wallClock);

function offerText(p: Promotion) {
  // The list speaks pounds; the rules keep pence.
  return describeOffer(p.kind, p.kind === 'amount' ? Math.round(p.value * 100) : p.value);
}

function scopeText(p: Promotion) {
  const n = p.scopeIds.length;
  const base =
    p.scope === 'all'
      ? 'Whole shop'
      : p.scope === 'categories'
        ? `${n} ${n === 1 ? 'collection' : 'collections'}`
        : p.scope === 'products'
          ? p.products.length <= 3
            ? p.products.map((product) => product.name).join(', ')
            : `${n} products`
          : p.scopeIds.join(', ');
  return p.excludeSale ? `${base}, not sale items` : base;
}

const limitText = (n: number | null) => (n === null ? 'No limit' : String(n));

const actionButton =
  'inline-flex min-h-9 items-center justify-center gap-1 rounded-md px-2.5 py-1.5 text-xs font-medium text-stone ring-1 ring-ink/10 hover:bg-pearl hover:text-ink';

/** Every promotion, newest first, with its rules and how it has done (live orders only). */
export function PromotionList({
  promotions,
  onEdit,
  onEnd,
}: {
  promotions: Promotion[];
  onEdit: (p: Promotion) => void;
  onEnd: (p: Promotion) => void;
}) {
  return (
    <ul className="space-y-3" aria-label="Promotions">
      {promotions.map((p) => (
        <li
          key={p._id}
          aria-label={p.name}
          className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-ink/5 sm:p-5"
        >
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <h2 className="flex flex-wrap items-center gap-2 font-sans text-base font-semibold">
                {p.name}
                <Pill tone={statusLook[p.status].tone}>{statusLook[p.status].label}</Pill>
              </h2>
              <p className="mt-0.5 text-sm text-stone">
                {p.code ? (
                  <>
                    Code <span className="font-mono font-semibold text-ink">{p.code}</span>
                  </>
                ) : (
                  'Automatic offer'
                )}{' '}
                · {offerText(p)}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className={actionButton}
                aria-label={`Edit ${p.name}`}
                onClick={() => onEdit(p)}
              >
                <Pencil className="size-4" aria-hidden />
                Edit
              </button>
              {p.status !== 'ended' && (
                <button
                  type="button"
                  className={`${actionButton} hover:text-sale`}
                  aria-label={`End now ${p.name}`}
                  onClick={() => onEnd(p)}
                >
                  <CircleStop className="size-4" aria-hidden />
                  End now
                </button>
              )}
            </div>
          </div>
          <AdminTerms
            className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-sm lg:grid-cols-4"
            terms={[
              ['Applies to', scopeText(p)],
              ['Minimum spend', p.minSpend === null ? 'None' : formatGBP(p.minSpend)],
              ['Starts', when(p.startsAt)],
              ['Ends', p.endsAt === null ? 'No end' : when(p.endsAt)],
              ['Total uses', limitText(p.usageLimit)],
              ['Per customer', limitText(p.perCustomerLimit)],
            ]}
          />
          <AdminTerms
            className="mt-3 grid grid-cols-3 gap-x-6 border-t border-ink/10 pt-3 text-sm"
            detailClassName="font-semibold tabular-nums"
            terms={[
              [
                'Orders',
                `${p.usage.orders}${p.usage.orders > 0 ? ` (${p.usage.paidOrders} paid)` : ''}`,
              ],
              ['Discount given', formatGBP(p.usage.discount)],
              ['Revenue', formatGBP(p.usage.revenue)],
            ]}
          />
        </li>
      ))}
    </ul>
  );
}
