import { ChevronDown, Menu } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { HelplineLink } from './HelplineLink';
import { ShopLogo } from './ShopLogo';
import { MobileCategoryTree } from './MobileCategoryTree';
import { useSession } from '../../state/session';
import { AccountLinks } from './AccountLinks';
import { aboutLink, homeLink, myAccountLink, shopLink, type NavLinkItem } from './navLinks';
import { SheetDialog, SheetHeader } from './SheetDialog';
import { SearchCombobox } from '../search/SearchCombobox';

const linkClass = 'block py-3 font-display text-2xl hover:text-gold-dark';

/** Below the lg breakpoint: a hamburger that opens a full-screen menu with the header's links. */
export function MobileMenu() {
  const location = useLocation();
  // Remembering where it was opened closes it on navigation without an effect.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const isOpen = openedAt === location.key;
  const close = () => setOpenedAt(null);
  const signedIn = useSession() !== null;

  const navItem = (link: NavLinkItem) => (
    <li key={link.to}>
      <Link to={link.to} onClick={close} className={linkClass}>
        {link.label}
      </Link>
    </li>
  );

  return (
    <>
      <button
        type="button"
        onClick={() => setOpenedAt(location.key)}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        className="-ml-2 rounded-full p-2 hover:text-gold-dark lg:hidden"
      >
        <Menu className="size-6" aria-hidden strokeWidth={1.5} />
      </button>
      <SheetDialog open={isOpen} onClose={close} label="Menu" side="full">
        <div className="flex h-full flex-col">
          <SheetHeader onClose={close}>
            <ShopLogo onClick={close} />
          </SheetHeader>
          <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-6 py-4">
            <SearchCombobox popup="inline" />
            <ul className="divide-y divide-ink/10">
              {navItem(homeLink)}
              {navItem(shopLink)}
              <li>
                <details className="group">
                  <summary className="flex cursor-pointer list-none items-center justify-between py-3 font-display text-2xl hover:text-gold-dark [&::-webkit-details-marker]:hidden">
                    Collections
                    <ChevronDown
                      className="size-5 transition-transform group-open:rotate-180"
                      aria-hidden
                    />
                  </summary>
                  <MobileCategoryTree onChoose={close} />
                </details>
              </li>
              {navItem(aboutLink)}
              {signedIn && navItem(myAccountLink)}
            </ul>
            <h2 className="mt-8 text-xs font-medium tracking-[0.2em] text-gold-dark uppercase font-sans">
              My Account
            </h2>
            <AccountLinks look="sheet" onChoose={close} />
          </nav>
          <div className="border-t border-ink/10 bg-pearl px-6 py-4 text-sm">
            <HelplineLink />
          </div>
        </div>
      </SheetDialog>
    </>
  );
}
