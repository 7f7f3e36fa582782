/**
 * `npm run build`: the client (Vite, then compressed copies of its assets) and the server (one
 * bundle), each once, then the fingerprint of the sources they came from, so `npm start` knows
 * when it must build again (decision 013).
 */
import { build as buildClient } from 'vite';
import { bundleServer } from './bundleServer';
import { precompressClient } from './precompressClient';
import { recordBuild, sourceFingerprint } from './sourceFingerprint';

const started = performance.now();
// Taken before compiling: a source edited during the build makes the next start build again.
const fingerprint = sourceFingerprint();
// A build stopped half-way must not pass for a finished one.
recordBuild(undefined);
await buildClient();
precompressClient('dist/client/assets');
await bundleServer();
recordBuild(fingerprint);
console.log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
