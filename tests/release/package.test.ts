/**
 * The npm package as a user gets it: `npm publish --dry-run` lists exactly the files meant to ship,
 * and the packed tarball installs with no network into an empty project (it has no runtime
 * dependencies), where the CLI (`npx bench-diff`) and the library entry (`import { runGate } from
 * 'bench-gate'`, require() too, with its types) work. One pack and one install, shared by the tests.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/cli.js';
import { FORMAT_FIXTURES, ROOT } from '../helpers/fixtures.js';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const quietEnv = { ...process.env, npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false', NO_COLOR: '1' };
const example = (name: string) => join(ROOT, 'examples/microbench', name);

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => relative(ROOT, join(d.parentPath, d.name)).replaceAll('\\', '/'));
}

/** What is meant to ship, from what each part is, not from package.json's own list. */
function intendedFiles(): string[] {
  return [
    'package.json', 'README.md', 'LICENSE', 'CHANGELOG.md',
    // The CLI: the entry bundle, the bundles it loads on first need, and the file that marks them CommonJS.
    'dist/cli.js', 'dist/cli-main.cjs', 'dist/formats.cjs', 'dist/commands.cjs', 'dist/string-width.cjs', 'dist/stats.cjs', 'dist/markdown.cjs', 'dist/history-gate.cjs', ...filesUnder('dist').filter((f) => /^dist\/validator-[\w-]+\.cjs$/.test(f)), 'dist/package.json',
    // The dashboard's page (uPlot and its stylesheet), copied by `history chart`.
    'dist/dashboard.js', 'dist/dashboard.css',
    // The library entry and its declarations.
    'dist/lib/index.cjs', 'dist/lib/index.mjs', ...filesUnder('dist/lib/types'),
    // The published JSON Schemas.
    ...filesUnder('schemas'),
  ].sort();
}

describe('npm publish --dry-run', () => {
  it('succeeds and lists exactly the intended files: not the Action bundle, the sources, the tests or the docs', () => {
    const out = execFileSync(npm, ['publish', '--dry-run', '--json', '--offline'], { cwd: ROOT, env: quietEnv, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    const result = JSON.parse(out) as Record<string, { files: Array<{ path: string }> }>;
    const files = result['bench-gate']!.files.map((f) => f.path).sort();
    expect(files).toEqual(intendedFiles());
    expect(filesUnder('dist/lib/types').every((f) => f.endsWith('.d.ts'))).toBe(true);
  });
});

describe('the packed tarball, installed offline into an empty project', () => {
  let project: string;
  const run = (command: string, args: string[], options: { cwd?: string } = {}) =>
    spawnSync(command, args, { cwd: options.cwd ?? project, env: quietEnv, encoding: 'utf8' });
  /** The command `npx bench-diff` runs: the package's bin, linked into node_modules/.bin. */
  const benchDiff = (...args: string[]) => run(join(project, 'node_modules/.bin/bench-diff'), args);

  beforeAll(() => {
    const packDir = tempDir('bench-gate-pack-');
    const packed = JSON.parse(execFileSync(npm, ['pack', '--json', '--pack-destination', packDir], { cwd: ROOT, env: quietEnv, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })) as Array<{ filename: string }>;
    project = tempDir('bench-gate-user-');
    writeFileSync(join(project, 'package.json'), `${JSON.stringify({ name: 'user-project', version: '1.0.0', private: true }, null, 2)}\n`);
    // --offline: nothing may be fetched, which holds only because the package has no dependencies.
    const install = run(npm, ['install', '--offline', '--no-audit', '--no-fund', join(packDir, packed[0]!.filename)]);
    expect(install.status, install.stderr).toBe(0);
  }, 120_000);

  it('has no runtime dependencies', () => {
    const manifest = JSON.parse(readFileSync(join(project, 'node_modules/bench-gate/package.json'), 'utf8'));
    expect(manifest.dependencies ?? {}).toEqual({});
    expect(readdirSync(join(project, 'node_modules')).filter((d) => !d.startsWith('.'))).toEqual(['bench-gate']);
  });

  it('npx bench-diff --help prints the usage', () => {
    const r = run(npm, ['exec', '--offline', '--', 'bench-diff', '--help']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^Usage:\n {2}bench-diff BASELINE CURRENT/m);
  });

  it('compares: the bundled example passes, the regressed one fails with exit code 1', () => {
    const pass = benchDiff(example('baseline.json'), example('run-1.json'), example('run-2.json'));
    expect(pass.status, pass.stderr).toBe(0);
    expect(pass.stdout).toMatch(/^bench-gate PASS/);
    const fail = benchDiff(example('baseline.json'), example('regressed/run-1.json'), '--format', 'json');
    expect(fail.status, fail.stderr).toBe(1);
    expect(JSON.parse(fail.stdout).verdict).toBe('fail');
  });

  it('converts another tool\'s output (the formats bundle loads from the package)', () => {
    const input = join(FORMAT_FIXTURES, 'hyperfine/v1-basic.json');
    const r = benchDiff('convert', input);
    expect(r.status, r.stderr).toBe(0);
    const doc = JSON.parse(r.stdout);
    expect(doc.schema_version).toBe(1);
    expect(doc.metadata.tool.name).toBe('hyperfine');
  });

  it('promotes runs to a new baseline (the commands bundle loads from the package)', () => {
    copyFileSync(example('run-1.json'), join(project, 'run-1.json'));
    copyFileSync(example('run-2.json'), join(project, 'run-2.json'));
    const r = benchDiff('promote', 'run-1.json', 'run-2.json', '--baseline', 'bench/baseline.json');
    expect(r.status, r.stderr).toBe(0);
    const baseline = JSON.parse(readFileSync(join(project, 'bench/baseline.json'), 'utf8'));
    expect(baseline.metadata.promoted.runs).toBe(2);
    expect(baseline.benchmarks.length).toBeGreaterThan(0);
  });

  const gateScript = (load: string) => `${load}
const baseline = loadDocument(${JSON.stringify(example('baseline.json'))});
const runs = [${JSON.stringify(example('regressed/run-1.json'))}].map((p) => loadDocument(p));
const report = runGate(baseline, runs, DEFAULT_GATE_OPTIONS);
console.log(JSON.stringify({ verdict: report.verdict, passes: passes(report), text: renderText(report, { color: false }).split('\\n')[0] }));
`;

  it.each([
    ['import (ESM)', 'gate.mjs', "import { DEFAULT_GATE_OPTIONS, loadDocument, passes, renderText, runGate } from 'bench-gate';"],
    ['require (CommonJS)', 'gate.cjs', "const { DEFAULT_GATE_OPTIONS, loadDocument, passes, renderText, runGate } = require('bench-gate');"],
  ])('the library entry by %s: runGate gives the verdict', (_, file, load) => {
    writeFileSync(join(project, file), gateScript(load));
    const r = run(process.execPath, [file]);
    expect(r.status, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ verdict: 'fail', passes: false });
    expect(out.text).toMatch(/^bench-gate FAIL/);
  });

  it('a TypeScript file type-checks against the shipped types, which reject a misuse', () => {
    // One tsc run: the misuses are marked @ts-expect-error, so types that accepted them (any) fail too.
    writeFileSync(join(project, 'check.mts'), `import { DEFAULT_GATE_OPTIONS, loadDocument, renderMarkdown, runGate, type Report, type Verdict } from 'bench-gate';
const report: Report = runGate(loadDocument('baseline.json'), [loadDocument('run.json')], { ...DEFAULT_GATE_OPTIONS, threshold: 5 });
const verdict: Verdict = report.verdict;
const markdown: string = renderMarkdown(report);
export const used = [verdict, markdown.length, report.benchmarks.map((b) => b.change_pct)];
// @ts-expect-error the verdict is a string union, not a number
const wrong: number = report.verdict;
// @ts-expect-error runGate takes loaded documents, not paths
runGate('baseline.json', [], DEFAULT_GATE_OPTIONS);
export { wrong };
`);
    // A user's strict settings; no @types at all, so the shipped declarations must stand alone.
    const compilerOptions = { strict: true, noEmit: true, module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', lib: ['es2022'], types: [] };
    writeFileSync(join(project, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['check.mts'] }));
    const r = run(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', project]);
    expect(r.status, r.stdout + r.stderr).toBe(0);
  }, 120_000);
});
