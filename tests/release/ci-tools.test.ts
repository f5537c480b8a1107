/**
 * .ci/run installs the tools it misses with apt-get, which only works as root: on GitHub's runners
 * it runs as the runner's user, so the workflows that run it (ci.yml, release.yml) install with sudo
 * first every tool .ci/run would otherwise try to install, but those the runner image already has.
 * A tool left out fails .ci/run's first step on GitHub, and with it CI and every release.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import yaml from 'js-yaml';
import { expect, it } from 'vitest';
import { ROOT } from '../helpers/fixtures.js';

interface Workflow { jobs: Record<string, { steps: Array<{ run?: string }> }> }

// On GitHub's ubuntu-latest image: Chromium (/usr/bin/chromium) and GNU time (/usr/bin/time).
const ON_THE_RUNNER_IMAGE = ['chromium', 'time'];

const ciRun = readFileSync(join(ROOT, '.ci/run'), 'utf8');
const wanted = [...ciRun.matchAll(/missing\+=\(([\w.-]+)\)/g)].map((m) => m[1]!);

it('reads the tools .ci/run installs', () => {
  expect(wanted).toEqual(expect.arrayContaining(['hyperfine', 'valgrind']));
});

it.each([['ci.yml', 'test'], ['release.yml', 'release']])('%s installs them with sudo before .ci/run', (file, job) => {
  const steps = (yaml.load(readFileSync(join(ROOT, '.github/workflows', file), 'utf8')) as Workflow).jobs[job]!.steps.map((s) => s.run ?? '');
  const ciRunAt = steps.findIndex((r) => r.trim() === 'bash .ci/run');
  expect(ciRunAt).toBeGreaterThan(0);
  const installed = steps.slice(0, ciRunAt).flatMap((r) => [...r.matchAll(/sudo apt-get install -y((?:\s+[\w.-]+)+)/g)].flatMap((m) => m[1]!.trim().split(/\s+/)));
  expect(wanted.filter((tool) => !ON_THE_RUNNER_IMAGE.includes(tool) && !installed.includes(tool))).toEqual([]);
});
