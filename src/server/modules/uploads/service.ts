import type { Logger } from 'pino';
import { DomainError } from '../../errors';
import { detectImageFormat } from '../../integrations/images/imageFormat';
import {
  ImageRejected,
  type ImageFormat,
  type ImageStore,
  type StoredImage,
} from '../../integrations/images/imageStore';
import type { ReceivedFile } from './multipartFiles';

export const NO_IMAGES_MESSAGE = 'Please choose at least one image to upload.';

export const notAnImageMessage = (fileName: string) =>
  `${displayName(fileName)} is not a JPEG, PNG, WebP, AVIF or GIF image.`;

/** The sender's file name is echoed in a message: keep it short and printable. */
function displayName(fileName: string): string {
  const printable = fileName.replace(/[\p{C}]/gu, '').trim();
  if (!printable) return 'The file';
  return printable.length > 80 ? `${printable.slice(0, 77)}...` : printable;
}

/**
 * Stores product images all or nothing: every file is checked by content before any is stored,
 * and if one store call fails the ones already stored are removed again, so a product form never
 * ends up pointing at half an upload.
 */
export async function storeProductImages(
  store: ImageStore,
  files: ReceivedFile[],
  log: Logger,
): Promise<StoredImage[]> {
  if (files.length === 0) throw new DomainError('BAD_REQUEST', NO_IMAGES_MESSAGE);
  const checked = files.map((file) => ({ bytes: file.bytes, format: imageFormatOf(file) }));

  const saved = await Promise.allSettled(checked.map((image) => store.save(image)));
  const stored = saved.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const failure = saved.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (!failure) return stored;

  await removeQuietly(store, stored, log);
  throw asUploadError(failure.reason, log);
}

/** Removes one stored image by the public id a product carries. */
export async function deleteProductImage(
  store: ImageStore,
  publicId: string,
  log: Logger,
): Promise<void> {
  try {
    await store.remove(publicId);
  } catch (err) {
    throw asUploadError(err, log);
  }
}

function imageFormatOf(file: ReceivedFile): ImageFormat {
  const format = detectImageFormat(file.bytes);
  if (!format) throw new DomainError('BAD_REQUEST', notAnImageMessage(file.fileName));
  return format;
}

async function removeQuietly(store: ImageStore, images: StoredImage[], log: Logger) {
  const removed = await Promise.allSettled(images.map((image) => store.remove(image.public_id)));
  removed.forEach((result, i) => {
    if (result.status === 'rejected')
      log.warn(
        { err: result.reason as unknown, publicId: images[i]?.public_id },
        'could not remove an image of a failed upload',
      );
  });
}

/** A store's refusal as the caller should see it; anything else stays a bug (500). */
function asUploadError(err: unknown, log: Logger): unknown {
  if (!(err instanceof ImageRejected)) return err;
  if (err.reason === 'invalid') return new DomainError('BAD_REQUEST', err.message);
  log.warn({ err: err.cause ?? err }, 'image storage failed');
  return new DomainError('UNAVAILABLE', err.message);
}
