/**
 * mode promote end to end: the bundle on Node 20 and Node 24, on a push to the default branch, against
 * the fake GitHub, which holds the repository (git objects, branches, contents) and its pull requests
 * and checks every request against GitHub's OpenAPI description.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NODES, runAction, type RunResult } from '../helpers/action-runner.js';
import { example, pushToDefaultBranch, REPOSITORY } from '../helpers/events.js';
import { ACTIONS_BOT, type FakeGitHub, useFakeGitHub } from '../helpers/fake-github.js';
import { opsDocument } from '../helpers/documents.js';
import { workspace } from '../helpers/workspace.js';

const TOKEN = 'ghs_FAKEpromoteTokenNeverLogged0123456789';
const BRANCH = 'master'; // the examples' default branch
const PROMOTE_BRANCH = 'bench-gate/promote-baseline';
const PUSHED = 'f'.repeat(40);
const BASE = { alpha: 1000, beta: 2000, gamma: 3000, delta: 4000 };
const BASELINE_TEXT = `${JSON.stringify(opsDocument(BASE, { commit: 'b'.repeat(40) }), null, 2)}\n`;
const improved = [
  { alpha: 1150, beta: 2000, gamma: 3000, delta: 4000 },
  { alpha: 1200, beta: 2010, gamma: 2990, delta: 4000 },
];
const GATE = { mode: 'promote', baseline: 'bench/baseline.json', current: 'bench/results/*.json' };

const gh = useFakeGitHub(TOKEN);

function repositoryFiles(baseline: boolean): Record<string, string> {
  return { 'README.md': '# Hello\n', ...(baseline ? { 'bench/baseline.json': BASELINE_TEXT } : {}) };
}

/** A checkout of the default branch with the runs' results in it. */
function checkoutOf(runs: Array<Record<string, number>>, baseline = true): string {
  const files: Record<string, unknown> = repositoryFiles(baseline);
  runs.forEach((r, i) => (files[`bench/results/run-${i + 1}.json`] = opsDocument(r)));
  return workspace(files);
}

/** The repository on GitHub, and a checkout of its default branch with the runs' results in it. */
function setUp(runs: Array<Record<string, number>>, options: { baseline?: boolean } = {}): { cwd: string; repo: ReturnType<FakeGitHub['addRepository']> } {
  const baseline = options.baseline !== false;
  return { repo: gh.addRepository(REPOSITORY, repositoryFiles(baseline), BRANCH), cwd: checkoutOf(runs, baseline) };
}

function expectClean(result: RunResult): void {
  expect(result.stdout + result.stderr).not.toContain(TOKEN);
  expect(result.stdout + result.stderr).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
  expect(gh.violations).toEqual([]);
}

const errors = (result: RunResult) => result.commands.filter(([k]) => k === 'error').map(([, m]) => m);

describe.each(NODES)('mode promote on $name', ({ path: node }) => {
  const run = async (cwd: string, inputs: Record<string, string> = {}, payload: unknown = pushToDefaultBranch(PUSHED), eventName = 'push') => {
    const result = await runAction({ node, cwd, inputs: { ...GATE, ...inputs }, eventName, payload, token: TOKEN, apiUrl: gh.url, repository: REPOSITORY });
    expectClean(result);
    return result;
  };

  it('opens the pull request on the first run, and updates the same one (its branch force-pushed) on the second', async () => {
    const { cwd, repo } = setUp(improved);
    const masterBefore = repo.refs.get(`heads/${BRANCH}`)!;
    const first = await run(cwd);
    expect(first.code).toBe(0);
    expect(first.outputs).toMatchObject({ 'promote-status': 'pull-request-created', 'promote-pr-number': '100', 'baseline-path': 'bench/baseline.json', verdict: 'pass', improvements: '1', 'comment-status': 'skipped-promote-mode' });
    expect(first.outputs['promote-pr-url']).toBe(`https://github.com/${REPOSITORY}/pull/100`);

    // The branch: exactly one commit on top of the default branch's head, writing the new baseline.
    const [promotion, parent] = repo.log(PROMOTE_BRANCH);
    expect(first.outputs['promote-commit-sha']).toBe(promotion!.sha);
    expect(parent!.sha).toBe(masterBefore);
    expect(promotion!.message).toMatch(/^Promote benchmark baseline\n\nbench\/baseline\.json: the best of 2 runs of f{40} \(master\), by bench-gate\.\nWhy: 1 improved, geomean 4\.8% better\.\n\nWorkflow run: https:\/\/github\.com\/Codertocat\/Hello-World\/actions\/runs\/4242\n$/);
    const promoted = JSON.parse(repo.fileAt(PROMOTE_BRANCH, 'bench/baseline.json')!);
    expect(promoted.benchmarks.find((b: { name: string }) => b.name === 'alpha')).toMatchObject({ value: 1200, unit: 'ops/s', direction: 'higher', samples: [1150, 1200] });
    expect(promoted.metadata.promoted).toMatchObject({ commit: PUSHED, branch: BRANCH, runs: 2, aggregate: 'best', tool_version: '0.1.0' });
    expect(readFileSync(join(cwd, 'bench/baseline.json'), 'utf8')).toBe(repo.fileAt(PROMOTE_BRANCH, 'bench/baseline.json'));
    expect(repo.fileAt(BRANCH, 'bench/baseline.json')).toBe(BASELINE_TEXT); // the default branch is untouched
    expect(repo.fileAt(PROMOTE_BRANCH, 'README.md')).toBe('# Hello\n');

    // The pull request: its body is the comparison with the baseline it replaces.
    expect(gh.pullRequests).toHaveLength(1);
    const pr = gh.pullRequests[0]!;
    expect(pr).toMatchObject({ number: 100, title: 'Promote benchmark baseline', head: PROMOTE_BRANCH, base: BRANCH, state: 'open' });
    expect(pr.body.split('\n').slice(0, 2)).toEqual(['<!-- bench-gate:promote -->', '### 📏 Promote benchmark baseline']);
    expect(pr.body).toContain('The new `bench/baseline.json` is the best of 2 runs of commit `ffffffffffff` on `master`: 4 benchmarks, each with its run values as `samples`.');
    expect(pr.body).toContain('**Why:** 1 improved, geomean 4.8% better.');
    expect(pr.body).toContain('bench-gate force-pushes `bench-gate/promote-baseline` on every promotion');
    expect(pr.body).toContain('| 🚀 | `alpha` | 1k ops/s | 1.2k ops/s | +20.0% (1.20× faster) | ±3.0% current | improved |');
    expect(first.summary).toContain(`**Pull request** [#100](https://github.com/${REPOSITORY}/pull/100) opened.`);
    expect(first.summary).not.toContain('Merge this pull request');
    expect(first.commands).toContainEqual(['notice', `bench-gate: promoted bench/baseline.json (4 benchmarks, 1 improved, geomean 4.8% better) in pull request #100 (opened): https://github.com/${REPOSITORY}/pull/100`]);

    // Someone pushes to the default branch; the next promotion has a new benchmark.
    const masterNow = repo.push(BRANCH, { 'src/app.js': 'x' }, 'More code');
    const again = await run(checkoutOf([{ ...improved[1]!, epsilon: 50 }]), {}, pushToDefaultBranch('e'.repeat(40)));
    expect(again.code).toBe(0);
    expect(again.outputs).toMatchObject({ 'promote-status': 'pull-request-updated', 'promote-pr-number': '100' });
    expect(gh.pullRequests).toHaveLength(1);
    const [newPromotion, newParent] = repo.log(PROMOTE_BRANCH);
    expect(newParent!.sha).toBe(masterNow);
    expect(repo.log(PROMOTE_BRANCH).map((c) => c.sha)).not.toContain(promotion!.sha); // force-pushed, not stacked
    expect(again.outputs['promote-commit-sha']).toBe(newPromotion!.sha);
    expect(gh.pullRequests[0]!.body).toContain('**Why:** 1 improved, 1 new, geomean 4.7% better.');
    expect(gh.count('pulls/create')).toBe(1);
    expect(gh.count('git/create-ref')).toBe(1);
    expect(gh.count('git/update-ref')).toBeGreaterThanOrEqual(1);
    for (const r of gh.requests.filter((q) => q.operationId === 'git/update-ref')) expect(r.body).toMatchObject({ force: true });
  });

  it('commits straight to the branch with promote: commit, replacing the version it read', async () => {
    const { cwd, repo } = setUp(improved);
    const before = repo.refs.get(`heads/${BRANCH}`)!;
    const result = await run(cwd, { promote: 'commit' });
    expect(result.code).toBe(0);
    const [commit, parent] = repo.log(BRANCH);
    expect(parent!.sha).toBe(before);
    expect(result.outputs).toMatchObject({ 'promote-status': 'committed', 'promote-commit-sha': commit!.sha, 'promote-pr-number': '', 'promote-pr-url': '', 'baseline-path': 'bench/baseline.json' });
    expect(commit!.message.split('\n')[0]).toBe('Promote benchmark baseline');
    expect(repo.fileAt(BRANCH, 'bench/baseline.json')).toBe(readFileSync(join(cwd, 'bench/baseline.json'), 'utf8'));
    expect(JSON.parse(repo.fileAt(BRANCH, 'bench/baseline.json')!).metadata.promoted.runs).toBe(2);
    const put = gh.requests.find((r) => r.operationId === 'repos/create-or-update-file-contents')!;
    expect(put.path).toBe(`/repos/${REPOSITORY}/contents/bench/baseline.json`); // the path's slashes kept (x-multi-segment)
    expect(put.body).toMatchObject({ branch: BRANCH, sha: repo.blob(Buffer.from(BASELINE_TEXT)) });
    expect(gh.pullRequests).toEqual([]);
    expect(result.summary).toContain(`**Committed** \`${commit!.sha.slice(0, 12)}\` to \`master\`.`);
  });

  it('refuses a promotion that would drop benchmarks, publishing nothing, unless allow-missing', async () => {
    const { delta: _delta, ...withoutDelta } = improved[1]!;
    const { cwd, repo } = setUp([withoutDelta]);
    const refused = await run(cwd);
    expect(refused.code).toBe(1);
    expect(errors(refused)).toEqual([
      'bench/baseline.json: 1 benchmark is not in the runs ("delta"): promoting would drop it. If they were removed on purpose, set the input allow-missing: true (or "allow_missing": true in bench-gate.json); nothing was published',
    ]);
    expect(gh.requests).toEqual([]); // not one call
    expect(readFileSync(join(cwd, 'bench/baseline.json'), 'utf8')).toBe(BASELINE_TEXT);
    expect(repo.refs.has(`heads/${PROMOTE_BRANCH}`)).toBe(false);

    const allowed = await run(cwd, { 'allow-missing': 'true' });
    expect(allowed.code).toBe(0);
    expect(allowed.outputs['promote-status']).toBe('pull-request-created');
    expect(JSON.parse(repo.fileAt(PROMOTE_BRANCH, 'bench/baseline.json')!).benchmarks.map((b: { name: string }) => b.name)).toEqual(['alpha', 'beta', 'gamma']);
    expect(gh.pullRequests[0]!.body).toContain('**Dropped** from the baseline (allow-missing): `delta`.');
    expect(allowed.commands).toContainEqual(['warning', 'bench-gate: dropped from the baseline (allow-missing): delta']);
  });

  it('fails with a clear error on a conflict: 409 when the file changed meanwhile, 422 when it appeared', async () => {
    const { cwd, repo } = setUp(improved);
    // Someone else's promotion lands between reading the file's version and writing it.
    gh.hooks.push({ operationId: 'repos/create-or-update-file-contents', run: () => repo.push(BRANCH, { 'bench/baseline.json': '{"schema_version": 1, "benchmarks": []}\n' }, 'Another promotion') });
    const conflict = await run(cwd, { promote: 'commit' });
    expect(conflict.code).toBe(1);
    expect(errors(conflict)).toHaveLength(1);
    expect(errors(conflict)[0]).toMatch(
      /^mode promote: bench\/baseline\.json changed on the branch while it was being promoted \(409 bench\/baseline\.json does not match [0-9a-f]{40}.*\); nothing was committed to master\. Run the workflow again to promote on top of what is there now; a protected branch needs promote: pull-request$/,
    );
    expect(repo.log(BRANCH)[0]!.message).toBe('Another promotion'); // nothing of ours on top
    expect(conflict.outputs).toMatchObject({ 'promote-status': 'failed', 'promote-commit-sha': '', 'baseline-path': 'bench/baseline.json' });
    expect(conflict.summary).toContain('bench-gate: the promotion was not published');

    gh.reset();
    gh.tokens.set(TOKEN, ACTIONS_BOT);
    const first = setUp(improved, { baseline: false });
    gh.hooks.push({ operationId: 'repos/create-or-update-file-contents', run: () => first.repo.push(BRANCH, { 'bench/baseline.json': BASELINE_TEXT }, 'Someone added a baseline') });
    const appeared = await run(first.cwd, { promote: 'commit' });
    expect(appeared.code).toBe(1);
    expect(errors(appeared)[0]).toMatch(/^mode promote: bench\/baseline\.json could not be written there \(422 Invalid request\. "sha" wasn't supplied\..*\); nothing was committed to master\. /);
    expect(first.repo.log(BRANCH)[0]!.message).toBe('Someone added a baseline');
  });

  it('publishes nothing when nothing changed beyond its limit, but keeps an open promotion pull request up to date', async () => {
    const { cwd, repo } = setUp([{ alpha: 1010, beta: 1995, gamma: 3000, delta: 4020 }]);
    const quiet = await run(cwd);
    expect(quiet.code).toBe(0);
    expect(quiet.outputs).toMatchObject({ 'promote-status': 'skipped-unchanged', 'baseline-path': '', 'promote-pr-number': '', 'promote-commit-sha': '' });
    expect(quiet.commands).toContainEqual(['notice', 'bench-gate: nothing changed beyond its limit against bench/baseline.json, so nothing was promoted (promote-when: always promotes all the same)']);
    expect(quiet.summary).toContain('### 📏 bench-gate: nothing to promote');
    expect(gh.requests.map((r) => r.operationId)).toEqual(['pulls/list']);
    expect(readFileSync(join(cwd, 'bench/baseline.json'), 'utf8')).toBe(BASELINE_TEXT);
    expect(repo.refs.has(`heads/${PROMOTE_BRANCH}`)).toBe(false);

    const quietCommit = await run(cwd, { promote: 'commit' });
    expect(quietCommit.outputs['promote-status']).toBe('skipped-unchanged');
    expect(gh.requests.map((r) => r.operationId)).toEqual(['pulls/list']); // commit mode asks nothing

    const forced = await run(cwd, { 'promote-when': 'always' });
    expect(forced.outputs['promote-status']).toBe('pull-request-created');
    expect(gh.pullRequests[0]!.body).toContain('**Why:** nothing changed beyond its limit; promoted because promote-when is always.');

    const kept = await run(checkoutOf([{ alpha: 1005, beta: 2000, gamma: 3000, delta: 4000 }]));
    expect(kept.outputs['promote-status']).toBe('pull-request-updated');
    expect(gh.pullRequests).toHaveLength(1);
    expect(gh.pullRequests[0]!.body).toContain('**Why:** nothing changed beyond its limit; promoted because the pull request was open, and is kept up to date.');
  });

  it('updates the pull request that another run opened meanwhile, instead of opening a second (422)', async () => {
    const { cwd } = setUp(improved);
    gh.hooks.push({
      operationId: 'pulls/create',
      run: () => gh.pullRequests.push({ number: 100, repo: REPOSITORY, title: 'Promote benchmark baseline', body: 'older', head: PROMOTE_BRANCH, base: BRANCH, state: 'open', created_at: '2024-05-01T00:00:00Z', updated_at: '2024-05-01T00:00:00Z' }),
    });
    const result = await run(cwd);
    expect(result.code).toBe(0);
    expect(result.outputs).toMatchObject({ 'promote-status': 'pull-request-updated', 'promote-pr-number': '100' });
    expect(gh.pullRequests).toHaveLength(1);
    expect(gh.pullRequests[0]!.body).toContain('**Why:** 1 improved');
    expect(gh.count('pulls/create')).toBe(1);
    expect(gh.count('pulls/list')).toBe(2);
  });

  it('makes the first baseline when there is none', async () => {
    const { cwd, repo } = setUp(improved, { baseline: false });
    const result = await run(cwd);
    expect(result.code).toBe(0);
    expect(result.outputs).toMatchObject({ 'promote-status': 'pull-request-created', verdict: 'no-baseline' });
    expect(gh.pullRequests[0]!.body).toContain('**Why:** there is no baseline yet.');
    expect(gh.pullRequests[0]!.body).toContain('There was no baseline before, so there is nothing to compare with.');
    expect(JSON.parse(repo.fileAt(PROMOTE_BRANCH, 'bench/baseline.json')!).benchmarks).toHaveLength(4);
  });

  it('never force-moves a branch that is not its own: the branch promoted, the default branch, or one with other commits', async () => {
    const { cwd, repo } = setUp(improved);
    const masterBefore = repo.refs.get(`heads/${BRANCH}`)!;
    const same = await run(cwd, { 'promote-branch': BRANCH });
    expect(same.code).toBe(1);
    expect(errors(same)).toEqual([`input \`promote-branch\`: is ${BRANCH}, the branch being promoted, which mode promote would force-move. Name a branch for the promotion alone, e.g. promote-branch: bench-gate/promote-baseline`]);
    expect(gh.requests).toEqual([]);

    const develop = repo.push('develop', { 'src/feature.js': 'work in progress' }, 'Someone\'s work');
    const other = await run(cwd, { 'promote-branch': 'develop' });
    expect(other.code).toBe(1);
    expect(errors(other)[0]).toMatch(/^input `promote-branch`: develop exists and its last commit \([0-9a-f]{12}\) is not a promotion by bench-gate, so it was left as it is; nothing was published\. Name a branch for the promotion alone/);
    expect(repo.refs.get('heads/develop')).toBe(develop);
    expect(repo.refs.get(`heads/${BRANCH}`)).toBe(masterBefore);
    expect(gh.count('git/update-ref')).toBe(0);
    expect(gh.count('git/create-commit')).toBe(0);
    expect(other.outputs['promote-status']).toBe('failed');
  });

  it('refuses to promote a pull request\'s results, or on a tag, before any call', async () => {
    const { cwd } = setUp(improved);
    const pr = await run(cwd, {}, example('pull_request', 'opened'), 'pull_request');
    expect(pr.code).toBe(1);
    expect(errors(pr)).toEqual([
      "input `mode`: promote runs on push, workflow_dispatch or schedule, not on pull_request. A pull request's results must not become the baseline before it is merged: use mode promote in a workflow on push to the default branch (see the docs)",
    ]);
    const tag = pushToDefaultBranch(PUSHED);
    tag.ref = 'refs/tags/v1.0.0';
    const onTag = await run(cwd, {}, tag);
    expect(errors(onTag)).toEqual(['input `mode`: promote runs on a branch, not on refs/tags/v1.0.0. Run it on push to the default branch, or dispatch it on a branch']);
    expect(gh.requests).toEqual([]);
  });

  it('says which permission or setting is missing when GitHub refuses (403)', async () => {
    const { cwd, repo } = setUp(improved);
    gh.readOnly.add(TOKEN);
    const readOnly = await run(cwd);
    expect(readOnly.code).toBe(1);
    expect(errors(readOnly)[0]).toMatch(/^mode promote: the token may not commit bench\/baseline\.json on top of master \(403 Resource not accessible by integration.*\)\. Give the workflow permissions: contents: write and pull-requests: write \(see the docs\)$/);

    gh.readOnly.clear();
    gh.actionsMayNotCreatePulls = true;
    const setting = await run(checkoutOf(improved)); // a fresh checkout: the failed run wrote its baseline into its own
    expect(setting.code).toBe(1);
    expect(errors(setting)[0]).toMatch(/^mode promote: GitHub refused to let the workflow token open the pull request \(403 GitHub Actions is not permitted to create or approve pull requests\..*\)\. Allow it in the repository settings/);
    expect(repo.refs.has(`heads/${PROMOTE_BRANCH}`)).toBe(true); // the branch holds it, for a person to open the pull request
  });
});
