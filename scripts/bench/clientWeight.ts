import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { clientDistDir } from '../../src/server/http/client';
import { fetchWire } from './wireBytes';

/**
 * The production server serves the built client (from `dist/client` under its working folder):
 * builds it if missing, then copies it under `workDir`, where the server runs, so a rebuild
 * during the run cannot change what is measured.
 */
export function snapshotBuiltClient(workDir: string) {
  if (!existsSync(path.join(clientDistDir, 'index.html'))) {
    console.log('Building the client (npm run build)…');
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const snapshot = path.join(workDir, 'dist', 'client');
  cpSync(clientDistDir, snapshot, { recursive: true });
  return snapshot;
}

/** Kilobytes a first visit downloads for the entry script and stylesheet, as a browser asks. */
export const clientBudgetsKb = { entryScript: 170, stylesheet: 25 };

export async function measureClientWeight(baseUrl: string, distDir: string) {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const asset = (pattern: RegExp) => pattern.exec(html)?.[1] ?? '';
  const files = {
    entryScript: asset(/<script[^>]+src="(\/[^"]+\.js)"/),
    stylesheet: asset(/<link[^>]+href="(\/[^"]+\.css)"/),
  };
  const weights = [];
  for (const [name, file] of Object.entries(files) as [keyof typeof files, string][]) {
    const raw = await fetchWire(baseUrl + file);
    const browser = await fetchWire(baseUrl + file, 'br, gzip, deflate');
    weights.push({
      name,
      file,
      rawKb: raw.bytes / 1024,
      wireKb: browser.bytes / 1024,
      encoding: browser.encoding,
      cacheControl: String(browser.headers['cache-control'] ?? ''),
      budgetKb: clientBudgetsKb[name],
    });
  }
  return weights;
}
