/**
 * The import graph of src/ and the rules it must keep (docs/architecture.md): which folder may import
 * which, and no cycles. Parsed from the source text, so that the test needs no compiler.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';

/** Module paths relative to the repository root, e.g. "src/core/gate.ts"; imports as written. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

// `import x from '...'`, `import type { X } from '...'`, `export { x } from '...'`, `import '...'`, `import('...')`.
const IMPORT_RE = /(?:^|[;\s])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The specifiers a source file imports (comments are skipped). */
export function importsOf(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return [...code.matchAll(IMPORT_RE)].map((m) => (m[1] ?? m[2])!);
}

function walk(dir: string, out: string[]): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, out);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** Every .ts file under `root`/src with the modules it imports, resolved to repository paths where relative. */
export function readGraph(root: string): ImportGraph {
  const graph = new Map<string, string[]>();
  for (const file of walk(join(root, 'src'), [])) {
    const from = relative(root, file).split('\\').join('/');
    graph.set(from, importsOf(readFileSync(file, 'utf8')).map((spec) => resolveImport(from, spec)));
  }
  return graph;
}

/** "./gate.js" from "src/core/x.ts" is "src/core/gate.ts"; a package or node: import stays as written. */
export function resolveImport(from: string, spec: string): string {
  if (!spec.startsWith('.')) return spec;
  return posix.normalize(posix.join(dirname(from), spec)).replace(/\.js$/, '.ts');
}

/** The folder a module belongs to: "core", "formats", ... ; "generated" for the generated validators. */
export function layerOf(path: string): string | undefined {
  if (path.startsWith('generated/')) return 'generated';
  if (path === 'src/index.ts') return 'library';
  const m = /^src\/([^/]+)\//.exec(path);
  return m ? m[1] : undefined;
}

/** What each folder may import besides itself (docs/architecture.md); `external` is any package or node: module. */
export const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  // Pure: its own files and the generated validators only.
  core: ['generated'],
  formats: ['core', 'external'],
  report: ['core', 'external'],
  io: ['core', 'formats', 'external'],
  github: ['core', 'external'],
  // The two front ends are peers: neither imports the other.
  cli: ['core', 'formats', 'report', 'io', 'external'],
  action: ['core', 'formats', 'report', 'io', 'github', 'generated', 'external'],
  // The library entry (src/index.ts) re-exports the core, the readers and the renderings; never a front end.
  library: ['core', 'formats', 'report', 'io'],
};

export interface Violation {
  from: string;
  to: string;
  rule: string;
}

/** Imports that point the wrong way. */
export function wrongWay(graph: ImportGraph): Violation[] {
  const out: Violation[] = [];
  for (const [from, targets] of graph) {
    const layer = layerOf(from);
    const allowed = layer === undefined ? undefined : ALLOWED[layer];
    if (!allowed) {
      out.push({ from, to: '', rule: 'a module outside the folders of docs/architecture.md' });
      continue;
    }
    for (const to of targets) {
      const target = to.startsWith('src/') || to.startsWith('generated/') ? (layerOf(to) ?? 'src') : 'external';
      if (target !== layer && !allowed.includes(target)) out.push({ from, to, rule: `${layer} must not import ${target}` });
    }
  }
  return out;
}

/** The cycles between modules (each as its path, first module repeated at the end), by depth-first search. */
export function cycles(graph: ImportGraph): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): void => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      const s = state.get(next);
      if (s === 'open') found.push([...stack.slice(stack.indexOf(next)), next]);
      else if (s === undefined) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return found;
}
