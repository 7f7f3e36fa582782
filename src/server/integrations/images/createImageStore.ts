import path from 'node:path';
import { createCloudinaryImageStore } from './cloudinaryImageStore';
import type { ImageStore } from './imageStore';
import { createLocalImageStore, servePictureFolder } from './localImageStore';

export interface ImageStoreConfig {
  dataDir: string;
  cloudinaryUrl?: string;
  cloudinaryUploadPreset?: string;
}

/** Cloudinary when an account is configured; otherwise DATA_DIR/uploads, served at /uploads. */
export function createImageStore(config: ImageStoreConfig): ImageStore {
  const uploadsDir = path.join(config.dataDir, 'uploads');
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
