import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { formatGBP } from '../../../shared/money';
import { lineName, type CartItem } from '../../state/cart';
import { ChosenVariation } from '../product/ChosenVariation';
import { CartItemThumbnail } from './CartItemThumbnail';

/** One line of the slide-in cart: picture, name, quantity, price and remove. */
export function CartDrawerItem({ item, onRemove }: { item: CartItem; onRemove: () => void }) {
  const href = `/product/${item.product}`;
  return (
    <li className="flex gap-4 py-4">
      <CartItemThumbnail item={item} size={80} className="size-20" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link to={href} className="font-display text-lg leading-snug hover:text-gold-dark">
          {item.name}
        </Link>
        <ChosenVariation
          variation={item.variation}
          engraving={item.engraving}
          className="text-sm font-medium"
        />
        <p className="text-sm text-stone">
          Qty {item.qty} × {formatGBP(item.price)}
        </p>
        <p className="mt-auto text-sm font-semibold">{formatGBP(item.price * item.qty)}</p>
      </div>
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove ${lineName(item)}`}
        className="self-start rounded-full p-2 text-stone hover:bg-pearl hover:text-sale"
      >
        <Trash2 className="size-4" aria-hidden />
      </button>
    </li>
  );
}
