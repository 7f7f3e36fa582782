import { z } from '../../../shared/zod';
import {
  categoryListInput,
  idSchema,
  productListInput,
  searchSuggestionsInput,
} from '../../../shared/catalog';
import { publicProcedure, router } from '../../trpc/trpc';
import {
  findCategoriesForStorefront,
  findCategoryTree,
  findVisibleCategoryById,
} from './categoryService';
import { findHomeShowcase } from './homeService';
import {
  findListingFacets,
  findProductsForListing,
  findRelatedProducts,
  findVisibleProductById,
} from './productService';
import { findSearchSuggestions } from './searchSuggestions';

const byId = z.object({ id: idSchema });

/** The storefront's catalogue: the same for every caller, so answered from the cache (handler.ts). */
const publicRead = publicProcedure.meta({ cache: 'public' });

export const catalogRouter = router({
  products: publicRead
    .input(productListInput)
    .query(({ ctx, input }) => findProductsForListing(ctx, input)),
  facets: publicRead
    .input(productListInput)
    .query(({ ctx, input }) => findListingFacets(ctx, input)),
  product: publicRead.input(byId).query(({ ctx, input }) => findVisibleProductById(ctx, input.id)),
  related: publicRead.input(byId).query(({ ctx, input }) => findRelatedProducts(ctx, input.id)),
  // Asked for as the shopper types: each answer is rarely asked for again.
  searchSuggestions: publicProcedure
    .input(searchSuggestionsInput)
    .query(({ ctx, input }) => findSearchSuggestions(ctx, input.search)),
  home: publicRead.query(({ ctx }) => findHomeShowcase(ctx)),
  categoryTree: publicRead.query(({ ctx }) => findCategoryTree(ctx)),
  categories: publicRead
    .input(categoryListInput)
    .query(({ ctx, input }) => findCategoriesForStorefront(ctx, input)),
  category: publicRead
    .input(byId)
    .query(({ ctx, input }) => findVisibleCategoryById(ctx, input.id)),
});
