import { count } from 'drizzle-orm';
import { LISTED_WIDTH, sizedPictureName } from '../../shared/pictureSizes';
import { slugify } from '../../shared/slugify';
import type { Db } from '../db/client';
import { categories, newId, productImages, products, shopInfo, storeHours } from '../db/schema';
import { productColumns } from '../modules/catalog';
import { createMethod } from '../modules/delivery';
import { deliveryMethodInput } from '../../shared/deliveryInput';
import { demoDeliveryMethods } from './deliveryMethods';
import { demoCategories, demoProducts, demoShopInfo, demoStoreHours } from './catalogue';
import { DEMO_VIEWS, demoPictureStem } from './pictures';

const DAY_MS = 86_400_000;

/**
 * Fills an empty database with the demo shop: information, hours, delivery, categories, products and their
 * pictures. Does nothing (returns null) once any category exists. No account is created.
 */
export async function seedDemoDataIfEmpty(db: Db) {
  const [existing] = await db.select({ n: count() }).from(categories);
  if (existing && existing.n > 0) return null;

  const images = demoImages();
  await db.transaction(async (tx) => {
    const { socialMedia, ...info } = demoShopInfo;
    await tx.insert(shopInfo).values({ id: 1, ...info, ...socialMedia });
    await tx.insert(storeHours).values(demoStoreHours.map((h, dayIndex) => ({ dayIndex, ...h })));
    for (const method of demoDeliveryMethods) {
      await createMethod(tx, deliveryMethodInput.parse(method));
    }

    const categoryIds = new Map<string, string>();
    for (const parent of demoCategories) {
      const parentId = newId();
      categoryIds.set(parent.name, parentId);
      await tx.insert(categories).values({
        id: parentId,
        name: parent.name,
        slug: slugify(parent.name),
        description: parent.description,
      });
      await tx.insert(categories).values(
        parent.children.map((child) => {
          const id = newId();
          categoryIds.set(child.name, id);
          return {
            id,
            name: child.name,
            slug: slugify(child.name),
            description: child.description,
            parentId,
          };
        }),
      );
    }

    const now = Date.now();
    for (const { category, daysAgo, ...fields } of demoProducts) {
      const categoryId = categoryIds.get(category);
      if (!categoryId)
        throw new Error(`Demo product ${fields.name} names unknown category ${category}`);
      const productId = newId();
      await tx.insert(products).values(
        productColumns({
          ...fields,
          id: productId,
          categoryId,
          createdAt: new Date(now - daysAgo * DAY_MS),
        }),
      );
      await tx.insert(productImages).values(
        (images.get(fields.name) ?? []).map((image, position) => ({
          productId,
          position,
          ...image,
        })),
      );
    }
  });
  return { categories: demoCategories.length, products: demoProducts.length };
}

/**
 * Photographs of every product (decision 009), which every instance serves at /uploads/demo from
 * the build's own folder. Each image's `url` is its 800 px WebP; the other sizes follow the naming
 * rule.
 */
function demoImages() {
  return new Map(
    demoProducts.map((demo) => [
      demo.name,
      DEMO_VIEWS.map((view) => {
        const stem = demoPictureStem(demo.name, view);
        return {
          url: `/uploads/demo/${sizedPictureName(stem, LISTED_WIDTH, 'webp')}`,
          publicId: `demo/${stem}`,
        };
      }),
    ]),
  );
}
