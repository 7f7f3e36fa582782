import { Truck } from 'lucide-react';
import { NavLink } from 'react-router';
import { AccountMenu } from './AccountMenu';
import { CartButton } from './CartButton';
import { HelplineLink } from './HelplineLink';
import { MegaMenu } from './MegaMenu';
import { MobileMenu } from './MobileMenu';
import { HeaderSearch } from '../search/HeaderSearch';
import { useSession } from '../../state/session';
import { aboutLink, homeLink, myAccountLink, shopLink, type NavLinkItem } from './navLinks';
import { ShopLogo } from './ShopLogo';
import { useStickyHeader } from './useStickyHeader';
import { WishlistLink } from './WishlistLink';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `py-2 text-sm tracking-[0.08em] whitespace-nowrap uppercase transition-colors hover:text-gold-dark xl:tracking-[0.12em] ${
    isActive ? 'text-gold-dark' : ''
  }`;

function MainNavLink({ link }: { link: NavLinkItem }) {
  return (
    <li className="flex items-center">
      <NavLink to={link.to} end={link.to === '/'} className={navLinkClass}>
        {link.label}
      </NavLink>
    </li>
  );
}

/** Top bar, logo, navigation, account, wishlist and cart; fixed to the top once scrolled down. */
export function Header() {
  const sticky = useStickyHeader();
  const signedIn = useSession() !== null;
  return (
    <header className="print:hidden">
      <div className="bg-ink text-xs text-ivory/90">
        <div className="container-page flex h-9 items-center justify-between gap-4">
          <p className="hidden items-center gap-2 sm:flex">
            <Truck className="size-3.5 text-gold-light" aria-hidden />
            Insured UK delivery, or collect in store
          </p>
          <HelplineLink />
        </div>
      </div>
      {/* The wrapper keeps the bar's height in the flow, so the page does not jump when it detaches. */}
      <div className="h-16 lg:h-20">
        <div
          className={`inset-x-0 top-0 z-40 border-b border-ink/10 bg-ivory/95 backdrop-blur transition-shadow ${
            sticky ? 'fixed shadow-md' : 'relative'
          }`}
        >
          <div className="container-page flex h-16 items-center gap-2 lg:h-20 lg:gap-4 xl:gap-5">
            <MobileMenu />
            <div className="min-w-0 flex-1 lg:flex-none">
              <ShopLogo />
            </div>
            <nav aria-label="Main" className="hidden h-full flex-1 lg:block">
              <ul className="flex h-full items-center justify-center gap-3.5 xl:gap-5">
                <MainNavLink link={homeLink} />
                <MainNavLink link={shopLink} />
                <MegaMenu />
                <MainNavLink link={aboutLink} />
                {signedIn && <MainNavLink link={myAccountLink} />}
              </ul>
            </nav>
            <div className="flex shrink-0 items-center justify-end gap-0.5 sm:gap-2 lg:gap-1 xl:gap-2">
              <HeaderSearch />
              <div className="hidden lg:block">
                <AccountMenu />
              </div>
              <WishlistLink />
              <CartButton />
            </div>
          </div>
        </div>
      </div>
    </header>
  );
}
