import { isRefundOverdue, REFUND_DUE_DAYS } from '../../../../shared/cancellation';
import { formatAdminDate } from '../../../../shared/londonTime';

/**
 * "Refund due by Dec 11, 2026" (the Regulations' 14 days), in red once the day has passed; before
 * the clock starts (a return not yet back), when it will.
 */
export function RefundDue({ dueBy }: { dueBy: string | null }) {
  if (!dueBy) {
    return (
      <p className="text-sm text-stone">
        Refund due {REFUND_DUE_DAYS} days after the items arrive (or proof of posting).
      </p>
    );
  }
  const overdue = isRefundOverdue(dueBy);
  return (
    <p
      className={`text-sm font-medium ${overdue ? 'text-sale' : 'text-ink'}`}
      data-testid="refund-due"
    >
      Refund due by <time dateTime={dueBy}>{formatAdminDate(dueBy)}</time>
      {overdue && ' (overdue)'}
    </p>
  );
}
