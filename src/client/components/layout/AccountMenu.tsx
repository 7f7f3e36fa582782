import { ChevronDown, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { accountMenuLinks } from './navLinks';
import { useDisclosure } from './useDisclosure';

/** The My Account dropdown: a disclosure of links (closes on Escape, outside click, navigation). */
export function AccountMenu() {
  const { isOpen, close, toggle, rootRef, triggerRef } = useDisclosure<
    HTMLDivElement,
    HTMLButtonElement
  >();
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
        <span className="hidden xl:inline">My Account</span>
        <span className="sr-only xl:hidden">My Account</span>
        <ChevronDown
          className={`size-3.5 transition-transform ${isOpen ? 'rotate-180' : ''}`}
          aria-hidden
        />
      </button>
      {isOpen && (
        <ul
          id="account-menu"
          className="absolute right-0 z-50 mt-2 w-52 rounded-lg bg-white py-2 shadow-xl ring-1 ring-ink/10"
        >
          {accountMenuLinks().map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                onClick={close}
                className="block px-4 py-2 text-sm hover:bg-pearl hover:text-gold-dark focus-visible:bg-pearl"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
