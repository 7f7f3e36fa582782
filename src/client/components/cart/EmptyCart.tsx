import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';

/**
 * Spec §2's empty cart: the message and a way back to the shop (drawer and cart page). `pending`:
 * the cart page as the server sends it, before the browser has read the visitor's cart, so it
 * does not claim the cart is empty (the same box, so nothing moves when an empty cart is read).
 */
export function EmptyCart({ onContinue, pending }: { onContinue?: () => void; pending?: boolean }) {
  return (
    <div className="flex flex-col items-center gap-4 px-6 py-16 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-pearl text-gold-dark">
        <ShoppingBag className="size-7" aria-hidden />
      </span>
      <p className="font-display text-2xl">{pending ? 'Your cart' : 'Your cart is empty'}</p>
      <p className="max-w-xs text-sm text-stone">
        Discover rings, necklaces and earrings crafted to be treasured.
      </p>
      <Link to="/products" className="btn-primary" onClick={onContinue}>
        Continue Shopping
      </Link>
    </div>
  );
}
