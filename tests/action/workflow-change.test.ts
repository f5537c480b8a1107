/**
 * A pull request that edits the workflow file that runs its check: on `pull_request` GitHub runs the
 * workflow as the pull request has it, so the step's inputs (threshold, protected, fail-on-regression,
 * baseline) are the pull request's own, which no base commit's bench-gate.json undoes. The step compares
 * the file named by GITHUB_WORKFLOW_REF with its version at the base commit (src/action/rules-source.ts)
 * and warns in the comment and the job summary, next to the rules-change warning. Run as dist/index.js
 * against the OpenAPI-checked fake GitHub.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { commitAll } from '../helpers/git-repo.js';
import { describe, expect, it } from 'vitest';
import { NODES, runAction, type RunResult } from '../helpers/action-runner.js';
import { atBase, workflowRef } from '../helpers/base-commit.js';
import { example, forkPullRequest, REPOSITORY, workflowRunOf } from '../helpers/events.js';
import { useFakeGitHub } from '../helpers/fake-github.js';
import { foreignCommands } from '../helpers/runner-log.js';
import { opsDocument } from '../helpers/documents.js';
import { pairedReport } from '../helpers/paired-report.js';
import { workspace } from '../helpers/workspace.js';

const TOKEN = 'ghs_FAKEworkflowChangeTokenNeverLogged01';
const PR = 2;
const WORKFLOW = '.github/workflows/bench.yml';
const BASELINE = opsDocument({ alpha: 1000, beta: 2000 });
const text = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const RULES = { 'bench-gate.json': text({ baseline: 'bench/baseline.json' }), 'bench/baseline.json': text(BASELINE) };
const BASE_WORKFLOW = 'on: pull_request\njobs:\n  bench:\n    steps:\n      - uses: owner/bench-gate@v1\n        with:\n          current: bench/results/*.json\n';
const LOOSENED = BASE_WORKFLOW.replace('current: bench/results/*.json\n', 'current: bench/results/*.json\n          threshold: 50\n          fail-on-regression: false\n');
const WARNING = /This pull request (changes|adds) the workflow file/;

const gh = useFakeGitHub(TOKEN);
const node = NODES.at(-1)!.path;

/** The checkout of a pull request with `workflow` at `path` and an unchanged rule set; its run is within the limits. */
function checkout(workflow: string, path = WORKFLOW): string {
  return workspace({ ...RULES, [path]: workflow, 'bench/results/run.json': BASELINE });
}

async function check(cwd: string, payload: Record<string, unknown>, options: { path?: string; token?: string; inputs?: Record<string, string>; eventName?: string; workflowSha?: string } = {}): Promise<RunResult> {
  const token = options.token ?? TOKEN;
  const result = await runAction({
    node,
    cwd,
    inputs: { current: 'bench/results/*.json', 'github-token': token, ...options.inputs },
    eventName: options.eventName ?? 'pull_request',
    payload,
    token,
    apiUrl: gh.url,
    repository: REPOSITORY,
    env: { GITHUB_WORKFLOW_REF: workflowRef(REPOSITORY, options.path ?? WORKFLOW, PR), ...(options.workflowSha ? { GITHUB_WORKFLOW_SHA: options.workflowSha } : {}) },
  });
  expect(result.stdout + result.stderr).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
  expect(result.stdout + result.stderr).not.toContain(TOKEN);
  expect(foreignCommands(result.stdout)).toEqual([]);
  expect(gh.violations).toEqual([]);
  return result;
}

describe('a pull request that edits the workflow file that runs the check', () => {
  it('is warned about in the comment and the job summary, before the rules change', async () => {
    const result = await check(checkout(LOOSENED), atBase(gh, example('pull_request', 'opened'), { ...RULES, [WORKFLOW]: BASE_WORKFLOW }));
    expect(result.code).toBe(0);
    expect(result.outputs.verdict).toBe('pass');
    expect(gh.count('repos/get-content')).toBe(3); // the config, the baseline and the workflow, at the base commit
    const body = gh.commentsOn(PR)[0]!.body;
    const lines = body.split('\n');
    expect(lines[1]).toBe('> [!WARNING]');
    expect(lines[2]).toMatch(/^> This pull request changes the workflow file `\.github\/workflows\/bench\.yml` that runs this check\. GitHub runs a pull request's workflow as the pull request has it, so every input this step was judged with \(such as `threshold`.*\) is the pull request's own\.$/);
    expect(body).toContain('Reviewers: look at what it changes in the bench-gate step\'s `with:` inputs of `.github/workflows/bench.yml`');
    expect(body).toContain('CODEOWNERS entry for `.github/workflows/`');
    expect(body).not.toContain('changes the rules it is judged by');
    expect(result.summary).toMatch(WARNING);
    expect(result.summary).toContain('`.github/workflows/bench.yml`');
  });

  it('sits next to the rules-change warning when the pull request changes both', async () => {
    const cwd = workspace({ ...RULES, 'bench-gate.json': { baseline: 'bench/baseline.json', threshold: 50 }, [WORKFLOW]: LOOSENED, 'bench/results/run.json': BASELINE });
    const result = await check(cwd, atBase(gh, example('pull_request', 'opened'), { ...RULES, [WORKFLOW]: BASE_WORKFLOW }));
    expect(result.code).toBe(0);
    const body = gh.commentsOn(PR)[0]!.body;
    const workflowAt = body.search(WARNING);
    const rulesAt = body.indexOf('This pull request changes the rules it is judged by (`bench-gate.json`)');
    expect(workflowAt).toBeGreaterThan(0);
    expect(rulesAt).toBeGreaterThan(workflowAt);
    expect(body).toContain('| `threshold` | *(none)* | `50` |');
  });

  it('that adds it (the base has no such workflow) is warned about as adding it', async () => {
    const result = await check(checkout(LOOSENED), atBase(gh, example('pull_request', 'opened'), RULES));
    expect(result.code).toBe(0);
    expect(gh.commentsOn(PR)[0]!.body).toContain('This pull request adds the workflow file `.github/workflows/bench.yml` that runs this check.');
  });

  it('is not warned about when the workflow is the base\'s', async () => {
    const result = await check(checkout(BASE_WORKFLOW), atBase(gh, example('pull_request', 'opened'), { ...RULES, [WORKFLOW]: BASE_WORKFLOW }));
    expect(result.code).toBe(0);
    expect(gh.count('repos/get-content')).toBe(3);
    expect(result.commands).toEqual([]);
    expect(gh.commentsOn(PR)[0]!.body).not.toMatch(/workflow file|\[!WARNING\]/);
    expect(result.summary).not.toMatch(/workflow file/);
  });

  it('is compared with git when the checkout has the base commit, without any API call', async () => {
    const cwd = checkout(BASE_WORKFLOW);
    const payload = example('pull_request', 'opened');
    payload.pull_request.base.sha = commitAll(cwd);
    execFileSync('sh', ['-c', `printf '%s' "$1" > ${WORKFLOW}`, 'sh', LOOSENED], { cwd });
    const result = await check(cwd, payload, { token: '' });
    expect(gh.requests).toEqual([]);
    expect(result.code).toBe(0);
    expect(result.summary).toContain('This pull request changes the workflow file `.github/workflows/bench.yml`');
  });

  it('does not fail the step when the base cannot be read: one notice says so', async () => {
    // No git history and no token: the rules fall back to the checkout's (with their own warning).
    const result = await check(checkout(LOOSENED), example('pull_request', 'opened'), { token: '' });
    expect(result.code).toBe(0);
    expect(result.outputs.verdict).toBe('pass');
    const notices = result.commands.filter(([k]) => k === 'notice').map(([, m]) => m);
    expect(notices).toEqual([expect.stringMatching(/^bench-gate: the workflow file \.github\/workflows\/bench\.yml could not be read at the base commit [0-9a-f]{7} \(the checkout does not have it .*\), so whether this pull request changes it \(and the inputs it is judged with\) is not shown$/)]);
    expect(result.summary).not.toMatch(WARNING);
  });

  it('does not fail the step when GitHub will not serve the workflow at the base', async () => {
    // A given report (bench-diff ab) reads no rules, so the workflow is the only file asked for.
    const cwd = workspace({ 'ab.json': JSON.parse(pairedReport(1)), [WORKFLOW]: LOOSENED });
    gh.faults.push({ operationId: 'repos/get-content', status: 403, message: 'Resource not accessible by integration', times: 10 });
    const result = await check(cwd, atBase(gh, example('pull_request', 'opened'), { [WORKFLOW]: BASE_WORKFLOW }), { inputs: { current: '', report: 'ab.json' } });
    expect(result.code).toBe(0);
    expect(result.outputs.verdict).toBe('pass');
    expect(result.commands).toEqual([['notice', expect.stringMatching(/^bench-gate: the workflow file \.github\/workflows\/bench\.yml could not be read at the base commit [0-9a-f]{7} \(GitHub answered 403.*\), so whether this pull request changes it/)]]);
    expect(gh.commentsOn(PR)).toHaveLength(1);
  });

  it('shows a hostile file name escaped, and logs it neutralised', async () => {
    const path = '.github/workflows/x`` <img src=x onerror=alert(1)> *@me* ::error::y.yml';
    const result = await check(checkout(LOOSENED, path), atBase(gh, example('pull_request', 'opened'), { ...RULES, [path]: BASE_WORKFLOW }), { path });
    expect(result.code).toBe(0);
    const body = gh.commentsOn(PR)[0]!.body;
    expect(body).toContain('This pull request changes the workflow file ```.github/workflows/x`` <img src=x onerror=alert(1)> *@me* ::error::y.yml``` that runs this check.');
    expect(body.replace(/(`+)[^`][\s\S]*?\1/g, '')).not.toMatch(/<img|@me|::error/);
    expect(result.summary).toContain('```.github/workflows/x`` <img');
    // Unreadable at the base, the name is in the notice: a line break in it is shown, not obeyed.
    const broken = '.github/workflows/a\n::error::injected.yml';
    const unread = await check(checkout(LOOSENED, broken), example('pull_request', 'opened'), { path: broken, token: '' });
    expect(unread.code).toBe(0);
    expect(unread.commands.filter(([k]) => k === 'error')).toEqual([]);
    expect(unread.commands).toContainEqual(['notice', expect.stringContaining('the workflow file .github/workflows/a\\n::error::injected.yml could not be read')]);
  });

  it('compares the file GitHub runs (GITHUB_WORKFLOW_SHA, the merge commit), not a checkout of the head', async () => {
    // The base branch loosened nothing but moved on: the pull request's head still has the workflow
    // as it was when it branched, and the merge commit (what GitHub runs) has the base's.
    const OLDER = BASE_WORKFLOW.replace('current: bench/results/*.json\n', 'current: bench/results/run.json\n');
    const payload = atBase(gh, example('pull_request', 'opened'), { ...RULES, [WORKFLOW]: BASE_WORKFLOW });
    const merge = gh.repositories.get(REPOSITORY)!.push('main', { ...RULES, [WORKFLOW]: BASE_WORKFLOW }, 'Merge of the pull request');
    const unchanged = await check(checkout(OLDER), payload, { workflowSha: merge });
    expect(unchanged.code).toBe(0);
    expect(gh.commentsOn(PR)[0]!.body).not.toMatch(WARNING);
    expect(unchanged.summary).not.toMatch(WARNING);
    // The merge commit loosens the step though the checkout shows the base's file: the warning stands.
    const loosened = gh.repositories.get(REPOSITORY)!.push('main', { ...RULES, [WORKFLOW]: LOOSENED }, 'Merge of the pull request');
    const changed = await check(checkout(BASE_WORKFLOW), payload, { workflowSha: loosened });
    expect(changed.code).toBe(0);
    expect(changed.summary).toContain('This pull request changes the workflow file `.github/workflows/bench.yml`');
  });

  it('is not looked for on pull_request_target, whose workflow is the base branch\'s', async () => {
    const result = await check(checkout(LOOSENED), atBase(gh, example('pull_request', 'opened'), { ...RULES, [WORKFLOW]: BASE_WORKFLOW }), { eventName: 'pull_request_target' });
    expect(result.code).toBe(0);
    expect(gh.count('repos/get-content')).toBe(2);
    expect(result.summary).not.toMatch(WARNING);
  });

  it('is carried by mode report\'s file to mode comment\'s comment', async () => {
    const head = 'ec26c3e57ca3a959ca5aad62de7213c562f8c821';
    gh.pulls.set(`${REPOSITORY}#${PR}`, { number: PR, headSha: head, headRepo: 'forker/Hello-World', baseRepo: REPOSITORY });
    const cwd = checkout(LOOSENED);
    const report = await check(cwd, atBase(gh, forkPullRequest(), { ...RULES, [WORKFLOW]: BASE_WORKFLOW }), { inputs: { mode: 'report' } });
    expect(report.code).toBe(0);
    expect(report.summary).toMatch(WARNING);
    const file = JSON.parse(readFileSync(join(cwd, 'bench-gate-pr-report.json'), 'utf8'));
    expect(file.rules_change.workflow).toEqual({ path: WORKFLOW, base: 'present' });
    const commented = await runAction({ node, cwd, inputs: { mode: 'comment', 'github-token': TOKEN }, eventName: 'workflow_run', payload: workflowRunOf(forkPullRequest()), token: TOKEN, apiUrl: gh.url, repository: REPOSITORY });
    expect(gh.violations).toEqual([]);
    expect(commented.code).toBe(0);
    expect(gh.commentsOn(PR)[0]!.body).toContain('This pull request changes the workflow file `.github/workflows/bench.yml` that runs this check.');
  });
});
