import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    // None in production: the shop's source is not published (issue 16).
    sourcemap: false,
    // The server reads it to preload a page's own chunk with the HTML (src/server/pages/routeChunks.ts).
    manifest: true,
    // Every browser we serve preloads modules itself (decision 023): 0.4 KB less in the entry.
    modulePreload: { polyfill: false },
  },
});
