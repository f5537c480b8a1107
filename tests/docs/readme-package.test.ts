/**
 * The README as npm shows it: links that work away from GitHub (absolute, to files that exist), the
 * library example as written, and the two commands of the first screen.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { tempDir } from '../helpers/cli.js';
import { ROOT } from '../helpers/fixtures.js';

const README = readFileSync(join(ROOT, 'README.md'), 'utf8');
const BLOB = 'https://github.com/bench-gate/bench-gate/blob/main/';
// Images are linked as raw files, so that npm's page shows them.
const RAW = 'https://raw.githubusercontent.com/bench-gate/bench-gate/main/';

it('links only to anchors and absolute URLs; links into this repository name files that exist', () => {
  const targets = [...README.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
  expect(targets.filter((t) => !t.startsWith('#') && !/^https:\/\//.test(t))).toEqual([]);
  for (const target of targets) {
    const prefix = [BLOB, RAW].find((p) => target.startsWith(p));
    if (prefix) expect(existsSync(join(ROOT, target.slice(prefix.length).replace(/#.*$/, ''))), target).toBe(true);
  }
});

it('the first screen holds the two commands', () => {
  const top = README.split('\n').slice(0, 12).join('\n');
  expect(top).toContain('node dist/cli.js examples/microbench/baseline.json examples/microbench/run-*.json');
  expect(top).toContain('npm ci && npm test');
});

it('the library example runs as written against the built entry (dist/lib)', () => {
  const code = /## The library[^]*?```js\n([^]*?)```/.exec(README)![1]!;
  const dir = tempDir();
  mkdirSync(join(dir, 'node_modules'));
  symlinkSync(ROOT, join(dir, 'node_modules/bench-gate'), 'dir');
  mkdirSync(join(dir, 'bench'));
  copyFileSync(join(ROOT, 'examples/microbench/baseline.json'), join(dir, 'bench/baseline.json'));
  for (const n of [1, 2, 3]) copyFileSync(join(ROOT, `examples/microbench/regressed/run-${n}.json`), join(dir, `run-${n}.json`));
  writeFileSync(join(dir, 'example.mjs'), code);
  const r = spawnSync(process.execPath, ['example.mjs'], { cwd: dir, encoding: 'utf8' });
  expect(r.status, r.stderr).toBe(0);
  expect(r.stdout).toMatch(/^fail\n### ❌ bench-gate: \d+ regression/);
});
