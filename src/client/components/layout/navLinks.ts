/** A header link: the desktop bar, the account dropdown and the mobile menu share these lists. */
export interface NavLinkItem {
  to: string;
  label: string;
}

export const homeLink: NavLinkItem = { to: '/', label: 'Home' };
export const shopLink: NavLinkItem = { to: '/products', label: 'Shop' };
export const aboutLink: NavLinkItem = { to: '/about', label: 'About' };

const guestAccountLinks: NavLinkItem[] = [
  { to: '/login', label: 'Login' },
  { to: '/register', label: 'Register' },
];

const alwaysAccountLinks: NavLinkItem[] = [
  { to: '/checkout', label: 'Checkout' },
  { to: '/cart', label: 'Shopping Cart' },
  { to: '/wishlist', label: 'Wishlist' },
];

/**
 * The My Account dropdown (spec §2). Accounts arrive in a later issue, so every shopper is a
 * guest for now; the signed-in branch (My Account, My Orders, Logout) slots in here.
 */
export function accountMenuLinks(): NavLinkItem[] {
  return [...guestAccountLinks, ...alwaysAccountLinks];
}
