import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { serveBuiltClient } from '../../src/server/http/client';

const PAGE =
  '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>';

/**
 * A stand-in for the build's dist/client (an index.html, robots.txt and an empty assets folder),
 * so server tests render pages without running `npm run build`.
 */
export async function fakeBuiltClient(files: { indexHtml?: string; robotsTxt?: string } = {}) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'shop-dist-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), files.indexHtml ?? PAGE);
  await writeFile(path.join(dir, 'robots.txt'), files.robotsTxt ?? 'User-agent: *\n');
  return {
    client: serveBuiltClient(dir),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
