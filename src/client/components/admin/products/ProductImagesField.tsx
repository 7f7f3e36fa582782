import { ImagePlus, Link2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import {
  ImageUploadError,
  UPLOAD_FAILED_MESSAGE,
  uploadProductImages,
  type UploadedImage,
} from '../../../lib/imageUpload';
import {
  IMAGE_TOO_LARGE_MESSAGE,
  MAX_IMAGE_BYTES,
  MAX_IMAGES_PER_UPLOAD,
  MAX_UPLOAD_BYTES,
  TOO_MANY_IMAGES_MESSAGE,
  UPLOAD_TOO_LARGE_MESSAGE,
} from '../../../../shared/uploadLimits';
import { ErrorBanner } from '../../ui/ErrorBanner';
import { moveButtonId, ProductImageItem, type MoveDirection } from './ProductImageItem';

/** Where a picture in the form came from: what removing it has to clean up depends on it. */
export type ImageOrigin = 'saved' | 'uploaded' | 'link';
export type FormImage = UploadedImage & { alt: string; origin: ImageOrigin };

/** Keys that follow each picture as it moves (its URL; a repeated URL counted). */
function keysOf(images: FormImage[]) {
  const seen = new Map<string, number>();
  return images.map(({ url }) => {
    const n = (seen.get(url) ?? 0) + 1;
    seen.set(url, n);
    return `${url}#${n}`;
  });
}

const isImageUrl = (text: string) => /^(https?:\/\/\S+|\/\S+)$/i.test(text);

interface PendingUpload {
  previews: { name: string; url: string }[];
  progress: number;
}

/**
 * The product's pictures: previews in their order (the first is the main picture), each with its
 * description and buttons to move it; an image URL to add, and files uploaded at once with a
 * progress bar, their local previews shown meanwhile.
 */
export function ProductImagesField({
  images,
  onAdd,
  onChange,
  onRemove,
  onUploadingChange,
}: {
  images: FormImage[];
  onAdd: (images: FormImage[]) => void;
  /** The same pictures, reordered or described. */
  onChange: (images: FormImage[]) => void;
  onRemove: (image: FormImage) => void;
  onUploadingChange: (uploading: boolean) => void;
}) {
  const fileInputId = useId();
  const urlInputId = useId();
  const [url, setUrl] = useState('');
  const [urlError, setUrlError] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingUpload | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  const listId = useId();
  const keys = keysOf(images);
  const [moved, setMoved] = useState('');

  const move = (index: number, direction: MoveDirection) => {
    const to = direction === 'earlier' ? index - 1 : index + 1;
    const image = images[index];
    if (!image || to < 0 || to >= images.length) return;
    const reordered = images.filter((_, i) => i !== index);
    reordered.splice(to, 0, image);
    onChange(reordered);
    setMoved(`Image ${index + 1} is now image ${to + 1}${to === 0 ? ', the main picture' : ''}.`);
    // The focus stays with the picture it moved, on a button that can still move it.
    const atEnd = direction === 'earlier' ? to === 0 : to === images.length - 1;
    const next = atEnd ? (direction === 'earlier' ? 'later' : 'earlier') : direction;
    requestAnimationFrame(() => document.getElementById(moveButtonId(listId, to, next))?.focus());
  };

  const addUrl = () => {
    const text = url.trim();
    if (!isImageUrl(text)) {
      setUrlError('Please enter a valid image URL');
      return;
    }
    setUrlError(null);
    setUrl('');
    onAdd([{ url: text, public_id: '', alt: '', origin: 'link' }]);
  };
  const onUrlKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    addUrl();
  };

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Cleared so the same file can be chosen again after a failure.
    event.target.value = '';
    if (files.length === 0) return;
    // Said before sending: the server would refuse them after the whole upload (uploadLimits.ts).
    if (files.some((file) => file.size > MAX_IMAGE_BYTES)) {
      setUploadError(IMAGE_TOO_LARGE_MESSAGE);
      return;
    }
    if (files.reduce((sum, file) => sum + file.size, 0) > MAX_UPLOAD_BYTES) {
      setUploadError(UPLOAD_TOO_LARGE_MESSAGE);
      return;
    }
    if (files.length > MAX_IMAGES_PER_UPLOAD) {
      setUploadError(TOO_MANY_IMAGES_MESSAGE);
      return;
    }
    const previews = files.map((file) => ({ name: file.name, url: URL.createObjectURL(file) }));
    const controller = new AbortController();
    abort.current = controller;
    setUploadError(null);
    setPending({ previews, progress: 0 });
    onUploadingChange(true);
    try {
      const stored = await uploadProductImages(
        files,
        (progress) => setPending((current) => current && { ...current, progress }),
        controller.signal,
      );
      onAdd(stored.map((image) => ({ ...image, alt: '', origin: 'uploaded' })));
    } catch (err) {
      if (controller.signal.aborted) return;
      setUploadError(err instanceof ImageUploadError ? err.message : UPLOAD_FAILED_MESSAGE);
    } finally {
      previews.forEach((preview) => URL.revokeObjectURL(preview.url));
      if (!controller.signal.aborted) {
        setPending(null);
        onUploadingChange(false);
      }
    }
  };

  const percent = pending ? Math.round(pending.progress * 100) : 0;
  return (
    <div className="space-y-4">
      {uploadError && <ErrorBanner message={uploadError} />}
      {images.length > 0 && (
        <p id={`${listId}-hint`} className="text-xs text-stone">
          The first image is the main picture: product cards and the product page open with it. Each
          description is read aloud to blind shoppers and shown when the picture does not load; left
          empty, the product’s name is used.
        </p>
      )}
      <p role="status" className="sr-only">
        {moved}
      </p>
      {(images.length > 0 || pending) && (
        <ul aria-label="Product images" className="space-y-3">
          {images.map((image, index) => (
            <ProductImageItem
              key={keys[index]}
              image={image}
              index={index}
              count={images.length}
              listId={listId}
              hintId={`${listId}-hint`}
              onAltChange={(alt) => onChange(images.map((i) => (i === image ? { ...i, alt } : i)))}
              onMove={(direction) => move(index, direction)}
              onRemove={() => onRemove(image)}
            />
          ))}
          {pending?.previews.map((preview) => (
            <li
              key={preview.url}
              className="relative size-18 overflow-hidden rounded-md bg-pearl ring-1 ring-gold/40 sm:size-24"
            >
              <img
                src={preview.url}
                alt={`Uploading ${preview.name}`}
                className="size-full object-cover opacity-60"
              />
            </li>
          ))}
        </ul>
      )}
      {pending && (
        <div>
          <div className="mb-1 flex justify-between text-xs text-stone">
            <span id={`${fileInputId}-progress`}>
              Uploading {pending.previews.length}{' '}
              {pending.previews.length === 1 ? 'image' : 'images'}…
            </span>
            <span aria-hidden>{percent}%</span>
          </div>
          <div
            role="progressbar"
            aria-labelledby={`${fileInputId}-progress`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 overflow-hidden rounded-full bg-pearl"
          >
            <div className="h-full bg-gold transition-[width]" style={{ width: `${percent}%` }} />
          </div>
        </div>
      )}

      <div>
        <label htmlFor={urlInputId} className="mb-1.5 block text-sm font-medium">
          Image URL
        </label>
        <div className="flex gap-2">
          <input
            id={urlInputId}
            type="url"
            className={`input py-2.5 ${urlError ? 'border-sale' : ''}`}
            placeholder="https://…"
            value={url}
            aria-invalid={urlError ? true : undefined}
            aria-describedby={urlError ? `${urlInputId}-error` : undefined}
            onChange={(event) => setUrl(event.target.value)}
            onKeyDown={onUrlKeyDown}
          />
          <button type="button" className="btn-outline shrink-0 px-4" onClick={addUrl}>
            <Link2 className="size-4" aria-hidden />
            Add URL
          </button>
        </div>
        {urlError && (
          <p id={`${urlInputId}-error`} className="mt-1 text-xs text-sale">
            {urlError}
          </p>
        )}
      </div>

      <label className="flex cursor-pointer flex-col items-center gap-2 rounded-md border-2 border-dashed border-stone/30 bg-white px-4 py-6 text-center text-sm text-stone transition-colors hover:border-gold hover:text-gold-dark has-[:disabled]:cursor-wait has-[:focus-visible]:border-gold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold">
        <ImagePlus className="size-6" aria-hidden />
        <span className="font-medium text-ink">Upload images</span>
        <span className="text-xs">JPEG, PNG, WebP, AVIF or GIF, up to 25 MB each</span>
        <input
          id={fileInputId}
          type="file"
          accept="image/*"
          multiple
          className="sr-only"
          disabled={pending !== null}
          onChange={(event) => void onFiles(event)}
        />
      </label>
    </div>
  );
}
