/**
 * Input `report`: the paired A/B of a pull request's base and head (`bench-diff ab ... --format json
 * -o FILE`) published by mode report, then posted by mode comment, and by mode check directly; run
 * as dist/index.js against the fake GitHub. A hand-edited or broken report is refused in one line.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { NODES, runAction, type RunResult } from '../helpers/action-runner.js';
import { example, forkPullRequest, labeled, REPOSITORY, workflowRunOf } from '../helpers/events.js';
import { useFakeGitHub } from '../helpers/fake-github.js';
import { pairedReport } from '../helpers/paired-report.js';
import { opsDocument } from '../helpers/documents.js';
import { workspace } from '../helpers/workspace.js';

const TOKEN = 'ghs_FAKEpairedReportTokenNeverLogged0042';
const PR = 2;
const HEAD = 'ec26c3e57ca3a959ca5aad62de7213c562f8c821';

const gh = useFakeGitHub(TOKEN);
beforeEach(() => {
  gh.pulls.set(`${REPOSITORY}#${PR}`, { number: PR, headSha: HEAD, headRepo: 'forker/Hello-World', baseRepo: REPOSITORY });
});

function expectClean(result: RunResult): void {
  expect(result.stdout + result.stderr).not.toContain(TOKEN);
  expect(result.stdout + result.stderr).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
  expect(gh.violations).toEqual([]);
}

describe.each(NODES)('input report on $name', ({ path: node }) => {
  it('mode report publishes the paired report and uploads it; mode comment posts it as the comment', async () => {
    const dir = workspace({ 'bench-gate-ab.json': JSON.parse(pairedReport(1.2)) });
    const report = await runAction({ node, cwd: dir, inputs: { mode: 'report', report: 'bench-gate-ab.json', 'github-token': '' }, eventName: 'pull_request', payload: forkPullRequest(), token: '', apiUrl: gh.url, repository: REPOSITORY });
    expectClean(report);
    expect(report.code).toBe(1);
    expect(gh.requests).toEqual([]); // no token, no call: not even for the base's rules, which ab already applied
    expect(report.outputs.verdict).toBe('fail');
    expect(report.outputs['comment-status']).toBe('skipped-report-mode');
    expect(report.summary).toContain('### ❌ bench-gate: 1 regression');
    expect(report.summary).toContain('| Interval | Status |');
    const file = JSON.parse(readFileSync(join(dir, 'bench-gate-pr-report.json'), 'utf8'));
    expect(file.report).toMatchObject({ method: 'paired', paired: { rounds: 10, seed: 1 } });

    const commentDir = workspace({ 'bench-gate-pr-report.json': file });
    const posted = await runAction({ node, cwd: commentDir, inputs: { mode: 'comment' }, eventName: 'workflow_run', payload: workflowRunOf(forkPullRequest()), token: TOKEN, apiUrl: gh.url, repository: REPOSITORY });
    expectClean(posted);
    expect(posted.outputs['comment-status']).toBe('created');
    const body = gh.commentsOn(PR)[0]!.body;
    expect(body).toMatch(/\| ❌ \| `parse` \| .* ms \| .* ms \| \+\d+\.\d% \(1\.\d\d× slower\) \| \+\d+\.\d%…\+\d+\.\d% \| regressed \(limit 8%\) \|/);
    expect(body).toContain('paired: 10 interleaved rounds (order seed 1)');
  });

  it('mode check comments with it directly, and the accept label accepts its regressions', async () => {
    const dir = workspace({ 'bench-gate-ab.json': JSON.parse(pairedReport(1.2)) });
    const run = (payload: unknown) => runAction({ node, cwd: dir, inputs: { report: 'bench-gate-ab.json' }, eventName: 'pull_request', payload, token: TOKEN, apiUrl: gh.url, repository: REPOSITORY });
    const first = await run(example('pull_request', 'opened'));
    expectClean(first);
    expect(first.code).toBe(1);
    expect(first.outputs['comment-status']).toBe('created');
    expect(gh.commentsOn(PR)[0]!.body).toContain('### ❌ bench-gate: 1 regression');
    const accepted = await run(labeled('bench-gate:accept'));
    expectClean(accepted);
    expect(accepted.code).toBe(0);
    expect(accepted.outputs.verdict).toBe('accepted');
    expect(gh.commentsOn(PR)[0]!.body).toContain('### ⚠️ bench-gate: accepted, 1 regression');
  });

  it('does not take a report\'s own "accepted" for the label\'s: without the label its regressions count', async () => {
    // `bench-diff ab --accept`, or a report that names the label itself: it passed as accepted, and the
    // comment said "accepted by the label" on a pull request that did not carry it.
    const fail = JSON.parse(pairedReport(1.2)) as Record<string, unknown>;
    const byFlag = { ...fail, verdict: 'accepted', accepted_by: '--accept' };
    const byLabel = { ...fail, verdict: 'accepted', accepted_by: 'the label "bench-gate:accept"' };
    const dir = workspace({ 'by-flag.json': byFlag, 'by-label.json': byLabel });
    const NOTICE = /^bench-gate: input `report` \(by-(flag|label)\.json\) says its regressions were accepted, but only the label "bench-gate:accept" on the pull request accepts them here, and it does not carry it; they count as regressions$/;
    for (const file of ['by-flag.json', 'by-label.json']) {
      const run = (payload: unknown) => runAction({ node, cwd: dir, inputs: { report: file }, eventName: 'pull_request', payload, token: TOKEN, apiUrl: gh.url, repository: REPOSITORY });
      const unlabelled = await run(example('pull_request', 'opened'));
      expectClean(unlabelled);
      expect(unlabelled.code).toBe(1);
      expect(unlabelled.outputs.verdict).toBe('fail');
      expect(unlabelled.commands.filter(([kind]) => kind === 'notice').map(([, text]) => text)).toContainEqual(expect.stringMatching(NOTICE));
      const body = gh.commentsOn(PR)[0]!.body;
      expect(body).toContain('### ❌ bench-gate: 1 regression');
      expect(body).not.toContain('accepted');
      expect(JSON.parse(readFileSync(unlabelled.outputs['report-json']!, 'utf8'))).not.toHaveProperty('accepted_by');

      const labelled = await run(labeled('bench-gate:accept'));
      expectClean(labelled);
      expect(labelled.code).toBe(0);
      expect(labelled.outputs.verdict).toBe('accepted');
      expect(labelled.commands.filter(([kind]) => kind === 'notice').map(([, text]) => text)).not.toContainEqual(expect.stringMatching(NOTICE));
      expect(gh.commentsOn(PR)[0]!.body).toContain('Regressions accepted by the label &#34;bench-gate:accept&#34;');
    }
    // Mode report decides as mode check does: the artifact says fail.
    const report = await runAction({ node, cwd: dir, inputs: { mode: 'report', report: 'by-flag.json', 'github-token': '' }, eventName: 'pull_request', payload: forkPullRequest(), token: '', apiUrl: gh.url, repository: REPOSITORY });
    expectClean(report);
    expect(report.outputs.verdict).toBe('fail');
    expect(JSON.parse(readFileSync(join(dir, 'bench-gate-pr-report.json'), 'utf8'))).toMatchObject({ verdict: 'fail', report: { verdict: 'fail' } });
    // Accepting turned off: said so.
    const off = await runAction({ node, cwd: dir, inputs: { report: 'by-flag.json', 'accept-label': '' }, eventName: 'pull_request', payload: labeled('bench-gate:accept'), token: TOKEN, apiUrl: gh.url, repository: REPOSITORY });
    expect(off.outputs.verdict).toBe('fail');
    expect(off.commands.filter(([kind]) => kind === 'notice').map(([, text]) => text)).toContainEqual(
      'bench-gate: input `report` (by-flag.json) says its regressions were accepted, but accepting is off here (accept-label is empty); they count as regressions',
    );
  });

  it('refuses a broken, edited or misplaced report in one line naming the input', async () => {
    const good = JSON.parse(pairedReport(1)) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    const edited = structuredClone(good);
    edited.benchmarks[0].status = 'regressed';
    const unknownMethod = { ...structuredClone(good), method: 'vibes' };
    const dir = workspace({ 'edited.json': edited, 'method.json': unknownMethod, 'run.json': opsDocument({ parse: 1 }) });
    writeFileSync(join(dir, 'broken.json'), '{"schema_version": 1,');
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ report: 'edited.json' }, /input `report` \(edited\.json\): its summary says 0 regressed but it lists 1/],
      [{ report: 'method.json' }, /input `report` \(method\.json\): it is not a valid bench-gate report \(method: must be one of "best", "stats", "paired"\)/],
      [{ report: 'broken.json' }, /broken\.json.*invalid JSON/],
      [{ report: 'absent.json' }, /input `report`: "absent\.json" does not exist/],
      [{ report: 'edited.json', current: 'run.json' }, /input `report`: and input `current` are both given/],
      [{ report: 'edited.json', mode: 'promote' }, /input `report`: is not used in mode promote/],
    ];
    for (const [inputs, message] of cases) {
      const result = await runAction({ node, cwd: dir, inputs: { 'github-token': '', ...inputs }, eventName: 'pull_request', payload: forkPullRequest(), token: '', apiUrl: gh.url, repository: REPOSITORY });
      expectClean(result);
      expect(result.code, JSON.stringify(inputs)).toBe(1);
      const errors = result.commands.filter(([kind]) => kind === 'error').map(([, text]) => text);
      expect(errors, JSON.stringify(inputs)).toHaveLength(1);
      expect(errors[0]).toMatch(message);
      expect(errors[0]).not.toContain('\n');
    }
    expect(gh.commentsOn(PR)).toEqual([]);
  });
});
