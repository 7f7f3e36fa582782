import { useState } from 'react';
import type { Product } from '../../lib/trpc';
import { ProductBadges } from '../product/ProductBadges';
import { pictureAlt } from '../product/pictureAlt';
import { ProductImage } from '../ui/ProductImage';

/** The main picture with thumbnails to switch it; remount (via `key`) for another product. */
export function ProductGallery({ product }: { product: Product }) {
  const pictures = product.images.length > 0 ? product.images : [{ url: product.image, alt: '' }];
  const [selected, setSelected] = useState(0);
  const current = pictures[selected] ?? pictures[0];
  return (
    <div className="flex flex-col gap-4">
      <div className="relative overflow-hidden rounded-xl bg-pearl">
        <ProductImage
          src={current?.url}
          alt={pictureAlt(current, product.name)}
          eager
          fetchPriority="high"
          className="aspect-square w-full object-cover"
        />
        <ProductBadges product={product} className="absolute top-4 left-4" />
      </div>
      {pictures.length > 1 && (
        <ul className="grid grid-cols-4 gap-3 sm:grid-cols-5">
          {pictures.map(({ url }, index) => (
            <li key={`${index}-${url}`}>
              <button
                type="button"
                aria-label={`Show image ${index + 1}`}
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
                className={`block w-full overflow-hidden rounded-lg bg-pearl ring-offset-2 ring-offset-ivory transition ${
                  index === selected ? 'ring-2 ring-gold' : 'opacity-75 hover:opacity-100'
                }`}
              >
                <ProductImage
                  src={url}
                  alt=""
                  width={160}
                  height={160}
                  className="aspect-square w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
