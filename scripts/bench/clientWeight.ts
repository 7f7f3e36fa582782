import { spawnSync } from 'node:child_process';
import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';
import { clientDistDir } from '../../src/server/http/client';
import { PAGE_SCRIPTS_ELEMENT_ID } from '../../src/shared/pageState';
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

/**
 * Kilobytes a first visit of home downloads, as a browser asks: the app's scripts (the entry, the
 * chunks it imports, and the scripts home lists for it to fetch once painted) and the stylesheet.
 */
export const clientBudgetsKb = { appScripts: 170, stylesheet: 25 };

export async function measureClientWeight(baseUrl: string) {
  const html = await (await fetch(baseUrl + '/')).text();
  const asset = (pattern: RegExp) => pattern.exec(html)?.[1] ?? '';
  const pageScripts = new RegExp(`<script id="${PAGE_SCRIPTS_ELEMENT_ID}"[^>]*>([^<]*)</script>`);
  const entry = asset(/<script type="module"[^>]+src="(\/[^"]+\.js)"/);
  // The chunks the entry imports itself (minified: `from"./x.js"`), which no tag names.
  const entrySource = await (await fetch(baseUrl + entry)).text();
  const entryImports = [...entrySource.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map(
    (m) => new URL(m[1]!, baseUrl + entry).pathname,
  );
  const files = {
    appScripts: [entry, ...entryImports, ...(JSON.parse(asset(pageScripts) || '[]') as string[])],
    stylesheet: [asset(/<link[^>]+href="(\/[^"]+\.css)"/)],
  };
  const weights = [];
  for (const [name, list] of Object.entries(files) as [keyof typeof files, string[]][]) {
    let rawKb = 0;
    let wireKb = 0;
    let browser;
    for (const file of list) {
      rawKb += (await fetchWire(baseUrl + file)).bytes / 1024;
      browser = await fetchWire(baseUrl + file, 'br, gzip, deflate');
      wireKb += browser.bytes / 1024;
    }
    weights.push({
      name,
      files: list.length,
      rawKb,
      wireKb,
      encoding: browser?.encoding ?? 'identity',
      cacheControl: String(browser?.headers['cache-control'] ?? ''),
      budgetKb: clientBudgetsKb[name],
    });
  }
  return weights;
}
