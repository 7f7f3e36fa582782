/**
 * `npm start`: the compiled shop (dist/server) run by plain node, built first only when the
 * sources differ from those of the last build, so a restart does not wait for a build (decision
 * 013). Plain JavaScript, as it runs before anything is compiled.
 */
import { spawnSync } from 'node:child_process';
import { builtFingerprint, sourceFingerprint } from './build/sourceFingerprint.js';

if (sourceFingerprint() !== builtFingerprint()) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import(new URL('../dist/server/index.js', import.meta.url).href);
