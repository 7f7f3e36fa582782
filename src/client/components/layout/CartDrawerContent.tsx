import { X } from 'lucide-react';
import { Link } from 'react-router';
import { formatGBP } from '../../../shared/money';
import { cart, cartLineKey, useCart } from '../../state/cart';
import { cartDrawer } from '../../state/cartDrawer';
import { CartDrawerItem } from '../cart/CartDrawerItem';
import { EmptyCart } from '../cart/EmptyCart';

/** The cart drawer's inside: its lines, subtotal and the ways on (fetched when first opened). */
export function CartDrawerContent() {
  const { items, subtotal, quantity } = useCart();
  return (
    <div className="flex h-full flex-col">
      <div className="flex items-center justify-between border-b border-ink/10 px-6 py-4">
        <h2 className="text-2xl">
          Your Cart{' '}
          {quantity > 0 && <span className="font-sans text-sm text-stone">({quantity})</span>}
        </h2>
        {/* Takes focus as the drawer's content arrives (fetched when first opened). */}
        <button
          type="button"
          autoFocus
          onClick={cartDrawer.close}
          aria-label="Close cart"
          className="rounded-full p-2 hover:bg-pearl"
        >
          <X className="size-5" aria-hidden />
        </button>
      </div>
      {items.length === 0 ? (
        <EmptyCart onContinue={cartDrawer.close} />
      ) : (
        <>
          <ul className="flex-1 divide-y divide-ink/10 overflow-y-auto px-6">
            {items.map((item) => (
              <CartDrawerItem
                key={cartLineKey(item)}
                item={item}
                onRemove={() => cart.remove(cartLineKey(item))}
              />
            ))}
          </ul>
          <div className="space-y-4 border-t border-ink/10 bg-white px-6 py-5">
            <p className="flex items-baseline justify-between">
              <span className="text-sm tracking-wider text-stone uppercase">Subtotal</span>
              <span className="text-lg font-semibold" data-testid="cart-drawer-subtotal">
                {formatGBP(subtotal)}
              </span>
            </p>
            <p className="text-xs text-stone">Delivery is priced in your cart, before checkout.</p>
            <div className="grid grid-cols-2 gap-3">
              <Link to="/cart" className="btn-outline" onClick={cartDrawer.close}>
                View Cart
              </Link>
              <Link to="/checkout" className="btn-primary" onClick={cartDrawer.close}>
                Checkout
              </Link>
            </div>
          </div>
        </>
      )}
    </div>
  );
}
