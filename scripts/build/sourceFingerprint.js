/**
 * A hash of everything `npm run build` compiles (decision 013). The build records it; `npm start`
 * builds again only when the sources' hash differs from the recorded one. Contents, not
 * modification times: a checkout or a copy changes times without changing what would be built.
 * Plain JavaScript: `npm start` reads it before anything is compiled.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
/** What the build reads: the sources, the locked dependencies and the build's own settings. */
const inputs = ['src', 'scripts/build', 'package-lock.json', 'tsconfig.json', 'vite.config.ts'];
const recordFile = path.join(root, 'dist', 'source-fingerprint');

export function sourceFingerprint() {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => filesIn(path.join(root, input)))) {
    hash.update(`${path.relative(root, file)}\0`).update(readFileSync(file));
  }
  return hash.digest('hex');
}

/** @param {string} input a file, or a folder read whole */
function filesIn(input) {
  if (!statSync(input).isDirectory()) return [input];
  return readdirSync(input, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** The fingerprint of the sources dist/ was last built from; none while a build is under way. */
export function builtFingerprint() {
  return existsSync(recordFile) ? readFileSync(recordFile, 'utf8') : undefined;
}

/** @param {string | undefined} fingerprint what dist/ now holds: none before a build starts */
export function recordBuild(fingerprint) {
  if (fingerprint === undefined) rmSync(recordFile, { force: true });
  else writeFileSync(recordFile, fingerprint);
}
