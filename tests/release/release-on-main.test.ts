/**
 * The release workflow publishes what the tag points to; a tag pushed on a commit nobody reviewed
 * (a local branch, a pull request's branch) must not be published. The commit must be on main, or on
 * a maintenance branch release/* (a fix for an older line, RELEASING.md). The checkout has every
 * branch (fetch-depth: 0), which the step reads.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { tempDir } from '../helpers/cli.js';
import { releaseStep, releaseSteps, runStep } from './release-steps.js';

const git = (cwd: string, ...args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.invalid', ...args], { cwd, encoding: 'utf8' }).trim();
const step = releaseStep('The tagged commit is on main');

it('fetches every branch, and checks the commit before anything is built or published', () => {
  expect(releaseSteps[0]!.with).toMatchObject({ 'fetch-depth': 0 });
  const at = (name: string) => releaseSteps.findIndex((s) => s.name === name);
  expect(at('The tagged commit is on main')).toBeLessThan(releaseSteps.findIndex((s) => s.run === 'bash .ci/run'));
  expect(at('The tagged commit is on main')).toBeLessThan(at('Publish to npm, with provenance'));
});

it('accepts a commit on main or on a release/* branch, and refuses one on any other branch', () => {
  const work = tempDir();
  const origin = tempDir();
  git(origin, 'init', '-q', '--bare');
  git(work, 'init', '-q');
  const commit = (message: string) => {
    git(work, 'commit', '-q', '--allow-empty', '-m', message);
    return git(work, 'rev-parse', 'HEAD');
  };
  const first = commit('1.4.0');
  const onMain = commit('1.5.0');
  git(work, 'push', '-q', origin, 'HEAD:refs/heads/main');
  git(work, 'checkout', '-q', '-b', 'fix', first);
  const onRelease = commit('1.4.1');
  git(work, 'push', '-q', origin, 'HEAD:refs/heads/release/1.4');
  const onFeature = commit('not reviewed');
  git(work, 'push', '-q', origin, 'HEAD:refs/heads/feature');
  const local = commit('never pushed');
  git(work, 'push', '-q', origin, `${local}:refs/tags/v9.9.9`);

  const checkout = join(tempDir(), 'checkout');
  git(tempDir(), 'clone', '-q', origin, checkout);
  for (const sha of [first, onMain, onRelease]) expect(runStep(step, checkout, { GITHUB_REF_NAME: 'v1.4.1', GITHUB_SHA: sha }).status, sha).toBe(0);
  for (const sha of [onFeature, local]) {
    const r = runStep(step, checkout, { GITHUB_REF_NAME: 'v9.9.9', GITHUB_SHA: sha });
    expect(r.status).toBe(1);
    expect(r.stdout.trim()).toBe(`::error::v9.9.9 tags ${sha}, which is on neither main nor a release/* branch: merge the release commit, then tag the commit on main (git fetch, git tag v9.9.9 origin/main)`);
  }
});
