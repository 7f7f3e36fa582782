import { HOME_CAROUSEL_LIMIT } from '../../../shared/constants';
import { productListInput, type ProductListInput } from '../../../shared/catalog';
import type { CatalogueReader } from './catalogueCache';
import { findProductsForListing, type ProductPage } from './productService';

/**
 * The home page's shelves; each total says whether a 'View All' link is due. Every visitor sees
 * the same shelves, so they are worked out once per catalogue change (any write drops them).
 */
export function findHomeShowcase(reader: CatalogueReader): Promise<HomeShowcase> {
  return reader.catalogue.home.remember('home', async () => {
    const shelf = (query: ProductListInput) =>
      findProductsForListing(
        reader,
        productListInput.parse({ ...query, limit: HOME_CAROUSEL_LIMIT }),
      );
    const [featured, newArrivals, bestselling] = await Promise.all([
      shelf({ filter: 'featured' }),
      shelf({ filter: 'new' }),
      shelf({ sort: 'sales' }),
    ]);
    return { featured, newArrivals, bestselling };
  });
}

export type HomeShowcase = Record<'featured' | 'newArrivals' | 'bestselling', ProductPage>;
