import { storeHoursInput } from '../../../shared/admin';
import { adminProcedure, router } from '../../trpc/trpc';
import { updateStoreHours } from './service';

/** The opening hours; the information itself is saved by workflows/shopInformation (its offers). */
export const adminShopRouter = router({
  updateHours: adminProcedure
    .input(storeHoursInput)
    .mutation(({ ctx, input }) => updateStoreHours(ctx.db, input)),
});
