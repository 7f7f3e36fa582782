import path from 'node:path';
import { createCloudinaryImageStore } from './cloudinaryImageStore';
import type { ImageStore } from './imageStore';
import { createLocalImageStore, servePictureFolder } from './localImageStore';
import { createS3ImageStore } from './s3ImageStore';

export interface ImageStoreConfig {
  dataDir: string;
  s3Url: string | undefined;
  cloudinaryUrl: string | undefined;
  cloudinaryUploadPreset: string | undefined;
}

/**
 * A bucket when S3_URL is set, Cloudinary when CLOUDINARY_URL is, otherwise DATA_DIR/uploads (a
 * production start that may run as several instances is warned of that: startupWarnings.ts).
 */
export function createImageStore(config: ImageStoreConfig): ImageStore {
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
  return createLocalImageStore({ uploadsDir, urlPrefix: '/uploads' });
}
