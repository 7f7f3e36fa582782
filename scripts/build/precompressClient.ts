import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = /\.(js|css|svg|json|txt)$/;

/**
 * After `vite build`: writes a Brotli (.br) and a gzip (.gz) copy beside every script, stylesheet
 * and SVG in the client's assets, at the highest settings (it runs once per build, not per
 * request). The server sends a copy when the browser accepts it (src/server/http/client.ts).
 */
export function precompressClient(assetsDir: string) {
  let saved = 0;
  for (const name of readdirSync(assetsDir).filter((file) => compressible.test(file))) {
    const file = path.join(assetsDir, name);
    const raw = readFileSync(file);
    const br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    const gz = gzipSync(raw, { level: 9 });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gz);
    saved += raw.length - br.length;
  }
  console.log(
    `Precompressed the client's assets: ${(saved / 1024).toFixed(0)} KB fewer with Brotli.`,
  );
}
