import { fileURLToPath } from 'node:url';
import { PICTURE_FORMATS, PICTURE_WIDTHS, sizedPictureName } from '../../shared/pictureSizes';
import { slugify } from '../../shared/slugify';

/**
 * The demo photographs, drawn by scripts/demo/draw-pictures.ts and committed (decision 013).
 * Beside this module in src; beside the server's bundle in dist, where the build copies them.
 */
export const demoPicturesDir = fileURLToPath(new URL('./pictures', import.meta.url));

/** How many photographs each demo product has: a 3/4 view and a second angle or close-up. */
export const DEMO_VIEWS = [0, 1] as const;
export type View = (typeof DEMO_VIEWS)[number];

/** A demo product's picture of `view`, without its size: e.g. `posy-diamond-stacking-ring-1`. */
export const demoPictureStem = (productName: string, view: View) =>
  `${slugify(productName)}-${view + 1}`;

/** Every file the named products' pictures are stored as: each view in every width and format. */
export function demoPictureFiles(productNames: string[]): string[] {
  return productNames.flatMap((name) =>
    DEMO_VIEWS.flatMap((view) =>
      PICTURE_WIDTHS.flatMap((width) =>
        PICTURE_FORMATS.map((format) =>
          sizedPictureName(demoPictureStem(name, view), width, format),
        ),
      ),
    ),
  );
}
