/** What a page's <head> says about it to crawlers and link previews, before any script runs. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL of the page's one address. */
  canonicalUrl: string;
  /** 'website' for listings and shop pages, 'product' for a product. */
  ogType: 'website' | 'product';
  /** Absolute URL of the picture link previews show, if the page has one. */
  imageUrl?: string;
  /** Schema.org objects, each written as its own JSON-LD script. */
  structuredData: object[];
  /**
   * The page's largest picture, fetched at once instead of after the script asks for it: the
   * same URL (and srcset/sizes, when the page's <img> has them) as the page will use.
   */
  preloadImage?: { href: string; srcset?: string; sizes?: string };
}

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text or an attribute value made safe inside HTML. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => htmlEscapes[c]!);

/**
 * JSON inside a <script>: `<` is written as \u003c so no value (a product named
 * `</script>…`) can end the element early; U+2028/2029 likewise for old parsers.
 */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/**
 * The page's largest picture, preloaded at high priority: written straight after the title, before
 * the stylesheet and scripts, so it is the first thing the browser asks for after the HTML.
 */
export function imagePreloadTag(head: PageHead): string {
  if (!head.preloadImage) return '';
  const { href, srcset, sizes } = head.preloadImage;
  const responsive = srcset
    ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes ?? '100vw')}"`
    : '';
  return `<link rel="preload" as="image" href="${escapeHtml(href)}"${responsive} fetchpriority="high" />`;
}

/** The tags after <title> and the description, which the template's own are replaced by. */
export function headTags(head: PageHead): string {
  const tags = [
    `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`,
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonicalUrl),
    meta('property', 'og:locale', 'en_GB'),
    meta('name', 'twitter:card', head.imageUrl ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  ];
  if (head.imageUrl) {
    tags.push(
      meta('property', 'og:image', head.imageUrl),
      meta('name', 'twitter:image', head.imageUrl),
    );
  }
  for (const data of head.structuredData) {
    tags.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
  }
  return tags.join('\n    ');
}
