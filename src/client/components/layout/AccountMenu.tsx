import { ChevronDown, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { useSession } from '../../state/session';
import { useLogout } from '../session/useLogout';
import { accountLinks, alwaysAccountLinks } from './navLinks';
import { useDisclosure } from './useDisclosure';

const itemClass =
  'block w-full px-4 py-2 text-left text-sm hover:bg-pearl hover:text-gold-dark focus-visible:bg-pearl';

/** The My Account dropdown: a disclosure of links (closes on Escape, outside click, navigation). */
export function AccountMenu() {
  const { isOpen, close, toggle, rootRef, triggerRef } = useDisclosure<
    HTMLDivElement,
    HTMLButtonElement
  >();
  const current = useSession();
  const logout = useLogout();
  const link = ({ to, label }: { to: string; label: string }) => (
    <li key={to}>
      <Link to={to} onClick={close} className={itemClass}>
        {label}
      </Link>
    </li>
  );
  return (
    <div ref={rootRef} className="relative">
      <button
        ref={triggerRef}
        type="button"
        onClick={toggle}
        aria-expanded={isOpen}
        aria-controls={isOpen ? 'account-menu' : undefined}
        className="flex items-center gap-1.5 rounded-full p-2 text-sm hover:text-gold-dark"
      >
        <UserRound className="size-5" aria-hidden strokeWidth={1.5} />
        {/* Worded only where the bar has room beside the search field and a five-figure cart. */}
        <span className="hidden 2xl:inline">My Account</span>
        <span className="sr-only 2xl:hidden">My Account</span>
        <ChevronDown
          className={`size-3.5 transition-transform ${isOpen ? 'rotate-180' : ''}`}
          aria-hidden
        />
      </button>
      {isOpen && (
        <div
          id="account-menu"
          className="absolute right-0 z-50 mt-2 w-56 rounded-lg bg-white py-2 shadow-xl ring-1 ring-ink/10"
        >
          {current && (
            <p className="truncate border-b border-ink/10 px-4 pt-1 pb-3 text-xs text-stone">
              Signed in as <span className="font-medium text-ink">{current.user.name}</span>
            </p>
          )}
          <ul className={current ? 'pt-2' : undefined}>
            {accountLinks(current !== null).map(link)}
            {current && (
              <li>
                <button
                  type="button"
                  onClick={() => {
                    close();
                    void logout();
                  }}
                  className={itemClass}
                >
                  Logout
                </button>
              </li>
            )}
          </ul>
          <ul className="mt-2 border-t border-ink/10 pt-2">{alwaysAccountLinks.map(link)}</ul>
        </div>
      )}
    </div>
  );
}
