import { z } from '../../../shared/zod';
import { idSchema } from '../../../shared/catalog';
import { adminProcedure, router } from '../../trpc/trpc';
import { markReturnReceived, refundReturn } from './refundReturn';

const byReturn = z.object({ id: idSchema, returnId: idSchema });

/** The owner's side of a return, mounted under `admin.orders`. */
export const adminReturnsRouter = router({
  markReturnReceived: adminProcedure
    .input(byReturn)
    .mutation(({ ctx, input }) => markReturnReceived(ctx, input.id, input.returnId)),
  refundReturn: adminProcedure
    .input(byReturn)
    .mutation(({ ctx, input }) => refundReturn(ctx, input.id, input.returnId)),
});
