import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { demoPictureSources, writeDemoPictures } from '../../src/server/demo/pictures';

/**
 * Draws the demo pictures into their cache once before the server tests, so a test that seeds
 * the demo shop copies files instead of spending minutes drawing them under its timeout.
 */
export default async function drawDemoPictures() {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'demo-pictures-'));
  await writeDemoPictures(folder, demoPictureSources());
  await rm(folder, { recursive: true, force: true });
}
