/**
 * Draws the demo pictures into their cache (node_modules/.cache/demo-pictures) ahead of a seed, so
 * the first start and the e2e setup only copy files. Run by `npm run build`; quick once drawn.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { demoPictureSources, writeDemoPictures } from '../../src/server/demo/pictures';

const started = performance.now();
const folder = await mkdtemp(path.join(os.tmpdir(), 'demo-pictures-'));
// The first draw takes a couple of minutes; say how far it is, every tenth picture.
const { drawn, total } = await writeDemoPictures(folder, demoPictureSources(), (done, toDraw) => {
  if (done % 10 === 0 || done === toDraw) console.log(`demo pictures: ${done} of ${toDraw} drawn…`);
});
await rm(folder, { recursive: true, force: true });
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`demo pictures: ${drawn} of ${total} drawn, the rest cached (${seconds} s)`);
