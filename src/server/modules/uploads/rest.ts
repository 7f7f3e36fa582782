import { Router } from 'express';
import { adminRoutes } from '../../http/adminRoutes';
import type { ImageStore, StoredImage } from '../../integrations/images/imageStore';
import { readMultipartFiles } from './multipartFiles';
import {
  IMAGE_TOO_LARGE_MESSAGE,
  MAX_IMAGE_BYTES,
  MAX_IMAGES_PER_UPLOAD,
  MAX_UPLOAD_BYTES,
  TOO_MANY_IMAGES_MESSAGE,
  UPLOAD_TOO_LARGE_MESSAGE,
} from '../../../shared/uploadLimits';
import { deleteProductImage, storeProductImages } from './service';

/** Spec §7's answer: ours reads `images`; clients written to the spec read the first image's. */
function uploadAnswer(images: StoredImage[]) {
  const first = images[0];
  return { images, url: first?.url, public_id: first?.public_id, secure_url: first?.url };
}

export function uploadsRest(images: ImageStore): Router {
  const api = Router();
  const admin = adminRoutes(api);

  // The guard runs before the body is read: no one else gets to make the server parse megabytes.
  admin.post('/upload/product-image', async (req, res) => {
    const files = await readMultipartFiles(req, {
      maxFiles: MAX_IMAGES_PER_UPLOAD,
      tooManyMessage: TOO_MANY_IMAGES_MESSAGE,
      maxFileBytes: MAX_IMAGE_BYTES,
      tooLargeMessage: IMAGE_TOO_LARGE_MESSAGE,
      maxTotalBytes: MAX_UPLOAD_BYTES,
      totalTooLargeMessage: UPLOAD_TOO_LARGE_MESSAGE,
    });
    const stored = await storeProductImages(images, files, req.log);
    res.status(201).json(uploadAnswer(stored));
  });

  // The id is a public id such as `products/<id>`, sent URL-encoded (one segment) or not.
  admin.delete('/delete-image/*publicId', async (req, res) => {
    const segments = req.params.publicId;
    await deleteProductImage(images, segments.join('/'), req.log);
    res.json({ message: 'Image deleted' });
  });

  return api;
}
