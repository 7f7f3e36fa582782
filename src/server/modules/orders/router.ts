import { z } from '../../../shared/zod';
import { idSchema } from '../../../shared/catalog';
import { placeOrderInput } from '../../../shared/orders';
import { authedProcedure, router } from '../../trpc/trpc';
import { findOrderForViewer, findOrdersOfUser } from './orderQueries';
import { placeOrder } from './placeOrder';

export const ordersRouter = router({
  place: authedProcedure
    .input(placeOrderInput)
    .mutation(async ({ ctx, input }) => (await placeOrder(ctx, ctx.user, input)).order),
  mine: authedProcedure.query(({ ctx }) => findOrdersOfUser(ctx.db, ctx.user)),
  byId: authedProcedure
    .input(z.object({ id: idSchema }))
    .query(({ ctx, input }) => findOrderForViewer(ctx.db, ctx.user, input.id)),
});
