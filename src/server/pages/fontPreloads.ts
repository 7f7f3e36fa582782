import { existsSync, readdirSync } from 'node:fs';

/** The built fonts every page's text uses: the Latin faces of Inter and Cormorant Garamond. */
const latinFont = /^(inter-latin-wght-normal|cormorant-garamond-latin-\d00-normal)-[\w-]+\.woff2$/;

/**
 * `template` (the built index.html) with its fonts preloaded at low priority. Text never waits
 * for them (font-display: swap, with fallbacks shaped like them in styles.css), so they need not
 * race the stylesheet and the page's largest picture; preloaded, they still start with the HTML
 * rather than once the stylesheet has been read.
 */
export function withFontPreloads(template: string, assetsDir: string): string {
  const fonts = existsSync(assetsDir)
    ? readdirSync(assetsDir).filter((f) => latinFont.test(f))
    : [];
  const links = fonts.map(
    (file) =>
      `<link rel="preload" as="font" type="font/woff2" crossorigin fetchpriority="low" href="/assets/${file}" />`,
  );
  return links.length === 0
    ? template
    : template.replace(/\s*<\/head>/, () => `\n    ${links.join('\n    ')}\n  </head>`);
}
