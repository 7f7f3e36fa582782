import { createWriteStream, existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isPictureKey, openPictureBucket } from '../integrations/images/s3Bucket';
import { parseS3Url } from '../integrations/images/s3Url';

/** Where the shop keeps its pictures itself: DATA_DIR/uploads, or S3_URL's bucket. */
export interface PictureSource {
  dataDir: string;
  s3Url?: string | undefined;
}

/** How many objects move between a bucket and the disk at once. */
const TRANSFERS_AT_ONCE = 8;

const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

/** Where the pictures are, in words for the backup and restore scripts' last line. */
export const picturesPlace = (source: PictureSource) =>
  source.s3Url ? `the bucket ${parseS3Url(source.s3Url).bucket}` : uploadsDir(source.dataDir);

/**
 * Copies every picture the shop keeps into `folder`, by the names it serves them under
 * (`products/<id>-800.webp`): DATA_DIR/uploads, or every picture in the bucket. Pictures on
 * Cloudinary stay with Cloudinary.
 */
export async function copyPicturesOut(source: PictureSource, folder: string) {
  if (source.s3Url) {
    const bucket = openPictureBucket(source.s3Url);
    const keys: string[] = [];
    for await (const key of bucket.keys()) keys.push(key);
    await inTurns(keys, async (key) => {
      const file = path.join(folder, key);
      await mkdir(path.dirname(file), { recursive: true });
      const { Body } = await bucket.get(key);
      if (!(Body instanceof Readable)) throw new Error(`The bucket sent no body for ${key}`);
      await pipeline(Body, createWriteStream(file));
    });
    return;
  }
  const from = uploadsDir(source.dataDir);
  if (existsSync(from)) await cp(from, folder, { recursive: true });
}

/** Puts a backup's pictures back where the shop keeps them now, on disk or in the bucket. */
export async function copyPicturesIn(target: PictureSource, folder: string) {
  if (target.s3Url) {
    const bucket = openPictureBucket(target.s3Url);
    const files = await readdir(folder, { recursive: true, withFileTypes: true });
    const keys = files
      .filter((f) => f.isFile())
      .map((f) => path.relative(folder, path.join(f.parentPath, f.name)).split(path.sep).join('/'))
      .filter(isPictureKey);
    await inTurns(keys, async (key) => bucket.put(key, await readFile(path.join(folder, key))));
    return;
  }
  await cp(folder, uploadsDir(target.dataDir), { recursive: true });
}

async function inTurns<T>(items: T[], work: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += TRANSFERS_AT_ONCE)
    await Promise.all(items.slice(i, i + TRANSFERS_AT_ONCE).map(work));
}
