import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type CatalogueReader,
  findVisibleProductById,
  findVisibleProductsByIds,
  type ProductDto,
} from '../catalog';
import { wishlistItems } from '../../db/schema';

/** Spec §3 Wishlist: each item's product (_id, name, images, price, categories) and addedAt. */
function toWishlistProduct(p: ProductDto) {
  return {
    _id: p._id,
    name: p.name,
    image: p.image,
    images: p.images,
    price: p.price,
    oldPrice: p.oldPrice,
    categories: p.categories,
    countInStock: p.countInStock,
    /** A piece with options is sent to its page to choose them before it goes in the cart. */
    variations: p.variations,
    /** Stock per option: a piece whose only stock is made to order is not sold out. */
    variants: p.variants,
  };
}
export type WishlistProduct = ReturnType<typeof toWishlistProduct>;

/**
 * The user's wishlist, newest first. A product withdrawn from the shop since it was added stays
 * stored (it may return) but is not listed.
 */
export async function findWishlist(reader: CatalogueReader, userId: string) {
  const rows = await reader.db
    .select({ productId: wishlistItems.productId, addedAt: wishlistItems.addedAt })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.addedAt), desc(wishlistItems.productId));
  const visible = await findVisibleProductsByIds(
    reader,
    rows.map((r) => r.productId),
  );
  const byId = new Map(visible.map((p) => [p._id, p]));
  return {
    items: rows.flatMap(({ productId, addedAt }) => {
      const product = byId.get(productId);
      return product
        ? [{ product: toWishlistProduct(product), addedAt: addedAt.toISOString() }]
        : [];
    }),
  };
}

/** Adding a product twice keeps one item (and its first date); a hidden product is a 404. */
export async function addToWishlist(reader: CatalogueReader, userId: string, productId: string) {
  await findVisibleProductById(reader, productId);
  await reader.db.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
  return findWishlist(reader, userId);
}

export async function removeFromWishlist(
  reader: CatalogueReader,
  userId: string,
  productId: string,
) {
  await reader.db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
  return findWishlist(reader, userId);
}

export async function clearWishlist(db: Db, userId: string) {
  await db.delete(wishlistItems).where(eq(wishlistItems.userId, userId));
  return { items: [], message: 'Wishlist cleared' };
}

export async function isInWishlist(db: Db, userId: string, productId: string) {
  const [row] = await db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
  return { inWishlist: Boolean(row) };
}
