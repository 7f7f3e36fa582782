import {
  changePasswordInput,
  createAdminInput,
  emailLinkInput,
  endSessionInput,
  forgotPasswordInput,
  loginInput,
  registerInput,
  resetPasswordInput,
  updateProfileInput,
  verifyOtpInput,
} from '../../../shared/auth';
import { authedProcedure, publicProcedure, router } from '../../trpc/trpc';
import { approveEmailChange, cancelEmailChange, confirmEmailChange } from './emailChangeLinks';
import { requestPasswordReset, resetPassword, verifyResetCode } from './passwordReset';
import {
  changePassword,
  createAdmin,
  getProfile,
  login,
  logout,
  register,
  updateProfile,
} from './service';
import { endOtherSignIns, endSignIn, listSignIns } from './signIns';

export const authRouter = router({
  login: publicProcedure.input(loginInput).mutation(({ ctx, input }) => login(ctx, input)),
  register: publicProcedure.input(registerInput).mutation(({ ctx, input }) => register(ctx, input)),
  createAdmin: publicProcedure
    .input(createAdminInput)
    .mutation(({ ctx, input }) => createAdmin(ctx, input)),
  /** Public: ending a session that is already gone is not an error. */
  logout: publicProcedure.mutation(({ ctx }) => logout(ctx)),
  profile: authedProcedure.query(({ ctx }) => getProfile(ctx.db, ctx.user)),
  updateProfile: authedProcedure
    .input(updateProfileInput)
    .mutation(({ ctx, input }) => updateProfile(ctx, ctx.user, input)),
  /** Public, like its two siblings: a link may be opened on a device that is not signed in. */
  confirmEmail: publicProcedure
    .input(emailLinkInput)
    .mutation(({ ctx, input }) => confirmEmailChange(ctx, input)),
  approveEmailChange: publicProcedure
    .input(emailLinkInput)
    .mutation(({ ctx, input }) => approveEmailChange(ctx, input)),
  cancelEmailChange: publicProcedure
    .input(emailLinkInput)
    .mutation(({ ctx, input }) => cancelEmailChange(ctx, input)),
  sessions: authedProcedure.query(({ ctx }) => listSignIns(ctx.db, ctx.user.id, ctx.sessionId)),
  endSession: authedProcedure
    .input(endSessionInput)
    .mutation(({ ctx, input }) => endSignIn(ctx.db, ctx.user.id, ctx.sessionId, input.id)),
  endOtherSessions: authedProcedure.mutation(({ ctx }) =>
    endOtherSignIns(ctx.db, ctx.user.id, ctx.sessionId),
  ),
  changePassword: authedProcedure
    .input(changePasswordInput)
    .mutation(({ ctx, input }) => changePassword(ctx, ctx.user, input)),
  forgotPassword: publicProcedure.input(forgotPasswordInput).mutation(async ({ ctx, input }) => {
    const { message } = await requestPasswordReset(ctx, input);
    return { message };
  }),
  verifyOtp: publicProcedure
    .input(verifyOtpInput)
    .mutation(({ ctx, input }) => verifyResetCode(ctx, input)),
  resetPassword: publicProcedure
    .input(resetPasswordInput)
    .mutation(({ ctx, input }) => resetPassword(ctx, input)),
});
