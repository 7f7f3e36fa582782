import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Rolldown } from 'vite';

const clientModule = (file: string) =>
  fileURLToPath(new URL(`src/client/${file}`, import.meta.url));
/** The browser's entry, and the app's start it imports once the page is painted (decision 024). */
const entry = clientModule('main.tsx');
const appStart = clientModule('startApp.tsx');
/**
 * lucide-react's index imports all its icons: followed, it would put every icon any page draws in
 * the app's chunk. Not followed, the app's own icons go where the bundler puts shared modules.
 */
const iconIndex = /\/lucide-react\/dist\/esm\/lucide-react\.mjs$/;

/**
 * Which chunk the entry's and the app's modules go to. Left to itself the bundler gives every
 * module the app shares with a page a chunk of its own (it does not know the app is always there
 * first): 24 scripts on a first visit. So: the app's modules in the app's chunk, the few the
 * entry shares with it in a small one of their own, so the entry never loads the app early.
 */
function chunkPlan(ctx: Rolldown.ChunkingContext) {
  const imports = (start: string) => {
    const ids = new Set<string>();
    const visit = (id: string) => {
      if (ids.has(id)) return;
      ids.add(id);
      if (!iconIndex.test(id)) ctx.getModuleInfo(id)?.importedIds.forEach(visit);
    };
    visit(start);
    return ids;
  };
  const entryModules = imports(entry);
  const appModules = [...imports(appStart)];
  return {
    shared: new Set(appModules.filter((id) => entryModules.has(id))),
    app: new Set(appModules.filter((id) => !entryModules.has(id))),
  };
}
/** Worked out once per build, on the first module the bundler asks about. */
let plan: ReturnType<typeof chunkPlan> | undefined;

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    // None in production: the shop's source is not published (issue 16).
    sourcemap: false,
    // The server reads it to list a page's scripts in its HTML (src/server/pages/pageScripts.ts).
    manifest: true,
    // No list of every page's chunks in the app (2.5 KB): a page the server sends names its own,
    // and a page opened later fetches its chunk's imports when it arrives.
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: (id, ctx) => ((plan ??= chunkPlan(ctx)).shared.has(id) ? 'shared' : null),
              priority: 2,
            },
            {
              name: (id, ctx) => ((plan ??= chunkPlan(ctx)).app.has(id) ? 'startApp' : null),
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
