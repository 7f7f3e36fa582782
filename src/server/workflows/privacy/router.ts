import { deleteAccountInput } from '../../../shared/privacy';
import { authedProcedure, router } from '../../trpc/trpc';
import { deleteAccount } from './deleteAccount';
import { collectMyData } from './myData';

export const privacyRouter = router({
  myData: authedProcedure.query(({ ctx }) => collectMyData(ctx.db, ctx.user)),
  deleteAccount: authedProcedure
    .input(deleteAccountInput)
    .mutation(({ ctx, input }) => deleteAccount(ctx, ctx.user, input)),
});
