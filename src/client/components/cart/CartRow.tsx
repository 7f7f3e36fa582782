import { X } from 'lucide-react';
import { Link } from 'react-router';
import { formatGBP } from '../../../shared/money';
import { lineName, type CartItem } from '../../state/cart';
import { ChosenVariation } from '../product/ChosenVariation';
import { CartItemThumbnail } from './CartItemThumbnail';
import { QuantityControl } from './QuantityControl';

/**
 * A cart table row. On phones the same cells stack into a card (one markup for every width, so
 * each control exists once and keeps its accessible name).
 */
export function CartRow({
  item,
  onQty,
  onRemove,
}: {
  item: CartItem;
  onQty: (qty: number) => void;
  onRemove: () => void;
}) {
  const href = `/product/${item.product}`;
  return (
    <tr className="relative grid grid-cols-2 items-center gap-x-4 gap-y-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-ink/5 md:table-row md:rounded-none md:bg-transparent md:p-0 md:shadow-none md:ring-0">
      <td className="col-span-2 pr-10 md:py-5 md:pr-4">
        <div className="flex items-center gap-4">
          <CartItemThumbnail item={item} size={96} className="size-20 md:size-24" />
          <div className="min-w-0">
            <Link to={href} className="font-display text-xl leading-snug hover:text-gold-dark">
              {item.name}
            </Link>
            <ChosenVariation
              variation={item.variation}
              engraving={item.engraving}
              className="mt-1 text-sm font-medium"
            />
            <p className="mt-1 text-sm text-stone md:hidden">{formatGBP(item.price)} each</p>
          </div>
        </div>
      </td>
      <td className="hidden text-sm whitespace-nowrap tabular-nums md:table-cell md:py-5 md:pr-4">
        {formatGBP(item.price)}
      </td>
      <td className="md:py-5">
        <QuantityControl name={lineName(item)} qty={item.qty} onChange={onQty} />
      </td>
      <td className="text-right font-semibold whitespace-nowrap tabular-nums md:py-5 md:pr-2 md:text-left">
        <span className="sr-only md:hidden">Line total: </span>
        {formatGBP(item.price * item.qty)}
      </td>
      <td className="absolute top-3 right-3 md:static md:py-5 md:text-right">
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove ${lineName(item)}`}
          className="rounded-full p-2 text-stone hover:bg-pearl hover:text-sale"
        >
          <X className="size-4" aria-hidden />
        </button>
      </td>
    </tr>
  );
}
