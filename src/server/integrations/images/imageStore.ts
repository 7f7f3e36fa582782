import type { RequestHandler } from 'express';

/**
 * Where product pictures live: an S3-compatible bucket when S3_URL is set, Cloudinary when
 * CLOUDINARY_URL is, otherwise local disk under DATA_DIR/uploads. Callers hand over bytes already
 * checked to be an image.
 */

/** A stored picture as products carry it (spec §3: `images: [{ url, public_id }]`). */
export interface StoredImage {
  url: string;
  public_id: string;
}

/** The image formats the shop accepts, recognised by their first bytes. */
export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif';

export interface ImageStore {
  /** Stores one image under a name the server makes; nothing is left behind if it fails. */
  save(image: { bytes: Buffer; format: ImageFormat }): Promise<StoredImage>;
  /** Removes a stored image by its public id; an unknown id is not an error. */
  remove(publicId: string): Promise<void>;
  /**
   * Answers `GET /uploads/<name>` (mounted there) from where the store keeps its files, with
   * PICTURE_CACHE_CONTROL; an unknown name is a 404. Cloudinary's pictures have urls of its own:
   * its store answers from the local folder that older uploads were saved in.
   */
  serve: RequestHandler;
  /** An origin other than the shop's that pages load the pictures from (a CDN), for the CSP. */
  publicOrigin?: string;
}

/** Pictures never change under their name (a new upload gets a new id): browsers keep them a week. */
export const PICTURE_CACHE_CONTROL = 'public, max-age=604800';

/**
 * `invalid`: the caller sent something the store will not take (a malformed public id), so
 * retrying cannot help. `storage`: the disk or the image host failed; the same call may succeed
 * later.
 */
export type ImageRejectedReason = 'invalid' | 'storage';

/** A refusal the uploader can act on (not an image, too big, storage failed). */
export class ImageRejected extends Error {
  constructor(
    message: string,
    readonly reason: ImageRejectedReason = 'invalid',
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ImageRejected';
  }
}

export const UPLOAD_FAILED_MESSAGE = 'Failed to upload images. Please try again.';
export const DELETE_FAILED_MESSAGE = 'Failed to delete the image. Please try again.';
export const INVALID_IMAGE_ID_MESSAGE = 'That image id is not valid.';
