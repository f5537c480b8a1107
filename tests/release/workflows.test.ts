/**
 * The release and CI workflows (.github/workflows/release.yml, ci.yml). Their permissions and
 * actionlint are checked with the others (tests/action/workflows.test.ts); here, what they run: the
 * order that keeps a bad release from being published, and the shell steps themselves, run against
 * real git and npm where that can be done here.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/cli.js';
import { ROOT } from '../helpers/fixtures.js';

interface Step { name?: string; uses?: string; run?: string; env?: Record<string, string>; with?: Record<string, unknown> }
interface Workflow { on: Record<string, unknown>; jobs: Record<string, { steps: Step[] }> }

const load = (name: string) => yaml.load(readFileSync(join(ROOT, '.github/workflows', name), 'utf8')) as Workflow;
const release = load('release.yml');
const steps = release.jobs.release!.steps;
const stepIndex = (pattern: RegExp) => {
  const i = steps.findIndex((s) => pattern.test(s.run ?? ''));
  expect(i, `a step running ${pattern}`).toBeGreaterThanOrEqual(0);
  return i;
};
const stepNamed = (name: string) => steps.find((s) => s.name === name)!;

/** Runs a workflow step's shell as the runner does (bash -e), with the given environment. */
function runStep(step: Step, cwd: string, env: Record<string, string>) {
  return spawnSync('bash', ['-e', '-c', step.run!], { cwd, encoding: 'utf8', env: { ...process.env, ...env } });
}

const git = (cwd: string, ...args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.invalid', ...args], { cwd, encoding: 'utf8' }).trim();

describe('release.yml', () => {
  it('runs on a pushed vX.Y.Z tag and nothing else', () => {
    expect(Object.keys(release.on)).toEqual(['push']);
    expect(release.on.push).toEqual({ tags: ['v[0-9]+.[0-9]+.[0-9]+'] });
  });

  it('checks everything before it publishes, and publishes before it announces', () => {
    const notes = stepIndex(/scripts\/changelog-notes\.mjs "\$GITHUB_REF_NAME"/);
    const checks = stepIndex(/^bash \.ci\/run$/);
    const dist = stepIndex(/^bash scripts\/check-dist\.sh$/);
    // Each a line of its step, after the check that skips it on a re-run (release-rerun.test.ts).
    const publish = stepIndex(/^ *npm publish --provenance/m);
    const githubRelease = stepIndex(/^ *gh release create "\$GITHUB_REF_NAME" .*--notes-file "\$RUNNER_TEMP\/notes\.md"/m);
    const major = stepIndex(/git push --force origin "refs\/tags\/\$major"/);
    expect(steps.indexOf(stepNamed('The tag matches package.json'))).toBeLessThan(publish);
    for (const before of [notes, checks, dist]) expect(before).toBeLessThan(publish);
    expect(publish).toBeLessThan(githubRelease);
    expect(githubRelease).toBeLessThan(major);
    expect(steps[publish]!.env).toEqual({ NODE_AUTH_TOKEN: '${{ secrets.NPM_TOKEN }}', NPM_TAG: '${{ steps.newest.outputs.npm-tag }}' });
    for (const file of ['scripts/changelog-notes.mjs', 'scripts/check-dist.sh', '.ci/run']) expect(existsSync(join(ROOT, file)), file).toBe(true);
  });

  it('stops when the tag is not the version in package.json', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'x', version: '1.4.0' }));
    const step = stepNamed('The tag matches package.json');
    expect(runStep(step, dir, { GITHUB_REF_NAME: 'v1.4.0' }).status).toBe(0);
    const wrong = runStep(step, dir, { GITHUB_REF_NAME: 'v1.4.1' });
    expect(wrong.status).toBe(1);
    expect(wrong.stdout).toContain('::error::tag v1.4.1 but package.json says 1.4.0');
  });

  it('gives npm the token by reference, for the registry npm is configured for', () => {
    const userconfig = join(tempDir(), 'npmrc');
    const env = { npm_config_userconfig: userconfig, npm_config_registry: 'https://registry.example.invalid/', NODE_AUTH_TOKEN: 'secret-value' };
    const r = runStep(stepNamed('npm credentials'), ROOT, env);
    expect(r.status, r.stderr).toBe(0);
    const npmrc = readFileSync(userconfig, 'utf8');
    expect(npmrc).toContain('//registry.example.invalid/:_authToken=${NODE_AUTH_TOKEN}');
    expect(npmrc).not.toContain('secret-value');
  });

  it('moves the major tag to the release, creating it the first time', () => {
    const origin = tempDir();
    git(origin, 'init', '-q', '--bare');
    const clone = tempDir();
    git(clone, 'init', '-q');
    git(clone, 'remote', 'add', 'origin', origin);
    const step = steps.find((s) => s.name === 'Move the major tag to this release')!;
    for (const version of ['v1.0.0', 'v1.1.0']) {
      git(clone, 'commit', '-q', '--allow-empty', '-m', version);
      const sha = git(clone, 'rev-parse', 'HEAD');
      git(clone, 'tag', version);
      const r = runStep(step, clone, { GITHUB_REF_NAME: version, GITHUB_SHA: sha, NEWEST_OF_MAJOR: version });
      expect(r.status, r.stderr).toBe(0);
      expect(git(origin, 'rev-parse', 'refs/tags/v1')).toBe(sha);
    }
  });
});

describe('ci.yml', () => {
  const ci = load('ci.yml');

  it('runs .ci/run on pushes to main and on pull requests', () => {
    expect(ci.on).toEqual({ push: { branches: ['main'] }, pull_request: null });
    expect(ci.jobs.test!.steps.map((s) => s.run)).toContain('bash .ci/run');
  });

  it('has a check-dist job that rebuilds dist/ and fails when it differs', () => {
    expect(ci.jobs['check-dist']!.steps.map((s) => s.run)).toEqual(expect.arrayContaining(['npm ci --no-audit --no-fund', 'bash scripts/check-dist.sh']));
  });
});
