import path from 'node:path';
import { createCloudinaryImageStore } from './cloudinaryImageStore';
import type { ImageStore } from './imageStore';
import { createLocalImageStore } from './localImageStore';

export interface ImageStoreConfig {
  dataDir: string;
  cloudinaryUrl?: string;
  cloudinaryUploadPreset?: string;
}

/** Cloudinary when an account is configured; otherwise DATA_DIR/uploads, served at /uploads. */
export function createImageStore(config: ImageStoreConfig): ImageStore {
  if (config.cloudinaryUrl) {
    return createCloudinaryImageStore({
      cloudinaryUrl: config.cloudinaryUrl,
      uploadPreset: config.cloudinaryUploadPreset,
      folder: 'products',
    });
  }
  return createLocalImageStore({
    uploadsDir: path.join(config.dataDir, 'uploads'),
    urlPrefix: '/uploads',
  });
}
