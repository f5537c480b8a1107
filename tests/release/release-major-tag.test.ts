/**
 * The release workflow's last step moves the major tag (v1) to the release, so that `uses:
 * bench-gate/bench-gate@v1` gets it; but only when the release is the newest of its major version. A
 * fix released for an older minor line (v1.4.1 after v1.5.0) must not take v1 users back to it.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import yaml from 'js-yaml';
import { beforeEach, expect, it } from 'vitest';
import { tempDir } from '../helpers/cli.js';
import { ROOT } from '../helpers/fixtures.js';

interface Step { name?: string; run?: string }
const steps = (yaml.load(readFileSync(join(ROOT, '.github/workflows/release.yml'), 'utf8')) as { jobs: { release: { steps: Step[] } } }).jobs.release.steps;
const step = steps.find((s) => s.name === 'Move the major tag to this release')!;
const git = (cwd: string, ...args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.invalid', ...args], { cwd, encoding: 'utf8' }).trim();

let origin: string;
let clone: string;
const shas = new Map<string, string>();

/** A release as the workflow sees it: the tag is on the origin (its push started the workflow). */
function release(tag: string) {
  git(clone, 'commit', '-q', '--allow-empty', '-m', tag);
  shas.set(tag, git(clone, 'rev-parse', 'HEAD'));
  git(clone, 'tag', tag);
  git(clone, 'push', '-q', 'origin', `refs/tags/${tag}`);
  const r = spawnSync('bash', ['-e', '-c', step.run!], { cwd: clone, encoding: 'utf8', env: { ...process.env, GITHUB_REF_NAME: tag, GITHUB_SHA: shas.get(tag)!, GH_TOKEN: 't' } });
  expect(r.status, r.stderr).toBe(0);
  return r;
}
const major = (name: string) => {
  const r = spawnSync('git', ['rev-parse', '--verify', '-q', `refs/tags/${name}`], { cwd: origin, encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : undefined;
};

beforeEach(() => {
  origin = tempDir();
  git(origin, 'init', '-q', '--bare');
  clone = tempDir();
  git(clone, 'init', '-q');
  git(clone, 'remote', 'add', 'origin', origin);
});

it('moves v1 to each newer 1.x release, comparing versions as numbers (1.10.0 after 1.9.0)', () => {
  for (const tag of ['v1.0.0', 'v1.9.0', 'v1.10.0']) {
    release(tag);
    expect(major('v1'), tag).toBe(shas.get(tag));
  }
});

it('leaves v1 on v1.5.0 when v1.4.1 is released after it, and says so', () => {
  release('v1.5.0');
  const r = release('v1.4.1');
  expect(major('v1')).toBe(shas.get('v1.5.0'));
  expect(r.stdout).toContain('::notice::v1 stays on v1.5.0, newer than v1.4.1');
  release('v1.5.1');
  expect(major('v1')).toBe(shas.get('v1.5.1'));
});

it('moves v1 for a 1.x release made after v2.0.0, and leaves v2 alone', () => {
  release('v2.0.0');
  release('v1.6.0');
  expect(major('v1')).toBe(shas.get('v1.6.0'));
  expect(major('v2')).toBe(shas.get('v2.0.0'));
});
