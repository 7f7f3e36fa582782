/** A header link: the desktop bar and the mobile menu share these (the account's: AccountLinks). */
export interface NavLinkItem {
  to: string;
  label: string;
}

export const homeLink: NavLinkItem = { to: '/', label: 'Home' };
export const shopLink: NavLinkItem = { to: '/products', label: 'Shop' };
export const aboutLink: NavLinkItem = { to: '/about', label: 'About' };
/** In the main navigation only when signed in (spec §2 Header), and first of the account links. */
export const myAccountLink: NavLinkItem = { to: '/account', label: 'My Account' };
