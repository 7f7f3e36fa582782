import { RESET_CODE_TTL_MINUTES } from '../../../shared/constants';
import type { ShopInfo } from '../../../shared/shop';
import { renderMail } from '../../integrations/mailTemplate';

export function resetCodeMail(shop: ShopInfo, name: string, code: string) {
  const subject = `Your ${shop.shopName} password reset code`;
  return {
    subject,
    ...renderMail({
      shopName: shop.shopName,
      preheader: `Your code is ${code}. It expires in ${RESET_CODE_TTL_MINUTES} minutes.`,
      heading: 'Reset your password',
      paragraphs: [
        `Hello ${name},`,
        `Someone (we hope you) asked to reset the password of your ${shop.shopName} account. Enter this code on the reset page to choose a new one. It expires in ${RESET_CODE_TTL_MINUTES} minutes and works once.`,
      ],
      highlight: code,
      footnote: `If you did not ask for this, you can ignore this e-mail: your password stays as it is. Questions? Write to ${shop.email}${shop.contactNumber ? ` or call ${shop.contactNumber}` : ''}.`,
    }),
  };
}
