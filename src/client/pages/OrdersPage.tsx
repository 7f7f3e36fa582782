import { Package } from 'lucide-react';
import { Link } from 'react-router';

/** /orders and /MyOrders (behind RequireSignIn). The orders list arrives with the checkout. */
export function OrdersPage() {
  return (
    <div className="container-page py-10 lg:py-14">
      <title>My Orders</title>
      <h1 className="text-4xl sm:text-5xl">My Orders</h1>
      <div className="mt-8 flex flex-col items-center gap-4 rounded-lg bg-white px-6 py-16 text-center shadow-sm ring-1 ring-ink/5">
        <span className="grid size-16 place-items-center rounded-full bg-pearl text-gold-dark">
          <Package className="size-7" aria-hidden />
        </span>
        <p className="font-display text-2xl">You have not placed any orders yet.</p>
        <Link to="/products" className="btn-primary">
          Continue Shopping
        </Link>
      </div>
    </div>
  );
}
