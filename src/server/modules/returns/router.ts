import { z } from '../../../shared/zod';
import { idSchema } from '../../../shared/catalog';
import { requestReturnInput } from '../../../shared/returns';
import { authedProcedure, router } from '../../trpc/trpc';
import { requestReturn } from './requestReturn';

/** The customer's side, mounted under `orders`: ask to return items of one of their own orders. */
export const returnsRouter = router({
  requestReturn: authedProcedure
    .input(z.object({ id: idSchema }).extend(requestReturnInput.shape))
    .mutation(({ ctx, input: { id, ...request } }) => requestReturn(ctx, ctx.user, id, request)),
});
