/**
 * Product pictures over the REST routes of spec §7 (tRPC carries JSON, not files). The upload
 * uses XMLHttpRequest rather than fetch because only XHR reports upload progress.
 */

export interface UploadedImage {
  url: string;
  public_id: string;
}

/** The server takes at most this many files in one request (the form may send more in turns). */
export const MAX_FILES_PER_UPLOAD = 10;

export const UPLOAD_FAILED_MESSAGE = 'Failed to upload images. Please try again.';

/** A refused upload; `message` is the server's own words when it gave a reason (not an image, too large). */
export class ImageUploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ImageUploadError';
  }
}

const authorization = (): Record<string, string> => {
  const token = localStorage.getItem('token');
  return token ? { Authorization: `Bearer ${token}` } : {};
};

/** The `{ message }` of a refusal, when the body is one; otherwise the form's own text. */
function refusalMessage(status: number, body: string): string {
  if (status >= 500 || status === 0) return UPLOAD_FAILED_MESSAGE;
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed) {
      const message = parsed.message;
      if (typeof message === 'string' && message) return message;
    }
  } catch {
    // Not JSON (a proxy's error page): the form's own text says it.
  }
  return UPLOAD_FAILED_MESSAGE;
}

function uploadBatch(
  files: File[],
  onProgress: (loaded: number) => void,
  signal?: AbortSignal,
): Promise<UploadedImage[]> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/upload/product-image');
    for (const [name, value] of Object.entries(authorization())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.onload = () => {
      if (xhr.status !== 201) {
        reject(new ImageUploadError(refusalMessage(xhr.status, xhr.responseText), xhr.status));
        return;
      }
      try {
        const { images } = JSON.parse(xhr.responseText) as { images: UploadedImage[] };
        resolve(images);
      } catch {
        reject(new ImageUploadError(UPLOAD_FAILED_MESSAGE, xhr.status));
      }
    };
    xhr.onerror = () => reject(new ImageUploadError(UPLOAD_FAILED_MESSAGE, 0));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const body = new FormData();
    for (const file of files) body.append('images', file, file.name);
    xhr.send(body);
  });
}

/**
 * Uploads any number of pictures, ten to a request, and reports progress as a fraction of all
 * the bytes (0 to 1). Resolves with the stored images in the order the files were given.
 */
export async function uploadProductImages(
  files: File[],
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedImage[]> {
  const totalBytes = files.reduce((sum, file) => sum + file.size, 0) || 1;
  const stored: UploadedImage[] = [];
  let doneBytes = 0;
  for (let start = 0; start < files.length; start += MAX_FILES_PER_UPLOAD) {
    const batch = files.slice(start, start + MAX_FILES_PER_UPLOAD);
    const batchBytes = batch.reduce((sum, file) => sum + file.size, 0);
    // Multipart framing makes `loaded` run a little past the files' own bytes.
    const images = await uploadBatch(
      batch,
      (loaded) => onProgress(Math.min(1, (doneBytes + Math.min(loaded, batchBytes)) / totalBytes)),
      signal,
    );
    stored.push(...images);
    doneBytes += batchBytes;
    onProgress(doneBytes / totalBytes);
  }
  return stored;
}

/**
 * Removes a stored picture by its public id. Spec §7: a failure is only logged (the product no
 * longer points at the picture either way).
 */
export async function deleteStoredImage(publicId: string): Promise<void> {
  try {
    const response = await fetch(`/api/delete-image/${encodeURIComponent(publicId)}`, {
      method: 'DELETE',
      headers: authorization(),
    });
    if (!response.ok) console.warn(`Could not delete image ${publicId}: ${response.status}`);
  } catch (err) {
    console.warn(`Could not delete image ${publicId}`, err);
  }
}
