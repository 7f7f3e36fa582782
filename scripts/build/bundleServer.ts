import { cp, rm } from 'node:fs/promises';
import { build } from 'esbuild';

/**
 * The server as one ES module that plain `node` runs (decision 013), and the embedded database
 * thread's entry beside it. Bundled by esbuild rather than compiled file by file with tsc, whose
 * output would keep the sources' extensionless imports, which Node does not resolve. It holds
 * our code only (src/server, src/shared and what the client's SSR entry reaches); packages stay
 * in node_modules. The files the server reads beside its modules are copied beside the bundle.
 * `outdir` must be inside the checkout, where Node finds node_modules from the bundle.
 */
export async function bundleServer(outdir = 'dist/server') {
  await rm(outdir, { recursive: true, force: true });
  await build({
    entryPoints: {
      index: 'src/server/index.ts',
      databaseThread: 'src/server/db/embedded/databaseThread.ts',
    },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  // Found beside their modules (import.meta.url): src/server/db/client.ts, src/server/demo/pictures.ts.
  await cp('src/server/db/migrations', `${outdir}/migrations`, { recursive: true });
  await cp('src/server/demo/pictures', `${outdir}/pictures`, { recursive: true });
}
