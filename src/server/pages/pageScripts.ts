import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One entry of Vite's build manifest (dist/client/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

/**
 * The lazily loaded page module of each storefront route (src/client/routes.tsx), by address.
 * The home page is in the app's chunk already.
 */
const routeModules: [RegExp, string][] = [
  [/^\/products\/?$/i, 'pages/ProductsPage.tsx'],
  [/^\/product\/[^/]+\/?$/i, 'pages/ProductPage.tsx'],
  [/^\/cart\/?$/i, 'pages/CartPage.tsx'],
  [/^\/about\/?$/i, 'pages/AboutPage.tsx'],
];

/**
 * For a page's address, the scripts the entry will import that it does not load itself: the
 * app's, then its route chunk's. Listed in the page (pageHtml) so the entry fetches them side by
 * side instead of one import after another. Empty without a manifest (an older build, or tests).
 */
export function pageScriptLister(distDir: string): (pathname: string) => string[] {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return () => [];
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;

  const withImports = (key: string, seen = new Set<string>()) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const child of manifest[key].imports ?? []) withImports(child, seen);
    return seen;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const inEntry = entryKey ? withImports(entryKey) : new Set<string>();
  // The entry's one import() is the app's start (src/client/startApp.tsx).
  const appKey = entryKey && manifest[entryKey]!.dynamicImports?.[0];
  const notIn = (loaded: Set<string>) => (key: string) => !loaded.has(key);
  const appKeys = appKey ? [...withImports(appKey)].filter(notIn(inEntry)) : [];
  const loadedWithApp = new Set([...inEntry, ...appKeys]);
  const files = (keys: string[]) => keys.map((key) => `/${manifest[key]!.file}`);
  const appFiles = files(appKeys);
  const preloads = new Map(
    routeModules.map(([pattern, module]) => [
      pattern,
      [...appFiles, ...files([...withImports(module)].filter(notIn(loadedWithApp)))],
    ]),
  );
  return (pathname) => {
    for (const [pattern, files] of preloads) if (pattern.test(pathname)) return files;
    return appFiles;
  };
}
