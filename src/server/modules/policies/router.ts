import { z } from '../../../shared/zod';
import { policyNameSchema, policyPageInput, savePolicyInput } from '../../../shared/policyInput';
import { adminProcedure, publicProcedure, router } from '../../trpc/trpc';
import { policyForEditing, policyPage } from './pages';
import { saveVersion } from './versions';

export const policiesRouter = router({
  /** A policy's page: the current version, or an earlier one an order was placed under. */
  page: publicProcedure
    .input(policyPageInput)
    .query(({ ctx, input }) => policyPage(ctx.db, input.name, input.version)),
});

export const adminPoliciesRouter = router({
  /** The text as the owner wrote it (placeholders unfilled) and its versions. */
  get: adminProcedure
    .input(z.strictObject({ name: policyNameSchema }))
    .query(({ ctx, input }) => policyForEditing(ctx.db, input.name)),
  /** A new version; earlier ones are kept as they were. */
  save: adminProcedure.input(savePolicyInput).mutation(async ({ ctx, input }) => {
    await saveVersion(ctx.db, ctx.user.id, input);
    return policyForEditing(ctx.db, input.name);
  }),
});
