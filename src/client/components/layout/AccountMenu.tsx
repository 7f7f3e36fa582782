import { ChevronDown, UserRound } from 'lucide-react';
import { useSession } from '../../state/session';
import { AccountLinks } from './AccountLinks';
import { useDisclosure } from './useDisclosure';

/** The My Account dropdown: a disclosure of links (closes on Escape, outside click, navigation). */
export function AccountMenu() {
  const { isOpen, close, toggle, rootRef, triggerRef } = useDisclosure<
    HTMLDivElement,
    HTMLButtonElement
  >();
  const current = useSession();
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
          <AccountLinks look="dropdown" onChoose={close} />
        </div>
      )}
    </div>
  );
}
