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
const { drawn, total } = await writeDemoPictures(folder, demoPictureSources());
await rm(folder, { recursive: true, force: true });
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`demo pictures: ${drawn} of ${total} drawn, the rest cached (${seconds} s)`);
