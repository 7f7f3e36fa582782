import { stockAlertInput, stopStockAlertInput } from '../../../shared/stockAlertInput';
import { publicProcedure, router } from '../../trpc/trpc';
import { askForStockAlert, stopStockAlert } from './requests';

/** "Email me when it's back" (decision 060): anyone may ask, and stop with the mailed link. */
export const stockAlertsRouter = router({
  ask: publicProcedure
    .input(stockAlertInput)
    .mutation(({ ctx, input }) => askForStockAlert(ctx, input)),
  stop: publicProcedure
    .input(stopStockAlertInput)
    .mutation(({ ctx, input }) => stopStockAlert(ctx.db, input.token)),
});
