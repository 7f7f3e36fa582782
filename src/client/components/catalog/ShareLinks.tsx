import { useLocation } from 'react-router';
import { useHydrated } from '../../hooks/useHydrated';
import type { Product } from '../../lib/trpc';

/** Share URLs of each network, built from the page's own address and its picture's. */
function shareTargets(name: string, pageUrl: string, imageUrl: string) {
  const url = encodeURIComponent(pageUrl);
  const text = encodeURIComponent(name);
  const media = encodeURIComponent(imageUrl);
  return [
    {
      label: 'Facebook',
      name: 'Share on Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    },
    {
      label: 'X / Twitter',
      name: 'Share on X / Twitter',
      href: `https://twitter.com/intent/tweet?url=${url}&text=${text}`,
    },
    {
      label: 'Pinterest',
      name: 'Share on Pinterest',
      href: `https://pinterest.com/pin/create/button/?url=${url}&media=${media}&description=${text}`,
    },
    { label: 'E-mail', name: 'Share by E-mail', href: `mailto:?subject=${text}&body=${url}` },
  ];
}

export function ShareLinks({ product }: { product: Pick<Product, 'name' | 'image'> }) {
  const { pathname } = useLocation();
  // The site's origin is the browser's to say; the server's HTML names paths until it does.
  const absolute = useHydrated()
    ? (url: string) => new URL(url, window.location.href).href
    : (url: string) => url;
  const targets = shareTargets(product.name, absolute(pathname), absolute(product.image || '/'));
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="mr-1 text-xs font-semibold tracking-[0.2em] text-ink uppercase">Share</span>
      {targets.map((target) => (
        <a
          key={target.label}
          href={target.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={target.name}
          className="rounded-full border border-ink/10 bg-white px-3 py-1 text-xs text-stone transition-colors hover:border-gold hover:text-gold-dark"
        >
          {target.label}
        </a>
      ))}
    </div>
  );
}
