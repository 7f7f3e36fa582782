import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { PriceSummary } from '../order/PriceSummary';
import { Panel } from '../ui/Panel';

/** Cart Totals, with the ways on: checkout, or back to the shop. */
export function CartTotals({ subtotal }: { subtotal: number }) {
  return (
    <Panel title="Cart Totals">
      <PriceSummary subtotal={subtotal} total={subtotal} testId="cart" />
      <Link to="/checkout" className="btn-primary mt-2 w-full py-3">
        Proceed to Checkout <ArrowRight className="size-4" aria-hidden />
      </Link>
      <Link to="/products" className="btn-outline mt-3 w-full py-3">
        Continue Shopping
      </Link>
    </Panel>
  );
}
