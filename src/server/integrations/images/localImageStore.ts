import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { newId } from '../../db/schema';
import { extensionOf } from './imageFormat';
import {
  DELETE_FAILED_MESSAGE,
  ImageRejected,
  INVALID_IMAGE_ID_MESSAGE,
  UPLOAD_FAILED_MESSAGE,
  type ImageFormat,
  type ImageStore,
} from './imageStore';

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
 * Images on the server's disk, under `products/<id>.<ext>`. Each file is written under a temporary
 * dot-name (never served: the static handler ignores dot-files) and renamed into place, so a
 * reader sees either no file or the whole file, and a failure leaves nothing behind.
 */
export function createLocalImageStore(options: LocalImageStoreOptions): ImageStore {
  const folder = path.join(options.uploadsDir, FOLDER);
  const prefix = options.urlPrefix.replace(/\/$/, '');
  const makeId = options.makeId ?? newId;

  return {
    async save({ bytes, format }) {
      const id = makeId();
      const fileName = `${id}.${extensionOf(format)}`;
      const temporary = path.join(folder, `.${id}.${randomBytes(6).toString('hex')}.tmp`);
      try {
        await mkdir(folder, { recursive: true });
        await writeFile(temporary, bytes, { flag: 'wx' });
        await rename(temporary, path.join(folder, fileName));
      } catch (err) {
        await rm(temporary, { force: true }).catch(() => undefined);
        throw new ImageRejected(UPLOAD_FAILED_MESSAGE, 'storage', { cause: err });
      }
      return { url: `${prefix}/${FOLDER}/${fileName}`, public_id: `${FOLDER}/${id}` };
    },

    async remove(publicId) {
      const id = LOCAL_PUBLIC_ID.exec(publicId)?.[1];
      if (!id) throw new ImageRejected(INVALID_IMAGE_ID_MESSAGE);
      // The public id carries no extension, so try each one this store can have written.
      const results = await Promise.allSettled(
        ALL_FORMATS.map((format) => unlink(path.join(folder, `${id}.${extensionOf(format)}`))),
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
