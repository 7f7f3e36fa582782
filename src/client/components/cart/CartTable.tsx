import { cartLineKey, type CartItem } from '../../state/cart';
import { CartRow } from './CartRow';

/** The cart's lines: a table on wider screens, a stack of cards on phones. */
export function CartTable({
  items,
  onQty,
  onRemove,
}: {
  items: CartItem[];
  onQty: (line: string, qty: number) => void;
  onRemove: (line: string) => void;
}) {
  return (
    <table className="block w-full md:table">
      <caption className="sr-only">Items in your cart</caption>
      <thead className="sr-only md:not-sr-only md:table-header-group">
        <tr className="border-b border-ink/15 text-left text-xs tracking-[0.15em] text-stone uppercase">
          <th scope="col" className="pb-3 font-medium">
            Product
          </th>
          {/* Room for five-figure prices ('£12,500.00') without wrapping. */}
          <th scope="col" className="min-w-28 pb-3 font-medium">
            Price
          </th>
          <th scope="col" className="pb-3 font-medium">
            Quantity
          </th>
          <th scope="col" className="min-w-32 pb-3 font-medium">
            Total
          </th>
          <th scope="col" className="pb-3">
            <span className="sr-only">Remove</span>
          </th>
        </tr>
      </thead>
      <tbody className="flex flex-col gap-4 md:table-row-group md:divide-y md:divide-ink/10">
        {items.map((item) => (
          <CartRow
            key={cartLineKey(item)}
            item={item}
            onQty={(qty) => onQty(cartLineKey(item), qty)}
            onRemove={() => onRemove(cartLineKey(item))}
          />
        ))}
      </tbody>
    </table>
  );
}
