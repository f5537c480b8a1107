/**
 * Accepting an intended regression with a pull request label (input accept-label), end to end: the
 * bundle on Node 20 and Node 24, the label read from the event payload (mode check and report) or from
 * the pull request as GitHub shows it now (mode comment), against the OpenAPI-checked fake GitHub.
 */
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NODES, runAction, type RunResult } from '../helpers/action-runner.js';
import { example, forkPullRequest, labeled, REPOSITORY, unlabeled, workflowRunOf } from '../helpers/events.js';
import { ACTIONS_BOT, useFakeGitHub } from '../helpers/fake-github.js';
import { rulePaths, sameRulesAtBase } from '../helpers/base-commit.js';
import { opsDocument } from '../helpers/documents.js';
import { workspace } from '../helpers/workspace.js';

const TOKEN = 'ghs_FAKEacceptLabelTokenNeverLogged4242';
const PR = 2;
const HEAD = 'ec26c3e57ca3a959ca5aad62de7213c562f8c821';
const LABEL = 'bench-gate:accept';
const BASE = { alpha: 1000, beta: 2000, gamma: 3000, delta: 4000 };
const regressing = { alpha: 800, beta: 1990, gamma: 3020, delta: 4000 };
/** What the comment says about acceptance (quotes are entity-escaped like all text from outside). */
const ACCEPTED_NOTE = 'Regressions accepted by the label &#34;bench-gate:accept&#34;: they are reported, but the check passes. To gate them again, remove the label &#34;bench-gate:accept&#34;.';

const gh = useFakeGitHub(TOKEN);

function checkout(current: Record<string, number>): string {
  return workspace({ 'bench/baseline.json': opsDocument(BASE), 'bench/results/run-1.json': opsDocument(current) });
}

const GATE = { baseline: 'bench/baseline.json', current: 'bench/results/*.json' };

function expectClean(result: RunResult): void {
  expect(result.stdout + result.stderr).not.toContain(TOKEN);
  expect(result.stdout + result.stderr).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
  expect(gh.violations).toEqual([]);
}

const kinds = (result: RunResult, kind: string) => result.commands.filter(([k]) => k === kind).map(([, m]) => m);

describe.each(NODES)('the accept label on $name', ({ path: node }) => {
  const run = async (options: { cwd: string; payload: unknown; inputs?: Record<string, string>; eventName?: string }) => {
    const result = await runAction({ node, cwd: options.cwd, inputs: options.inputs ?? GATE, eventName: options.eventName ?? 'pull_request', payload: sameRulesAtBase(gh, options.payload as Record<string, unknown>, options.cwd, rulePaths(options.inputs ?? GATE)), token: TOKEN, apiUrl: gh.url, repository: REPOSITORY });
    expectClean(result);
    return result;
  };

  it('turns a failing check into a passing "accepted" one while the label is on, and fails again once it is removed', async () => {
    const cwd = checkout(regressing);
    const before = await run({ cwd, payload: example('pull_request', 'opened') });
    expect(before.code).toBe(1);
    expect(before.outputs.verdict).toBe('fail');

    const accepted = await run({ cwd, payload: labeled(LABEL) });
    expect(accepted.code).toBe(0);
    expect(accepted.outputs.verdict).toBe('accepted');
    expect(accepted.outputs.regressions).toBe('1'); // still reported
    expect(accepted.outputs['comment-status']).toBe('updated');
    const comments = gh.commentsOn(PR);
    expect(comments).toHaveLength(1);
    const body = comments[0]!.body;
    expect(body.split('\n')[1]).toBe('### ⚠️ bench-gate: accepted, 1 regression · geomean 5.4% worse (limit 3%)');
    expect(body).toContain(`> [!CAUTION]\n> ${ACCEPTED_NOTE}`);
    expect(body).toContain('| ❌ | `alpha` | 1k ops/s | 800 ops/s | −20.0% (1.25× slower) | regressed (limit 8%) |');
    expect(accepted.summary).toContain(ACCEPTED_NOTE);
    const report = JSON.parse(readFileSync(accepted.outputs['report-json']!, 'utf8'));
    expect(report).toMatchObject({ verdict: 'accepted', accepted_by: `the label "${LABEL}"` });
    // Still shown, as warnings rather than errors: nothing on the step says it failed.
    expect(kinds(accepted, 'error')).toEqual([]);
    expect(kinds(accepted, 'warning')).toEqual([
      'alpha: -20.0% (1.25× slower) (limit 8%): 1k ops/s -> 800 ops/s',
      'geomean 5.4% worse (limit 3%)',
      `bench-gate: 1 regression · geomean 5.4% worse (limit 3%); accepted by the label "${LABEL}", so the check passes`,
    ]);

    const removed = await run({ cwd, payload: unlabeled(LABEL) });
    expect(removed.code).toBe(1);
    expect(removed.outputs.verdict).toBe('fail');
    expect(removed.outputs['comment-status']).toBe('updated');
    expect(gh.commentsOn(PR)).toHaveLength(1);
    expect(gh.commentsOn(PR)[0]!.body.split('\n')[1]).toBe('### ❌ bench-gate: 1 regression · geomean 5.4% worse (limit 3%)');
    expect(gh.commentsOn(PR)[0]!.body).not.toContain('accepted');
    expect(kinds(removed, 'error').at(-1)).toBe('bench-gate: 1 regression · geomean 5.4% worse (limit 3%)');
  });

  it('accepts regressions only: a missing benchmark still fails, and the comment says why', async () => {
    const { delta: _dropped, ...withoutDelta } = regressing;
    const result = await run({ cwd: checkout(withoutDelta), payload: labeled(LABEL) });
    expect(result.code).toBe(1);
    expect(result.outputs.verdict).toBe('fail');
    expect(gh.commentsOn(PR)[0]!.body).toContain(`the label &#34;${LABEL}&#34; accepts regressions only: 1 missing benchmark still fails the gate`);
  });

  it('matches the label without regard to case, takes another name, and is off when empty', async () => {
    const cwd = checkout(regressing);
    expect((await run({ cwd, payload: labeled('Bench-Gate:Accept') })).outputs.verdict).toBe('accepted');
    expect((await run({ cwd, payload: labeled('perf-ok'), inputs: { ...GATE, 'accept-label': 'perf-ok' } })).outputs.verdict).toBe('accepted');
    expect((await run({ cwd, payload: labeled(LABEL), inputs: { ...GATE, 'accept-label': 'perf-ok' } })).code).toBe(1);
    const off = await run({ cwd, payload: labeled(LABEL), inputs: { ...GATE, 'accept-label': '' } });
    expect(off.code).toBe(1);
    expect(off.outputs.verdict).toBe('fail');
    expect((await run({ cwd, payload: labeled('bug') })).code).toBe(1);
  });

  describe('in the fork-safe flow', () => {
    const REPORT_FILE = 'bench-gate-pr-report.json';

    function forkWithLabel(): ReturnType<typeof forkPullRequest> {
      const fork = forkPullRequest();
      fork.action = 'labeled';
      fork.label = labeled(LABEL).label;
      fork.pull_request.labels = [fork.label];
      return fork;
    }

    async function reportRun(payload: unknown): Promise<{ file: string; result: RunResult }> {
      const cwd = checkout(regressing);
      const result = await run({ cwd, payload, inputs: { ...GATE, mode: 'report', 'github-token': '' } });
      return { file: join(cwd, REPORT_FILE), result };
    }

    async function commentRun(file: string, labels: string[]): Promise<RunResult> {
      gh.pulls.set(`${REPOSITORY}#${PR}`, { number: PR, headSha: HEAD, headRepo: 'forker/Hello-World', baseRepo: REPOSITORY, labels });
      const cwd = workspace({});
      copyFileSync(file, join(cwd, REPORT_FILE));
      return run({ cwd, payload: workflowRunOf(forkPullRequest()), eventName: 'workflow_run', inputs: { mode: 'comment' } });
    }

    it('reports "accepted" from the event, and comments so while the pull request carries the label', async () => {
      const { file, result } = await reportRun(forkWithLabel());
      expect(result.code).toBe(0);
      expect(result.outputs.verdict).toBe('accepted');
      expect(JSON.parse(readFileSync(file, 'utf8')).verdict).toBe('accepted');

      const posted = await commentRun(file, ['bug', LABEL]);
      expect(posted.code).toBe(0);
      expect(posted.outputs['comment-status']).toBe('created');
      expect(gh.commentsOn(PR)[0]!.body).toContain(ACCEPTED_NOTE);
      expect(gh.requests.find((r) => r.operationId === 'pulls/get')).toBeDefined();
    });

    it('does not comment "accepted" once the label is gone from the pull request', async () => {
      const { file } = await reportRun(forkWithLabel());
      const posted = await commentRun(file, ['bug']);
      expect(posted.code).toBe(0);
      expect(posted.outputs['comment-status']).toBe('skipped-stale');
      expect(kinds(posted, 'notice')[0]).toMatch(/says its regressions were accepted, but it does not carry the label "bench-gate:accept"/);
      expect(gh.comments).toHaveLength(0);
    });

    it('names the acceptor itself, never as the untrusted report says, and refuses an "accepted" that is not possible', async () => {
      const { file } = await reportRun(forkPullRequest());
      const forged = JSON.parse(readFileSync(file, 'utf8'));
      forged.verdict = 'accepted';
      forged.report.verdict = 'accepted';
      forged.report.accepted_by = 'the maintainers, who said so';
      writeFileSync(file, JSON.stringify(forged));
      const posted = await commentRun(file, [LABEL]);
      expect(posted.outputs['comment-status']).toBe('created');
      expect(gh.commentsOn(PR)[0]!.body).toContain(ACCEPTED_NOTE);
      expect(gh.commentsOn(PR)[0]!.body).not.toContain('maintainers');

      gh.reset();
      gh.tokens.set(TOKEN, ACTIONS_BOT);
      const missing = structuredClone(forged);
      const delta = missing.report.benchmarks.find((b: { name: string }) => b.name === 'delta');
      Object.assign(delta, { status: 'missing', current: null, ratio: null, change_pct: null, runs: 0, in_geomean: false });
      missing.report.summary.unchanged -= 1;
      missing.report.summary.missing += 1;
      writeFileSync(file, JSON.stringify(missing));
      const refused = await commentRun(file, [LABEL]);
      expect(refused.code).toBe(1);
      expect(kinds(refused, 'error')).toEqual([
        `input \`report-file\` (${REPORT_FILE}): its verdict "accepted" is not possible with failed or missing benchmarks; it comes from the pull request's run and is not trusted, so nothing was posted. Make sure it is the artifact that \`mode: report\` wrote for this workflow run`,
      ]);
      expect(gh.comments).toHaveLength(0);
    });
  });
});
