import path from 'node:path';
import type { Logger } from 'pino';
import { createCloudinaryImageStore } from './cloudinaryImageStore';
import type { ImageStore } from './imageStore';
import { createLocalImageStore, servePictureFolder } from './localImageStore';
import { createS3ImageStore } from './s3ImageStore';

export interface ImageStoreConfig {
  env: 'development' | 'production' | 'test';
  dataDir: string;
  databaseUrl: string | undefined;
  s3Url: string | undefined;
  cloudinaryUrl: string | undefined;
  cloudinaryUploadPreset: string | undefined;
}

export const LOCAL_PICTURES_WARNING =
  'Product pictures are stored on this machine only (DATA_DIR/uploads): other instances of the ' +
  'shop on this database will answer 404 for them. Several instances need shared storage: set ' +
  'S3_URL (AWS S3, Cloudflare R2, MinIO…) or CLOUDINARY_URL.';

/**
 * A bucket when S3_URL is set, Cloudinary when CLOUDINARY_URL is, otherwise DATA_DIR/uploads. A
 * production shop on a PostgreSQL server may run as several instances: on local disk, each
 * would keep its own uploads, so that start is warned.
 */
export function createImageStore(config: ImageStoreConfig, log: Logger): ImageStore {
  const uploadsDir = path.join(config.dataDir, 'uploads');
  if (config.s3Url) return createS3ImageStore({ s3Url: config.s3Url });
  if (config.cloudinaryUrl) {
    // Uploads saved on this disk before Cloudinary was chosen keep their /uploads urls.
    return {
      ...createCloudinaryImageStore({
        cloudinaryUrl: config.cloudinaryUrl,
        uploadPreset: config.cloudinaryUploadPreset,
        folder: 'products',
      }),
      serve: servePictureFolder(uploadsDir, { fallthrough: false }),
    };
  }
  if (config.env === 'production' && config.databaseUrl) log.warn(LOCAL_PICTURES_WARNING);
  return createLocalImageStore({ uploadsDir, urlPrefix: '/uploads' });
}
