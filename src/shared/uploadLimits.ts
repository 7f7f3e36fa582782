/**
 * What one product-picture upload may hold. A phone's 50-megapixel photo is 8-20 MB; each one is
 * decoded in turn (ownerPhoto.ts), and the whole upload is held in memory until it is checked, so
 * the total is capped as well as each file.
 */
export const MAX_IMAGE_BYTES = 25 * 1024 * 1024;
export const MAX_UPLOAD_BYTES = 60 * 1024 * 1024;
export const MAX_IMAGES_PER_UPLOAD = 10;

export const IMAGE_TOO_LARGE_MESSAGE = 'Each image must be 25 MB or smaller.';
export const UPLOAD_TOO_LARGE_MESSAGE =
  'One upload can hold up to 60 MB of pictures. Please send fewer at a time.';
export const TOO_MANY_IMAGES_MESSAGE = `You can upload at most ${MAX_IMAGES_PER_UPLOAD} images at once.`;
