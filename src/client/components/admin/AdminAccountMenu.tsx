import { LogOut, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { AccountDropdown } from '../layout/AccountDropdown';
import { myAccountLink } from '../layout/navLinks';
import { useLogout } from '../session/useLogout';
import { useAdminName } from './useAdminName';

const itemClass =
  'flex w-full items-center gap-2.5 px-4 py-2 text-left text-sm hover:bg-pearl hover:text-gold-dark focus-visible:bg-pearl';

/** The admin's own menu in the top bar: who is signed in, their account page and Logout. */
export function AdminAccountMenu() {
  const name = useAdminName();
  const logout = useLogout();
  return (
    <AccountDropdown
      id="admin-account-menu"
      signedInAs={name}
      triggerClassName="flex items-center gap-2 rounded-full p-1 text-sm hover:bg-pearl sm:pr-2"
      trigger={
        <>
          <span
            aria-hidden
            className="grid size-8 place-items-center rounded-full bg-ink font-display text-base text-gold-light"
          >
            {name.charAt(0).toUpperCase()}
          </span>
          <span className="sr-only">Account: </span>
          {/* Read out on a phone too, where only the initial shows. */}
          <span className="sr-only max-w-40 truncate sm:not-sr-only">{name}</span>
        </>
      }
    >
      {(close) => (
        <ul className="pt-2">
          <li>
            <Link to={myAccountLink.to} onClick={close} className={itemClass}>
              <UserRound className="size-4" aria-hidden />
              {myAccountLink.label}
            </Link>
          </li>
          <li>
            <button
              type="button"
              onClick={() => {
                close();
                void logout();
              }}
              className={itemClass}
            >
              <LogOut className="size-4" aria-hidden />
              Logout
            </button>
          </li>
        </ul>
      )}
    </AccountDropdown>
  );
}
