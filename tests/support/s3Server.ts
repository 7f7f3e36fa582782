import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** s3rver's one account. */
const ACCESS_KEY = 'S3RVER';
const SECRET_KEY = 'S3RVER';

/**
 * A local S3-compatible server (s3rver, from npm) on a free port, its buckets in a temp folder:
 * the outside service the S3 image store talks to, as fakeCloudinary.ts is Cloudinary's. It is
 * read and written here through the SDK directly, not through the shop's own bucket code.
 */
export async function startS3Server(buckets: string[]) {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'shop-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: SECRET_KEY },
  });

  return {
    endpoint,
    /** What S3_URL would say for one of its buckets; `extra` adds query parameters. */
    s3Url: (bucket: string, extra = '') =>
      `s3://${ACCESS_KEY}:${SECRET_KEY}@${bucket}?region=us-east-1&endpoint=${endpoint}${extra}`,
    /** Every key in the bucket, sorted. */
    async keys(bucket: string) {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : [])).sort();
    },
    async object(bucket: string, key: string) {
      const got = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return {
        bytes: Buffer.from((await got.Body?.transformToByteArray()) ?? []),
        contentType: got.ContentType,
        cacheControl: got.CacheControl,
      };
    },
    /** An object written by some other tool than the shop. */
    put: (bucket: string, key: string, body: string) =>
      client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body })),
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export type S3Server = Awaited<ReturnType<typeof startS3Server>>;
