import { idSchema } from '../../../shared/catalog';
import { discountPreviewInput, promotionInput } from '../../../shared/promotionInput';
import { z } from '../../../shared/zod';
import { adminProcedure, publicProcedure, router } from '../../trpc/trpc';
import { createPromotion, endPromotion, listPromotions, updatePromotion } from './admin';
import { previewDiscount } from './preview';

export const promotionsRouter = router({
  /** What the cart's lines get off with `code` (or the automatic offers), priced here. */
  preview: publicProcedure
    .input(discountPreviewInput)
    .query(({ ctx, input }) => previewDiscount(ctx, ctx.user?.id ?? null, input)),
});

const byId = z.object({ id: idSchema });

export const adminPromotionsRouter = router({
  list: adminProcedure.query(({ ctx }) => listPromotions(ctx.db)),
  create: adminProcedure
    .input(promotionInput)
    .mutation(({ ctx, input }) => createPromotion(ctx.db, input)),
  update: adminProcedure
    .input(z.object({ id: idSchema, promotion: promotionInput }))
    .mutation(({ ctx, input }) => updatePromotion(ctx.db, input.id, input.promotion)),
  end: adminProcedure.input(byId).mutation(({ ctx, input }) => endPromotion(ctx.db, input.id)),
});
