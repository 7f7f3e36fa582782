import { deliveryMethodInput, deliveryOptionsInput } from '../../../shared/deliveryInput';
import { idSchema } from '../../../shared/catalog';
import { z } from '../../../shared/zod';
import { adminProcedure, publicProcedure, router } from '../../trpc/trpc';
import { createMethod, deleteMethod, listMethods, moveMethod, updateMethod } from './methods';
import { deliveryOptions } from './quotes';

export const deliveryRouter = router({
  /** The ways an order worth `subtotal` can reach `country` (and `postcode`), with prices and dates. */
  options: publicProcedure
    .input(deliveryOptionsInput)
    .query(({ ctx, input }) => deliveryOptions(ctx, input)),
});

const byId = z.object({ id: idSchema });

export const adminDeliveryRouter = router({
  list: adminProcedure.query(({ ctx }) => listMethods(ctx.db)),
  create: adminProcedure
    .input(deliveryMethodInput)
    .mutation(({ ctx, input }) => createMethod(ctx.db, input)),
  update: adminProcedure
    .input(z.object({ id: idSchema, method: deliveryMethodInput }))
    .mutation(({ ctx, input }) => updateMethod(ctx.db, input.id, input.method)),
  delete: adminProcedure.input(byId).mutation(({ ctx, input }) => deleteMethod(ctx.db, input.id)),
  move: adminProcedure
    .input(byId.extend({ direction: z.enum(['up', 'down']) }))
    .mutation(({ ctx, input }) => moveMethod(ctx.db, input.id, input.direction)),
});
