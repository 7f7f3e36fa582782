import { Link } from 'react-router';
import { formatGBP } from '../../../shared/money';
import type { OptionsReader, VariationChoice } from '../../../shared/variations';
import { CartItemThumbnail } from '../cart/CartItemThumbnail';
import { ChosenVariation } from '../product/ChosenVariation';

/** A cart line or an order line (whose product may have been deleted since). */
export interface ItemLine {
  product: string | null;
  name: string;
  image: string;
  price: number;
  qty: number;
  variation?: VariationChoice;
  /** Options still to be confirmed with the customer (an order placed without choosing them). */
  optionsToConfirm?: string[];
  /** The text engraved on each unit (decision 056). */
  engraving?: string | null;
  /** The VAT inside the line, on a VAT receipt. */
  vat?: number | null;
  /** The line's share of a discount code or automatic offer. */
  discount?: number;
}

/**
 * An order's (or the cart's) lines: picture, name, quantity times price, line total. `reader` says
 * who reads an option still to confirm: the customer ('with you') or the shop.
 */
export function OrderItemsList({
  items,
  reader = 'customer',
}: {
  items: ItemLine[];
  reader?: OptionsReader;
}) {
  return (
    <ul className="divide-y divide-ink/10 text-sm">
      {items.map((item, index) => (
        <li
          // One product can fill several lines (two sizes of a ring): the place tells them apart.
          key={`${item.product ?? ''}-${index}`}
          className="flex items-center gap-4 py-3 first:pt-0 last:pb-0"
        >
          <CartItemThumbnail item={item} size={64} className="size-16 print:size-12" />
          <div className="min-w-0 flex-1">
            {item.product ? (
              <Link
                to={`/product/${item.product}`}
                className="font-display text-lg leading-snug hover:text-gold-dark"
              >
                {item.name}
              </Link>
            ) : (
              <p className="font-display text-lg leading-snug">{item.name}</p>
            )}
            <ChosenVariation
              variation={item.variation}
              toConfirm={item.optionsToConfirm}
              reader={reader}
              engraving={item.engraving}
              className="font-medium text-ink"
            />
            <p className="text-stone">
              Qty {item.qty} × {formatGBP(item.price)}
            </p>
          </div>
          <div className="text-right">
            <p className="font-medium tabular-nums">{formatGBP(item.price * item.qty)}</p>
            {item.discount ? (
              <p className="text-xs text-emerald-700 tabular-nums" data-testid="line-discount">
                −{formatGBP(item.discount)} discount
              </p>
            ) : null}
            {item.vat != null && (
              <p className="text-xs text-stone tabular-nums" data-testid="line-vat">
                incl. VAT {formatGBP(item.vat)}
              </p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
