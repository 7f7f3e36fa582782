import type { ShopInfo } from '../../../shared/shop';
import { NEWSLETTER_CONFIRM_DAYS } from '../../../shared/constants';
import { renderMail } from '../../integrations/mailTemplate';

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
