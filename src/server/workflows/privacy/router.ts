import { deleteAccountInput } from '../../../shared/privacy';
import { signDownloadTicket } from '../../modules/auth';
import { authedProcedure, router } from '../../trpc/trpc';
import { deleteAccount } from './deleteAccount';
import { collectMyData } from './myData';

export const privacyRouter = router({
  myData: authedProcedure.query(({ ctx }) => collectMyData(ctx.db, ctx.user)),
  /** What the account page posts to `POST /api/auth/my-data` (rest.ts): the browser saves the file. */
  myDataTicket: authedProcedure.mutation(({ ctx }) => ({
    ticket: signDownloadTicket(ctx.auth.jwtSecret, {
      id: ctx.sessionId ?? '',
      userId: ctx.user.id,
    }),
  })),
  deleteAccount: authedProcedure
    .input(deleteAccountInput)
    .mutation(({ ctx, input }) => deleteAccount(ctx, ctx.user, input)),
});
