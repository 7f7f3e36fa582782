import { asc, eq } from 'drizzle-orm';
import { products } from '../../db/schema';
import type { CatalogueReader } from './catalogueCache';
import { categoryIndex } from './categoryIndex';

export interface SitemapEntries {
  products: { id: string; updatedAt: Date }[];
  categories: { slug: string; updatedAt: Date }[];
}

/**
 * Every storefront-visible product and category with its last change, for /sitemap.xml: the same
 * visibility as the listing (active, in a visible category). Read each time: crawlers ask rarely,
 * and the answer may be kept by them and any CDN for an hour (decision 028).
 */
export async function findSitemapEntries(reader: CatalogueReader): Promise<SitemapEntries> {
  const index = await categoryIndex(reader);
  const rows = await reader.db
    .select({ id: products.id, categoryId: products.categoryId, updatedAt: products.updatedAt })
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(asc(products.createdAt), asc(products.id));
  return {
    products: rows
      .filter((row) => index.visibleIds.has(row.categoryId))
      .map(({ id, updatedAt }) => ({ id, updatedAt })),
    categories: index.all
      .filter((c) => index.visibleIds.has(c.id))
      .map(({ slug, updatedAt }) => ({ slug, updatedAt })),
  };
}
