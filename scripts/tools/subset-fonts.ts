/**
 * `npm run fonts`: writes the shop's three fonts (src/client/fonts) from the @fontsource
 * packages, cut to what the shop prints: Latin-1 and typographic punctuation, the layout
 * features a browser applies by default, and, for Inter, the weights 400 to 700 the styles use.
 * 96 → 66 KB on a first visit (docs/decisions/024-paint-before-scripts.md). Run it after
 * upgrading either package; the output is committed, so neither install nor build runs it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';

/** The characters kept; anything else is drawn in the fallback font. Keep in step with styles.css's unicode-range. */
const FONT_UNICODE_RANGE = 'U+0020-00FF, U+2010-2027, U+2030-203A, U+20AC, U+2122, U+2212';

const characters = FONT_UNICODE_RANGE.split(', ')
  .flatMap((range) => {
    const [first, last = first] = range
      .slice(2)
      .split('-')
      .map((hex) => parseInt(hex, 16));
    return Array.from({ length: last! - first! + 1 }, (_, i) => String.fromCodePoint(first! + i));
  })
  .join('');

const fonts = [
  {
    from: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    to: 'inter-latin.woff2',
    variationAxes: { wght: { min: 400, max: 700 } },
  },
  {
    from: '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2',
    to: 'cormorant-garamond-latin-500.woff2',
  },
  {
    from: '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2',
    to: 'cormorant-garamond-latin-600.woff2',
  },
];

for (const { from, to, variationAxes } of fonts) {
  const source = readFileSync(`node_modules/${from}`);
  const subset = await subsetFont(source, characters, { targetFormat: 'woff2', variationAxes });
  writeFileSync(`src/client/fonts/${to}`, subset);
  console.log(
    `${to}: ${(source.length / 1024).toFixed(1)} → ${(subset.length / 1024).toFixed(1)} KB`,
  );
}
