/**
 * The naming rule for pictures stored in several sizes: `<stem>-<width>.<format>`. A product's
 * `images[].url` names the 800 px WebP, a real picture any client can load; the other sizes are
 * found from it by this rule (decision 009).
 */
export const PICTURE_WIDTHS = [400, 800] as const;
/** WebP only: AVIF saved 1-4 KB a picture here for several times the encoding time (decision 009). */
export const PICTURE_FORMATS = ['webp'] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];
export type PictureFormat = (typeof PICTURE_FORMATS)[number];
/** The size a product's `url` names. */
export const LISTED_WIDTH: PictureWidth = 800;

export const sizedPictureName = (stem: string, width: number, format: PictureFormat): string =>
  `${stem}-${width}.${format}`;

const SIZED = /^(.*)-(\d+)\.webp$/;
const CLOUDINARY = /^(https:\/\/res\.cloudinary\.com\/[^/]+\/image\/upload\/)(.+)$/;

/**
 * A `srcset` for a picture's url: the sized files for one following the naming rule, Cloudinary's
 * resizing for one stored there, none for any other (it is shown as it is).
 */
export function pictureSrcSet(url: string): string | undefined {
  const sized = SIZED.exec(url);
  if (sized && Number(sized[2]) === LISTED_WIDTH)
    return PICTURE_WIDTHS.map((w) => `${sizedPictureName(sized[1]!, w, 'webp')} ${w}w`).join(', ');
  const cloudinary = CLOUDINARY.exec(url);
  if (cloudinary)
    // Cloudinary resizes on request and picks the best format the browser takes (f_auto).
    return PICTURE_WIDTHS.map(
      (w) => `${cloudinary[1]}w_${w},c_limit,f_auto,q_auto/${cloudinary[2]} ${w}w`,
    ).join(', ');
  return undefined;
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
  return srcset ? { href: url, srcset, sizes } : { href: url };
};
