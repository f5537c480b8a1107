/**
 * The modes in-process: src/action/main.ts's run() with a recording StepIO (the seam every message,
 * output and summary goes through) against the fake GitHub. Faster to read and to break than the
 * end-to-end tests through dist/index.js (e2e.test.ts, fork-flow.test.ts, promote.test.ts), which
 * remain the proof that the bundle behaves the same under the runner.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StepIO } from '../../src/action/step-io.js';
import { inputEnv, inputVariable } from '../helpers/action-runner.js';
import { rulePaths, sameRulesAtBase } from '../helpers/base-commit.js';
import { example, forkPullRequest, pushToDefaultBranch, REPOSITORY, workflowRunOf } from '../helpers/events.js';
import { useFakeGitHub } from '../helpers/fake-github.js';
import { opsDocument } from '../helpers/documents.js';
import { workspace } from '../helpers/workspace.js';

const TOKEN = 'ghs_FAKEinProcessTokenNeverLogged00000000';
const PR = 2;
const BASE = { alpha: 1000, beta: 2000 };
const GATE = { baseline: 'bench/baseline.json', current: 'bench/results/*.json' };

const gh = useFakeGitHub(TOKEN);

/** Every call the mode made on the step, in order: [what, ...arguments]. */
type Call = [string, ...string[]];

function recordingIO(): { io: StepIO; calls: Call[] } {
  const calls: Call[] = [];
  const record = (name: string) => (...args: Array<string | undefined>) => void calls.push([name, ...args.filter((a): a is string => a !== undefined)]);
  const io: StepIO = {
    info: record('info'),
    debug: () => {},
    notice: record('notice'),
    warning: record('warning'),
    error: record('error'),
    setOutputs: (outputs) => {
      for (const [name, value] of outputs) calls.push(['output', name, value]);
    },
    setFailed: record('failed'),
    appendJobSummary: record('summary'),
    group: record('group'),
  };
  return { io, calls };
}

let run: typeof import('../../src/action/main.js').run;

beforeAll(async () => {
  // @actions/github reads the API's address when it is loaded: the fake's, started by useFakeGitHub.
  vi.stubEnv('GITHUB_API_URL', gh.url);
  vi.stubEnv('BENCH_GATE_RETRY_BASE_MS', '5');
  vi.stubEnv('BENCH_GATE_HTTP_TIMEOUT_MS', '2000');
  vi.stubEnv('BENCH_GATE_WRITE_SPACING', 'off');
  ({ run } = await import('../../src/action/main.js'));
});

const home = process.cwd();
afterEach(() => process.chdir(home));

interface Step {
  cwd: string;
  eventName: string;
  payload: unknown;
  inputs?: Record<string, string>;
  token?: string;
}

/** Runs the step in `cwd` as the runner would set it up, and returns what it did. */
async function step(options: Step): Promise<{ calls: Call[]; outputs: Record<string, string> }> {
  const eventPath = join(tmpdir(), `bench-gate-event-${process.pid}-${Date.now()}.json`);
  writeFileSync(eventPath, JSON.stringify(options.payload));
  const env: NodeJS.ProcessEnv = {
    GITHUB_EVENT_NAME: options.eventName,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: REPOSITORY,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_RUN_ID: '4242',
    GITHUB_SHA: '0000000000000000000000000000000000000001',
    GITHUB_WORKSPACE: options.cwd,
    RUNNER_TEMP: options.cwd,
    ...inputEnv(options.inputs ?? GATE, options.token ?? TOKEN),
  };
  const { io, calls } = recordingIO();
  process.chdir(options.cwd);
  await run(env, io, (name) => (env[inputVariable(name)] ?? '').trim());
  const outputs = Object.fromEntries(calls.filter((c) => c[0] === 'output').map((c) => [c[1], c[2]]));
  return { calls, outputs };
}

function checkout(current: Record<string, number>): string {
  return workspace({ 'bench/baseline.json': opsDocument(BASE), 'bench/results/run-1.json': opsDocument(current) });
}

const kinds = (calls: Call[]) => calls.map((c) => c[0]).filter((k) => k !== 'output');

describe('mode check, in-process', () => {
  it('publishes a regression in order: log, summary, comment, outputs, annotation, failed step', async () => {
    const cwd = checkout({ alpha: 800, beta: 2000 });
    const { calls, outputs } = await step({ cwd, eventName: 'pull_request', payload: sameRulesAtBase(gh, example('pull_request', 'opened'), cwd, rulePaths(GATE)) });
    // Two error annotations: the benchmark and the geomean (alpha's -20% alone is -10.6% over two).
    expect(kinds(calls)).toEqual(['group', 'summary', 'error', 'error', 'failed']);
    // Every output is set before the step fails, so that `if: always()` steps can read them.
    expect(calls.findIndex((c) => c[0] === 'output')).toBeLessThan(calls.findIndex((c) => c[0] === 'failed'));
    expect(outputs).toMatchObject({ verdict: 'fail', regressions: '1', 'comment-status': 'created' });
    expect(readFileSync(outputs['report-markdown']!, 'utf8')).toBe(calls.find((c) => c[0] === 'summary')![1]);
    expect(JSON.parse(readFileSync(outputs['report-json']!, 'utf8')).verdict).toBe('fail');
    expect(calls.filter((c) => c[0] === 'error').map((c) => c[2])).toEqual(['bench-gate: benchmark regressed', 'bench-gate: geomean regressed']);
    expect(calls.find((c) => c[0] === 'error')![1]).toMatch(/^alpha: -20\.0% \(1\.25× slower\) \(limit 8%\)/);
    expect(calls.at(-1)![1]).toMatch(/^bench-gate: 1 regression · geomean/);
    expect(gh.commentsOn(PR)).toHaveLength(1);
    expect(gh.commentsOn(PR)[0]!.body.split('\n')[0]).toBe('<!-- bench-gate:comment -->');
    expect(gh.violations).toEqual([]);
  });

  it('only warns on a regression with fail-on-regression: false, and skips the comment without a token', async () => {
    const cwd = checkout({ alpha: 800, beta: 2000 });
    const { calls, outputs } = await step({ cwd, eventName: 'push', payload: pushToDefaultBranch(), inputs: { ...GATE, 'fail-on-regression': 'false', 'github-token': '' }, token: '' });
    expect(outputs['comment-status']).toBe('skipped-no-pull-request');
    expect(calls.some((c) => c[0] === 'failed')).toBe(false);
    expect(calls.at(-1)).toEqual(['warning', expect.stringMatching(/\(fail-on-regression is false\)$/)]);
    expect(gh.requests).toEqual([]);
  });

  it('ends with a warning that says where it looked when there is no baseline yet, and sets every output', async () => {
    const cwd = workspace({ 'bench/results/run-1.json': opsDocument(BASE) });
    const { calls, outputs } = await step({ cwd, eventName: 'push', payload: pushToDefaultBranch(), inputs: GATE, token: '' });
    expect(outputs).toMatchObject({ verdict: 'no-baseline', 'report-json': '', 'comment-status': 'skipped-no-pull-request' });
    expect(kinds(calls)).toEqual(['summary', 'warning']);
    expect(calls.at(-1)![1]).toMatch(/^bench-gate: no baseline file "bench\/baseline\.json" \(the `baseline` input\) in the checkout, so nothing was compared and the check passes\. /);
  });
});

describe('modes report and comment, in-process', () => {
  it('report writes the pull request report without commenting; comment posts it', async () => {
    const HEAD = 'ec26c3e57ca3a959ca5aad62de7213c562f8c821';
    gh.pulls.set(`${REPOSITORY}#${PR}`, { number: PR, headSha: HEAD, headRepo: 'forker/Hello-World', baseRepo: REPOSITORY });
    const cwd = checkout({ alpha: 800, beta: 2000 });
    const reported = await step({ cwd, eventName: 'pull_request', payload: forkPullRequest(), inputs: { ...GATE, mode: 'report', 'github-token': '' }, token: '' });
    expect(reported.outputs).toMatchObject({ verdict: 'fail', 'comment-status': 'skipped-report-mode' });
    expect(reported.calls.filter((c) => c[0] === 'info')[0]![1]).toMatch(/^bench-gate: wrote bench-gate-pr-report\.json for pull request #2/);
    expect(kinds(reported.calls).slice(-3)).toEqual(['error', 'error', 'failed']);

    const commented = await step({ cwd, eventName: 'workflow_run', payload: workflowRunOf(forkPullRequest()), inputs: { mode: 'comment' } });
    expect(commented.outputs).toMatchObject({ verdict: 'fail', 'comment-status': 'created' });
    // Mode comment neither annotates nor fails on the verdict: the pull request's own check did.
    expect(kinds(commented.calls)).toEqual(['summary', 'info']);
    expect(commented.calls.at(-1)![1]).toMatch(/\(pull request #2, comment created\)$/);
    expect(gh.commentsOn(PR)).toHaveLength(1);
  });

  it('comment sets the outputs before failing when GitHub refuses the comment', async () => {
    const HEAD = 'ec26c3e57ca3a959ca5aad62de7213c562f8c821';
    gh.pulls.set(`${REPOSITORY}#${PR}`, { number: PR, headSha: HEAD, headRepo: 'forker/Hello-World', baseRepo: REPOSITORY });
    const cwd = checkout({ alpha: 1000, beta: 2000 });
    await step({ cwd, eventName: 'pull_request', payload: forkPullRequest(), inputs: { ...GATE, mode: 'report', 'github-token': '' }, token: '' });
    gh.faults.push({ operationId: 'issues/create-comment', status: 403, message: 'Resource not accessible by integration' });
    const { calls, outputs } = await step({ cwd, eventName: 'workflow_run', payload: workflowRunOf(forkPullRequest()), inputs: { mode: 'comment', comment: 'always' } });
    expect(outputs['comment-status']).toBe('failed');
    expect(calls.at(-1)).toEqual(['failed', expect.stringMatching(/the comment could not be posted \(403 /)]);
  });
});
