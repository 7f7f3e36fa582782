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

/**
 * A phone's 50-megapixel photo (8,660 × 5,774) of `megabytes` MB: a plain picture, made cheaply,
 * brought up to a phone file's size with comment blocks (JPEG COM segments, 64 KB each at most),
 * which decoders skip and no stored copy keeps.
 */
export async function phonePhoto(megabytes: number) {
  const jpeg = await sharp({
    create: { width: 8660, height: 5774, channels: 3, background: '#c9a96e' },
  })
    .jpeg()
    .toBuffer();
  const comment = Buffer.alloc(65_533, 0x20);
  const segment = Buffer.concat([Buffer.from([0xff, 0xfe, 0xff, 0xff]), comment]);
  const count = Math.ceil((megabytes * 1024 * 1024 - jpeg.length) / segment.length);
  // After the start-of-image marker (FF D8), before everything else.
  const padding = Array.from({ length: count }, () => segment);
  return Buffer.concat([jpeg.subarray(0, 2), ...padding, jpeg.subarray(2)]);
}
