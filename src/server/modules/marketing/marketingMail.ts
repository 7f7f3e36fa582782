import type { Db } from '../../db/client';
import type { RequestContext } from '../../http/context';
import { renderMail, type MailContent } from '../../integrations/mailTemplate';
import { findShopInfo } from '../shop';
import { mayMarketTo, normaliseAddress } from './consents';
import { oneClickUrl, signLink, UNSUBSCRIBE, unsubscribePageUrl } from './links';

export type MarketingMailContext = Pick<RequestContext, 'mailer' | 'settings' | 'auth'>;

/** A marketing mail's own words; the shop's name, the unsubscribe link and the small print are added. */
export type MarketingContent = Omit<MailContent, 'shopName' | 'footnote'> & { subject: string };

/**
 * The only way to send marketing mail (decision 059): consent is checked now, in the caller's
 * transaction, and the mail carries a visible unsubscribe link and RFC 8058's one-click headers.
 * Returns false, sending nothing, when the address has no consent that counts.
 */
export async function sendMarketingMail(
  ctx: MarketingMailContext,
  tx: Db,
  to: string,
  { subject, ...content }: MarketingContent,
): Promise<boolean> {
  if (!(await mayMarketTo(tx, to))) return false;
  const shop = await findShopInfo(tx);
  const token = signLink(ctx.auth.jwtSecret, UNSUBSCRIBE, normaliseAddress(to));
  const unsubscribe = unsubscribePageUrl(ctx.settings, token);
  const mailto = shop.email ? `, <mailto:${shop.email}?subject=unsubscribe>` : '';
  await ctx.mailer.enqueue(tx, {
    to,
    subject,
    ...renderMail({
      ...content,
      shopName: shop.shopName,
      links: [
        ...(content.links ?? []),
        { label: 'Unsubscribe from these emails', href: unsubscribe },
      ],
      footnote: `You get this email because you agreed to news and offers from ${shop.shopName}. Unsubscribe at any time: ${unsubscribe}`,
    }),
    headers: {
      'List-Unsubscribe': `<${oneClickUrl(ctx.settings, token)}>${mailto}`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
  return true;
}
