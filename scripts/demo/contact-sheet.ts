/**
 * Renders a contact sheet of the demo pictures, labelled by product name, to look at them all at
 * once: `node --import tsx scripts/demo/contact-sheet.ts [out.png] [--view=1] [--only=word,word]`.
 */
import sharp from 'sharp';
import type { View } from '../../src/server/demo/pictures';
import { chosenProducts } from './chosenProducts';
import { demoProductSvg } from './jewelArt';

const args = process.argv.slice(2);
const out = args.find((a) => !a.startsWith('--')) ?? 'contact-sheet.png';
const view = Number(args.find((a) => a.startsWith('--view='))?.slice(7) ?? 0) as View;
const TILE = 260;
const LABEL = 34;
const COLUMNS = 8;

const chosen = chosenProducts(args);
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const tiles = await Promise.all(
  chosen.map(async (p, i) => {
    const picture = await sharp(Buffer.from(demoProductSvg(p, view)))
      .resize(TILE)
      .png()
      .toBuffer();
    const label = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE}" height="${LABEL}"><rect width="100%" height="100%" fill="#fff"/><text x="6" y="22" font-family="sans-serif" font-size="13" fill="#222">${escape(p.name)}</text></svg>`,
    );
    const [x, y] = [(i % COLUMNS) * TILE, Math.floor(i / COLUMNS) * (TILE + LABEL)];
    return [
      { input: picture, left: x, top: y },
      { input: label, left: x, top: y + TILE },
    ];
  }),
);
const rows = Math.ceil(chosen.length / COLUMNS);
await sharp({
  create: {
    width: Math.min(COLUMNS, chosen.length) * TILE,
    height: rows * (TILE + LABEL),
    channels: 3,
    background: '#fff',
  },
})
  .composite(tiles.flat())
  .png()
  .toFile(out);
console.log(`${chosen.length} pictures → ${out}`);
