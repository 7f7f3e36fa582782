import { shopInfoInput, storeHoursInput } from '../../../shared/admin';
import { adminProcedure, router } from '../../trpc/trpc';
import { updateShopInfo, updateStoreHours } from './service';

export const adminShopRouter = router({
  updateInfo: adminProcedure
    .input(shopInfoInput)
    .mutation(({ ctx, input }) => updateShopInfo(ctx.db, input)),
  updateHours: adminProcedure
    .input(storeHoursInput)
    .mutation(({ ctx, input }) => updateStoreHours(ctx.db, input)),
});
