import { linkTokenInput } from '../../../shared/marketing';
import { adminProcedure, publicProcedure, router } from '../../trpc/trpc';
import { reminderCartLines, reminderRecovery } from './recovery';

export const remindersRouter = router({
  /** A reminder's link, opened signed in or not: the token is the proof. */
  cart: publicProcedure
    .input(linkTokenInput)
    .query(({ ctx, input }) => reminderCartLines(ctx, input)),
});

export const adminRemindersRouter = router({
  recovery: adminProcedure.query(({ ctx }) => reminderRecovery(ctx.db)),
});
