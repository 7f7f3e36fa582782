import { ArrowRight } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { PriceSummary } from '../order/PriceSummary';
import { PayLater } from '../payLater/PayLater';
import { Panel } from '../ui/Panel';

// Delivery prices load with the cart's lines, not with the page's first download.
const CartDelivery = lazy(async () => ({
  default: (await import('../delivery/CartDelivery')).CartDelivery,
}));

/** Cart Totals, with delivery priced for where the order goes, and the ways on. */
export function CartTotals({ subtotal }: { subtotal: number }) {
  return (
    <Panel title="Cart Totals">
      <Suspense
        fallback={
          <PriceSummary subtotal={subtotal} total={subtotal} shipping={null} testId="cart" />
        }
      >
        <CartDelivery subtotal={subtotal} />
      </Suspense>
      <PayLater amount={subtotal} placement="cart" />
      <Link to="/checkout" className="btn-primary mt-2 w-full py-3">
        Proceed to Checkout <ArrowRight className="size-4" aria-hidden />
      </Link>
      <Link to="/products" className="btn-outline mt-3 w-full py-3">
        Continue Shopping
      </Link>
    </Panel>
  );
}
