import { ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import type { Product } from '../../lib/trpc';
import { useCart } from '../../state/cart';
import { addProductToCart } from '../product/addProductToCart';
import { useVariationChoice } from '../product/useVariationChoice';
import { VariationPicker } from '../product/VariationPicker';
import { WishlistHeart } from '../wishlist/WishlistHeart';
import { QuantityInput } from './QuantityInput';
import { StockStatus } from './StockStatus';

/**
 * The options to choose (a ring's size), stock, quantity, Add to Cart and the wishlist: never
 * more of a product in the cart than is in stock, whatever sizes its lines are in.
 */
export function PurchasePanel({ product }: { product: Product }) {
  const { items } = useCart();
  const picker = useVariationChoice(product.variations);
  const inCart = items
    .filter((item) => item.product === product._id)
    .reduce((sum, item) => sum + item.qty, 0);
  const available = Math.max(0, product.countInStock - inCart);
  const [qty, setQty] = useState(1);
  const quantity = Math.min(qty, Math.max(1, available));
  const soldOut = product.countInStock < 1;

  return (
    <div className="space-y-4">
      <VariationPicker
        variations={product.variations}
        choice={picker.choice}
        onChoose={picker.choose}
        missing={picker.missing}
        message={picker.message}
        pickerRef={picker.pickerRef}
      />
      <StockStatus count={product.countInStock} />
      <div className="flex flex-wrap items-center gap-3">
        <QuantityInput value={quantity} max={available} onChange={setQty} />
        <button
          type="button"
          className="btn-primary min-h-11 flex-1 px-5 whitespace-nowrap sm:flex-none sm:px-8"
          disabled={available < 1}
          onClick={() => {
            const variation = picker.confirm();
            if (!variation) return;
            addProductToCart(product, quantity, variation);
            setQty(1);
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
      {!soldOut && available < 1 && (
        <p className="text-sm text-stone">
          All {product.countInStock} available are already in your cart.
        </p>
      )}
    </div>
  );
}
