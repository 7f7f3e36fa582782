import { eq, sql } from 'drizzle-orm';
import type { z } from '../../../shared/zod';
import type { productInput } from '../../../shared/admin';
import type { Db } from '../../db/client';
import { nameStockChange, type StockChange } from '../../db/stockContext';
import { categories, productImages, products } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { DomainError, notFound } from '../../errors';
import { findProductForAdmin } from './adminProducts';
import { assertJewelleryDetailsFit } from './jewelleryWrites';
import { productColumns } from './productColumns';
import { saveVariants, stockColumn, writtenColumns } from './variantWrites';
import { lockStoredPrices, priceColumnsFor } from './salePrices';

type ProductFields = z.output<typeof productInput>;

/** The category must exist, and be the chosen collection or one of its children. */
export async function assertCategoryFits(
  db: Db,
  categoryId: string,
  collectionId: string | null | undefined,
) {
  const [category] = await db.select().from(categories).where(eq(categories.id, categoryId));
  if (!category) throw new DomainError('BAD_REQUEST', 'Category not found');
  if (collectionId && category.id !== collectionId && category.parentId !== collectionId) {
    throw new DomainError(
      'BAD_REQUEST',
      'The category must be the chosen parent category or one of its categories.',
    );
  }
}

/**
 * Spec §7 sends `images: [{url, public_id}]`, an `image` URL, or both: a form that changed the main
 * picture sends the new `image` beside the `images` it loaded. `image` is the main picture, so it
 * comes first (moved there when listed, added when new); a body sent back unchanged, whose `image`
 * is already the first, keeps its order. Our form reorders `images` and leaves `image` out.
 */
function imagesOf(p: ProductFields) {
  if (!p.image) return p.images;
  const listed = p.images.find((image) => image.url === p.image);
  const main = listed ?? { url: p.image, public_id: '' };
  return [main, ...p.images.filter((image) => image !== listed)];
}

/**
 * The product's columns from the admin's fields: the category chosen, and every other field that
 * names a column (the collection only checks the category, the pictures have their own table, the
 * stock seen only moves the stock, and the prices are read with the sale by `priceColumnsFor`).
 * Fields a client left out stay as they are.
 */
function columnsOf(fields: ProductFields) {
  const {
    category,
    parentCategory: _collection,
    image: _image,
    images: _images,
    countInStockWas: _stockSeen,
    variants: _variants,
    regularPrice: _regular,
    salePrice: _sale,
    saleStartsAt: _starts,
    saleEndsAt: _ends,
    ...columns
  } = fields;
  return productColumns({ ...columns, categoryId: category });
}

/** The admin's change to the stock applied to what it is now, when the form said what it saw. */
function stockOf(p: ProductFields) {
  if (p.countInStockWas === undefined) return p.countInStock;
  return sql`greatest(0, ${products.countInStock} + ${p.countInStock - p.countInStockWas})`;
}

/**
 * Creates a product (id null) or replaces one's fields, pictures and stock per option, in one
 * transaction; a change of stock is recorded as the administrator's (`actorId`). With stock per
 * option its stock is left to the variants (the trigger of migration 0024 sums them), which are
 * written after the product's row, so under its lock.
 */
export async function saveProduct(
  db: Db,
  id: string | null,
  fields: ProductFields,
  actorId: string | null,
) {
  await assertCategoryFits(db, fields.category, fields.parentCategory);
  try {
    const productId = await db.transaction((tx) =>
      writeProduct(tx, id, fields, { reason: 'admin', actorId }),
    );
    return await findProductForAdmin(db, productId);
  } catch (err) {
    if (isUniqueViolation(err)) throw skuTaken(fields.sku);
    throw err;
  }
}

export const skuTaken = (sku: string | null | undefined) =>
  new DomainError('CONFLICT', `The SKU "${sku}" is already used by another product.`);

/**
 * saveProduct's writes, inside the caller's transaction (an import writes many), its stock change
 * named as `change` says; the id written.
 */
export async function writeProduct(
  tx: Db,
  id: string | null,
  fields: ProductFields,
  change: StockChange,
) {
  await assertJewelleryDetailsFit(tx, id, fields);
  const stored = id === null ? null : await lockStoredPrices(tx, id);
  if (id !== null && stored === null) throw notFound('Product');
  await nameStockChange(tx, change);
  const columns = {
    ...columnsOf(fields),
    ...(fields.variants && { stockPerOption: fields.variants.length > 0 }),
  };
  const [row] =
    stored && id
      ? await tx
          .update(products)
          .set({
            ...columns,
            ...priceColumnsFor(fields, stored),
            ...stockColumn(fields, stockOf(fields)),
          })
          .where(eq(products.id, id))
          .returning(writtenColumns)
      : await tx
          .insert(products)
          .values({ ...columns, ...priceColumnsFor(fields, null) })
          .returning(writtenColumns);
  if (!row) throw notFound('Product');
  await saveVariants(tx, row, fields, change);
  const before = await tx
    .delete(productImages)
    .where(eq(productImages.productId, row.id))
    .returning({ url: productImages.url, alt: productImages.alt });
  // A picture sent without `alt` (a spec §7 client) keeps the description it had.
  const altBefore = new Map(before.map((image) => [image.url, image.alt]));
  const images = imagesOf(fields);
  if (images.length > 0) {
    await tx.insert(productImages).values(
      images.map((image, position) => ({
        productId: row.id,
        position,
        url: image.url,
        publicId: image.public_id,
        alt: image.alt ?? altBefore.get(image.url) ?? '',
      })),
    );
  }
  return row.id;
}

/**
 * Deletes a product. Orders that contain it keep their lines (name, picture and price were
 * copied when they were placed); the pictures stay on disk because those lines show them.
 */
export async function deleteProduct(db: Db, id: string) {
  const [row] = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  if (!row) throw notFound('Product');
  return { message: 'Product deleted successfully.', _id: row.id };
}
