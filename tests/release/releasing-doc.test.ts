/**
 * RELEASING.md, followed as written. The bundles carry the version (`bench-diff --version`), so a
 * version bump needs a rebuild before its commit: without it, CI's check-dist job and the release
 * workflow refuse the release commit. What it says about the npm token and the repository settings
 * holds.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from '../helpers/fixtures.js';

const releasing = readFileSync(join(ROOT, 'RELEASING.md'), 'utf8');
/** The commands of the first shell block, one per line, comments dropped. */
const commands = /```sh\n([^]*?)```/.exec(releasing)![1]!.split('\n').map((l) => l.replace(/\s+#.*$/, '').trim()).filter((l) => l && !l.startsWith('#'));

it('the bundles hold the version, so a bump changes dist/', () => {
  const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
  expect(readFileSync(join(ROOT, 'dist/cli-main.cjs'), 'utf8')).toContain(JSON.stringify(version));
});

it('rebuilds dist/ after the version bump and before the release commit', () => {
  const at = (pattern: RegExp) => commands.findIndex((c) => pattern.test(c));
  const bump = at(/^npm version /);
  const build = at(/(^|&&\s*)npm run build\b/);
  const commit = at(/(^|&&\s*)git commit /);
  expect(bump, commands.join('\n')).toBeGreaterThanOrEqual(0);
  expect(build, 'npm run build').toBeGreaterThan(bump);
  expect(commit).toBeGreaterThanOrEqual(build);
  // The rebuilt bundles go into the commit (git commit -a takes modified tracked files).
  expect(commands[commit]).toMatch(/git commit -am? |git add [^&]*dist/);
});

it('asks for the npm token npm still issues, and no wider default for every workflow\'s token', () => {
  // npm removed its legacy (automation, publish) tokens in November 2025: only granular ones remain.
  expect(releasing).not.toMatch(/automation.{0,20}token/i);
  expect(releasing).toMatch(/granular access token/i);
  // The release workflow asks for contents: write itself; the repository-wide default can stay read-only.
  expect(releasing).not.toMatch(/need "Read and write permissions"/);
});

it('says the first release is 1.0.0: the major tag of 0.x is v0, and the docs promise @v1', () => {
  expect(releasing).toMatch(/first release is 1\.0\.0/);
});
