/**
 * The steps of .github/workflows/release.yml, run as the runner runs them (bash -e), with fake `npm`
 * and `gh` commands in front of the real ones: they record their arguments and answer as a registry
 * that holds the versions given and a repository that holds the releases given.
 */
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import yaml from 'js-yaml';
import { expect } from 'vitest';
import { tempDir } from '../helpers/cli.js';
import { ROOT } from '../helpers/fixtures.js';

export interface Step { name?: string; id?: string; uses?: string; run?: string; if?: string; env?: Record<string, string>; with?: Record<string, unknown> }

export const releaseSteps = (yaml.load(readFileSync(join(ROOT, '.github/workflows/release.yml'), 'utf8')) as { jobs: { release: { steps: Step[] } } }).jobs.release.steps;

export function releaseStep(name: string): Step {
  const step = releaseSteps.find((s) => s.name === name);
  expect(step, `release.yml has a step named "${name}"`).toBeDefined();
  return step!;
}

export interface Tools {
  /** Versions the fake registry holds. */
  published: string[];
  /** Tags of the GitHub releases the fake repository holds. */
  releases: string[];
  /** npm before 8.13: `npm view pkg@missing version` prints nothing and exits 0. */
  oldNpm?: boolean;
}

/** A folder with fake npm and gh, and the log they write their command lines to. */
export function fakeTools(tools: Tools): { bin: string; calls: () => string[] } {
  const bin = tempDir();
  const log = join(bin, 'calls.log');
  const list = (xs: string[]) => xs.map((x) => `"${x}"`).join(' ');
  writeFileSync(join(bin, 'npm'), `#!/bin/bash
echo "npm $*" >> ${JSON.stringify(log)}
if [ "$1" = view ]; then
  for v in ${list(tools.published)}; do
    if [ "$2" = "bench-gate@$v" ] && [ "$3" = version ]; then echo "$v"; exit 0; fi
  done
  ${tools.oldNpm ? 'exit 0' : 'echo "npm error code E404" >&2; exit 1'}
fi
`);
  writeFileSync(join(bin, 'gh'), `#!/bin/bash
echo "gh $*" >> ${JSON.stringify(log)}
if [ "$1 $2" = "release view" ]; then
  for t in ${list(tools.releases)}; do
    if [ "$3" = "$t" ]; then echo "title: $t"; exit 0; fi
  done
  echo "release not found" >&2; exit 1
fi
`);
  for (const f of ['npm', 'gh']) chmodSync(join(bin, f), 0o755);
  return { bin, calls: () => (existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n') : []) };
}

/** A checkout of bench-gate at the given version, as far as these steps read it. */
export function checkoutOf(version: string): string {
  const dir = tempDir();
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'bench-gate', version }));
  return dir;
}

export function runStep(step: Step, cwd: string, env: Record<string, string>, bin?: string) {
  const path = bin ? `${bin}:${process.env.PATH}` : process.env.PATH!;
  return spawnSync('bash', ['-e', '-c', step.run!], { cwd, encoding: 'utf8', env: { ...process.env, ...env, PATH: path } });
}

/** Runs the step `id:` of release.yml in a checkout and returns what it wrote to $GITHUB_OUTPUT. */
export function stepOutputs(id: string, cwd: string, env: Record<string, string>) {
  const step = releaseSteps.find((s) => s.id === id);
  expect(step, `release.yml has a step with id: ${id}`).toBeDefined();
  const output = join(tempDir(), 'github-output');
  writeFileSync(output, '');
  const r = runStep(step!, cwd, { ...env, GITHUB_OUTPUT: output });
  expect(r.status, r.stderr).toBe(0);
  const outputs = Object.fromEntries(readFileSync(output, 'utf8').trim().split('\n').map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]));
  return { outputs, stdout: r.stdout };
}
