import { Router } from 'express';
import { requireAdmin } from '../../http/context';
import type { ImageStore, StoredImage } from '../../integrations/images/imageStore';
import { readMultipartFiles } from './multipartFiles';
import {
  deleteProductImage,
  IMAGE_TOO_LARGE_MESSAGE,
  MAX_IMAGE_BYTES,
  MAX_IMAGES_PER_UPLOAD,
  storeProductImages,
} from './service';

/** Spec §7's answer: ours reads `images`; clients written to the spec read the first image's. */
function uploadAnswer(images: StoredImage[]) {
  const first = images[0];
  return { images, url: first?.url, public_id: first?.public_id, secure_url: first?.url };
}

export function uploadsRest(images: ImageStore): Router {
  const api = Router();

  api.post('/upload/product-image', async (req, res) => {
    // Before the body is read: no one else gets to make the server parse megabytes.
    requireAdmin(req.context);
    const files = await readMultipartFiles(req, {
      maxFiles: MAX_IMAGES_PER_UPLOAD,
      maxFileBytes: MAX_IMAGE_BYTES,
      tooLargeMessage: IMAGE_TOO_LARGE_MESSAGE,
    });
    const stored = await storeProductImages(images, files, req.log);
    res.status(201).json(uploadAnswer(stored));
  });

  // The id is a public id such as `products/<id>`, sent URL-encoded (one segment) or not.
  api.delete('/delete-image/*publicId', async (req, res) => {
    requireAdmin(req.context);
    const segments = req.params.publicId;
    await deleteProductImage(images, segments.join('/'), req.log);
    res.json({ message: 'Image deleted' });
  });

  return api;
}
