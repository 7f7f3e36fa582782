import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { newId } from '../../db/schema';
import { LISTED_WIDTH, OWNER_PHOTO_WIDTHS, sizedPictureName } from '../../../shared/pictureSizes';
import { extensionOf } from './imageFormat';
import {
  DELETE_FAILED_MESSAGE,
  ImageRejected,
  INVALID_IMAGE_ID_MESSAGE,
  UPLOAD_FAILED_MESSAGE,
  type ImageFormat,
  type ImageStore,
} from './imageStore';
import { prepareOwnerPhoto } from './ownerPhoto';

const FOLDER = 'products';
const ALL_FORMATS: ImageFormat[] = ['jpeg', 'png', 'gif', 'webp', 'avif'];

/** Only ids this store makes: nothing that could name a file outside its folder. */
const LOCAL_PUBLIC_ID = /^products\/([0-9a-f]{24})$/;

export interface LocalImageStoreOptions {
  /** DATA_DIR/uploads, which the app serves at `urlPrefix`. */
  uploadsDir: string;
  urlPrefix: string;
  /** Makes the stored file's id; tests fix it to provoke a failed rename. */
  makeId?: () => string;
}

/**
 * Images on the server's disk: each photo as `products/<id>-<width>.webp` in every width of
 * OWNER_PHOTO_WIDTHS beside `products/<id>.<jpg|webp>`, the original at most 2000 px, all upright
 * and without metadata (decision 020). Its url names the 800 px WebP; the page finds the other
 * sizes by the naming rule. Each file is written under a temporary dot-name (never served: the
 * static handler ignores dot-files) and renamed into place, so a reader sees either no file or the
 * whole file, and a failure leaves nothing behind.
 */
export function createLocalImageStore(options: LocalImageStoreOptions): ImageStore {
  const folder = path.join(options.uploadsDir, FOLDER);
  const prefix = options.urlPrefix.replace(/\/$/, '');
  const makeId = options.makeId ?? newId;

  /** Every file one photo may be stored as, today's and those of older uploads. */
  const filesOf = (id: string) => [
    ...ALL_FORMATS.map((format) => `${id}.${extensionOf(format)}`),
    ...OWNER_PHOTO_WIDTHS.map((width) => sizedPictureName(id, width, 'webp')),
  ];

  async function writeAll(id: string, files: { name: string; bytes: Buffer }[]) {
    const temporaries: string[] = [];
    try {
      await mkdir(folder, { recursive: true });
      for (const file of files) {
        const temporary = path.join(folder, `.${id}.${randomBytes(6).toString('hex')}.tmp`);
        temporaries.push(temporary);
        await writeFile(temporary, file.bytes, { flag: 'wx' });
      }
      for (const [i, file] of files.entries())
        await rename(temporaries[i]!, path.join(folder, file.name));
    } catch (err) {
      await Promise.all(
        [...temporaries, ...files.map((f) => path.join(folder, f.name))].map((f) =>
          rm(f, { force: true }).catch(() => undefined),
        ),
      );
      throw new ImageRejected(UPLOAD_FAILED_MESSAGE, 'storage', { cause: err });
    }
  }

  return {
    async save({ bytes, format }) {
      const photo = await prepareOwnerPhoto(bytes, format);
      const id = makeId();
      await writeAll(id, [
        ...photo.sized.map((s) => ({
          name: sizedPictureName(id, s.width, 'webp'),
          bytes: s.bytes,
        })),
        { name: `${id}.${extensionOf(photo.original.format)}`, bytes: photo.original.bytes },
      ]);
      return {
        url: `${prefix}/${FOLDER}/${sizedPictureName(id, LISTED_WIDTH, 'webp')}`,
        public_id: `${FOLDER}/${id}`,
      };
    },

    async remove(publicId) {
      const id = LOCAL_PUBLIC_ID.exec(publicId)?.[1];
      if (!id) throw new ImageRejected(INVALID_IMAGE_ID_MESSAGE);
      // The public id names no file: remove each one this store can have written for it.
      const results = await Promise.allSettled(
        filesOf(id).map((file) => unlink(path.join(folder, file))),
      );
      const failure = results.find(
        (r): r is PromiseRejectedResult => r.status === 'rejected' && !isMissingFile(r.reason),
      );
      if (failure)
        throw new ImageRejected(DELETE_FAILED_MESSAGE, 'storage', { cause: failure.reason });
    },
  };
}

function isMissingFile(err: unknown): boolean {
  return err instanceof Error && 'code' in err && err.code === 'ENOENT';
}
