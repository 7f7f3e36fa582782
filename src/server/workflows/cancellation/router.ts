import { z } from '../../../shared/zod';
import { idSchema } from '../../../shared/catalog';
import { cancellationNoticeInput, cancelMyOrderInput } from '../../../shared/cancellation';
import { authedProcedure, router } from '../../trpc/trpc';
import { cancelMyOrder, giveCancellationNotice } from './cancel';

const byId = z.object({ id: idSchema });

/** The customer's cancellations, mounted under `orders`. */
export const cancellationRouter = router({
  cancel: authedProcedure
    .input(byId.extend(cancelMyOrderInput.shape))
    .mutation(({ ctx, input: { id, ...rest } }) => cancelMyOrder(ctx, ctx.user, id, rest)),
  giveCancellationNotice: authedProcedure
    .input(byId.extend(cancellationNoticeInput.shape))
    .mutation(({ ctx, input: { id, ...notice } }) =>
      giveCancellationNotice(ctx, ctx.user, id, notice),
    ),
});
