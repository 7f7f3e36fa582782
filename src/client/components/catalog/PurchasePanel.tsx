import { PenLine, ShoppingBag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { MAX_LINE_QUANTITY } from '../../../shared/constants';
import { isOrderable, quickestMaking } from '../../../shared/variants';
import { variationKey } from '../../../shared/variations';
import type { Product } from '../../lib/trpc';
import { useCart } from '../../state/cart';
import { addProductToCart } from '../product/addProductToCart';
import type { optionStock } from '../product/optionStock';
import type { useVariationChoice } from '../product/useVariationChoice';
import { VariationPicker } from '../product/VariationPicker';
import { WishlistHeart } from '../wishlist/WishlistHeart';
import { QuantityInput } from './QuantityInput';
import { MadeToOrder, StockStatus } from './StockStatus';
import { noEngraving, type EngravingChoice } from '../engraving/engravingChoice';
import { Spinner } from '../ui/Spinner';
import { BackInStock } from '../stockAlerts/BackInStock';

const EngravingOption = lazy(async () => ({
  default: (await import('../engraving/EngravingOption')).EngravingOption,
}));

/**
 * The options to choose (a ring's size), stock, quantity, Add to Cart and the wishlist: never
 * more in the cart than is in stock, of the product whatever sizes its lines are in, or of the
 * chosen option when the product is kept in stock per option (`stock`).
 */
export function PurchasePanel({
  product,
  picker,
  stock,
}: {
  product: Product;
  picker: ReturnType<typeof useVariationChoice>;
  stock: ReturnType<typeof optionStock>;
}) {
  const { items } = useCart();
  const { variant } = stock;
  const inCart = items
    .filter(
      (item) =>
        item.product === product._id &&
        (!variant || variationKey(item.variation) === variationKey(variant.choice)),
    )
    .reduce((sum, item) => sum + item.qty, 0);
  // Until an option is chosen, Add to Cart asks for it; a made-to-order option has no stock.
  const shelf = stock.perOption
    ? variant && variant.madeToOrderDays === null
      ? variant.countInStock
      : MAX_LINE_QUANTITY
    : product.countInStock;
  const available = Math.max(0, shelf - inCart);
  const [qty, setQty] = useState(1);
  // Engraving (decision 056): its part is downloaded when the shopper opens it.
  const [engraving, setEngraving] = useState<EngravingChoice | null>(null);
  const [engravingTried, setEngravingTried] = useState(false);
  const quantity = Math.min(qty, Math.max(1, available));
  const soldOut = !isOrderable(product);
  // The chosen option's making time; before a choice, the quickest when none is in stock.
  const makingDays = variant
    ? variant.madeToOrderDays
    : product.countInStock < 1
      ? quickestMaking(product.variants)
      : null;

  return (
    <div className="space-y-4">
      <VariationPicker
        variations={product.variations}
        choice={picker.choice}
        onChoose={picker.choose}
        missing={picker.missing}
        message={picker.message}
        pickerRef={picker.pickerRef}
        isAvailable={stock.isAvailable}
      />
      {product.engraving && (
        <div className="space-y-3">
          <button
            type="button"
            className="btn-outline min-h-11"
            aria-expanded={engraving !== null}
            onClick={() => setEngraving(engraving ? null : noEngraving)}
          >
            <PenLine className="size-4" aria-hidden />
            {engraving ? 'No engraving' : 'Add engraving'}
          </button>
          {engraving && (
            <Suspense fallback={<Spinner label="Loading engraving…" />}>
              <EngravingOption
                productName={product.name}
                offer={product.engraving}
                value={engraving}
                onChange={setEngraving}
                showProblem={engravingTried}
              />
            </Suspense>
          )}
        </div>
      )}
      {makingDays ? (
        <MadeToOrder days={makingDays} />
      ) : (
        <StockStatus count={variant?.countInStock ?? product.countInStock} />
      )}
      <div className="flex flex-wrap items-center gap-3">
        <QuantityInput value={quantity} max={available} onChange={setQty} />
        <button
          type="button"
          className="btn-primary min-h-11 flex-1 px-5 whitespace-nowrap sm:flex-none sm:px-8"
          disabled={soldOut || available < 1}
          onClick={() => {
            const variation = picker.confirm();
            if (!variation) return;
            if (engraving?.problem) return setEngravingTried(true);
            const text = engraving?.text.trim();
            addProductToCart(
              product,
              quantity,
              variation,
              text && product.engraving
                ? { text, price: product.engraving.price, extraDays: product.engraving.extraDays }
                : undefined,
            );
            setQty(1);
            setEngraving(null);
            setEngravingTried(false);
          }}
        >
          <ShoppingBag className="size-4" aria-hidden />
          Add to Cart
        </button>
        <WishlistHeart
          product={product}
          className="flex size-11 items-center justify-center rounded-full border border-ink/20 bg-white hover:border-sale aria-pressed:border-sale"
          iconClassName="size-5"
        />
      </div>
      <BackInStock product={product} />
      {!soldOut && shelf > 0 && available < 1 && (
        <p className="text-sm text-stone">All {shelf} available are already in your cart.</p>
      )}
    </div>
  );
}
