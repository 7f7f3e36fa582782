import type { ShopInfo } from '../../../shared/shop';
import { NEWSLETTER_CONFIRM_DAYS } from '../../../shared/constants';
import { renderMail } from '../../integrations/mailTemplate';
import type { MarketingContent } from './marketingMail';

/** The newsletter's double opt-in: nothing is sent as marketing until this link is opened. */
export function newsletterConfirmMail(shop: ShopInfo, link: string) {
  return {
    subject: `Please confirm your ${shop.shopName} newsletter sign-up`,
    ...renderMail({
      shopName: shop.shopName,
      preheader: 'One click to start getting our news and offers.',
      heading: 'Confirm your sign-up',
      paragraphs: [
        `Someone, hopefully you, asked for news and offers from ${shop.shopName} at this address.`,
        `To say yes, open the link below within ${NEWSLETTER_CONFIRM_DAYS} days. If it was not you, ignore this email: we will not write again.`,
      ],
      action: { label: 'Confirm my sign-up', href: link },
      footnote: 'You can unsubscribe at any time with the link in every email we send.',
    }),
  };
}

/** The first marketing mail after the sign-up is confirmed: what to expect, and the way out. */
export const newsletterWelcomeMail = (): MarketingContent => ({
  subject: 'Welcome to our news and offers',
  preheader: 'You are signed up.',
  heading: 'You are signed up',
  paragraphs: [
    'Thank you for confirming. We write when there is something worth telling: new pieces, sales and events in the shop.',
    'Changed your mind? The link at the foot of every email unsubscribes you at once.',
  ],
});
