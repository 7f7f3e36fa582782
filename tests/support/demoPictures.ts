import { readdir } from 'node:fs/promises';
import { demoProducts } from '../../src/server/demo/catalogue';
import { demoPictureFiles, demoPicturesDir } from '../../src/server/demo/pictures';

/**
 * Before the server tests: every demo product has its committed pictures, each view in every
 * size, so a product added without them is named here, with the way to draw them, instead of
 * failing the tests that seed the demo shop.
 */
export default async function checkDemoPictures() {
  const present = new Set(await readdir(demoPicturesDir));
  const missing = demoPictureFiles(demoProducts.map((product) => product.name)).filter(
    (file) => !present.has(file),
  );
  if (missing.length > 0) {
    throw new Error(
      `${missing.length} demo pictures are missing from ${demoPicturesDir}, e.g. ${missing[0]}: ` +
        'draw them with "npm run demo:pictures".',
    );
  }
}
