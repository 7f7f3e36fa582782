import { z } from '../../../shared/zod';
import { adminProductListInput, categoryInput, productInput } from '../../../shared/admin';
import { idSchema } from '../../../shared/catalog';
import { adminProcedure, router } from '../../trpc/trpc';
import { bulkUpdateInput } from '../../../shared/bulkProducts';
import { findProductForAdmin, findProductsForAdmin } from './adminProducts';
import { bulkUpdateProducts } from './bulkUpdate';
import {
  deleteCategory,
  findAllCategories,
  findCategoryForAdmin,
  saveCategory,
} from './categoryWrites';
import { measureHomePage } from './homeService';
import { findPriceHistory } from './priceHistory';
import { deleteProduct, saveProduct } from './productWrites';
import { findStockHistory } from './stockHistory';
import { stockHistoryInput } from '../../../shared/stock';

const byId = z.object({ id: idSchema });

export const adminProductsRouter = router({
  list: adminProcedure
    .input(adminProductListInput)
    .query(({ ctx, input }) => findProductsForAdmin(ctx.db, input)),
  byId: adminProcedure.input(byId).query(({ ctx, input }) => findProductForAdmin(ctx.db, input.id)),
  priceHistory: adminProcedure
    .input(byId)
    .query(({ ctx, input }) => findPriceHistory(ctx.db, input.id)),
  create: adminProcedure
    .input(productInput)
    .mutation(({ ctx, input }) => saveProduct(ctx.db, null, input, ctx.user.id)),
  update: adminProcedure
    .input(byId.extend({ product: productInput }))
    .mutation(({ ctx, input }) => saveProduct(ctx.db, input.id, input.product, ctx.user.id)),
  delete: adminProcedure.input(byId).mutation(({ ctx, input }) => deleteProduct(ctx.db, input.id)),
  stockHistory: adminProcedure
    .input(stockHistoryInput)
    .query(({ ctx, input }) => findStockHistory(ctx.db, input)),
  /** Decision 046: one change to many products, previewed (dryRun) and then applied. */
  bulkUpdate: adminProcedure
    .input(bulkUpdateInput)
    .mutation(({ ctx, input }) => bulkUpdateProducts(ctx.db, input, ctx.user.id)),
});

export const adminCategoriesRouter = router({
  list: adminProcedure.query(({ ctx }) => findAllCategories(ctx.db)),
  byId: adminProcedure
    .input(byId)
    .query(({ ctx, input }) => findCategoryForAdmin(ctx.db, input.id)),
  create: adminProcedure
    .input(categoryInput)
    .mutation(({ ctx, input }) => saveCategory(ctx.db, null, input)),
  update: adminProcedure
    .input(byId.extend({ category: categoryInput }))
    .mutation(({ ctx, input }) => saveCategory(ctx.db, input.id, input.category)),
  delete: adminProcedure.input(byId).mutation(({ ctx, input }) => deleteCategory(ctx.db, input.id)),
});

/** Home page links, measured as the home page would show them, before the owner saves them. */
const homePreviewInput = z.object({
  slides: z.array(z.object({ link: z.string().max(500), image: z.string().max(1000) })).max(3),
  banners: z.array(z.object({ link: z.string().max(500) })).max(3),
});

export const adminHomeRouter = router({
  preview: adminProcedure
    .input(homePreviewInput)
    .query(({ ctx, input }) => measureHomePage(ctx, input)),
});
