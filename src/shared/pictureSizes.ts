/**
 * The naming rule for pictures stored in several sizes: `<stem>-<width>.<format>`. A product's
 * `images[].url` names the 800 px WebP, a real picture any client can load; the other sizes are
 * found from it by this rule (decision 009).
 */
export const PICTURE_WIDTHS = [400, 800] as const;
/**
 * An owner's uploaded photo (`/uploads/products/<id>-800.webp`, or the same under a bucket's CDN)
 * also has a 1600 px copy, for a product page on a large or sharp screen; Cloudinary is asked for
 * the same widths.
 */
export const OWNER_PHOTO_WIDTHS = [400, 800, 1600] as const;
/** WebP only: AVIF saved 1-4 KB a picture here for several times the encoding time (decision 009). */
export const PICTURE_FORMATS = ['webp'] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];
export type PictureFormat = (typeof PICTURE_FORMATS)[number];
/** The size a product's `url` names. */
export const LISTED_WIDTH: PictureWidth = 800;

export const sizedPictureName = (stem: string, width: number, format: PictureFormat): string =>
  `${stem}-${width}.${format}`;

const SIZED = /^(.*)-(\d+)\.webp$/;
/** `…/products/<24 hex>`: at /uploads on the shop, or under a bucket's public url (a CDN). */
const OWNER_PHOTO = /\/products\/[0-9a-f]{24}$/;
const CLOUDINARY = /^(https:\/\/res\.cloudinary\.com\/[^/]+\/image\/upload\/)(.+)$/;

/** Cloudinary resizes on request and picks the best format the browser takes (f_auto). */
const cloudinaryWidth = (parts: RegExpExecArray, width: number) =>
  `${parts[1]}w_${width},c_limit,f_auto,q_auto/${parts[2]}`;

/**
 * A `srcset` for a picture's url: the sized files for one following the naming rule, Cloudinary's
 * resizing for one stored there, none for any other (an upload from before decision 020: it is
 * shown as it is).
 */
export function pictureSrcSet(url: string): string | undefined {
  const sized = SIZED.exec(url);
  if (sized && Number(sized[2]) === LISTED_WIDTH) {
    const stem = sized[1]!;
    const widths = OWNER_PHOTO.test(stem) ? OWNER_PHOTO_WIDTHS : PICTURE_WIDTHS;
    return widths.map((w) => `${sizedPictureName(stem, w, 'webp')} ${w}w`).join(', ');
  }
  const cloudinary = CLOUDINARY.exec(url);
  if (cloudinary)
    return OWNER_PHOTO_WIDTHS.map((w) => `${cloudinaryWidth(cloudinary, w)} ${w}w`).join(', ');
  return undefined;
}

/**
 * The `src` of a picture: its url, except on Cloudinary, where the stored original is asked for
 * at the listed width (a browser without srcset must not fetch a camera's full file).
 */
export function pictureSrc(url: string): string {
  const cloudinary = CLOUDINARY.exec(url);
  return cloudinary ? cloudinaryWidth(cloudinary, LISTED_WIDTH) : url;
}

/** How wide a card's picture is shown: half a phone, a third of a tablet, a quarter of a desktop. */
export const CARD_PICTURE_SIZES = '(max-width: 640px) 50vw, (max-width: 1024px) 33vw, 25vw';
/** How wide a large picture (a product page's) is shown: a phone's width, else half the page. */
export const LARGE_PICTURE_SIZES = '(max-width: 640px) 100vw, 50vw';

/**
 * What the server preloads for a page's largest picture: the same url, srcset and sizes as its
 * <img>, or the browser would fetch it twice.
 */
export const picturePreload = (url: string, sizes: string) => {
  const srcset = pictureSrcSet(url);
  return srcset ? { href: pictureSrc(url), srcset, sizes } : { href: url };
};
