import { useQuery } from '@tanstack/react-query';
import { ImagePlus, X } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import type {
  HomeBannerSettings,
  HomePageSettings,
  HomeSlideSettings,
} from '../../../../shared/homePage';
import {
  ImageUploadError,
  UPLOAD_FAILED_MESSAGE,
  uploadProductImages,
} from '../../../lib/imageUpload';
import type { FieldErrors } from '../../../lib/schemas';
import { useTRPC } from '../../../lib/trpc';
import { TextField } from '../../form/TextField';
import { ErrorBanner } from '../../ui/ErrorBanner';
import { ProductImage } from '../../ui/ProductImage';
import { HomeLinkField } from './HomeLinkField';
import { BannersPreview, SlidePreview, useHomePreview } from './HomePreview';

const LINK_HINT_ID = 'home-link-hint';

/**
 * Home's three slides and three banners. Field names are their paths ('banners.0.link'), which
 * is how the form's errors and focus find them. Prices and sale percentages are not typed here:
 * the shop works them out from what each link lists (decision 022).
 */
export function HomePageFields({
  homePage,
  errors,
  onChange,
  onUploadingChange,
}: {
  homePage: HomePageSettings;
  errors: FieldErrors;
  onChange: (homePage: HomePageSettings) => void;
  onUploadingChange: (uploading: boolean) => void;
}) {
  const trpc = useTRPC();
  const categories = useQuery(trpc.admin.categories.list.queryOptions());
  const preview = useHomePreview(homePage);
  const setSlide = (index: number, change: Partial<HomeSlideSettings>) =>
    onChange({
      ...homePage,
      slides: homePage.slides.map((s, i) => (i === index ? { ...s, ...change } : s)),
    });
  const setBanner = (index: number, change: Partial<HomeBannerSettings>) =>
    onChange({
      ...homePage,
      banners: homePage.banners.map((b, i) => (i === index ? { ...b, ...change } : b)),
    });
  const text = (name: string, value: string, set: (value: string) => void) => ({
    name,
    value,
    error: errors[name],
    onChange: (event: { target: { value: string } }) => set(event.target.value),
  });
  const linkField = (name: string, value: string, set: (value: string) => void) => ({
    name,
    value,
    error: errors[name],
    hintId: LINK_HINT_ID,
    categories: categories.data ?? [],
    onChange: set,
  });

  return (
    <div className="space-y-8">
      <p id={LINK_HINT_ID} className="text-sm text-stone">
        Links open a collection, a category or a product of the shop: choose one, or paste the
        shop’s address of the page. A slide’s “From £…” is the lowest price in what its link lists,
        and a banner’s sale is the largest reduction there (no sale, no badge); a product link shows
        the product’s picture. Each preview follows your changes. An offer label that names
        engraving, free delivery or a discount is saved only while the shop offers it.
      </p>
      {preview.figuresFailed && (
        <p role="status" className="text-sm text-sale">
          The previews cannot show prices, sales and pictures just now; saving still works.
        </p>
      )}
      {homePage.slides.map((slide, i) => (
        <fieldset key={i} className="space-y-5">
          <legend className="mb-3 font-display text-xl">Slide {i + 1}</legend>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="Title"
              required
              maxLength={80}
              {...text(`slides.${i}.title`, slide.title, (title) => setSlide(i, { title }))}
            />
            <TextField
              label="Offer label"
              maxLength={60}
              {...text(`slides.${i}.offer`, slide.offer, (offer) => setSlide(i, { offer }))}
            />
          </div>
          <TextField
            label="Subtitle"
            maxLength={200}
            {...text(`slides.${i}.subtitle`, slide.subtitle, (subtitle) =>
              setSlide(i, { subtitle }),
            )}
          />
          <HomeLinkField
            {...linkField(`slides.${i}.link`, slide.link, (link) => setSlide(i, { link }))}
          />
          <SlidePicture
            position={i + 1}
            image={slide.image}
            error={errors[`slides.${i}.image`]}
            onChange={(image) => setSlide(i, { image })}
            onUploadingChange={onUploadingChange}
          />
          <SlidePreview
            slide={preview.slides[i]!}
            position={i + 1}
            total={homePage.slides.length}
          />
        </fieldset>
      ))}
      {homePage.banners.map((banner, i) => (
        <fieldset key={i} className="grid gap-5 sm:grid-cols-2">
          <legend className="mb-3 font-display text-xl">Banner {i + 1}</legend>
          <TextField
            label="Label"
            required
            maxLength={60}
            {...text(`banners.${i}.label`, banner.label, (label) => setBanner(i, { label }))}
          />
          <HomeLinkField
            {...linkField(`banners.${i}.link`, banner.link, (link) => setBanner(i, { link }))}
          />
        </fieldset>
      ))}
      <BannersPreview banners={preview.banners} />
    </div>
  );
}

/** A slide's own picture, uploaded as product photos are; without one, the slide shows a piece. */
function SlidePicture({
  position,
  image,
  error,
  onChange,
  onUploadingChange,
}: {
  position: number;
  image: string;
  error: string | undefined;
  onChange: (image: string) => void;
  onUploadingChange: (uploading: boolean) => void;
}) {
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFailure(null);
    setUploading(true);
    onUploadingChange(true);
    try {
      const [stored] = await uploadProductImages([file], () => undefined);
      if (stored) onChange(stored.url);
    } catch (err) {
      setFailure(err instanceof ImageUploadError ? err.message : UPLOAD_FAILED_MESSAGE);
    } finally {
      setUploading(false);
      onUploadingChange(false);
    }
  };

  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-ink">Picture</p>
      {(failure ?? error) && <ErrorBanner message={failure ?? error ?? ''} />}
      <div className="flex flex-wrap items-center gap-4">
        <div className="relative size-24 shrink-0 overflow-hidden rounded-md bg-pearl ring-1 ring-ink/10">
          {image ? (
            <>
              <ProductImage
                src={image}
                alt={`Slide ${position} picture`}
                width={96}
                height={96}
                className="size-full object-cover"
              />
              <button
                type="button"
                aria-label={`Remove slide ${position} picture`}
                onClick={() => onChange('')}
                className="absolute top-1 right-1 grid size-7 place-items-center rounded-full bg-white/95 text-ink shadow-sm hover:bg-sale hover:text-white"
              >
                <X className="size-4" aria-hidden />
              </button>
            </>
          ) : (
            <span className="grid size-full place-items-center p-2 text-center text-[11px] text-stone">
              A piece from the link
            </span>
          )}
        </div>
        <label className="btn-outline cursor-pointer px-4 has-[:disabled]:cursor-wait has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold">
          <ImagePlus className="size-4" aria-hidden />
          {uploading ? 'Uploading…' : `Upload slide ${position} picture`}
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
            className="sr-only"
            disabled={uploading}
            onChange={(event) => void onFile(event)}
          />
        </label>
      </div>
    </div>
  );
}
