import sharp from 'sharp';

/** A real 1×1 PNG, for tests that store an image. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A camera's JPEG: 1200 × 600 as stored by a camera held upright (EXIF orientation 6, turn 90°
 * clockwise), with its make, model and a GPS position, which no stored copy may keep.
 */
export const cameraJpeg = () =>
  sharp({ create: { width: 1200, height: 600, channels: 3, background: '#b08d57' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Camera 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 31/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 6/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

/** What sharp reads of a stored picture: its size, format and any metadata left in it. */
export async function pictureFacts(bytes: Buffer) {
  const { width, height, format, exif, xmp, orientation } = await sharp(bytes).metadata();
  return { width, height, format, exif, xmp, orientation };
}
