import { z } from '../../../shared/zod';
import { idSchema } from '../../../shared/catalog';
import { authedProcedure, router } from '../../trpc/trpc';
import {
  addToWishlist,
  clearWishlist,
  findWishlist,
  isInWishlist,
  removeFromWishlist,
} from './service';

const byProduct = z.object({ productId: idSchema });

export const wishlistRouter = router({
  list: authedProcedure.query(({ ctx }) => findWishlist(ctx, ctx.user.id)),
  add: authedProcedure
    .input(byProduct)
    .mutation(({ ctx, input }) => addToWishlist(ctx, ctx.user.id, input.productId)),
  remove: authedProcedure
    .input(byProduct)
    .mutation(({ ctx, input }) => removeFromWishlist(ctx, ctx.user.id, input.productId)),
  clear: authedProcedure.mutation(({ ctx }) => clearWishlist(ctx.db, ctx.user.id)),
  check: authedProcedure
    .input(byProduct)
    .query(({ ctx, input }) => isInWishlist(ctx.db, ctx.user.id, input.productId)),
});
