import { toPounds } from '../../../shared/money';
import type { products } from '../../db/schema';

interface CategoryRef {
  id: string;
  name: string;
  slug: string;
}

export interface ProductRow {
  product: typeof products.$inferSelect;
  category: CategoryRef;
  parent: CategoryRef | { id: null; name: null; slug: null } | null;
  images: { url: string; public_id: string }[];
}

/** The documented Mongo-shaped product: `_id`, pounds, `images: [{url, public_id}]`. */
export function toProductDto({ product: p, category, parent, images }: ProductRow) {
  const parentCategory = parent?.id
    ? { _id: parent.id, name: parent.name, slug: parent.slug }
    : null;
  return {
    _id: p.id,
    name: p.name,
    description: p.description,
    price: toPounds(p.pricePence),
    oldPrice: p.oldPricePence === null ? null : toPounds(p.oldPricePence),
    image: images[0]?.url ?? '',
    images,
    secondaryImage: images[1]?.url ?? null,
    brand: p.brand,
    material: p.material,
    category: { _id: category.id, name: category.name, slug: category.slug, parentCategory },
    /** Names for list views: the collection, then the category. */
    categories: parentCategory ? [parentCategory.name, category.name] : [category.name],
    tags: p.tags,
    variations: p.variations,
    countInStock: p.countInStock,
    isActive: p.isActive,
    isFeatured: p.isFeatured,
    isOnSale: p.isOnSale,
    isNewArrival: p.isNewArrival,
    sales: p.sales,
    rating: p.averageRating,
    averageRating: p.averageRating,
    reviewCount: p.reviewCount,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}
export type ProductDto = ReturnType<typeof toProductDto>;
