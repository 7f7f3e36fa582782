/**
 * Summarises V8 CPU profiles (`node --cpu-prof`, e.g. BENCH_CHECKOUT_CPU_PROFILE_DIR in
 * checkout.ts): self time by function and by module (a package under node_modules, one of our
 * files, or node's own internals), top N each, as a share of the sampled time.
 *
 *   node --import tsx scripts/bench/cpuProfileSummary.ts <profile.cpuprofile>… [--top=25]
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const top = Number(process.argv.find((a) => a.startsWith('--top='))?.split('=')[1] ?? 25);
const files = process.argv.slice(2).filter((a) => !a.startsWith('--'));

/** `pg-protocol`, `src/server/http/requestLog.ts`, `node:internal/…`, or `(garbage collector)`. */
function moduleOf(url: string, functionName: string): string {
  if (!url) return `(${functionName || 'anonymous'})`;
  const path = url.replace(/^file:\/\//, '');
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (inModules) return inModules[1]!;
  const ours = /\/(src\/.*|scripts\/.*)$/.exec(path);
  if (ours) return ours[1]!;
  return path.startsWith('node:') ? path.split('/').slice(0, 2).join('/') : path;
}

const byFunction = new Map<string, number>();
const byModule = new Map<string, number>();
/** Time with the module anywhere on the stack (each sample counted once per module). */
const underModule = new Map<string, number>();
let total = 0;
for (const file of files) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parentOf = new Map<number, number>();
  for (const n of profile.nodes) for (const child of n.children ?? []) parentOf.set(child, n.id);
  profile.samples.forEach((id, i) => {
    const micros = profile.timeDeltas[i] ?? 0;
    const { functionName, url, lineNumber } = nodes.get(id)!.callFrame;
    const module = moduleOf(url, functionName);
    const fn = `${functionName || '(anonymous)'} ${module}${url ? `:${lineNumber + 1}` : ''}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + micros);
    byModule.set(module, (byModule.get(module) ?? 0) + micros);
    total += micros;
    const onStack = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const frame = nodes.get(at)!.callFrame;
      if (frame.url) onStack.add(moduleOf(frame.url, frame.functionName));
    }
    for (const m of onStack) underModule.set(m, (underModule.get(m) ?? 0) + micros);
  });
}

const print = (title: string, map: Map<string, number>) => {
  console.log(`\n${title} (of ${(total / 1e6).toFixed(1)} s sampled)`);
  for (const [name, micros] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(
      `${((100 * micros) / total).toFixed(1).padStart(5)}%  ${(micros / 1000).toFixed(0).padStart(7)} ms  ${name}`,
    );
  }
};
print('Self time by module', byModule);
print('Self time by function', byFunction);
print('Total time (self and callees) by module', underModule);
