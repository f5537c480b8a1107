import { describe, expect, it } from 'vitest';
import { cycles, importsOf, readGraph, resolveImport, wrongWay, type ImportGraph } from './helpers/import-graph.js';
import { ROOT } from './helpers/fixtures.js';

const graphOf = (edges: Record<string, string[]>): ImportGraph => new Map(Object.entries(edges));

describe('the layout of src/ (docs/architecture.md)', () => {
  const graph = readGraph(ROOT);

  it('reads the imports of every module', () => {
    expect(graph.get('src/core/gate.ts')).toEqual(expect.arrayContaining(['src/core/verdict.ts', 'src/core/decision/methods.ts']));
    expect(graph.get('src/core/config.ts')).toContain('generated/config-validator.ts');
    expect(graph.get('src/action/main.ts')?.length).toBeGreaterThan(0);
  });

  it('has no import pointing the wrong way', () => {
    expect(wrongWay(graph)).toEqual([]);
  });

  it('has no cycle between modules', () => {
    expect(cycles(graph)).toEqual([]);
  });
});

describe('the import checker', () => {
  it('parses every form of import and export, and skips comments', () => {
    const source = [
      "import { a,\n  b,\n} from './multi-line.js';",
      "import type { T } from '../types.js';",
      "import x, { y as z } from 'package';",
      "import './side-effect.js';",
      "export { w } from './re-export.js';",
      "export * from './star.js';",
      "const m = await import('./dynamic.js');",
      "// import { no } from './line-comment.js';",
      "/* import { no } from './block-comment.js'; */",
      "const text = 'import nothing';",
    ].join('\n');
    expect(importsOf(source)).toEqual(['./multi-line.js', '../types.js', 'package', './side-effect.js', './re-export.js', './star.js', './dynamic.js']);
    expect(resolveImport('src/core/stats/method.ts', '../decision/method.js')).toBe('src/core/decision/method.ts');
    expect(resolveImport('src/core/config.ts', '../../generated/config-validator.js')).toBe('generated/config-validator.ts');
    expect(resolveImport('src/io/glob.ts', 'node:fs')).toBe('node:fs');
  });

  it('fails an import that points the wrong way', () => {
    const graph = graphOf({
      'src/core/a.ts': ['src/core/b.ts', 'generated/v.ts', 'src/io/files.ts', 'node:fs'],
      'src/core/b.ts': [],
      'src/formats/f.ts': ['src/core/a.ts', 'src/report/text.ts', 'src/cli/main.ts'],
      'src/report/text.ts': ['src/core/a.ts', 'src/io/files.ts', 'src/github/client.ts'],
      'src/io/files.ts': ['node:fs'],
      'src/cli/main.ts': ['src/action/main.ts', 'src/core/a.ts'],
      'src/action/main.ts': ['src/cli/main.ts', 'src/github/client.ts'],
      'src/github/client.ts': ['@octokit/core'],
      'src/stray.ts': [],
    });
    expect(wrongWay(graph).map((v) => `${v.from} -> ${v.to}: ${v.rule}`)).toEqual([
      'src/core/a.ts -> src/io/files.ts: core must not import io',
      'src/core/a.ts -> node:fs: core must not import external',
      'src/formats/f.ts -> src/report/text.ts: formats must not import report',
      'src/formats/f.ts -> src/cli/main.ts: formats must not import cli',
      'src/report/text.ts -> src/io/files.ts: report must not import io',
      'src/report/text.ts -> src/github/client.ts: report must not import github',
      'src/cli/main.ts -> src/action/main.ts: cli must not import action',
      'src/action/main.ts -> src/cli/main.ts: action must not import cli',
      'src/stray.ts -> : a module outside the folders of docs/architecture.md',
    ]);
  });

  it('finds a cycle, however long, and none in a graph without one', () => {
    const cyclic = graphOf({
      'src/core/a.ts': ['src/core/b.ts'],
      'src/core/b.ts': ['src/core/c.ts', 'src/core/d.ts'],
      'src/core/c.ts': ['src/core/a.ts'],
      'src/core/d.ts': [],
    });
    expect(cycles(cyclic)).toEqual([['src/core/a.ts', 'src/core/b.ts', 'src/core/c.ts', 'src/core/a.ts']]);
    const diamond = graphOf({ 'src/core/a.ts': ['src/core/b.ts', 'src/core/c.ts'], 'src/core/b.ts': ['src/core/d.ts'], 'src/core/c.ts': ['src/core/d.ts'], 'src/core/d.ts': [] });
    expect(cycles(diamond)).toEqual([]);
    expect(cycles(graphOf({ 'src/core/self.ts': ['src/core/self.ts'] }))).toEqual([['src/core/self.ts', 'src/core/self.ts']]);
  });
});
