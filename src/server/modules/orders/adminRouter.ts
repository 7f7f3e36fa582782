import { z } from '../../../shared/zod';
import {
  adminNotesInput,
  adminOrderListInput,
  cancelOrderInput,
  confirmOptionsInput,
  recordPaymentInput,
  trackingInput,
  updateOrderStatusInput,
} from '../../../shared/admin';
import { idSchema } from '../../../shared/catalog';
import { collectionCodeInput } from '../../../shared/collection';
import { adminProcedure, router } from '../../trpc/trpc';
import { findOrdersForAdmin } from './adminOrders';
import { findDashboard } from './dashboard';
import { findCollections, handOverCollection } from './collection';
import { adminOrderView } from './orderQueries';
import {
  cancelOrder,
  confirmOptions,
  recordPayment,
  saveAdminNotes,
  saveTracking,
  updateOrderStatus,
} from './orderActions';

const byId = z.object({ id: idSchema });

export const adminOrdersRouter = router({
  dashboard: adminProcedure.query(({ ctx }) => findDashboard(ctx.db)),
  list: adminProcedure
    .input(adminOrderListInput)
    .query(({ ctx, input }) => findOrdersForAdmin(ctx.db, input)),
  byId: adminProcedure.input(byId).query(({ ctx, input }) => adminOrderView(ctx.db, input.id)),
  updateStatus: adminProcedure
    .input(byId.extend(updateOrderStatusInput.shape))
    .mutation(({ ctx, input: { id, ...change } }) => updateOrderStatus(ctx, id, change)),
  saveTracking: adminProcedure
    .input(byId.extend(trackingInput.shape))
    .mutation(({ ctx, input: { id, ...tracking } }) => saveTracking(ctx, id, tracking)),
  confirmOptions: adminProcedure
    .input(byId.extend({ itemId: idSchema, ...confirmOptionsInput.shape }))
    .mutation(({ ctx, input: { id, itemId, ...choice } }) =>
      confirmOptions(ctx, id, itemId, choice),
    ),
  saveNotes: adminProcedure
    .input(byId.extend(adminNotesInput.shape))
    .mutation(({ ctx, input }) => saveAdminNotes(ctx, input.id, input.adminNotes)),
  cancel: adminProcedure
    .input(byId.extend(cancelOrderInput.shape))
    .mutation(({ ctx, input: { id, ...reason } }) => cancelOrder(ctx, id, reason)),
  collections: adminProcedure.query(({ ctx }) => findCollections(ctx.db)),
  handOver: adminProcedure
    .input(byId.extend(collectionCodeInput.shape))
    .mutation(({ ctx, input }) => handOverCollection(ctx, input.id, input.code)),
  recordPayment: adminProcedure
    .input(byId.extend(recordPaymentInput.shape))
    .mutation(({ ctx, input: { id, ...payment } }) => recordPayment(ctx, id, payment)),
});
