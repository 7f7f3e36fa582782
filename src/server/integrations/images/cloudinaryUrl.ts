/** The account a CLOUDINARY_URL names, in the option names Cloudinary's SDK reads per call. */
export interface CloudinaryAccount {
  cloud_name: string;
  api_key: string;
  api_secret: string;
  /** The API's base URL; set only to reach a stand-in (tests, load runs). */
  upload_prefix?: string;
}

export const CLOUDINARY_URL_HINT =
  'CLOUDINARY_URL must look like cloudinary://<api_key>:<api_secret>@<cloud_name>';

/**
 * Parses `cloudinary://key:secret@cloud[?upload_prefix=http://host:port]`, the form Cloudinary's
 * console shows. The store passes the result with every call instead of relying on the SDK's
 * global configuration, which is read from the environment once, when the SDK is first imported.
 */
export function parseCloudinaryUrl(value: string): CloudinaryAccount {
  let account: CloudinaryAccount;
  let uploadPrefix: string | null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'cloudinary:') throw new Error('not a cloudinary: URL');
    account = {
      cloud_name: decodeURIComponent(url.hostname),
      api_key: decodeURIComponent(url.username),
      api_secret: decodeURIComponent(url.password),
    };
    uploadPrefix = url.searchParams.get('upload_prefix')?.replace(/\/$/, '') ?? null;
  } catch {
    throw new Error(CLOUDINARY_URL_HINT);
  }
  if (!account.cloud_name || !account.api_key || !account.api_secret)
    throw new Error(CLOUDINARY_URL_HINT);
  if (uploadPrefix === null) return account;
  if (!/^https?:\/\/[^/]+$/.test(uploadPrefix))
    throw new Error('CLOUDINARY_URL upload_prefix must be an http(s) origin');
  return { ...account, upload_prefix: uploadPrefix };
}

/** For the configuration's schema: whether CLOUDINARY_URL can be used as it is. */
export function isValidCloudinaryUrl(value: string): boolean {
  try {
    parseCloudinaryUrl(value);
    return true;
  } catch {
    return false;
  }
}
