import type { ShopInfo } from '../../../shared/shop';
import {
  KEPT_OF_DELETED_ORDERS,
  ORDER_RETENTION_YEARS,
  REMOVED_FROM_DELETED_ORDERS,
} from '../../../shared/deletedCustomers';
import { renderMail } from '../../integrations/mailTemplate';

/** To the address of an account that was just deleted: what went, and what the shop keeps. */
export function accountDeletedMail(shop: ShopInfo, name: string) {
  return {
    subject: `Your ${shop.shopName} account has been deleted`,
    ...renderMail({
      shopName: shop.shopName,
      preheader: 'Your account, wishlist and sign-ins are gone.',
      heading: 'Your account has been deleted',
      paragraphs: [
        `Hello ${name},`,
        `As you asked, we deleted your ${shop.shopName} account: your profile, your wishlist, your reviews and every sign-in. No one can sign in with it any more.`,
        `The law requires us to keep the record of any order you placed for ${ORDER_RETENTION_YEARS} years for our accounts (HMRC). Of each order we keep only ${KEPT_OF_DELETED_ORDERS}; ${REMOVED_FROM_DELETED_ORDERS} are gone.`,
        'Copies of e-mails we sent you have been removed from our mail log; this is the last one.',
      ],
      footnote: `If you did not ask for this, write to ${shop.email} at once.`,
    }),
  };
}
