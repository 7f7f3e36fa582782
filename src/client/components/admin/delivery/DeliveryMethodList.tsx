import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { formatGBP } from '../../../../shared/money';
import { checkoutCountries } from '../../../../shared/orders';
import { Pill } from '../../ui/Pill';
import type { DeliveryMethod } from './deliveryForm';
import { kindLabels } from './DeliveryMethodForm';
import { AdminTerms } from '../AdminTerms';

export type MoveDirection = 'up' | 'down';

/** 'Any', 'From £50.00', 'Up to £10,000.00' or '£50.00 to £2,500.00'. */
export function orderValues({ minOrder, maxOrder }: Pick<DeliveryMethod, 'minOrder' | 'maxOrder'>) {
  if (minOrder === null && maxOrder === null) return 'Any';
  if (maxOrder === null) return `From ${formatGBP(minOrder!)}`;
  if (minOrder === null) return `Up to ${formatGBP(maxOrder)}`;
  return `${formatGBP(minOrder)} to ${formatGBP(maxOrder)}`;
}

/** How the parcel is insured, as the rules decide it (shared/delivery.ts). */
export function coverText(m: DeliveryMethod) {
  if (m.kind === 'collection') return 'Collected in person';
  if (m.kind === 'courier') {
    return m.maxOrder === null ? 'Insured' : `Insured to ${formatGBP(m.maxOrder)}`;
  }
  if (m.coverTiers.length === 0) return 'Uninsured (orders up to £100)';
  return (
    m.coverTiers
      // A level and its extra stay on one line ('£1,000.00 (+£1.25)'), on a phone too.
      .map(
        (t) => `${formatGBP(t.cover)}${t.extra > 0 ? `\u00a0(+\u2060${formatGBP(t.extra)})` : ''}`,
      )
      .join(', ')
  );
}

function countriesText(m: DeliveryMethod) {
  if (m.kind === 'collection') return 'Any (collected from the shop)';
  return m.countries.length === checkoutCountries.length ? 'All' : m.countries.join(', ');
}

const actionButton =
  'inline-flex min-h-9 items-center justify-center gap-1 rounded-md px-2.5 py-1.5 text-xs font-medium text-stone ring-1 ring-ink/10 hover:bg-pearl hover:text-ink disabled:opacity-40 disabled:hover:bg-transparent';

/**
 * The methods in the order checkout offers them, each with what it costs and carries, to move
 * one place up or down, edit or delete. After a move the keyboard stays on the moved method.
 */
export function DeliveryMethodList({
  methods,
  movingId,
  onMove,
  onEdit,
  onDelete,
}: {
  methods: DeliveryMethod[];
  movingId: string | null;
  onMove: (method: DeliveryMethod, direction: MoveDirection) => Promise<void>;
  onEdit: (method: DeliveryMethod) => void;
  onDelete: (method: DeliveryMethod) => void;
}) {
  const list = useRef<HTMLOListElement>(null);
  const moved = useRef<{ id: string; direction: MoveDirection } | null>(null);
  // The row has moved in the page, which took the focus from its button (disabled while the move
  // was on its way): once the new order shows, give it back, or to the other move button at the
  // top or the bottom, where this one stays disabled.
  useEffect(() => {
    const target = moved.current;
    if (!target || movingId !== null) return;
    moved.current = null;
    const button = (d: MoveDirection) =>
      list.current?.querySelector<HTMLButtonElement>(`[data-move="${target.id}:${d}"]`);
    const same = button(target.direction);
    (same && !same.disabled ? same : button(target.direction === 'up' ? 'down' : 'up'))?.focus();
  }, [methods, movingId]);
  const move = (method: DeliveryMethod, direction: MoveDirection) => {
    moved.current = { id: method._id, direction };
    void onMove(method, direction);
  };
  return (
    <ol ref={list} className="space-y-3" aria-label="Delivery methods, in checkout order">
      {methods.map((m, index) => (
        <li
          key={m._id}
          aria-label={m.name}
          className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-ink/5 sm:p-5"
        >
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <h2 className="flex flex-wrap items-center gap-2 font-sans text-base font-semibold">
                <span className="text-stone tabular-nums">{index + 1}.</span>
                {m.name}
                <Pill tone={m.isActive ? 'green' : 'grey'}>
                  {m.isActive ? 'Active' : 'Not offered'}
                </Pill>
              </h2>
              <p className="mt-0.5 text-sm text-stone">
                {[kindLabels[m.kind], m.carrier, m.service].filter(Boolean).join(' · ')}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              {(['up', 'down'] as const).map((direction) => (
                <button
                  key={direction}
                  type="button"
                  data-move={`${m._id}:${direction}`}
                  className={actionButton}
                  // The visible words first, as axe asks of a name that adds to them.
                  aria-label={`Move ${direction} ${m.name}`}
                  disabled={
                    movingId !== null ||
                    (direction === 'up' ? index === 0 : index === methods.length - 1)
                  }
                  onClick={() => move(m, direction)}
                >
                  {direction === 'up' ? (
                    <ArrowUp className="size-4" aria-hidden />
                  ) : (
                    <ArrowDown className="size-4" aria-hidden />
                  )}
                  {direction === 'up' ? 'Move up' : 'Move down'}
                </button>
              ))}
              <button
                type="button"
                className={actionButton}
                aria-label={`Edit ${m.name}`}
                onClick={() => onEdit(m)}
              >
                <Pencil className="size-4" aria-hidden />
                Edit
              </button>
              <button
                type="button"
                className={`${actionButton} hover:text-sale`}
                aria-label={`Delete ${m.name}`}
                onClick={() => onDelete(m)}
              >
                <Trash2 className="size-4" aria-hidden />
                Delete
              </button>
            </div>
          </div>
          <AdminTerms
            className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-sm lg:grid-cols-3"
            terms={[
              ['Price', m.price === 0 ? 'Free' : formatGBP(m.price)],
              ['Free over', m.freeOver === null ? 'Never' : formatGBP(m.freeOver)],
              ['Order values', orderValues(m)],
              ['Cover', coverText(m)],
              ['Countries', countriesText(m)],
              [
                'Surcharges',
                m.surcharges.length === 0
                  ? 'None'
                  : m.surcharges.map((s) => `${s.area} +${formatGBP(s.price)}`).join(', '),
              ],
            ]}
          />
        </li>
      ))}
    </ol>
  );
}
