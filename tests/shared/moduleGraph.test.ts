import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Decision 030 read from the sources: each module of src/server/modules is imported from outside
 * only through its front door (index.ts), modules never import the workflows above them, and
 * the graph of modules and workflows has no cycle. Plain text: no type checker, well under 1 s.
 */

const root = resolve(import.meta.dirname, '../..');
const modulesDir = 'src/server/modules';
const workflowsDir = 'src/server/workflows';

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

// `import … from '…'`, `export … from '…'` and `import('…')`, types included: a type is a
// dependency on the module that declares it.
const specifiers =
  /(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s*'([^']+)'|import\(\s*'([^']+)'\s*\)/g;

/** The files a source imports, as paths from the repository root without their extension. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  return [...text.matchAll(specifiers)]
    .map((match) => match[1] ?? match[2] ?? '')
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => relative(root, resolve(root, dirname(file), specifier)));
}

/** 'modules/orders' or 'workflows/checkout' for a path inside one, else null. */
function nodeOf(path: string): string | null {
  const match = /^src\/server\/((?:modules|workflows)\/[^/.]+)/.exec(path);
  return match?.[1] ?? null;
}

/** A module's file other than its front door: `modules/orders/holds`. */
function isModuleInternal(target: string): boolean {
  const match = new RegExp(`^${modulesDir}/[^/]+/(.+)$`).exec(target);
  return match !== null && match[1] !== 'index';
}

const files = [...sourceFiles('src'), ...sourceFiles('scripts')];
const imports = files.flatMap((file) => importsOf(file).map((target) => ({ file, target })));

function findCycle(edges: Map<string, Set<string>>): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (node: string): string[] | null => {
    if (path.includes(node)) return [...path.slice(path.indexOf(node)), node];
    if (done.has(node)) return null;
    path.push(node);
    for (const next of edges.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(node);
    return null;
  };
  for (const node of edges.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

describe('the module graph (decision 030)', () => {
  it('gives every module a front door', () => {
    const modules = readdirSync(join(root, modulesDir));
    expect(modules.length).toBeGreaterThan(5);
    expect(modules.filter((name) => !existsSync(join(root, modulesDir, name, 'index.ts')))).toEqual(
      [],
    );
  });

  it('reaches a module from outside only through its front door', () => {
    const reaches = imports
      .filter(({ file, target }) => isModuleInternal(target) && nodeOf(file) !== nodeOf(target))
      .map(({ file, target }) => `${file} → ${target}`);
    expect(reaches).toEqual([]);
  });

  it('keeps the workflows above the modules', () => {
    const upward = imports
      .filter(({ file, target }) => file.startsWith(modulesDir) && target.startsWith(workflowsDir))
      .map(({ file, target }) => `${file} → ${target}`);
    expect(upward).toEqual([]);
  });

  it('has no cycle between modules and workflows', () => {
    const edges = new Map<string, Set<string>>();
    for (const { file, target } of imports) {
      const from = nodeOf(file);
      const to = nodeOf(target);
      if (!from || !to || from === to) continue;
      edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
    // The graph this test guards is not empty: workflows call modules, modules their lower ones.
    expect(edges.get('workflows/checkout')).toContain('modules/orders');
    expect(findCycle(edges)).toBeNull();
  });
});
