import type { VariationChoice } from '../../../shared/variations';
import type { Product } from '../../lib/trpc';
import { cart } from '../../state/cart';
import { cartDrawer } from '../../state/cartDrawer';

/**
 * Every Add to Cart: the line the spec names (id, name, first image, price) with the options
 * chosen, then the drawer opens.
 */
export function addProductToCart(
  product: Pick<Product, '_id' | 'name' | 'image' | 'price'>,
  qty: number,
  variation?: VariationChoice,
) {
  cart.add({
    product: product._id,
    name: product.name,
    image: product.image,
    price: product.price,
    qty,
    variation,
  });
  cartDrawer.open();
}
