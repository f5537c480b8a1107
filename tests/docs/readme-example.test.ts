/**
 * The README's first command runs the gate on the bundled example; it must work as written on a fresh
 * clone (the CLI is committed in dist/), and so must the failing example it mentions.
 */
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from '../helpers/fixtures.js';

function firstScreenCommands(): string[] {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const block = /```sh\n([\s\S]*?)```/.exec(readme)![1]!;
  return block.split('\n').filter(Boolean).map((line) => line.replace(/\s+#.*$/, ''));
}

function run(command: string): { code: number; stdout: string } {
  try {
    return { code: 0, stdout: execSync(command, { cwd: ROOT, encoding: 'utf8', shell: '/bin/sh', env: { PATH: process.env.PATH } }) };
  } catch (error) {
    const e = error as { status: number; stdout: string };
    return { code: e.status, stdout: e.stdout };
  }
}

it('the first screen holds the example command and the test command', () => {
  const [example, tests] = firstScreenCommands();
  expect(example).toMatch(/^node dist\/cli\.js examples\//);
  expect(tests).toBe('npm ci && npm test');
});

it('the example command passes and prints a verdict, a table and the geomean', () => {
  const { code, stdout } = run(firstScreenCommands()[0]!);
  expect(code).toBe(0);
  expect(stdout).toMatch(/^bench-gate PASS: /);
  expect(stdout).toMatch(/^benchmark +baseline +current +change +(noise +)?status$/m);
  expect(stdout).toMatch(/^geomean .* over \d+ benchmarks: pass$/m);
});

it('the regressed example fails with exit 1', () => {
  const { code, stdout } = run('node dist/cli.js examples/microbench/baseline.json examples/microbench/regressed/run-*.json');
  expect(code).toBe(1);
  expect(stdout).toMatch(/^bench-gate FAIL: /);
});
