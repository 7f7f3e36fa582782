import { z } from '../../../shared/zod';
import { idSchema } from '../../../shared/catalog';
import { myOrdersInput } from '../../../shared/myOrders';
import { placeOrderInput } from '../../../shared/orders';
import { authedProcedure, router } from '../../trpc/trpc';
import { findMyOrdersPage } from './customerOrders';
import { findOrderForViewer } from './orderQueries';
import { placeOrder } from './placeOrder';

export const ordersRouter = router({
  place: authedProcedure
    .input(placeOrderInput)
    .mutation(async ({ ctx, input }) => (await placeOrder(ctx, ctx.user, input)).order),
  mine: authedProcedure
    .input(myOrdersInput)
    .query(({ ctx, input }) => findMyOrdersPage(ctx.db, ctx.user, input)),
  byId: authedProcedure
    .input(z.object({ id: idSchema }))
    .query(({ ctx, input }) => findOrderForViewer(ctx.db, ctx.user, input.id)),
});
