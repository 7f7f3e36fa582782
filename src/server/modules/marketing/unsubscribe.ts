import type { LinkTokenInput } from '../../../shared/marketing';
import { DomainError } from '../../errors';
import type { RequestContext } from '../../http/context';
import { withdrawConsent, type WithdrawnVia } from './consents';
import { readLink, UNSUBSCRIBE } from './links';

/** The address an unsubscribe link is for; a changed or foreign link is refused. */
function addressOf(ctx: Pick<RequestContext, 'auth'>, token: string) {
  const email = readLink(ctx.auth.jwtSecret, UNSUBSCRIBE, token);
  if (!email) throw new DomainError('BAD_REQUEST', 'This unsubscribe link is not valid.');
  return email;
}

/**
 * A mail's unsubscribe link, without signing in: the page's button or RFC 8058's one-click POST.
 * The same answer the second time: the address gets no marketing mail either way.
 */
export async function unsubscribe(
  ctx: Pick<RequestContext, 'db' | 'auth'>,
  input: LinkTokenInput,
  via: Extract<WithdrawnVia, 'unsubscribe link' | 'one-click'>,
) {
  const email = addressOf(ctx, input.token);
  await withdrawConsent(ctx.db, email, via);
  return {
    email,
    message: `You are unsubscribed: ${email} will get no more news or offers from us. Mails about your orders still come.`,
  };
}

/** What the unsubscribe page shows before the click: whose address the link is for. */
export const unsubscribeLinkAddress = (
  ctx: Pick<RequestContext, 'auth'>,
  input: LinkTokenInput,
) => ({
  email: addressOf(ctx, input.token),
});
