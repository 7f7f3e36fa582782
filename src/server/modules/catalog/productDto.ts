import { toPounds } from '../../../shared/money';
import type { products } from '../../db/schema';
import type { CategoryRow } from './categoryIndex';

/** The product columns an answer is made of (never the search columns). */
export type ProductFields = Omit<typeof products.$inferSelect, 'searchTitle' | 'searchText'>;

export interface ProductImage {
  url: string;
  public_id: string;
}

type CategoryRef = Pick<CategoryRow, 'id' | 'name' | 'slug'>;

/**
 * The documented Mongo-shaped product of spec §7: `_id`, pounds, `images: [{url, public_id}]`,
 * `categories` (the names list views show). The category is `{_id, name, slug}`; a single
 * product's page (and the admin's form) also names its collection as `parentCategory`, which no
 * list view reads, so lists leave it out.
 */
export interface ProductDto {
  _id: string;
  name: string;
  description: string;
  price: number;
  oldPrice: number | null;
  image: string;
  images: ProductImage[];
  secondaryImage: string | null;
  brand: string;
  material: string | null;
  category: {
    _id: string;
    name: string;
    slug: string;
    parentCategory?: { _id: string; name: string; slug: string } | null;
  };
  categories: string[];
  tags: string[];
  variations: Record<string, string[]>;
  countInStock: number;
  isActive: boolean;
  isFeatured: boolean;
  isOnSale: boolean;
  isNewArrival: boolean;
  sales: number;
  rating: number;
  averageRating: number;
  reviewCount: number;
  createdAt: string;
  updatedAt: string;
}

export function toProductDto(
  p: ProductFields,
  images: ProductImage[],
  category: CategoryRef,
  parent: CategoryRef | null,
  view: 'list' | 'single',
): ProductDto {
  const categoryDto: ProductDto['category'] = {
    _id: category.id,
    name: category.name,
    slug: category.slug,
  };
  if (view === 'single') {
    categoryDto.parentCategory = parent
      ? { _id: parent.id, name: parent.name, slug: parent.slug }
      : null;
  }
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
    category: categoryDto,
    categories: parent ? [parent.name, category.name] : [category.name],
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
