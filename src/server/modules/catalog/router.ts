import { z } from 'zod';
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
  findProductsForListing,
  findRelatedProducts,
  findVisibleProductById,
} from './productService';
import { findSearchSuggestions } from './searchSuggestions';

const byId = z.object({ id: idSchema });

export const catalogRouter = router({
  products: publicProcedure
    .input(productListInput)
    .query(({ ctx, input }) => findProductsForListing(ctx.db, input)),
  product: publicProcedure
    .input(byId)
    .query(({ ctx, input }) => findVisibleProductById(ctx.db, input.id)),
  related: publicProcedure
    .input(byId)
    .query(({ ctx, input }) => findRelatedProducts(ctx.db, input.id)),
  searchSuggestions: publicProcedure
    .input(searchSuggestionsInput)
    .query(({ ctx, input }) => findSearchSuggestions(ctx.db, input.search)),
  home: publicProcedure.query(({ ctx }) => findHomeShowcase(ctx.db)),
  categoryTree: publicProcedure.query(({ ctx }) => findCategoryTree(ctx.db)),
  categories: publicProcedure
    .input(categoryListInput)
    .query(({ ctx, input }) => findCategoriesForStorefront(ctx.db, input)),
  category: publicProcedure
    .input(byId)
    .query(({ ctx, input }) => findVisibleCategoryById(ctx.db, input.id)),
});
