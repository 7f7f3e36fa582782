/** Where a bucket is and how to reach it, as an S3_URL names it. */
export interface BucketLocation {
  bucket: string;
  region: string;
  /** Another S3-compatible service (R2, MinIO…); unset for AWS S3. */
  endpoint?: string;
  /** Unset: the AWS SDK's own chain (AWS_ACCESS_KEY_ID…, an instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Where browsers load the pictures instead of the shop's /uploads (a CDN), without a final /. */
  publicUrl?: string;
}

export const S3_URL_HINT =
  'S3_URL must look like s3://<access_key>:<secret_key>@<bucket>?region=<region>' +
  ' (optionally &endpoint=https://… and &public_url=https://…; a / in the secret written %2F)';

const httpUrl = (value: string) => /^https?:\/\/[^/?#]+(\/[^?#]*)?$/.test(value);

/**
 * Parses `s3://key:secret@bucket?region=eu-west-2[&endpoint=…][&public_url=…]`, in the style of
 * CLOUDINARY_URL: one setting holds the bucket, its credentials and where it is.
 */
export function parseS3Url(value: string): BucketLocation {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(S3_URL_HINT);
  }
  const bucket = decodeURIComponent(url.hostname);
  const region = url.searchParams.get('region');
  const endpoint = url.searchParams.get('endpoint')?.replace(/\/$/, '');
  const publicUrl = url.searchParams.get('public_url')?.replace(/\/$/, '');
  if (url.protocol !== 's3:' || !bucket || !region || (url.pathname !== '' && url.pathname !== '/'))
    throw new Error(S3_URL_HINT);
  if (!url.username !== !url.password)
    throw new Error('S3_URL gives an access key and its secret together, or neither');
  if (endpoint !== undefined && !httpUrl(endpoint))
    throw new Error('S3_URL endpoint must be an http(s) URL');
  if (publicUrl !== undefined && !httpUrl(publicUrl))
    throw new Error('S3_URL public_url must be an http(s) URL');
  return {
    bucket,
    region,
    ...(endpoint ? { endpoint } : {}),
    ...(url.username
      ? {
          credentials: {
            accessKeyId: decodeURIComponent(url.username),
            secretAccessKey: decodeURIComponent(url.password),
          },
        }
      : {}),
    ...(publicUrl ? { publicUrl } : {}),
  };
}

/** For the configuration's schema: the reason S3_URL cannot be used, or null when it can. */
export function s3UrlProblem(value: string): string | null {
  try {
    parseS3Url(value);
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : S3_URL_HINT;
  }
}
