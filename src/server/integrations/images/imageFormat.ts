import type { ImageFormat } from './imageStore';

/**
 * Recognises an image by its bytes alone. A file name or a declared Content-Type is whatever the
 * sender chose, so an SVG (which can carry script) or an HTML page renamed `.jpg` would pass a
 * name check; only the content decides here, and the stored file's extension follows from it.
 */
export function detectImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (isJpeg(bytes)) return 'jpeg';
  if (isPng(bytes)) return 'png';
  if (isGif(bytes)) return 'gif';
  if (isWebp(bytes)) return 'webp';
  if (isAvif(bytes)) return 'avif';
  return null;
}

const extensions: Record<ImageFormat, string> = {
  jpeg: 'jpg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
  avif: 'avif',
};

/** The extension a stored file gets, so the static server answers with the right image type. */
export const extensionOf = (format: ImageFormat): string => extensions[format];

const contentTypes = new Map([
  ['jpg', 'image/jpeg'],
  ['png', 'image/png'],
  ['gif', 'image/gif'],
  ['webp', 'image/webp'],
  ['avif', 'image/avif'],
]);

/**
 * The type a stored picture is sent with, from its name as the static server decides it; null for
 * any other name, which is then never served from a bucket, whatever type it was stored with.
 */
export const contentTypeOfPicture = (name: string): string | null =>
  contentTypes.get(name.slice(name.lastIndexOf('.') + 1)) ?? null;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, expected: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + expected.length) return false;
  return expected.every((byte, i) => bytes[offset + i] === byte);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

function readAscii(bytes: Uint8Array, offset: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(offset, offset + length));
}

function isJpeg(bytes: Uint8Array): boolean {
  return startsWith(bytes, [0xff, 0xd8, 0xff]);
}

/** The signature, then the IHDR chunk, which the PNG specification requires to come first. */
function isPng(bytes: Uint8Array): boolean {
  return startsWith(bytes, PNG_SIGNATURE) && startsWith(bytes, ascii('IHDR'), 12);
}

function isGif(bytes: Uint8Array): boolean {
  return startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'));
}

/** A RIFF container of form WEBP whose first chunk is one of WebP's three image chunk kinds. */
function isWebp(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, ascii('RIFF')) || !startsWith(bytes, ascii('WEBP'), 8)) return false;
  return ['VP8 ', 'VP8L', 'VP8X'].includes(readAscii(bytes, 12, 4));
}

const AVIF_BRANDS = new Set(['avif', 'avis']);

/**
 * An ISO-BMFF file opens with an `ftyp` box: a 32-bit size, 'ftyp', the major brand, a minor
 * version, then compatible brands up to the box's end. AVIF names itself among those brands.
 */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || !startsWith(bytes, ascii('ftyp'), 4)) return false;
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0);
  // Sizes 0 ("to the end of file") and 1 (64-bit size) never occur for a real ftyp box.
  if (boxSize < 16 || boxSize > bytes.length || boxSize % 4 !== 0) return false;
  const brands = [readAscii(bytes, 8, 4)];
  for (let offset = 16; offset < boxSize; offset += 4) brands.push(readAscii(bytes, offset, 4));
  return brands.some((brand) => AVIF_BRANDS.has(brand));
}
