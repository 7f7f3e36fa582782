import { Link } from 'react-router';
import type { Product } from '../../lib/trpc';
import { Modal } from '../ui/Modal';
import { ProductImage } from '../ui/ProductImage';
import { WishlistHeart } from '../wishlist/WishlistHeart';
import { ProductBadges } from './ProductBadges';
import { pictureAlt } from './pictureAlt';
import { ProductPrice } from './ProductPrice';
import { ProductRating } from './ProductRating';
import { isOrderable } from '../../../shared/variants';
import { addProductToCart } from './addProductToCart';
import { optionStock } from './optionStock';
import { useVariationChoice } from './useVariationChoice';
import { VariationPicker } from './VariationPicker';

export function QuickView({ product, onClose }: { product: Product; onClose: () => void }) {
  const picker = useVariationChoice(product.variations);
  const stock = optionStock(product, picker.choice);
  const soldOut =
    !isOrderable(product) || (stock.variant?.countInStock === 0 && !stock.variant.madeToOrderDays);
  return (
    <Modal title={`Quick view: ${product.name}`} onClose={onClose}>
      <div className="grid gap-6 sm:grid-cols-2">
        <div className="relative overflow-hidden rounded-lg bg-pearl">
          <ProductImage
            src={product.image}
            alt={pictureAlt(product.images[0], product.name)}
            eager
            className="aspect-square w-full object-cover"
          />
          <ProductBadges product={product} className="absolute top-3 left-3" />
        </div>
        <div className="flex flex-col gap-4">
          <p className="text-xs tracking-wider text-gold-dark uppercase">
            {product.categories.join(' · ')}
          </p>
          <h2 className="text-3xl">{product.name}</h2>
          <ProductRating product={product} />
          <ProductPrice price={stock.price} oldPrice={stock.oldPrice} large />
          <p className="text-sm leading-relaxed text-stone">{product.description}</p>
          <VariationPicker
            variations={product.variations}
            choice={picker.choice}
            onChoose={picker.choose}
            missing={picker.missing}
            message={picker.message}
            pickerRef={picker.pickerRef}
            isAvailable={stock.isAvailable}
          />
          <div className="mt-auto flex flex-wrap gap-3">
            <button
              type="button"
              className="btn-primary"
              disabled={soldOut}
              onClick={() => {
                const variation = picker.confirm();
                if (!variation) return;
                addProductToCart(product, 1, variation);
                onClose();
              }}
            >
              {soldOut ? 'Sold out' : 'Add to Cart'}
            </button>
            <Link to={`/product/${product._id}`} className="btn-outline" onClick={onClose}>
              View details
            </Link>
            <WishlistHeart
              product={product}
              className="flex size-10.5 items-center justify-center rounded-full border border-ink/20 bg-white hover:border-sale aria-pressed:border-sale"
              iconClassName="size-5"
            />
          </div>
        </div>
      </div>
    </Modal>
  );
}
