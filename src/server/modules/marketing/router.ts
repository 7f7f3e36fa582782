import {
  consentListInput,
  linkTokenInput,
  marketingChoiceInput,
  newsletterSignUpInput,
} from '../../../shared/marketing';
import { adminProcedure, authedProcedure, publicProcedure, router } from '../../trpc/trpc';
import { findConsentsForAdmin } from './adminConsents';
import { marketingChoiceOf, saveMarketingChoice } from './consents';
import { confirmNewsletter, signUpForNewsletter } from './newsletter';
import { unsubscribe, unsubscribeLinkAddress } from './unsubscribe';

export const marketingRouter = router({
  signUp: publicProcedure
    .input(newsletterSignUpInput)
    .mutation(({ ctx, input }) => signUpForNewsletter(ctx, input)),
  confirm: publicProcedure
    .input(linkTokenInput)
    .mutation(({ ctx, input }) => confirmNewsletter(ctx, input)),
  unsubscribeAddress: publicProcedure
    .input(linkTokenInput)
    .query(({ ctx, input }) => unsubscribeLinkAddress(ctx, input)),
  unsubscribe: publicProcedure
    .input(linkTokenInput)
    .mutation(({ ctx, input }) => unsubscribe(ctx, input, 'unsubscribe link')),
  myChoice: authedProcedure.query(({ ctx }) => marketingChoiceOf(ctx.db, ctx.user)),
  saveMyChoice: authedProcedure
    .input(marketingChoiceInput)
    .mutation(({ ctx, input }) => saveMarketingChoice(ctx.db, ctx.user, input.agreed)),
});

export const adminMarketingRouter = router({
  consents: adminProcedure
    .input(consentListInput)
    .query(({ ctx, input }) => findConsentsForAdmin(ctx.db, input)),
});
