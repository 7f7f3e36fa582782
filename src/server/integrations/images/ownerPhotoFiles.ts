import { LISTED_WIDTH, OWNER_PHOTO_WIDTHS, sizedPictureName } from '../../../shared/pictureSizes';
import { extensionOf } from './imageFormat';
import type { ImageFormat, StoredImage } from './imageStore';
import type { PreparedPhoto } from './ownerPhoto';

/**
 * How an owner photo is named wherever the shop keeps it itself (local disk, a bucket): the same
 * names under `products/`, so its url is `<prefix>/products/<id>-800.webp` in either store.
 */
export const OWNER_PHOTO_FOLDER = 'products';

/** Only ids the shop's stores make: nothing that could name a file outside their folder. */
const OWNER_PHOTO_ID = /^products\/([0-9a-f]{24})$/;
const ALL_FORMATS: ImageFormat[] = ['jpeg', 'png', 'gif', 'webp', 'avif'];

/** The 24-hex id a public id names, or null for anything a store of ours did not make. */
export const ownerPhotoIdOf = (publicId: string): string | null =>
  OWNER_PHOTO_ID.exec(publicId)?.[1] ?? null;

/** Each file one prepared photo is stored as: every width as WebP, and the original. */
export function ownerPhotoFiles(id: string, photo: PreparedPhoto) {
  return [
    ...photo.sized.map((s) => ({ name: sizedPictureName(id, s.width, 'webp'), bytes: s.bytes })),
    { name: `${id}.${extensionOf(photo.original.format)}`, bytes: photo.original.bytes },
  ];
}

/** Every name a photo may be stored under: today's, and an older upload's one file as sent. */
export const ownerPhotoFileNames = (id: string): string[] => [
  ...ALL_FORMATS.map((format) => `${id}.${extensionOf(format)}`),
  ...OWNER_PHOTO_WIDTHS.map((width) => sizedPictureName(id, width, 'webp')),
];

/** What a product carries for the photo: its 800 px WebP's url and its public id. */
export const storedOwnerPhoto = (id: string, urlPrefix: string): StoredImage => ({
  url: `${urlPrefix.replace(/\/$/, '')}/${OWNER_PHOTO_FOLDER}/${sizedPictureName(id, LISTED_WIDTH, 'webp')}`,
  public_id: `${OWNER_PHOTO_FOLDER}/${id}`,
});
