import type { ShopInfo } from '../../../../shared/shop';

/** The trader's line of Schedule 3 Part B: name, postal address and e-mail, as the shop sets them. */
export const traderLine = (shop: Pick<ShopInfo, 'shopName' | 'formattedAddress' | 'email'>) =>
  [shop.shopName, shop.formattedAddress, shop.email].filter(Boolean).join(', ');

/** The form's statutory wording, in the order the Regulations give it. */
export const NOTICE_WORDING =
  'I/We [*] hereby give notice that I/We [*] cancel my/our [*] contract of sale of the following goods [*]';
