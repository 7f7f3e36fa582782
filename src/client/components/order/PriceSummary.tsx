import { formatGBP } from '../../../shared/money';

/**
 * Subtotal, Shipping 'Free' and Total: shipping is always free, so the total equals the
 * subtotal (spec §9). `testId` names the figures for the browser tests ('cart' → 'cart-total').
 */
export function PriceSummary({
  subtotal,
  total,
  testId,
}: {
  subtotal: number;
  total: number;
  testId: string;
}) {
  return (
    <dl className="divide-y divide-ink/10 text-sm">
      <div className="flex justify-between py-3">
        <dt className="text-stone">Subtotal</dt>
        <dd className="font-medium tabular-nums" data-testid={`${testId}-subtotal`}>
          {formatGBP(subtotal)}
        </dd>
      </div>
      <div className="flex justify-between py-3">
        <dt className="text-stone">Shipping</dt>
        <dd className="font-medium text-emerald-700">Free</dd>
      </div>
      <div className="flex items-baseline justify-between py-4">
        <dt className="font-medium">Total</dt>
        <dd className="text-xl font-semibold tabular-nums" data-testid={`${testId}-total`}>
          {formatGBP(total)}
        </dd>
      </div>
    </dl>
  );
}
