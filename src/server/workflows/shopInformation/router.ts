import { shopInfoInput } from '../../../shared/admin';
import { adminProcedure, router } from '../../trpc/trpc';
import { saveShopInfo } from './saveShopInfo';

/** Saving Shop Information, mounted under `admin.shop` beside the shop module's hours. */
export const adminShopInfoRouter = router({
  updateInfo: adminProcedure
    .input(shopInfoInput)
    .mutation(({ ctx, input }) => saveShopInfo(ctx.db, input)),
});
