import { HOME_CAROUSEL_LIMIT } from '../../../shared/constants';
import { productListInput, type ProductListInput } from '../../../shared/catalog';
import type { Db } from '../../db/client';
import { findProductsForListing } from './productService';

/** The home page's shelves; each total says whether a 'View All' link is due. */
export async function findHomeShowcase(db: Db) {
  const shelf = (query: ProductListInput) =>
    findProductsForListing(db, productListInput.parse({ ...query, limit: HOME_CAROUSEL_LIMIT }));
  const [featured, newArrivals, bestselling] = await Promise.all([
    shelf({ filter: 'featured' }),
    shelf({ filter: 'new' }),
    shelf({ sort: 'sales' }),
  ]);
  return { featured, newArrivals, bestselling };
}
