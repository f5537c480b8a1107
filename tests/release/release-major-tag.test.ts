/**
 * Where a release stands among the others, computed once before anything is published (the step
 * `newest` of release.yml) and used by the steps that would otherwise take the users of a newer
 * release back to it:
 * - the last step moves the major tag (v1) to the release, so that `uses: bench-gate/bench-gate@v1`
 *   gets it; but only when it is the newest of its major version: a fix released for an older minor
 *   line (v1.4.1 after v1.5.0) must not take v1 users back to it;
 * - npm publish moves npm's `latest` (what `npm install bench-gate` gets) unless told another tag, and
 *   GitHub marks a new release "Latest": neither may go to a release older than the newest.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { beforeEach, expect, it } from 'vitest';
import { tempDir } from '../helpers/cli.js';
import { checkoutOf, fakeTools, releaseStep, releaseSteps, runStep, stepOutputs } from './release-steps.js';

const step = releaseStep('Move the major tag to this release');
const git = (cwd: string, ...args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.invalid', ...args], { cwd, encoding: 'utf8' }).trim();

let origin: string;
let clone: string;
const shas = new Map<string, string>();

/**
 * A release as the workflow sees it: the tag is on the origin (its push started the workflow) and in
 * the checkout with every earlier tag (fetch-depth: 0).
 */
function release(tag: string) {
  git(clone, 'commit', '-q', '--allow-empty', '-m', tag);
  shas.set(tag, git(clone, 'rev-parse', 'HEAD'));
  git(clone, 'tag', tag);
  git(clone, 'push', '-q', 'origin', `refs/tags/${tag}`);
  const env = { GITHUB_REF_NAME: tag, GITHUB_SHA: shas.get(tag)! };
  const standing = stepOutputs('newest', clone, env);
  const r = runStep(step, clone, { ...env, GH_TOKEN: 't', NEWEST_OF_MAJOR: standing.outputs['newest-of-major']! });
  expect(r.status, r.stderr).toBe(0);
  return { stdout: r.stdout, outputs: standing.outputs, standing: standing.stdout };
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
    const r = release(tag);
    expect(major('v1'), tag).toBe(shas.get(tag));
    expect(r.outputs, tag).toEqual({ latest: 'true', 'npm-tag': 'latest', 'newest-of-major': tag });
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

it('keeps npm\'s latest and GitHub\'s Latest on the newest release when an older line gets a fix', () => {
  release('v1.5.0');
  const fix = release('v1.4.1');
  expect(fix.outputs).toEqual({ latest: 'false', 'npm-tag': 'latest-1.4', 'newest-of-major': 'v1.5.0' });
  expect(fix.standing).toContain("::notice::v1.5.0 is newer than v1.4.1: npm's latest and GitHub's Latest release stay on it; on npm, v1.4.1 is tagged latest-1.4");
  release('v2.0.0');
  expect(release('v1.6.0').outputs).toEqual({ latest: 'false', 'npm-tag': 'latest-1.6', 'newest-of-major': 'v1.6.0' });
  // A pre-release tag and the major tags are not releases to compare with.
  git(clone, 'tag', 'v3.0.0-rc.1');
  expect(release('v2.0.1').outputs).toEqual({ latest: 'true', 'npm-tag': 'latest', 'newest-of-major': 'v2.0.1' });
});

it('passes the standing to npm publish and gh release create', () => {
  const publish = releaseStep('Publish to npm, with provenance');
  const githubRelease = releaseStep('The GitHub release');
  expect(publish.env?.NPM_TAG).toBe('${{ steps.newest.outputs.npm-tag }}');
  expect(githubRelease.env?.LATEST).toBe('${{ steps.newest.outputs.latest }}');
  expect(step.env?.NEWEST_OF_MAJOR).toBe('${{ steps.newest.outputs.newest-of-major }}');
  const tools = fakeTools({ published: ['1.5.0'], releases: ['v1.5.0'] });
  const env = { GITHUB_REF_NAME: 'v1.4.1', RUNNER_TEMP: '/tmp', NPM_TAG: 'latest-1.4', LATEST: 'false' };
  expect(runStep(publish, checkoutOf('1.4.1'), env, tools.bin).status).toBe(0);
  expect(runStep(githubRelease, checkoutOf('1.4.1'), env, tools.bin).status).toBe(0);
  expect(tools.calls()).toEqual([
    'npm view bench-gate@1.4.1 version',
    'npm publish --provenance --access public --tag latest-1.4',
    'gh release view v1.4.1',
    'gh release create v1.4.1 --verify-tag --latest=false --title v1.4.1 --notes-file /tmp/notes.md',
  ]);
  // Without the standing (a renamed step, a mistyped output), they stop rather than guess.
  const unset = fakeTools({ published: [], releases: [] });
  expect(runStep(publish, checkoutOf('1.4.1'), { GITHUB_REF_NAME: 'v1.4.1', NPM_TAG: '' }, unset.bin).status).not.toBe(0);
  expect(runStep(githubRelease, checkoutOf('1.4.1'), { GITHUB_REF_NAME: 'v1.4.1', RUNNER_TEMP: '/tmp', LATEST: '' }, unset.bin).status).not.toBe(0);
  expect(unset.calls().filter((c) => / (publish|create) /.test(c))).toEqual([]);
});

it('every steps.<id>.outputs.<name> in release.yml is written by that step', () => {
  const text = JSON.stringify(releaseSteps);
  const refs = [...text.matchAll(/steps\.([\w-]+)\.outputs\.([\w-]+)/g)];
  expect(refs.length).toBeGreaterThan(0);
  for (const [ref, id, name] of refs) {
    const writer = releaseSteps.find((s) => s.id === id);
    expect(writer?.run, ref).toMatch(new RegExp(`echo "${name}=`));
  }
});
