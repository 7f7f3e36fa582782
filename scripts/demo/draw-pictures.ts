/**
 * Redraws the demo photographs into src/server/demo/pictures, which are committed (decision 013):
 * `npm run demo:pictures` after changing the renderer (art/, jewelArt.ts), what a product's
 * pictures show (productArt.ts) or the demo products (catalogue.json). A few minutes of CPU.
 * `-- --only=word,word` redraws only the products whose names contain one of the words.
 */
import { readdir, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { demoProducts, type DemoProduct } from '../../src/server/demo/catalogue';
import {
  DEMO_VIEWS,
  demoPictureFiles,
  demoPicturesDir,
  demoPictureStem,
  type View,
} from '../../src/server/demo/pictures';
import { PICTURE_FORMATS, PICTURE_WIDTHS, sizedPictureName } from '../../src/shared/pictureSizes';
import { chosenProducts } from './chosenProducts';
import { demoProductSvg } from './jewelArt';

const ENCODE = { webp: { quality: 80, effort: 4 } } as const;

const chosen = chosenProducts(process.argv);

const started = performance.now();
const jobs = chosen.flatMap((product) => DEMO_VIEWS.map((view) => ({ product, view })));
let done = 0;
await inParallel(jobs, async ({ product, view }) => {
  await drawPicture(product, view);
  // The whole set takes minutes: say how far it is, every tenth picture.
  if (++done % 10 === 0 || done === jobs.length) console.log(`${done} of ${jobs.length} drawn…`);
});
if (chosen.length === demoProducts.length) await removePicturesOfNoProduct();
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`${jobs.length} demo pictures drawn into ${demoPicturesDir} (${seconds} s)`);

/** One view drawn once at the largest width, then scaled down and encoded per width and format. */
async function drawPicture(product: DemoProduct, view: View) {
  const largest = Math.max(...PICTURE_WIDTHS);
  const svg = Buffer.from(demoProductSvg(product, view));
  const raster = await sharp(svg, { density: (72 * largest) / 800 })
    .resize(largest)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = raster.info;
  const stem = demoPictureStem(product.name, view);
  for (const size of PICTURE_WIDTHS) {
    for (const format of PICTURE_FORMATS) {
      const bytes = await sharp(raster.data, { raw: { width, height, channels } })
        .resize(size)
        .webp(ENCODE[format])
        .toBuffer();
      // Written aside and renamed, so a run stopped half-way never leaves a broken picture.
      const file = path.join(demoPicturesDir, sizedPictureName(stem, size, format));
      await writeFile(`${file}.part`, bytes);
      await rename(`${file}.part`, file);
    }
  }
}

/** Pictures of a product renamed or removed from the catalogue would otherwise stay committed. */
async function removePicturesOfNoProduct() {
  const wanted = new Set(demoPictureFiles(demoProducts.map((product) => product.name)));
  for (const file of await readdir(demoPicturesDir))
    if (!wanted.has(file)) await rm(path.join(demoPicturesDir, file));
}

/** Runs `work` over `items`, as many at a time as the machine has cores. */
async function inParallel<T>(items: T[], work: (item: T) => Promise<unknown>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.max(1, os.availableParallelism()) }, worker));
}
