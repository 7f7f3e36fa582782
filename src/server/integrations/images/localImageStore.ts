import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import express, { type RequestHandler } from 'express';
import { newId } from '../../db/schema';
import {
  DELETE_FAILED_MESSAGE,
  ImageRejected,
  INVALID_IMAGE_ID_MESSAGE,
  PICTURE_CACHE_CONTROL,
  UPLOAD_FAILED_MESSAGE,
  type ImageStore,
} from './imageStore';
import { prepareOwnerPhoto } from './ownerPhoto';
import {
  OWNER_PHOTO_FOLDER,
  ownerPhotoFileNames,
  ownerPhotoFiles,
  ownerPhotoIdOf,
  storedOwnerPhoto,
} from './ownerPhotoFiles';

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
  const folder = path.join(options.uploadsDir, OWNER_PHOTO_FOLDER);
  const makeId = options.makeId ?? newId;

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
      await writeAll(id, ownerPhotoFiles(id, photo));
      return storedOwnerPhoto(id, options.urlPrefix);
    },

    async remove(publicId) {
      const id = ownerPhotoIdOf(publicId);
      if (!id) throw new ImageRejected(INVALID_IMAGE_ID_MESSAGE);
      // The public id names no file: remove each one this store can have written for it.
      const results = await Promise.allSettled(
        ownerPhotoFileNames(id).map((file) => unlink(path.join(folder, file))),
      );
      const failure = results.find(
        (r): r is PromiseRejectedResult => r.status === 'rejected' && !isMissingFile(r.reason),
      );
      if (failure)
        throw new ImageRejected(DELETE_FAILED_MESSAGE, 'storage', { cause: failure.reason });
    },

    serve: servePictureFolder(options.uploadsDir, { fallthrough: false }),
  };
}

/**
 * A folder of pictures as static files. Dot-files (a write in progress) are never served;
 * `fallthrough: false` answers an unknown name with 404 instead of passing it on.
 */
export function servePictureFolder(
  dir: string,
  { fallthrough }: { fallthrough: boolean },
): RequestHandler {
  return express.static(dir, {
    fallthrough,
    cacheControl: false,
    setHeaders: (res) => res.setHeader('Cache-Control', PICTURE_CACHE_CONTROL),
  });
}

function isMissingFile(err: unknown): boolean {
  return err instanceof Error && 'code' in err && err.code === 'ENOENT';
}
