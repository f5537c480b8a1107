/**
 * A release that failed after `npm publish` (the GitHub release, the major tag) is finished by
 * re-running the workflow: the registry never takes the same version twice, so the publish step
 * skips a version it already holds, and the GitHub release step skips a release that exists.
 */
import { expect, it } from 'vitest';
import { checkoutOf, fakeTools, releaseStep, runStep } from './release-steps.js';

const publish = releaseStep('Publish to npm, with provenance');
const githubRelease = releaseStep('The GitHub release');
const env = { GITHUB_REF_NAME: 'v1.2.0', RUNNER_TEMP: '/tmp', NPM_TAG: 'latest', LATEST: 'true' };

it('publishes a version the registry does not hold', () => {
  for (const oldNpm of [false, true]) {
    const tools = fakeTools({ published: ['1.1.0'], releases: [], oldNpm });
    const r = runStep(publish, checkoutOf('1.2.0'), env, tools.bin);
    expect(r.status, r.stderr).toBe(0);
    expect(tools.calls().filter((c) => c.startsWith('npm publish')), `npm ${oldNpm ? 'before' : 'since'} 8.13`).toHaveLength(1);
  }
});

it('on a re-run, does not publish again a version the registry holds, and says so', () => {
  const tools = fakeTools({ published: ['1.1.0', '1.2.0'], releases: [] });
  const r = runStep(publish, checkoutOf('1.2.0'), env, tools.bin);
  expect(r.status, r.stderr).toBe(0);
  expect(tools.calls()).toEqual(['npm view bench-gate@1.2.0 version']);
  expect(r.stdout).toContain('::notice::bench-gate@1.2.0 is on npm already');
});

it('creates the GitHub release, and on a re-run leaves an existing one alone', () => {
  const first = fakeTools({ published: ['1.2.0'], releases: ['v1.1.0'] });
  expect(runStep(githubRelease, checkoutOf('1.2.0'), env, first.bin).status).toBe(0);
  expect(first.calls().filter((c) => c.startsWith('gh release create v1.2.0 '))).toHaveLength(1);

  const again = fakeTools({ published: ['1.2.0'], releases: ['v1.1.0', 'v1.2.0'] });
  const r = runStep(githubRelease, checkoutOf('1.2.0'), env, again.bin);
  expect(r.status, r.stderr).toBe(0);
  expect(again.calls()).toEqual(['gh release view v1.2.0']);
  expect(r.stdout).toContain('::notice::the GitHub release v1.2.0 exists already');
});
