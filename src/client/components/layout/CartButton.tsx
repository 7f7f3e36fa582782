import { ShoppingBag } from 'lucide-react';
import { formatGBP } from '../../../shared/money';
import { useCart } from '../../state/cart';
import { cartDrawer } from '../../state/cartDrawer';

/** The header's cart: item count badge and subtotal; opens the drawer. */
export function CartButton() {
  const { quantity, subtotal } = useCart();
  const isOpen = cartDrawer.useIsOpen();
  const total = formatGBP(subtotal);
  return (
    <button
      type="button"
      onClick={cartDrawer.open}
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      className="flex flex-col items-center gap-0.5 rounded-full px-1 py-1 hover:text-gold-dark sm:flex-row sm:gap-2 sm:py-2 sm:pl-2"
    >
      <span className="sr-only">{`Cart, ${quantity} ${quantity === 1 ? 'item' : 'items'}, `}</span>
      <span className="relative" aria-hidden>
        <ShoppingBag className="size-6" aria-hidden strokeWidth={1.5} />
        <span
          data-testid="cart-count"
          className="absolute -top-1.5 -right-2 grid h-[18px] min-w-[18px] place-items-center rounded-full bg-gold-dark px-1 text-[10px] leading-none font-semibold text-white tabular-nums"
        >
          {quantity}
        </span>
      </span>
      <span
        data-testid="cart-button-subtotal"
        className="text-[11px] leading-none font-medium tabular-nums sm:text-sm"
      >
        {total}
      </span>
    </button>
  );
}
