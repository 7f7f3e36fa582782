import type { Product } from '../../lib/trpc';
import { cart } from '../../state/cart';
import { cartDrawer } from '../../state/cartDrawer';

/** Every Add to Cart: the line the spec names (id, name, first image, price), then the drawer opens. */
export function addProductToCart(
  product: Pick<Product, '_id' | 'name' | 'image' | 'price'>,
  qty: number,
) {
  cart.add({
    product: product._id,
    name: product.name,
    image: product.image,
    price: product.price,
    qty,
  });
  cartDrawer.open();
}
