import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { NoSuchKey, S3ServiceException } from '@aws-sdk/client-s3';
import type { RequestHandler } from 'express';
import { newId } from '../../db/schema';
import { DomainError } from '../../errors';
import { contentTypeOfPicture } from './imageFormat';
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
import { isPictureKey, openPictureBucket, type PictureBucket } from './s3Bucket';

const PICTURES_UNAVAILABLE_MESSAGE = 'Pictures are briefly unavailable. Please try again.';

/**
 * Images in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO…), so every instance of the
 * shop sees every upload. The same photo work and names as on local disk (`products/<id>-800.webp`
 * and its sizes, the key being the path after /uploads/), served by the shop at /uploads or by
 * S3_URL's public_url.
 */
export function createS3ImageStore(options: { s3Url: string }): ImageStore {
  const bucket = openPictureBucket(options.s3Url);
  const { publicUrl } = bucket.location;
  const keyOf = (name: string) => `${OWNER_PHOTO_FOLDER}/${name}`;

  return {
    async save({ bytes, format }) {
      const photo = await prepareOwnerPhoto(bytes, format);
      const id = newId();
      const files = ownerPhotoFiles(id, photo);
      const puts = await Promise.allSettled(files.map((f) => bucket.put(keyOf(f.name), f.bytes)));
      const failure = puts.find((p): p is PromiseRejectedResult => p.status === 'rejected');
      if (failure) {
        await Promise.allSettled(files.map((f) => bucket.delete(keyOf(f.name))));
        throw new ImageRejected(UPLOAD_FAILED_MESSAGE, 'storage', { cause: failure.reason });
      }
      return storedOwnerPhoto(id, publicUrl ?? '/uploads');
    },

    async remove(publicId) {
      const id = ownerPhotoIdOf(publicId);
      if (!id) throw new ImageRejected(INVALID_IMAGE_ID_MESSAGE);
      // One DeleteObject per name: DeleteObjects always carries a checksum header (even with
      // WHEN_REQUIRED, aws-sdk-js-v3#6819), which some S3-compatible services refuse.
      const results = await Promise.allSettled(
        ownerPhotoFileNames(id).map((name) => bucket.delete(keyOf(name))),
      );
      const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (failure)
        throw new ImageRejected(DELETE_FAILED_MESSAGE, 'storage', { cause: failure.reason });
    },

    serve: serveFromBucket(bucket),
    ...(publicUrl ? { publicOrigin: new URL(publicUrl).origin } : {}),
  };
}

/**
 * `GET /uploads/<key>` streamed from the bucket, typed by the name (never by what the bucket
 * says), with the same cache lifetime as local files; a browser's `If-None-Match` or
 * `If-Modified-Since` goes along, so an unchanged picture is a 304 from the bucket too.
 */
function serveFromBucket(bucket: PictureBucket): RequestHandler {
  return async (req, res, next) => {
    // As the static files answer anything else.
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).setHeader('Allow', 'GET, HEAD').end();
      return;
    }
    const key = req.path.slice(1);
    const contentType = contentTypeOfPicture(key);
    if (!isPictureKey(key) || !contentType) return next(new DomainError('NOT_FOUND', 'Not found'));
    const since = new Date(req.get('if-modified-since') ?? '');
    let object;
    try {
      object = await bucket.get(key, {
        ifNoneMatch: req.get('if-none-match'),
        ifModifiedSince: Number.isNaN(since.getTime()) ? undefined : since,
      });
    } catch (err) {
      if (err instanceof NoSuchKey) return next(new DomainError('NOT_FOUND', 'Not found'));
      if (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 304) {
        res.status(304).setHeader('Cache-Control', PICTURE_CACHE_CONTROL).end();
        return;
      }
      req.log.warn({ err, key }, 'picture bucket unavailable');
      return next(new DomainError('UNAVAILABLE', PICTURES_UNAVAILABLE_MESSAGE));
    }
    if (!(object.Body instanceof Readable))
      return next(new DomainError('UNAVAILABLE', PICTURES_UNAVAILABLE_MESSAGE));
    res.setHeader('Content-Type', contentType);
    res.setHeader('Cache-Control', PICTURE_CACHE_CONTROL);
    if (object.ETag) res.setHeader('ETag', object.ETag);
    if (object.LastModified) res.setHeader('Last-Modified', object.LastModified.toUTCString());
    if (object.ContentLength !== undefined) res.setHeader('Content-Length', object.ContentLength);
    // A shopper who leaves mid-picture ends the bucket's stream too.
    await pipeline(object.Body, res).catch((err: unknown) =>
      req.log.debug({ err, key }, 'picture not sent whole'),
    );
  };
}
