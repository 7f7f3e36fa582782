import type { WishlistItem } from './useWishlist';
import { WishlistRow } from './WishlistRow';

const headings = ['Product', 'Price', 'Date Added'];

/** The wishlist of spec §2: a table on wider screens, a stack of cards on phones. */
export function WishlistTable({
  items,
  onRemove,
  removingId,
}: {
  items: WishlistItem[];
  onRemove: (productId: string) => void;
  removingId: string | null;
}) {
  return (
    <table className="block w-full md:table">
      <caption className="sr-only">Items in your wishlist</caption>
      <thead className="sr-only md:not-sr-only md:table-header-group">
        <tr className="border-b border-ink/15 text-left text-xs tracking-[0.15em] text-stone uppercase">
          {headings.map((heading) => (
            <th key={heading} scope="col" className="pb-3 font-medium">
              {heading}
            </th>
          ))}
          <th scope="col" className="pb-3 text-right font-medium">
            Actions
          </th>
        </tr>
      </thead>
      <tbody className="flex flex-col gap-4 md:table-row-group md:divide-y md:divide-ink/10">
        {items.map((item) => (
          <WishlistRow
            key={item.product._id}
            item={item}
            onRemove={() => onRemove(item.product._id)}
            removing={removingId === item.product._id}
          />
        ))}
      </tbody>
    </table>
  );
}
