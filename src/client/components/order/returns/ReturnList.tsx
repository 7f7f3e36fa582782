import type { ReactNode } from 'react';
import { formatGBP } from '../../../../shared/money';
import type { ReturnStatus } from '../../../../shared/returns';
import { formatDateGB } from '../../../../shared/londonTime';
import { ReturnStatusPill } from './ReturnStatusPill';

export interface ReturnView {
  _id: string;
  status: ReturnStatus;
  reasonLabel: string;
  note: string;
  amount: number;
  createdAt: string;
  receivedAt: string | null;
  refundedAt: string | null;
  refundDueBy: string | null;
  items: { orderItem: string; name: string; price: number; qty: number }[];
}

/** An order's return requests, oldest first: what was asked back, why, and where it stands. */
export function ReturnList({
  returns,
  actions,
}: {
  returns: ReturnView[];
  /** The owner's buttons for one request. */
  actions?: (request: ReturnView) => ReactNode;
}) {
  return (
    <ul className="divide-y divide-ink/10" data-testid="return-list">
      {returns.map((request) => (
        <li key={request._id} className="space-y-2 py-4 first:pt-0 last:pb-0">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-medium">
              Asked on <time dateTime={request.createdAt}>{formatDateGB(request.createdAt)}</time>
            </p>
            <ReturnStatusPill status={request.status} />
          </div>
          <ul className="text-stone">
            {request.items.map((item) => (
              <li key={item.orderItem}>
                {item.qty} × {item.name}{' '}
                <span className="tabular-nums">({formatGBP(item.price * item.qty)})</span>
              </li>
            ))}
          </ul>
          <p>
            <span className="text-stone">Reason:</span> {request.reasonLabel}
            {request.note && <span className="block text-stone italic">“{request.note}”</span>}
          </p>
          <p className="font-medium tabular-nums">
            {request.status === 'refunded' && request.refundedAt
              ? `Refunded ${formatGBP(request.amount)} on ${formatDateGB(request.refundedAt)}`
              : `Refund due: ${formatGBP(request.amount)}`}
          </p>
          {actions?.(request)}
        </li>
      ))}
    </ul>
  );
}
