import {
  DeleteObjectCommand,
  GetObjectCommand,
  paginateListObjectsV2,
  type GetObjectCommandOutput,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { contentTypeOfPicture } from './imageFormat';
import { PICTURE_CACHE_CONTROL } from './imageStore';
import { parseS3Url, type BucketLocation } from './s3Url';

/**
 * The names a bucket's pictures may have, as `/uploads/<name>` asks for them: path segments of
 * letters, digits, `_` and `-`, then a picture's extension. Nothing else in the bucket is served
 * or backed up, and no name can climb out of a folder it is copied into.
 */
const PICTURE_KEY = /^(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+\.(?:webp|jpg|png|gif|avif)$/;
export const isPictureKey = (key: string) => PICTURE_KEY.test(key);

/** One S3-compatible bucket of pictures, reached as S3_URL says; shared by the store and backups. */
export interface PictureBucket {
  location: BucketLocation;
  /** Stores a picture, typed by its name and with the shop's cache lifetime. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** Removes a picture; a name that is not there is not an error (S3's DeleteObject says so). */
  delete(key: string): Promise<void>;
  /** The object itself; the SDK's errors (NoSuchKey, a 304) are the caller's to read. */
  get(
    key: string,
    conditions?: { ifNoneMatch?: string; ifModifiedSince?: Date },
  ): Promise<GetObjectCommandOutput>;
  /** The name of every picture in the bucket (anything else there is left alone). */
  keys(): AsyncGenerator<string>;
}

export function openPictureBucket(s3Url: string): PictureBucket {
  const location = parseS3Url(s3Url);
  const client = new S3Client({
    region: location.region,
    credentials: location.credentials,
    endpoint: location.endpoint,
    // Other services (MinIO, the test server) answer at <endpoint>/<bucket>, not at a host per
    // bucket; R2 takes both.
    forcePathStyle: location.endpoint !== undefined,
    // Since 3.729 the SDK adds a CRC32 checksum to every upload, which R2 refuses with 501 ("Header
    // 'x-amz-checksum-crc32' not implemented", cloudflare-docs#19236); AWS needs none for these
    // calls either.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 5_000, socketTimeout: 30_000 },
  });
  const { bucket } = location;

  return {
    location,
    async put(key, bytes) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: bytes,
          ContentType: contentTypeOfPicture(key) ?? 'application/octet-stream',
          CacheControl: PICTURE_CACHE_CONTROL,
        }),
      );
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    get(key, conditions = {}) {
      return client.send(
        new GetObjectCommand({
          Bucket: bucket,
          Key: key,
          IfNoneMatch: conditions.ifNoneMatch,
          IfModifiedSince: conditions.ifModifiedSince,
        }),
      );
    },
    async *keys() {
      for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket }))
        for (const { Key } of page.Contents ?? []) if (Key && isPictureKey(Key)) yield Key;
    },
  };
}
