import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { PICTURE_FORMATS, PICTURE_WIDTHS, sizedPictureName } from '../../shared/pictureSizes';
import { DEMO_VIEWS, renderJewelSvg, type JewelArt, type View } from './jewelArt';
import { demoProducts, type Metal } from './catalogue';
import { slugify } from '../../shared/slugify';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPO = path.resolve(HERE, '../../..');
/** Drawing the pictures takes minutes of CPU; the files are kept here between seeds. */
const CACHE = path.join(REPO, 'node_modules', '.cache', 'demo-pictures');

const ENCODE = { webp: { quality: 80, effort: 4 } } as const;

export interface DemoPictureSource {
  /** File stem, e.g. `posy-diamond-stacking-ring`. */
  name: string;
  art: JewelArt;
  material: Metal;
}

/** The demo catalogue's products, named as their files are. */
export function demoPictureSources(): DemoPictureSource[] {
  return demoProducts.map((demo) => ({
    name: slugify(demo.name),
    art: demo.art,
    material: demo.material,
  }));
}

/**
 * Every file name the demo pictures of one product are written under: each view in every
 * width and format.
 */
export function demoPictureFiles(name: string): string[] {
  return DEMO_VIEWS.flatMap((view) =>
    PICTURE_WIDTHS.flatMap((width) =>
      PICTURE_FORMATS.map((format) => sizedPictureName(`${name}-${view + 1}`, width, format)),
    ),
  );
}

/**
 * Writes each product's pictures into `folder`, drawing only those the cache does not hold yet.
 * The cache is keyed by the drawing code itself, so a change to it redraws everything.
 */
export async function writeDemoPictures(
  folder: string,
  sources: DemoPictureSource[],
  /** Told of each picture drawn (not those copied from the cache): the first draw takes minutes. */
  onDrawn?: (done: number, toDraw: number) => void,
) {
  const fingerprint = await rendererFingerprint(sources);
  const cache = path.join(CACHE, fingerprint);
  await mkdir(cache, { recursive: true });
  // Pictures of earlier drawing code are never asked for again.
  for (const stale of await readdir(CACHE))
    if (stale !== fingerprint) await rm(path.join(CACHE, stale), { recursive: true, force: true });
  await mkdir(folder, { recursive: true });
  const cached = new Set(await readdir(cache));
  const jobs = sources.flatMap((source) =>
    DEMO_VIEWS.map((view) => ({ source, view, stem: `${source.name}-${view + 1}` })),
  );
  const missing = jobs.filter(
    (job) =>
      !demoPictureFiles(job.source.name).every((f) => !f.startsWith(job.stem) || cached.has(f)),
  );
  let done = 0;
  await inParallel(missing, async (job) => {
    await drawPicture(job.source, job.view, job.stem, cache);
    onDrawn?.(++done, missing.length);
  });
  await inParallel(
    sources.flatMap((s) => demoPictureFiles(s.name)),
    (file) => copyFile(path.join(cache, file), path.join(folder, file)),
  );
  return { drawn: missing.length, total: jobs.length };
}

/** One view drawn once at the largest width, then scaled down and encoded per width and format. */
async function drawPicture(source: DemoPictureSource, view: View, stem: string, cache: string) {
  const largest = Math.max(...PICTURE_WIDTHS);
  const svg = Buffer.from(renderJewelSvg(source.art, source.material, view));
  const raster = await sharp(svg, { density: (72 * largest) / 800 })
    .resize(largest)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const image = () =>
    sharp(raster.data, {
      raw: { width: raster.info.width, height: raster.info.height, channels: raster.info.channels },
    });
  for (const width of PICTURE_WIDTHS) {
    for (const format of PICTURE_FORMATS) {
      const bytes = await image().resize(width).webp(ENCODE[format]).toBuffer();
      // Written aside and renamed, so a seed killed half-way never leaves a broken file cached.
      const file = path.join(cache, sizedPictureName(stem, width, format));
      await writeFile(`${file}.part`, bytes);
      await rename(`${file}.part`, file);
    }
  }
}

/** A hash of what is drawn, the drawing code, the encoder settings and sharp's version. */
async function rendererFingerprint(sources: DemoPictureSource[]): Promise<string> {
  const hash = createHash('sha256');
  const files = [
    path.join(HERE, 'jewelArt.ts'),
    ...(await readdir(path.join(HERE, 'art'))).sort().map((f) => path.join(HERE, 'art', f)),
  ];
  for (const file of files) if ((await stat(file)).isFile()) hash.update(await readFile(file));
  hash.update(
    JSON.stringify({ sources, ENCODE, PICTURE_WIDTHS, PICTURE_FORMATS, sharp: sharp.versions }),
  );
  return hash.digest('hex').slice(0, 16);
}

/** Runs `work` over `items`, as many at a time as the machine has cores. */
async function inParallel<T>(items: T[], work: (item: T) => Promise<unknown>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.max(1, os.availableParallelism()) }, worker));
}
