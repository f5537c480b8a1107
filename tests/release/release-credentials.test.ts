/**
 * The release job holds a token that may push tags and create releases. The checkout does not leave
 * it in .git/config, where every later step (npm ci's install scripts, the whole test suite, the
 * benchmark) could read it; only the step that pushes the major tag gets it, from its own env.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import yaml from 'js-yaml';
import { expect, it } from 'vitest';
import { tempDir } from '../helpers/cli.js';
import { ROOT } from '../helpers/fixtures.js';

interface Step { name?: string; uses?: string; run?: string; env?: Record<string, string>; with?: Record<string, unknown> }
const steps = (yaml.load(readFileSync(join(ROOT, '.github/workflows/release.yml'), 'utf8')) as { jobs: { release: { steps: Step[] } } }).jobs.release.steps;
const git = (cwd: string, ...args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.invalid', ...args], { cwd, encoding: 'utf8' }).trim();

it('checks out without persisting the token', () => {
  const checkout = steps.find((s) => s.uses?.startsWith('actions/checkout@'))!;
  expect(checkout.with?.['persist-credentials']).toBe(false);
});

it('gives the token to the push of the major tag only, as git\'s auth header for github.com', () => {
  const step = steps.find((s) => s.name === 'Move the major tag to this release')!;
  expect(step.env).toEqual({ GH_TOKEN: '${{ github.token }}', NEWEST_OF_MAJOR: '${{ steps.newest.outputs.newest-of-major }}' });
  const withToken = steps.filter((s) => JSON.stringify(s.env ?? {}).includes('github.token'));
  expect(withToken.map((s) => s.name)).toEqual(['The GitHub release', 'Move the major tag to this release']);

  // Run the step against a local origin, with a git that records the configuration it was given.
  const origin = tempDir();
  git(origin, 'init', '-q', '--bare');
  const clone = tempDir();
  git(clone, 'init', '-q');
  git(clone, 'remote', 'add', 'origin', origin);
  git(clone, 'commit', '-q', '--allow-empty', '-m', 'v1.0.0');
  git(clone, 'tag', 'v1.0.0');
  const bin = tempDir();
  const log = join(bin, 'log');
  const realGit = execFileSync('bash', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
  writeFileSync(join(bin, 'git'), `#!/bin/sh\n[ "$1" = push ] && git_header=$(${realGit} config --get http.https://github.com/.extraheader) && echo "$git_header" > ${JSON.stringify(log)}\nexec ${realGit} "$@"\n`);
  chmodSync(join(bin, 'git'), 0o755);
  const r = spawnSync('bash', ['-e', '-c', step.run!], { cwd: clone, encoding: 'utf8', env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, GITHUB_REF_NAME: 'v1.0.0', GITHUB_SHA: git(clone, 'rev-parse', 'HEAD'), GH_TOKEN: 'the-token', NEWEST_OF_MAJOR: 'v1.0.0' } });
  expect(r.status, r.stderr).toBe(0);
  expect(git(origin, 'rev-parse', 'refs/tags/v1')).toBe(git(clone, 'rev-parse', 'HEAD'));
  const header = readFileSync(log, 'utf8').trim();
  expect(header).toBe(`AUTHORIZATION: basic ${Buffer.from('x-access-token:the-token').toString('base64')}`);
  // Nothing was written to the checkout's configuration.
  expect(readFileSync(join(clone, '.git/config'), 'utf8')).not.toContain('the-token');
  expect(readFileSync(join(clone, '.git/config'), 'utf8')).not.toContain(Buffer.from('x-access-token:the-token').toString('base64'));
});
