import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { NEWSLETTER_CONFIRM_DAYS } from '../../../shared/constants';
import {
  NEWSLETTER_SIGNED_UP_MESSAGE,
  NEWSLETTER_WORDING,
  type LinkTokenInput,
  type NewsletterSignUpInput,
} from '../../../shared/marketing';
import { marketingConsents } from '../../db/schema';
import { DomainError } from '../../errors';
import type { RequestContext } from '../../http/context';
import { enforceRateLimits, type RateLimitRule } from '../../integrations/rateLimiter';
import { findShopInfo } from '../shop';
import { mayMarketTo, normaliseAddress } from './consents';
import { hashToken, newConfirmToken } from './links';
import { newsletterConfirmMail, newsletterWelcomeMail } from './mails';
import { sendMarketingMail, type MarketingMailContext } from './marketingMail';

type NewsletterContext = Pick<
  RequestContext,
  'db' | 'mailer' | 'settings' | 'limiter' | 'clientIp'
>;

const HOUR = 3600;

/** Each sign-up mails a stranger's address: few per client and per address. */
export const newsletterRateLimits = {
  perIp: { name: 'newsletter-ip', max: 10, windowSeconds: HOUR },
  perAddress: { name: 'newsletter-address', max: 3, windowSeconds: 24 * HOUR },
} satisfies Record<string, RateLimitRule>;

/**
 * The footer's sign-up: a consent waiting for its mailed link (double opt-in). The answer is the
 * same whether or not the address is signed up already, so nobody learns who is; an address that
 * already agreed is sent nothing.
 */
export async function signUpForNewsletter(ctx: NewsletterContext, input: NewsletterSignUpInput) {
  const email = normaliseAddress(input.email);
  await enforceRateLimits(ctx.limiter, [
    [newsletterRateLimits.perIp, ctx.clientIp],
    [newsletterRateLimits.perAddress, email],
  ]);
  await ctx.db.transaction(async (tx) => {
    if (await mayMarketTo(tx, email)) return;
    const confirm = newConfirmToken();
    await tx.insert(marketingConsents).values({
      email,
      wording: NEWSLETTER_WORDING,
      source: 'newsletter',
      confirmTokenHash: confirm.hash,
    });
    const link = `${ctx.settings.publicUrl}/newsletter?token=${confirm.token}`;
    await ctx.mailer.enqueue(tx, {
      to: email,
      ...newsletterConfirmMail(await findShopInfo(tx), link),
    });
  });
  return { message: NEWSLETTER_SIGNED_UP_MESSAGE };
}

/**
 * The mailed link opened: the consent counts from now, and a welcome (the first marketing mail,
 * with its unsubscribe link) says so. Each link works once, while fresh.
 */
export async function confirmNewsletter(
  ctx: Pick<RequestContext, 'db'> & MarketingMailContext,
  input: LinkTokenInput,
) {
  return ctx.db.transaction(async (tx) => {
    const [confirmed] = await tx
      .update(marketingConsents)
      .set({ confirmedAt: new Date(), confirmTokenHash: null })
      .where(
        and(
          eq(marketingConsents.confirmTokenHash, hashToken(input.token)),
          isNull(marketingConsents.confirmedAt),
          isNull(marketingConsents.withdrawnAt),
          gt(
            marketingConsents.givenAt,
            sql`now() - make_interval(days => ${NEWSLETTER_CONFIRM_DAYS})`,
          ),
        ),
      )
      .returning({ email: marketingConsents.email });
    if (!confirmed) {
      throw new DomainError(
        'BAD_REQUEST',
        'This confirmation link has expired or was already used. You can sign up again at the foot of any page.',
      );
    }
    await sendMarketingMail(ctx, tx, confirmed.email, newsletterWelcomeMail());
    return {
      message: `Thank you: ${confirmed.email} will now get our news and offers. Every email has a link to unsubscribe.`,
    };
  });
}
