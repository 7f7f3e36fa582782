import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { HelplineLink } from './HelplineLink';
import { ShopLogo } from './ShopLogo';
import { MobileCategoryTree } from './MobileCategoryTree';
import { useSession } from '../../state/session';
import { AccountLinks } from './AccountLinks';
import { aboutLink, homeLink, myAccountLink, shopLink, type NavLinkItem } from './navLinks';
import { SheetHeader } from './SheetDialog';
import { SearchCombobox } from '../search/SearchCombobox';

const linkClass = 'block py-3 font-display text-2xl hover:text-gold-dark';

/** The mobile menu's inside: search, the header's links, collections and account (fetched when first opened). */
export function MobileMenuContent({ close }: { close: () => void }) {
  const signedIn = useSession() !== null;

  const navItem = (link: NavLinkItem) => (
    <li key={link.to}>
      <Link to={link.to} onClick={close} className={linkClass}>
        {link.label}
      </Link>
    </li>
  );

  return (
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
  );
}
