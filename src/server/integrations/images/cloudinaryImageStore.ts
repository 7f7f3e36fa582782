import http from 'node:http';
import https from 'node:https';
import { v2 as cloudinary, type UploadApiOptions } from 'cloudinary';
import { z } from '../../../shared/zod';
import { newId } from '../../db/schema';
import { parseCloudinaryUrl } from './cloudinaryUrl';
import {
  DELETE_FAILED_MESSAGE,
  ImageRejected,
  INVALID_IMAGE_ID_MESSAGE,
  UPLOAD_FAILED_MESSAGE,
  type ImageStore,
  type StoredImage,
} from './imageStore';

export interface CloudinaryImageStoreOptions {
  /** `cloudinary://key:secret@cloud`, optionally `?upload_prefix=` a stand-in's origin. */
  cloudinaryUrl: string;
  /** A signed upload preset configured in the Cloudinary console (transformations, tags). */
  uploadPreset?: string;
  /** The folder new images go in; it prefixes their public ids. */
  folder: string;
  /** How long one call may take before it counts as failed. */
  timeoutMs?: number;
}

/**
 * Cloudinary's public ids are path-like; this admits the ids Cloudinary makes and ours, and
 * nothing with dots, spaces or empty segments. Older images uploaded straight from a browser with
 * the shop's preset carry ids Cloudinary chose, so the store's own folder is not required here.
 */
const CLOUDINARY_PUBLIC_ID = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*$/;
const MAX_PUBLIC_ID_LENGTH = 255;

const uploadAnswer = z.object({ secure_url: z.url(), public_id: z.string().min(1) });

/**
 * Images on Cloudinary through its official SDK. Everything the SDK needs (account, host, agent)
 * goes with each call rather than into its process-wide configuration, so two stores (or a test's
 * stand-in) never share state. Every failure becomes an ImageRejected the admin can retry. Its
 * pictures have Cloudinary's urls: what /uploads serves beside it is createImageStore's choice.
 */
export function createCloudinaryImageStore(
  options: CloudinaryImageStoreOptions,
): Omit<ImageStore, 'serve'> {
  const account = parseCloudinaryUrl(options.cloudinaryUrl);
  const callOptions = {
    ...account,
    // The SDK picks http or https once, from the environment at import; an agent of the URL's own
    // protocol lets a plain-http stand-in work whatever the SDK chose.
    agent: account.upload_prefix?.startsWith('http:') ? http.globalAgent : https.globalAgent,
    timeout: options.timeoutMs ?? 60_000,
    resource_type: 'image' as const,
  };

  return {
    async save({ bytes }) {
      const uploadOptions: UploadApiOptions = {
        ...callOptions,
        public_id: `${options.folder}/${newId()}`,
        overwrite: false,
        // An incoming transformation: Cloudinary keeps the photo at most 2000 px, upright and
        // re-encoded without its camera metadata (GPS); the pages ask it for each width by url.
        transformation: [{ width: 2000, height: 2000, crop: 'limit' }],
        ...(options.uploadPreset ? { upload_preset: options.uploadPreset } : {}),
      };
      try {
        return await uploadBytes(bytes, uploadOptions);
      } catch (err) {
        throw new ImageRejected(UPLOAD_FAILED_MESSAGE, 'storage', { cause: err });
      }
    },

    async remove(publicId) {
      if (publicId.length > MAX_PUBLIC_ID_LENGTH || !CLOUDINARY_PUBLIC_ID.test(publicId))
        throw new ImageRejected(INVALID_IMAGE_ID_MESSAGE);
      try {
        // Cloudinary answers { result: 'not found' } for an unknown id, which is not an error.
        await cloudinary.uploader.destroy(publicId, { ...callOptions, invalidate: true });
      } catch (err) {
        throw new ImageRejected(DELETE_FAILED_MESSAGE, 'storage', { cause: sdkError(err) });
      }
    },
  };
}

function uploadBytes(bytes: Buffer, uploadOptions: UploadApiOptions): Promise<StoredImage> {
  return new Promise((resolve, reject) => {
    const upload = cloudinary.uploader.upload_stream(uploadOptions, (error, result) => {
      if (error || !result) return reject(sdkError(error ?? 'no answer'));
      const answer = uploadAnswer.safeParse(result);
      if (!answer.success) return reject(new Error('Cloudinary answered without secure_url'));
      resolve({ url: answer.data.secure_url, public_id: answer.data.public_id });
    });
    upload.end(bytes);
  });
}

/** The SDK rejects with plain objects ({ message, http_code }); logs want an Error. */
function sdkError(err: unknown): Error {
  if (err instanceof Error) return err;
  const parsed = z.object({ message: z.string(), http_code: z.number().optional() }).safeParse(err);
  if (!parsed.success) return new Error(`Cloudinary call failed: ${String(err)}`);
  const status = parsed.data.http_code ? ` (HTTP ${parsed.data.http_code})` : '';
  return new Error(`Cloudinary: ${parsed.data.message}${status}`);
}
