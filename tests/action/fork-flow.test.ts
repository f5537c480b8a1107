/**
 * The fork-safe flow end to end, with the bundle on Node 20 and Node 24: mode report in the pull
 * request's run (here with no token) writes the report file; mode comment in a workflow_run run reads the
 * downloaded file, validates it, checks the head SHA, and posts. Tampered files are refused.
 */
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { NODES, runAction, type RunResult } from '../helpers/action-runner.js';
import { atBase } from '../helpers/base-commit.js';
import { example, forkPullRequest, REPOSITORY, workflowRunOf } from '../helpers/events.js';
import { useFakeGitHub } from '../helpers/fake-github.js';
import { balanceProblems, stripCodeSpans } from '../helpers/markdown-balance.js';
import { opsDocument } from '../helpers/documents.js';
import { workspace } from '../helpers/workspace.js';

const TOKEN = 'ghs_FAKEworkflowRunTokenNeverLogged000111';
const PR = 2;
const HEAD = 'ec26c3e57ca3a959ca5aad62de7213c562f8c821';
const REPORT_FILE = 'bench-gate-pr-report.json';
const HOSTILE = '@octocat <img src=x onerror=alert(1)> [click](https://evil.example) | `tick` #1';

const gh = useFakeGitHub(TOKEN);
beforeEach(() => {
  gh.pulls.set(`${REPOSITORY}#${PR}`, { number: PR, headSha: HEAD, headRepo: 'forker/Hello-World', baseRepo: REPOSITORY });
});

function expectClean(result: RunResult): void {
  expect(result.stdout + result.stderr).not.toContain(TOKEN);
  expect(result.stdout + result.stderr).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
  expect(gh.violations).toEqual([]);
}

describe.each(NODES)('the fork-safe flow on $name', ({ path: node }) => {
  /** The pull request's run: the fork's code, no token. Returns the folder holding the report file. */
  async function reportRun(current: Record<string, number>): Promise<{ dir: string; result: RunResult }> {
    const dir = workspace({
      'bench/baseline.json': opsDocument({ fast: 1000, slow: 10, [HOSTILE]: 500 }),
      'bench/results/run.json': opsDocument(current),
    });
    const result = await runAction({
      node,
      cwd: dir,
      inputs: { mode: 'report', baseline: 'bench/baseline.json', current: 'bench/results/*.json', 'github-token': '' },
      eventName: 'pull_request',
      payload: forkPullRequest(),
      token: '',
      apiUrl: gh.url,
      repository: REPOSITORY,
    });
    expectClean(result);
    return { dir, result };
  }

  /** The workflow_run run: the base repository's workflow, a token that may write, the artifact downloaded. */
  async function commentRun(reportFile: string, payload = workflowRunOf(forkPullRequest()), inputs: Record<string, string> = {}): Promise<RunResult> {
    const dir = workspace({});
    copyFileSync(reportFile, join(dir, REPORT_FILE));
    const result = await runAction({ node, cwd: dir, inputs: { mode: 'comment', ...inputs }, eventName: 'workflow_run', payload, token: TOKEN, apiUrl: gh.url, repository: REPOSITORY });
    expectClean(result);
    return result;
  }

  it('keeps the report files in their folder whatever comment key the artifact names', async () => {
    const { dir } = await reportRun({ fast: 1000, slow: 10, [HOSTILE]: 500 });
    const file = JSON.parse(readFileSync(join(dir, REPORT_FILE), 'utf8'));
    // The schema's longest keys encode past a file name's 255 bytes (ENAMETOOLONG, an internal error).
    const long = ['!'.repeat(100), `${'!'.repeat(99)}?`, '\u1234'.repeat(100)];
    const folders = new Set<string>();
    for (const key of ['..', '.', 'record', ...long]) {
      writeFileSync(join(dir, REPORT_FILE), JSON.stringify({ ...file, comment_key: key }));
      const posted = await commentRun(join(dir, REPORT_FILE));
      expect(posted.code, posted.stdout).toBe(0);
      // <RUNNER_TEMP>/bench-gate/<a folder of this key's own>/report.md: never RUNNER_TEMP itself, the
      // folder of every key, or mode record's.
      const folder = dirname(posted.outputs['report-markdown']!);
      expect(basename(dirname(folder))).toBe('bench-gate');
      expect(['..', '.', 'record', 'default']).not.toContain(basename(folder));
      expect(Buffer.byteLength(basename(folder))).toBeLessThanOrEqual(255);
      folders.add(basename(folder));
    }
    expect(folders.size).toBe(6); // one folder per key, the long ones too
  });

  it('reports without a token, then comments from the workflow_run', async () => {
    const { dir, result } = await reportRun({ fast: 700, slow: 10, [HOSTILE]: 505 });
    expect(result.code).toBe(1); // the pull request's own check fails on the regression
    expect(gh.requests).toEqual([]); // no token, no call
    expect(result.outputs['comment-status']).toBe('skipped-report-mode');
    expect(result.outputs.verdict).toBe('fail');
    expect(result.summary).toContain('### ❌ bench-gate: 1 regression');
    const file = JSON.parse(readFileSync(join(dir, REPORT_FILE), 'utf8'));
    expect(file.pull_request).toEqual({ number: PR, head_sha: HEAD, head_repo: 'forker/Hello-World' });
    expect(file.report.verdict).toBe('fail');

    const posted = await commentRun(join(dir, REPORT_FILE));
    expect(posted.code).toBe(0); // posting succeeded; the verdict is the pull request's check's business
    expect(posted.outputs.verdict).toBe('fail');
    expect(posted.outputs['comment-status']).toBe('created');
    expect(gh.requests.map((r) => r.operationId)).toEqual(['pulls/get', 'issues/list-comments', 'issues/create-comment']);
    const body = gh.commentsOn(PR)[0]!.body;
    expect(body.split('\n').slice(0, 2)).toEqual(['<!-- bench-gate:comment -->', '### ❌ bench-gate: 1 regression · geomean 10.9% worse (limit 3%)']);
    expect(body).toContain('| ❌ | `fast` | 1k ops/s | 700 ops/s | −30.0% (1.43× slower) | regressed (limit 8%) |');
    expect(body).toContain(`Compared commit \`${HEAD.slice(0, 12)}\``);
    expect(body).toMatch(/\[workflow run\]\(https:\/\/github\.com\/Codertocat\/Hello-World\/actions\/runs\/\d+\)/);
    // The hostile benchmark name from the fork is shown, but as code: no mention, no HTML, no link.
    const outsideCode = stripCodeSpans(body);
    expect(outsideCode).not.toContain('@octocat');
    expect(outsideCode).not.toContain('<img');
    expect(outsideCode).not.toContain('](https://evil');
    expect(balanceProblems(body)).toEqual([]);

    // The same artifact again (a re-run): found, unchanged, no PATCH.
    const again = await commentRun(join(dir, REPORT_FILE));
    expect(again.outputs['comment-status']).toBe('unchanged');
    expect(gh.count('issues/update-comment')).toBe(0);
    expect(gh.commentsOn(PR)).toHaveLength(1);
  });

  it('carries a change of the rules through to the comment, clipped and escaped', async () => {
    const base = { 'bench-gate.json': `${JSON.stringify({ baseline: 'bench/baseline.json' })}\n`, 'bench/baseline.json': `${JSON.stringify(opsDocument({ fast: 1000, slow: 10 }))}\n` };
    const payload = atBase(gh, forkPullRequest(), base);
    const dir = workspace({
      ...base,
      'bench-gate.json': { baseline: 'bench/baseline.json', threshold: 50, protected: [{ name: 'fast', reason: `${HOSTILE} ${'x'.repeat(300_000)}` }] },
      'bench/results/run.json': opsDocument({ fast: 700, slow: 10 }),
    });
    const report = await runAction({ node, cwd: dir, inputs: { mode: 'report', current: 'bench/results/*.json', 'github-token': TOKEN }, eventName: 'pull_request', payload, token: TOKEN, apiUrl: gh.url, repository: REPOSITORY });
    expectClean(report);
    expect(report.outputs.verdict).toBe('fail'); // judged by the base's rules
    expect(JSON.parse(readFileSync(join(dir, REPORT_FILE), 'utf8')).rules_change).toMatchObject({ applied: false, config: { path: 'bench-gate.json', base: { baseline: 'bench/baseline.json' } } });

    const posted = await commentRun(join(dir, REPORT_FILE), workflowRunOf(payload));
    expect(posted.outputs['comment-status']).toBe('created');
    const body = gh.commentsOn(PR)[0]!.body;
    expect(body.split('\n').slice(0, 3)).toEqual([
      '<!-- bench-gate:comment -->',
      '> [!WARNING]',
      expect.stringMatching(/^> This pull request changes the rules it is judged by \(`bench-gate\.json`\); they were \*\*not\*\* applied/),
    ]);
    expect(body).toContain('| `threshold` | *(none)* | `50` |');
    expect(body).toContain('### ❌ bench-gate: 1 regression');
    expect(Buffer.byteLength(body)).toBeLessThan(65_536);
    expect(report.summary).toContain('| `threshold` | *(none)* | `50` |');
    expect(Buffer.byteLength(report.summary)).toBeLessThan(100_000); // the 300 kB reason is clipped
    expect(stripCodeSpans(body)).not.toContain('@octocat');
    expect(balanceProblems(body)).toEqual([]);
  });

  it('refuses a tampered or invalid report file in one line, and posts nothing', async () => {
    const { dir } = await reportRun({ fast: 990, slow: 10, [HOSTILE]: 500 });
    const original = JSON.parse(readFileSync(join(dir, REPORT_FILE), 'utf8'));
    const tamper = (change: (file: any) => void) => { // eslint-disable-line @typescript-eslint/no-explicit-any
      const file = structuredClone(original);
      change(file);
      const path = join(workspace({}), 'tampered.json');
      writeFileSync(path, typeof file === 'string' ? file : JSON.stringify(file));
      return path;
    };
    const notJson = join(workspace({}), 'broken.json');
    writeFileSync(notJson, '{"schema_version": 1,');
    const cases: Array<[string, string, RegExp]> = [
      ['a regression hidden', tamper((f) => (f.report.benchmarks[0].status = 'regressed')), /its summary says 0 regressed but it lists 1/],
      ['a verdict flipped', tamper((f) => { f.verdict = 'fail'; f.report.verdict = 'fail'; }), /its verdict "fail" does not follow from its benchmarks/],
      ['another commit', tamper((f) => (f.pull_request.head_sha = 'f'.repeat(40))), /it is for commit f{40} but the workflow run measured ec26c3e/],
      ['an unknown key', tamper((f) => (f.markdown = '<script>')), /not a valid bench-gate report \(top level: unknown key "markdown"\)/],
      ['a wrong type', tamper((f) => (f.report.benchmarks[1].current = 'fast')), /not a valid bench-gate report \(report\.benchmarks\[1\] \("slow"\)\.current: must be number,null\)/],
      ['not JSON', notJson, /invalid JSON/],
    ];
    for (const [what, path, message] of cases) {
      const result = await commentRun(path);
      expect(result.code, what).toBe(1);
      const errors = result.commands.filter(([kind]) => kind === 'error');
      expect(errors, what).toHaveLength(1);
      expect(errors[0]![1], what).toMatch(message);
      expect(errors[0]![1], what).not.toContain('\n');
    }
    expect(gh.comments).toHaveLength(0);
    expect(gh.count('issues/create-comment')).toBe(0);
  });

  it('carries a missing baseline through to the comment', async () => {
    const dir = workspace({ 'bench/results/run.json': opsDocument({ fast: 1000 }) });
    const report = await runAction({ node, cwd: dir, inputs: { mode: 'report', baseline: 'bench/baseline.json', current: 'bench/results/*.json' }, eventName: 'pull_request', payload: forkPullRequest(), token: '', apiUrl: gh.url, repository: REPOSITORY });
    expectClean(report);
    expect(report.code).toBe(0);
    expect(report.outputs.verdict).toBe('no-baseline');
    const posted = await commentRun(join(dir, REPORT_FILE));
    expect(posted.outputs.verdict).toBe('no-baseline');
    expect(posted.outputs['comment-status']).toBe('created');
    expect(gh.commentsOn(PR)[0]!.body).toContain('npx -p bench-gate bench-diff promote bench/results/run.json --baseline bench/baseline.json');
    // The pull request's run warned where it looked; the comment says what the report file can tell.
    expect(report.commands.at(-1)).toEqual(['warning', expect.stringMatching(/^bench-gate: no baseline file "bench\/baseline\.json" \(the `baseline` input\) in the checkout, /)]);
    expect(gh.commentsOn(PR)[0]!.body).toContain(
      '\n> [!WARNING]\n> bench-gate looked for `bench/baseline.json`. If a baseline is already committed, that path is wrong: fix the `baseline` input (or "baseline" in the config file) of the workflow that measured; otherwise create one as below.\n',
    );
  });

  it('does not comment about a commit that is no longer the pull request\'s head', async () => {
    const { dir } = await reportRun({ fast: 1000, slow: 10, [HOSTILE]: 500 });
    gh.pulls.set(`${REPOSITORY}#${PR}`, { number: PR, headSha: 'd'.repeat(40), headRepo: 'forker/Hello-World', baseRepo: REPOSITORY });
    const result = await commentRun(join(dir, REPORT_FILE));
    expect(result.code).toBe(0);
    expect(result.outputs['comment-status']).toBe('skipped-stale');
    expect(gh.comments).toHaveLength(0);
  });

  it('refuses to comment when the head repository cannot be confirmed (a deleted fork)', async () => {
    const { dir } = await reportRun({ fast: 700, slow: 10, [HOSTILE]: 505 });
    const payload = workflowRunOf(forkPullRequest());
    payload.workflow_run.head_repository = null; // what GitHub sends once the fork is deleted
    const result = await commentRun(join(dir, REPORT_FILE), payload);
    expect(result.code).toBe(1);
    expect(result.commands).toEqual([['error', `pull request #${PR}: its head repository cannot be confirmed (the workflow_run event names none, as after a fork is deleted); nothing was posted. Nothing to do: a pull request whose head repository is gone cannot be commented on safely`]]);
    expect(gh.comments).toHaveLength(0);
    expect(gh.requests.map((r) => r.operationId)).toEqual(['pulls/get']);
  });

  it('posts nothing, and passes with a notice, after a run that a push or a schedule started', async () => {
    // A report file that a pull request's run could have left: it must not be read, let alone posted.
    const { dir } = await reportRun({ fast: 700, slow: 10, [HOSTILE]: 505 });
    for (const event of ['push', 'schedule', 'workflow_dispatch']) {
      const payload = workflowRunOf(forkPullRequest());
      payload.workflow_run.event = event;
      const result = await commentRun(join(dir, REPORT_FILE), payload);
      expect(result.code, event).toBe(0);
      expect(result.commands, event).toEqual([
        [
          'notice',
          `bench-gate: mode comment: the workflow run it follows (${payload.workflow_run.html_url}) was started by ${event}, not by a pull request, ` +
            "so there is no pull request to comment on and nothing was posted (add `if: github.event.workflow_run.event == 'pull_request'` to the job to skip it)",
        ],
      ]);
      expect(result.outputs['comment-status'], event).toBe('skipped-no-pull-request');
      expect(result.outputs.verdict, event).toBe('');
      expect(result.summary, event).toBe('');
    }
    expect(gh.requests).toEqual([]);
    expect(gh.comments).toHaveLength(0);
  });

  it('refuses a workflow_run event that does not say what started the run', async () => {
    const { dir } = await reportRun({ fast: 1000, slow: 10, [HOSTILE]: 500 });
    const payload = workflowRunOf(forkPullRequest());
    delete payload.workflow_run.event;
    const result = await commentRun(join(dir, REPORT_FILE), payload);
    expect(result.code).toBe(1);
    expect(result.commands).toEqual([['error', expect.stringMatching(/^the workflow_run event: does not say which event started run \d+, so it is not known to be a pull request's; nothing was posted\. /)]]);
    expect(gh.requests).toEqual([]);
  });

  it('refuses to run mode comment outside workflow_run, and a missing report file', async () => {
    const dir = workspace({});
    const wrongEvent = await runAction({ node, cwd: dir, inputs: { mode: 'comment' }, eventName: 'pull_request', payload: example('pull_request', 'opened'), token: TOKEN, apiUrl: gh.url, repository: REPOSITORY });
    expect(wrongEvent.code).toBe(1);
    expect(wrongEvent.commands).toEqual([['error', 'input `mode`: comment runs in a workflow_run workflow, not on pull_request. Use mode: check (or report) here, and mode: comment in a workflow triggered by workflow_run (see the docs)']]);
    const missing = await runAction({ node, cwd: dir, inputs: { mode: 'comment' }, eventName: 'workflow_run', payload: workflowRunOf(forkPullRequest()), token: TOKEN, apiUrl: gh.url, repository: REPOSITORY });
    expect(missing.code).toBe(1);
    expect(missing.commands[0]![1]).toMatch(/^input `report-file`: "bench-gate-pr-report.json" does not exist\. Download the artifact/);
    expect(gh.requests).toEqual([]);
  });
});
