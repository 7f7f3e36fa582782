/** A header link: the desktop bar, the account dropdown and the mobile menu share these lists. */
export interface NavLinkItem {
  to: string;
  label: string;
}

export const homeLink: NavLinkItem = { to: '/', label: 'Home' };
export const shopLink: NavLinkItem = { to: '/products', label: 'Shop' };
export const aboutLink: NavLinkItem = { to: '/about', label: 'About' };
/** In the main navigation only when signed in (spec §2 Header). */
export const myAccountLink: NavLinkItem = { to: '/account', label: 'My Account' };

const signedInAccountLinks: NavLinkItem[] = [myAccountLink, { to: '/orders', label: 'My Orders' }];

const guestAccountLinks: NavLinkItem[] = [
  { to: '/login', label: 'Login' },
  { to: '/register', label: 'Register' },
];

/** Shown whoever is visiting, after the account's own links (and Logout). */
export const alwaysAccountLinks: NavLinkItem[] = [
  { to: '/checkout', label: 'Checkout' },
  { to: '/cart', label: 'Shopping Cart' },
  { to: '/wishlist', label: 'Wishlist' },
];

/** The My Account dropdown's first links (spec §2); a signed-in visitor also gets Logout after them. */
export const accountLinks = (signedIn: boolean) =>
  signedIn ? signedInAccountLinks : guestAccountLinks;
