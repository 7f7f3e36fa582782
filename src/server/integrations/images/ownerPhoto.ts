import sharp, { type OutputInfo } from 'sharp';
import { OWNER_PHOTO_WIDTHS } from '../../../shared/pictureSizes';
import { boundedQueue } from '../../boundedQueue';
import { DomainError } from '../../errors';
import { ImageRejected, type ImageFormat } from './imageStore';

/** The largest side of the kept original: enough to zoom, a fraction of a camera's file. */
export const ORIGINAL_MAX_SIDE = 2000;
/** WebP quality of the sized copies: a 1600 px copy of the measured photo is 18 KB (decision 020). */
const WEBP_QUALITY = 75;
const JPEG_QUALITY = 85;
/**
 * A phone's photo is 50 MP; a small file may still decode to gigapixels (a "decompression bomb"):
 * refuse beyond 100 MP.
 */
const MAX_INPUT_PIXELS = 100_000_000;

export const UNREADABLE_IMAGE_MESSAGE =
  'One of the images could not be read. Please choose another file.';

/**
 * Photo work waits its turn here, one photo at a time: sharp's work runs on libuv's thread pool,
 * which argon2, static files and compression share. Ten photos of one upload take about four
 * seconds in turn (decision 020); a flood of uploads gets a quick 503 instead of starving the shop.
 */
export const IMAGE_WORK = { concurrency: 1, maxWaiting: 20 } as const;
const imageWork = boundedQueue({
  ...IMAGE_WORK,
  whenFull: () => new DomainError('UNAVAILABLE', 'The shop is busy. Please try again in a moment.'),
});
// One libvips thread per pipeline: with the queue above, one core stays free for shoppers.
sharp.concurrency(1);

export interface PreparedPhoto {
  /** Each of OWNER_PHOTO_WIDTHS as WebP (never wider than the photo itself). */
  sized: { width: number; bytes: Buffer }[];
  /** The photo at most ORIGINAL_MAX_SIDE px, re-encoded: JPEG stays JPEG, anything else WebP. */
  original: { bytes: Buffer; format: 'jpeg' | 'webp' };
}

/**
 * An owner's photo as the shop serves it: turned upright by its EXIF orientation, stripped of
 * every metadata block (EXIF, GPS, XMP, IPTC; sharp writes none unless asked), in the sizes the
 * pages ask for. Decoded once; the copies are cut from the upright pixels.
 */
export function prepareOwnerPhoto(bytes: Buffer, format: ImageFormat): Promise<PreparedPhoto> {
  return imageWork.run(async () => {
    let upright: { data: Buffer; info: OutputInfo };
    try {
      upright = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
        .rotate()
        .resize(ORIGINAL_MAX_SIDE, ORIGINAL_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true });
    } catch (err) {
      throw new ImageRejected(UNREADABLE_IMAGE_MESSAGE, 'invalid', { cause: err });
    }
    const { data, info } = upright;
    const pixels = () =>
      sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const sized = [];
    for (const width of OWNER_PHOTO_WIDTHS) {
      const copy = await pixels()
        .resize(width, width, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer();
      sized.push({ width, bytes: copy });
    }
    const original =
      format === 'jpeg'
        ? {
            bytes: await pixels().jpeg({ quality: JPEG_QUALITY }).toBuffer(),
            format: 'jpeg' as const,
          }
        : { bytes: await pixels().webp({ quality: 90 }).toBuffer(), format: 'webp' as const };
    return { sized, original };
  });
}
