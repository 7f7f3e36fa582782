import { findVariant } from '../../../shared/variants';
import type { VariationChoice } from '../../../shared/variations';
import type { Product } from '../../lib/trpc';
import { cart } from '../../state/cart';
import { cartDrawer } from '../../state/cartDrawer';

/**
 * Every Add to Cart: the line the spec names (id, name, first image, price: the chosen option's,
 * when the product is kept in stock per option) with the options chosen, then the drawer opens.
 */
export function addProductToCart(
  product: Pick<Product, '_id' | 'name' | 'image' | 'price' | 'variants'>,
  qty: number,
  variation?: VariationChoice,
  engraving?: { text: string; price: number; extraDays: number },
) {
  const variant = variation && findVariant(product.variants, variation);
  const price = variant?.price ?? product.price;
  const makingDays = (variant?.madeToOrderDays ?? 0) + (engraving?.extraDays ?? 0);
  cart.add({
    product: product._id,
    name: product.name,
    image: product.image,
    // Shown in the cart; the server prices the order from the database.
    price: engraving ? Math.round((price + engraving.price) * 100) / 100 : price,
    qty,
    variation,
    ...(engraving && { engraving: engraving.text }),
    ...(makingDays > 0 && { makingDays }),
  });
  cartDrawer.open();
}
