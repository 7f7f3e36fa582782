import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { formatGBP } from '../../../shared/money';

/** Cart Totals: shipping is always free, so the total equals the subtotal (spec §9). */
export function CartTotals({ subtotal }: { subtotal: number }) {
  return (
    <section
      aria-labelledby="cart-totals-title"
      className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-ink/5"
    >
      <h2 id="cart-totals-title" className="text-2xl">
        Cart Totals
      </h2>
      <dl className="mt-5 divide-y divide-ink/10 text-sm">
        <div className="flex justify-between py-3">
          <dt className="text-stone">Subtotal</dt>
          <dd className="font-medium tabular-nums" data-testid="cart-subtotal">
            {formatGBP(subtotal)}
          </dd>
        </div>
        <div className="flex justify-between py-3">
          <dt className="text-stone">Shipping</dt>
          <dd className="font-medium text-emerald-700">Free</dd>
        </div>
        <div className="flex items-baseline justify-between py-4">
          <dt className="font-medium">Total</dt>
          <dd className="text-xl font-semibold tabular-nums" data-testid="cart-total">
            {formatGBP(subtotal)}
          </dd>
        </div>
      </dl>
      <Link to="/checkout" className="btn-primary mt-2 w-full py-3">
        Proceed to Checkout <ArrowRight className="size-4" aria-hidden />
      </Link>
      <Link to="/products" className="btn-outline mt-3 w-full py-3">
        Continue Shopping
      </Link>
    </section>
  );
}
