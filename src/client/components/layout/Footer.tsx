import { Mail, MapPin, Phone } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { NavLinkItem } from './navLinks';
import { SocialLinks } from '../shop/SocialLinks';
import { StoreHoursGrid } from './StoreHoursGrid';
import { telHref } from '../../lib/links';
import { useShopInfo } from './useShopInfo';
import { CANCELLATION_FORM_PATH } from '../../../shared/cancellationForm';
import { HALLMARKING_PATH, policyPaths } from '../../../shared/legalPages';

const informationLinks: NavLinkItem[] = [
  { to: '/about', label: 'About Us' },
  { to: '/store', label: 'Store information' },
  { to: policyPaths.faq, label: 'FAQ' },
  { to: policyPaths.terms, label: 'Terms' },
  { to: policyPaths.delivery, label: 'Delivery' },
  { to: policyPaths.returns, label: 'Returns' },
  { to: CANCELLATION_FORM_PATH, label: 'Cancellation form' },
  { to: policyPaths.privacy, label: 'Privacy' },
  { to: policyPaths.reviews, label: 'Reviews policy' },
  // The Hallmarking Act's Dealer's Notice, which a dealer must display (decision 058).
  { to: HALLMARKING_PATH, label: 'Hallmarking' },
];

const accountLinks: NavLinkItem[] = [
  { to: '/account', label: 'My Account' },
  { to: '/MyOrders', label: 'My Orders' },
  { to: '/wishlist', label: 'Wishlist' },
  { to: '/cart', label: 'Shopping Cart' },
  { to: '/checkout', label: 'Checkout' },
];

// Read once per page load: the copyright line only needs the year. London's year, as the server
// renders it: London keeps GMT (UTC) over New Year. Not through londonTime.ts, which would come
// into every first download with it.
const currentYear = new Date().getUTCFullYear();

function LinkColumn({ title, links }: { title: string; links: NavLinkItem[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-medium tracking-[0.2em] text-gold-light uppercase font-sans">
        {title}
      </h2>
      <ul className="mt-4 space-y-2.5 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-ivory/75 transition hover:text-white">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Shop details, links and opening hours from shop information, with defaults when it fails. */
export function Footer() {
  const { info, error } = useShopInfo();

  // Spec §8: a footer failure is only logged; the defaults show instead.
  useEffect(() => {
    if (error)
      console.warn('Footer: shop information unavailable, showing defaults', error.message);
  }, [error]);

  return (
    <footer className="mt-16 bg-ink text-ivory/75 print:hidden">
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-10 py-14 lg:grid-cols-12 lg:gap-8">
        <div className="col-span-2 space-y-5 lg:col-span-4">
          <p className="font-display text-3xl text-ivory">{info.shopName}</p>
          <p className="max-w-sm text-sm leading-relaxed">{info.description}</p>
          <ul className="space-y-2.5 text-sm">
            {info.formattedAddress && (
              <li className="flex gap-3">
                <MapPin className="mt-0.5 size-4 shrink-0 text-gold-light" aria-hidden />
                <address className="not-italic">{info.formattedAddress}</address>
              </li>
            )}
            {info.contactNumber && (
              <li className="flex gap-3">
                <Phone className="mt-0.5 size-4 shrink-0 text-gold-light" aria-hidden />
                <a href={telHref(info.contactNumber)} className="hover:text-white">
                  {info.contactNumber}
                </a>
              </li>
            )}
            {info.email && (
              <li className="flex gap-3">
                <Mail className="mt-0.5 size-4 shrink-0 text-gold-light" aria-hidden />
                <a href={`mailto:${info.email}`} className="break-all hover:text-white">
                  {info.email}
                </a>
              </li>
            )}
          </ul>
          <SocialLinks
            socialMedia={info.socialMedia}
            networks={['facebook', 'twitter', 'instagram', 'pinterest']}
            tone="dark"
          />
        </div>
        <div className="lg:col-span-2">
          <LinkColumn title="Information" links={informationLinks} />
        </div>
        <div className="lg:col-span-2">
          <LinkColumn title="My Account" links={accountLinks} />
        </div>
        <section aria-labelledby="footer-hours" className="col-span-2 lg:col-span-4">
          <h2
            id="footer-hours"
            className="text-sm font-medium tracking-[0.2em] text-gold-light uppercase font-sans"
          >
            Store Hours
          </h2>
          <div className="mt-4 max-w-xs">
            <StoreHoursGrid hours={info.storeHours} />
          </div>
        </section>
      </div>
      <div className="border-t border-ivory/10">
        <div className="container-page py-6 text-center text-xs text-ivory/60">
          © {currentYear} {info.shopName}. All rights reserved.
        </div>
      </div>
    </footer>
  );
}
