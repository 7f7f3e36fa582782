import type { Product } from '../../lib/trpc';

/** Share URLs of each network, built from the page's own address. */
function shareTargets(product: Pick<Product, 'name' | 'image'>, pageUrl: string) {
  const url = encodeURIComponent(pageUrl);
  const text = encodeURIComponent(product.name);
  const media = encodeURIComponent(new URL(product.image || '/', pageUrl).href);
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
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="mr-1 text-xs font-semibold tracking-[0.2em] text-ink uppercase">Share</span>
      {shareTargets(product, window.location.href).map((target) => (
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
