import { ShoppingBag } from 'lucide-react';
import { formatGBP } from '../../../shared/money';
import { useHydrated } from '../../hooks/useHydrated';
import { useCart } from '../../state/cart';
import { cartDrawer } from '../../state/cartDrawer';

/**
 * The header's cart: item count badge and subtotal; opens the drawer. The cart lives in the
 * browser, so until the app has taken over a page the server sent, the figures hold their place
 * unseen rather than claim an empty cart.
 */
export function CartButton() {
  const { quantity, subtotal } = useCart();
  const isOpen = cartDrawer.useIsOpen();
  const known = useHydrated();
  const total = formatGBP(subtotal);
  const figures = known ? '' : 'invisible';
  return (
    <button
      type="button"
      onClick={cartDrawer.open}
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      className="flex flex-col items-center gap-0.5 rounded-full px-1 py-1 hover:text-gold-dark sm:flex-row sm:gap-2 sm:py-2 sm:pl-2"
    >
      <span className="sr-only">
        {known ? `Cart, ${quantity} ${quantity === 1 ? 'item' : 'items'}, ` : 'Cart'}
      </span>
      <span className="relative" aria-hidden>
        <ShoppingBag className="size-6" aria-hidden strokeWidth={1.5} />
        <span
          data-testid="cart-count"
          className={`${figures} absolute -top-1.5 -right-2 grid h-[18px] min-w-[18px] place-items-center rounded-full bg-gold-dark px-1 text-[10px] leading-none font-semibold text-white tabular-nums`}
        >
          {quantity}
        </span>
      </span>
      <span
        data-testid="cart-button-subtotal"
        className={`${figures} text-[11px] leading-none font-medium tabular-nums sm:text-sm`}
      >
        {total}
      </span>
    </button>
  );
}
