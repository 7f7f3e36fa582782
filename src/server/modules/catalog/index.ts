/** The catalog module's front door: code outside `modules/catalog` imports it only from here. */
export { catalogRouter } from './router';
export { adminCategoriesRouter, adminHomeRouter, adminProductsRouter } from './adminRouter';
export { catalogRest } from './rest';
export { adminCatalogRest } from './adminRest';
export {
  createCatalogueCache,
  noting,
  type CatalogueCache,
  type CatalogueReader,
} from './catalogueCache';
export type { CategoryTreeNode } from './categoryService';
export type { ProductDto } from './productDto';
export { findVisibleProductById, findVisibleProductsByIds } from './productService';
export { findSitemapEntries } from './sitemapEntries';
export { productColumns } from './productColumns';
export { applyScheduledSales } from './saleSchedule';
export { findPriceHistory } from './priceHistory';
export { lowStockRound } from './lowStockMail';
export type { ImportReport } from './productImport';
export { findLowStock } from './lowStock';
export { shopOffersEngraving } from './engravingOffer';
