import { publicProcedure, router } from '../../trpc/trpc';
import { findShopInfo } from './service';

export const shopRouter = router({
  info: publicProcedure.query(({ ctx }) => findShopInfo(ctx.db)),
});
