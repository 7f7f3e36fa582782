import { z } from '../../../shared/zod';
import { idSchema } from '../../../shared/catalog';
import { requestReturnInput } from '../../../shared/returns';
import { adminProcedure, authedProcedure } from '../../trpc/trpc';
import { markReturnReceived, refundReturn } from './refundReturn';
import { requestReturn } from './requestReturn';

const byReturn = z.object({ id: idSchema, returnId: idSchema });

/** The customer's side, part of `orders`: ask to return items of one of their own orders. */
export const returnProcedures = {
  requestReturn: authedProcedure
    .input(z.object({ id: idSchema }).extend(requestReturnInput.shape))
    .mutation(({ ctx, input: { id, ...request } }) => requestReturn(ctx, ctx.user, id, request)),
};

/** The owner's side, part of `admin.orders`. */
export const adminReturnProcedures = {
  markReturnReceived: adminProcedure
    .input(byReturn)
    .mutation(({ ctx, input }) => markReturnReceived(ctx, input.id, input.returnId)),
  refundReturn: adminProcedure
    .input(byReturn)
    .mutation(({ ctx, input }) => refundReturn(ctx, input.id, input.returnId)),
};
