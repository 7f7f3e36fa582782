import { Link } from 'react-router';
import { useSession } from '../../state/session';
import { useLogout } from '../session/useLogout';
import { myAccountLink, type NavLinkItem } from './navLinks';

/** Spec §2 Header: the visitor's own links first (a signed-in one also gets Logout after them). */
const signedInLinks: NavLinkItem[] = [myAccountLink, { to: '/orders', label: 'My Orders' }];
const guestLinks: NavLinkItem[] = [
  { to: '/login', label: 'Login' },
  { to: '/register', label: 'Register' },
];
/** Then the links shown whoever is visiting. */
const everyonesLinks: NavLinkItem[] = [
  { to: '/checkout', label: 'Checkout' },
  { to: '/cart', label: 'Shopping Cart' },
  { to: '/wishlist', label: 'Wishlist' },
];

const itemClasses = {
  dropdown:
    'block w-full px-4 py-2 text-left text-sm hover:bg-pearl hover:text-gold-dark focus-visible:bg-pearl',
  sheet: 'block w-full py-2 text-left text-base hover:text-gold-dark',
};

/**
 * The account links of the header's My Account dropdown (two groups) and of the phone's menu
 * sheet (one grid of two columns). `onChoose` closes the menu they are in.
 */
export function AccountLinks({
  look,
  onChoose,
}: {
  look: keyof typeof itemClasses;
  onChoose: () => void;
}) {
  const signedIn = useSession() !== null;
  const logout = useLogout();
  const itemClass = itemClasses[look];
  const item = (link: NavLinkItem) => (
    <li key={link.to}>
      <Link to={link.to} onClick={onChoose} className={itemClass}>
        {link.label}
      </Link>
    </li>
  );
  const own = (
    <>
      {(signedIn ? signedInLinks : guestLinks).map(item)}
      {signedIn && (
        <li>
          <button
            type="button"
            onClick={() => {
              onChoose();
              void logout();
            }}
            className={itemClass}
          >
            Logout
          </button>
        </li>
      )}
    </>
  );
  const everyones = everyonesLinks.map(item);
  return look === 'dropdown' ? (
    <>
      {/* Below the "Signed in as" line when there is one. */}
      <ul className={signedIn ? 'pt-2' : undefined}>{own}</ul>
      <ul className="mt-2 border-t border-ink/10 pt-2">{everyones}</ul>
    </>
  ) : (
    <ul className="mt-2 grid grid-cols-2 gap-x-4">
      {own}
      {everyones}
    </ul>
  );
}
