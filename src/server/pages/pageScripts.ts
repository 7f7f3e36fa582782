import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pageModulesAt } from '../../client/ssr';

/** One entry of Vite's build manifest (dist/client/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  /** The module's name ('ProductPage'), as `page()` in src/client/routes.tsx knows it too. */
  name?: string;
}

/**
 * For a page's address, the scripts the entry will import that it does not load itself: the
 * app's, then the chunks of the lazily loaded pages of the routes there (src/client/routes.tsx).
 * Listed in the page (pageHtml) so the entry fetches them side by side instead of one import
 * after another. Empty without a manifest (an older build, or tests).
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
  const pageKeys = new Map(
    Object.entries(manifest).flatMap(([key, chunk]) =>
      chunk.isDynamicEntry && chunk.name ? [[chunk.name, key] as const] : [],
    ),
  );
  return (pathname) => {
    const pages = new Set<string>();
    for (const module of pageModulesAt(pathname)) {
      const key = pageKeys.get(module);
      if (key) withImports(key, pages);
    }
    return [...appFiles, ...files([...pages].filter(notIn(loadedWithApp)))];
  };
}
