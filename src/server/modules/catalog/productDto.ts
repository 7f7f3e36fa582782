import { toPounds } from '../../../shared/money';
import type { products } from '../../db/schema';
import type { CategoryRow } from './categoryIndex';
import { jewelleryDetailsDto } from './jewelleryDto';

/** The product columns an answer is made of (never the search columns). */
export type ProductFields = Omit<typeof products.$inferSelect, 'searchTitle' | 'searchText'>;

export interface ProductImage {
  url: string;
  public_id: string;
  /** The owner's description of the picture; '' when none was written. */
  alt: string;
}

/** A variant as read with its product (productRows.ts); the price difference in pence. */
export interface VariantRow {
  choice: Record<string, string>;
  countInStock: number;
  priceDifferencePence: number;
  madeToOrderDays: number | null;
}

type CategoryRef = Pick<CategoryRow, 'id' | 'name' | 'slug'>;

const categoryRefDto = (c: CategoryRef) => ({ _id: c.id, name: c.name, slug: c.slug });

/**
 * The documented Mongo-shaped product of spec §7: `_id`, pounds, `images: [{url, public_id, alt}]`,
 * `categories` (the names list views show). The category is `{_id, name, slug}`; a single
 * product's page (and the admin's form) also names its collection as `parentCategory`, which no
 * list view reads, so lists leave it out. Its type is what this returns (`ProductDto`), so a
 * field added here reaches every reader, the client's too, without being declared again.
 */
export function toProductDto(
  p: ProductFields,
  images: ProductImage[],
  variants: VariantRow[],
  category: CategoryRef,
  parent: CategoryRef | null,
  view: 'list' | 'single',
) {
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
    sku: p.sku,
    material: p.material,
    ...jewelleryDetailsDto(p),
    /** Engraving on offer (decision 056), in pounds; null when the piece is not engraved. */
    engraving: p.engraving && {
      maxCharacters: p.engraving.maxCharacters,
      allowedCharacters: p.engraving.allowedCharacters,
      price: toPounds(p.engraving.pricePence),
      extraDays: p.engraving.extraDays,
    },
    category: {
      ...categoryRefDto(category),
      ...(view === 'single' && { parentCategory: parent && categoryRefDto(parent) }),
    },
    ...(view === 'single' && scheduledSaleDto(p)),
    categories: parent ? [parent.name, category.name] : [category.name],
    tags: p.tags,
    variations: p.variations,
    /** Stock per option (shared/variants.ts), each with the price it sells at; empty without. */
    variants: variants.map((v) => ({
      choice: v.choice,
      countInStock: v.countInStock,
      priceDifference: toPounds(v.priceDifferencePence),
      price: toPounds(p.pricePence + v.priceDifferencePence),
      madeToOrderDays: v.madeToOrderDays,
    })),
    /** With stock per option, the sum of the options' stock. */
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

/**
 * The sale the owner scheduled (decision 044), all null without one: the regular price (the
 * was-price while it runs), the sale price, and when it starts and ends (null: open). `price`,
 * `oldPrice` and `isOnSale` say what the product is charged and shows now. On a single product
 * only, so the listings' answers stay as they were.
 */
const scheduledSaleDto = (p: ProductFields) => ({
  regularPrice: p.regularPricePence === null ? null : toPounds(p.regularPricePence),
  salePrice: p.salePricePence === null ? null : toPounds(p.salePricePence),
  saleStartsAt: p.saleStartsAt?.toISOString() ?? null,
  saleEndsAt: p.saleEndsAt?.toISOString() ?? null,
});
