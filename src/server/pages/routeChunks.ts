import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One entry of Vite's build manifest (dist/client/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/**
 * The lazily loaded page module of each storefront route (src/client/routes.tsx), by address.
 * The home page is in the entry chunk already.
 */
const routeModules: [RegExp, string][] = [
  [/^\/products\/?$/i, 'pages/ProductsPage.tsx'],
  [/^\/product\/[^/]+\/?$/i, 'pages/ProductPage.tsx'],
  [/^\/cart\/?$/i, 'pages/CartPage.tsx'],
  [/^\/about\/?$/i, 'pages/AboutPage.tsx'],
];

/**
 * For a page's address, the scripts of its route chunk that the entry does not already preload:
 * sent as `<link rel=modulepreload>` so they download beside the entry instead of after it has
 * run and the router asked for them. Empty without a manifest (an older build, or tests).
 */
export function routeChunkPreloader(distDir: string): (pathname: string) => string[] {
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
  const preloads = new Map(
    routeModules.map(([pattern, module]) => [
      pattern,
      [...withImports(module)]
        .filter((key) => !inEntry.has(key))
        .map((key) => `/${manifest[key]!.file}`),
    ]),
  );
  return (pathname) => {
    for (const [pattern, files] of preloads) if (pattern.test(pathname)) return files;
    return [];
  };
}
