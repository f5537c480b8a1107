/**
 * End to end: the bundled dist/index.js run as the runner runs it, on Node 20 and Node 24, against a
 * fake GitHub that validates every request against GitHub's OpenAPI description.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NODES, actionYml, runAction, type RunResult } from '../helpers/action-runner.js';
import { example, forkPullRequest, REPOSITORY, synchronize } from '../helpers/events.js';
import { ACTIONS_BOT, type FakeUser, useFakeGitHub } from '../helpers/fake-github.js';
import { foreignCommands } from '../helpers/runner-log.js';
import { rulePaths, sameRulesAtBase } from '../helpers/base-commit.js';
import { opsDocument } from '../helpers/documents.js';
import { workspace } from '../helpers/workspace.js';
import { balanceProblems } from '../helpers/markdown-balance.js';

/** Distinctive, so that a leak is found in any log. */
export const TOKEN = 'ghs_FAKEtokenThatMustNeverBeLogged0123456789';
const PAT = 'ghp_FAKEpersonalTokenNeverLogged9876543210';
const PR = 2; // the examples' pull request number
const MARKER = '<!-- bench-gate:comment -->';

const BASE = { alpha: 1000, beta: 2000, gamma: 3000, delta: 4000 };
const passing = { alpha: 1010, beta: 1990, gamma: 3020, delta: 4000 };
const regressing = { alpha: 800, beta: 1990, gamma: 3020, delta: 4000 };

const gh = useFakeGitHub(TOKEN);

function checkout(runs: Array<Record<string, number>>, extra: Record<string, unknown> = {}): string {
  const files: Record<string, unknown> = { 'bench/baseline.json': opsDocument(BASE, { commit: 'b'.repeat(40), timestamp: '2024-04-01T00:00:00Z' }), ...extra };
  runs.forEach((r, i) => (files[`bench/results/run-${i + 1}.json`] = opsDocument(r)));
  return workspace(files);
}

const GATE = { baseline: 'bench/baseline.json', current: 'bench/results/*.json' };

/** What every run must satisfy: the token never printed, no stack trace, every request valid. */
function expectClean(result: RunResult): void {
  for (const secret of [TOKEN, PAT]) {
    expect(result.stdout).not.toContain(secret);
    expect(result.stderr).not.toContain(secret);
  }
  expect(result.stdout + result.stderr).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
  expect(gh.violations).toEqual([]);
}

const ALL_OUTPUTS = Object.keys(actionYml().outputs);

describe.each(NODES)('the bundled Action on $name', ({ path: node }) => {
  const run = async (options: { cwd: string; inputs?: Record<string, string>; eventName?: string; payload?: unknown; token?: string; env?: Record<string, string> }) => {
    const result = await runAction({
      node,
      cwd: options.cwd,
      inputs: options.inputs ?? GATE,
      eventName: options.eventName ?? 'pull_request',
      payload: sameRulesAtBase(gh, (options.payload ?? example('pull_request', 'opened')) as Record<string, unknown>, options.cwd, rulePaths(options.inputs ?? GATE)),
      token: options.token ?? TOKEN,
      apiUrl: gh.url,
      repository: REPOSITORY,
      ...(options.env ? { env: options.env } : {}),
    });
    expectClean(result);
    return result;
  };

  it('creates the comment on the first run, updates it on the second, and makes no call when nothing changed', async () => {
    const first = await run({ cwd: checkout([passing, passing]) });
    expect(first.code).toBe(0);
    expect(first.outputs['comment-status']).toBe('created');
    expect(gh.count('issues/create-comment')).toBe(1);
    const [comment] = gh.commentsOn(PR);
    expect(comment!.body.split('\n')[0]).toBe(MARKER);
    expect(comment!.body.split('\n')[1]).toMatch(/^### ✅ bench-gate: no regressions · geomean (?:±0\.0%|0\.\d% better) \(limit 3%\)$/);
    expect(comment!.body).toContain('Compared commit `ec26c3e57ca3`');
    expect(comment!.body).toContain('the baseline `bench/baseline.json` (commit `bbbbbbbbbbbb`, 2024-04-01T00:00:00Z)');
    expect(comment!.body).toContain(`[workflow run](https://github.com/${REPOSITORY}/actions/runs/4242)`);
    expect(first.outputs['comment-id']).toBe(String(comment!.id));
    expect(first.outputs['comment-url']).toBe(`https://github.com/${REPOSITORY}/pull/${PR}#issuecomment-${comment!.id}`);

    // A new commit on the pull request, now with a regression: the same comment is edited.
    const second = await run({ cwd: checkout([regressing]), payload: synchronize('c'.repeat(40)) });
    expect(second.code).toBe(1);
    expect(second.outputs['comment-status']).toBe('updated');
    expect(second.outputs['comment-id']).toBe(String(comment!.id));
    expect(gh.commentsOn(PR)).toHaveLength(1);
    expect(gh.commentsOn(PR)[0]!.body.split('\n')[1]).toBe('### ❌ bench-gate: 1 regression · geomean 5.4% worse (limit 3%)');
    expect(gh.count('issues/update-comment')).toBe(1);

    // The same results again: found, unchanged, no PATCH.
    const third = await run({ cwd: checkout([regressing]), payload: synchronize('c'.repeat(40)) });
    expect(third.outputs['comment-status']).toBe('unchanged');
    expect(gh.count('issues/update-comment')).toBe(1);
    expect(gh.count('issues/create-comment')).toBe(1);
    expect(gh.commentsOn(PR)).toHaveLength(1);
    for (const r of gh.requests.filter((q) => q.operationId === 'issues/list-comments')) expect(r.query.per_page).toBe('100');
  });

  it('finds its comment on page 3 of 250, past a look-alike written by a person', async () => {
    const people: FakeUser[] = [
      { login: 'octocat', id: 1, type: 'User' },
      { login: 'hubot', id: 2, type: 'User' },
    ];
    gh.addComment(PR, `${MARKER}\nI copied the marker; do not edit me`, people[0]!);
    for (let i = 1; i < 250; i++) {
      if (i === 230) gh.addComment(PR, `${MARKER}\nold report`, ACTIONS_BOT);
      else gh.addComment(PR, `comment ${i}`, people[i % 2]!);
    }
    expect(gh.commentsOn(PR)).toHaveLength(250);
    const result = await run({ cwd: checkout([passing]) });
    expect(result.outputs['comment-status']).toBe('updated');
    const lists = gh.requests.filter((r) => r.operationId === 'issues/list-comments');
    expect(lists.map((r) => r.query.page ?? '1')).toEqual(['1', '2', '3']);
    expect(gh.commentsOn(PR)).toHaveLength(250);
    expect(gh.commentsOn(PR)[0]!.body).toContain('do not edit me');
    expect(gh.commentsOn(PR)[230]!.body).toContain('bench-gate: no regressions');
    expect(gh.count('issues/create-comment')).toBe(0);
  });

  it('keeps 5,000 benchmarks within the comment budget, and the full report in the summary', async () => {
    const base: Record<string, number> = {};
    const current: Record<string, number> = {};
    for (let i = 0; i < 5000; i++) {
      const name = `suite/${i % 7 === 0 ? 'a|b<c>@d`e' : 'case'}-${i}`;
      base[name] = 1000 + i;
      current[name] = i % 3 === 0 ? (1000 + i) * 0.8 : i % 3 === 1 ? (1000 + i) * 1.2 : 1000 + i;
    }
    const cwd = workspace({ 'base.json': opsDocument(base), 'run.json': opsDocument(current) });
    const result = await run({ cwd, inputs: { baseline: 'base.json', current: 'run.json' } });
    expect(result.code).toBe(1);
    expect(result.outputs.regressions).toBe('1667');
    const body = gh.commentsOn(PR)[0]!.body;
    expect(Buffer.byteLength(body, 'utf8')).toBeLessThanOrEqual(65_536);
    expect(body.startsWith(`${MARKER}\n### ❌ bench-gate: 1667 regressions`)).toBe(true);
    expect(body).toMatch(/… and \d+ more changed benchmarks not shown, to stay within the size limit \(see the job summary\)\./);
    expect(balanceProblems(body)).toEqual([]);
    expect(Buffer.byteLength(result.summary, 'utf8')).toBeLessThanOrEqual(1024 * 1024);
    expect(result.summary).toContain('<details><summary>1666 unchanged benchmarks</summary>');
    expect(result.summary).toContain('| ❌ | ``suite/a\\|b<c>@d`e-0`` | 1k ops/s | 800 ops/s | −20.0% (1.25× slower) | regressed (limit 8%) |');
    expect(balanceProblems(result.summary)).toEqual([]);
    const errors = result.commands.filter(([kind]) => kind === 'error');
    // GitHub shows 10 error annotations of a step: 8 benchmarks, one "more", the step's failure.
    expect(errors).toHaveLength(8 + 1 + 1);
    expect(errors[8]![1]).toBe('1659 more failing benchmarks: see the job summary');
  });

  it('fails the step on a regression with every output set and the summary written first', async () => {
    const result = await run({ cwd: checkout([regressing, regressing]) });
    expect(result.code).toBe(1);
    expect(Object.keys(result.outputs).sort()).toEqual([...ALL_OUTPUTS].sort());
    expect(result.outputs.verdict).toBe('fail');
    expect(result.outputs.regressions).toBe('1');
    expect(result.outputs.improvements).toBe('0');
    expect(Number(result.outputs['geomean-ratio'])).toBeCloseTo(0.9461, 3);
    expect(JSON.parse(readFileSync(result.outputs['report-json']!, 'utf8')).verdict).toBe('fail');
    expect(readFileSync(result.outputs['report-markdown']!, 'utf8')).toContain('### ❌ bench-gate: 1 regression');
    expect(result.summary).toContain('| ❌ | `alpha` | 1k ops/s | 800 ops/s | −20.0% (1.25× slower) | ±0.0% current | regressed (limit 8%) |');
    expect(result.commands).toContainEqual(['error', 'alpha: -20.0% (1.25× slower) (limit 8%): 1k ops/s -> 800 ops/s']);
    // The failure is the step's last word.
    expect(result.commands.at(-1)).toEqual(['error', 'bench-gate: 1 regression · geomean 5.4% worse (limit 3%)']);
  });

  it('never lets a benchmark name issue a workflow command', async () => {
    const evil = 'x\n::warning::injected\n::add-mask::y';
    const cwd = workspace({ 'base.json': opsDocument({ [evil]: 100, ok: 100 }), 'run.json': opsDocument({ [evil]: 50, ok: 100 }) });
    const result = await run({ cwd, inputs: { baseline: 'base.json', current: 'run.json' } });
    expect(result.code).toBe(1);
    expect(result.commands.filter(([kind]) => kind === 'warning')).toEqual([]);
    expect(result.stdout).toMatch(/^::stop-commands::/m);
    expect(foreignCommands(result.stdout)).toEqual([]);
    // The name's line breaks are shown, not taken.
    expect(result.commands).toContainEqual(['error', 'x\\n::warning::injected\\n::add-mask::y: -50.0% (2.00× slower) (limit 8%): 100 ops/s -> 50 ops/s']);
  });

  it('warns on a 403 (a fork\'s read-only token) and lets the verdict alone decide the result', async () => {
    gh.readOnly.add(TOKEN);
    const pass = await run({ cwd: checkout([passing]), payload: forkPullRequest() });
    expect(pass.code).toBe(0);
    expect(pass.outputs['comment-status']).toBe('skipped-readonly-token');
    expect(pass.commands.find(([kind]) => kind === 'warning')?.[1]).toMatch(/403; a pull request from a fork gets a read-only token/);
    const fail = await run({ cwd: checkout([regressing]), payload: forkPullRequest() });
    expect(fail.code).toBe(1);
    expect(fail.outputs['comment-status']).toBe('skipped-readonly-token');
    expect(gh.comments).toHaveLength(0);
  });

  it('retries 500s and rate limits (429, secondary 403) and still leaves exactly one comment', async () => {
    const reset = String(Math.floor(Date.now() / 1000) + 1);
    gh.faults.push(
      { operationId: 'issues/list-comments', status: 500, times: 2 },
      { operationId: 'issues/list-comments', status: 429, headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset } },
      { operationId: 'issues/create-comment', status: 403, headers: { 'retry-after': '1' }, message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.' },
    );
    const result = await run({ cwd: checkout([passing]) });
    expect(result.code).toBe(0);
    expect(result.outputs['comment-status']).toBe('created');
    expect(gh.commentsOn(PR)).toHaveLength(1);
    expect(gh.count('issues/list-comments')).toBe(4);
    expect(gh.count('issues/create-comment')).toBe(2);
    expect(result.commands.filter(([k]) => k === 'warning').map(([, m]) => m).join('\n')).toMatch(/rate limit/);
  });

  it('re-sends a rate-limited request at most 3 times, as long as GitHub asks (one policy, no retries on top)', async () => {
    gh.faults.push({ operationId: 'issues/list-comments', status: 429, headers: { 'retry-after': '2' }, message: 'API rate limit exceeded', times: 20 });
    const started = Date.now();
    const result = await run({ cwd: checkout([passing]) });
    expect(result.code).toBe(0); // commenting is not the verdict: a warning
    expect(result.outputs['comment-status']).toBe('failed');
    expect(gh.count('issues/list-comments')).toBe(4); // the first try and 3 retries, never more
    const warnings = result.commands.filter(([k]) => k === 'warning').map(([, m]) => m);
    expect(warnings.filter((m) => /retrying after 2 s/.test(m))).toHaveLength(3);
    expect(warnings).toContainEqual(expect.stringMatching(/rate limit on GET \/repos\/.*\/comments: giving up after 3 retries/));
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it('gives up at once when GitHub asks to wait longer than bench-gate waits in all', async () => {
    const reset = String(Math.floor(Date.now() / 1000) + 3600);
    gh.faults.push({ operationId: 'issues/list-comments', status: 403, headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset }, message: 'API rate limit exceeded', times: 20 });
    const result = await run({ cwd: checkout([passing]) });
    expect(result.outputs['comment-status']).toBe('failed');
    expect(gh.count('issues/list-comments')).toBe(1);
    expect(result.commands.filter(([k]) => k === 'warning').map(([, m]) => m)).toContainEqual(expect.stringMatching(/GitHub asks to wait \d{4} s, more than the 300 s bench-gate waits in all; giving up/));
  });

  it('says in one line that the event file is not JSON, before anything else', async () => {
    const cwd = checkout([passing], { 'event.json': '{"pull_request": ' });
    const result = await run({ cwd, env: { GITHUB_EVENT_PATH: join(cwd, 'event.json') } });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('');
    expect(result.stdout.trim().split('\n')).toEqual([`::error::GITHUB_EVENT_PATH (${join(cwd, 'event.json')}): is not JSON. Run the Action in a GitHub Actions workflow`]);
    expect(gh.requests).toEqual([]);
  });

  it('warns when commenting keeps failing, and still lets the verdict decide', async () => {
    gh.faults.push({ operationId: 'issues/list-comments', status: 503, times: 10 });
    const result = await run({ cwd: checkout([passing]) });
    expect(result.code).toBe(0);
    expect(result.outputs['comment-status']).toBe('failed');
    expect(gh.count('issues/list-comments')).toBe(4); // the first try and 3 retries
    expect(result.commands.filter(([k]) => k === 'warning').map(([, m]) => m)).toContainEqual(expect.stringMatching(/^bench-gate: could not comment on the pull request: 503 /));
  });

  it('never re-sends a create blindly: after a 500 or a lost answer it looks for the comment first', async () => {
    // A 500 that did not create: looked for, not found, sent once more.
    gh.faults.push({ operationId: 'issues/create-comment', status: 502 });
    const first = await run({ cwd: checkout([passing]) });
    expect(first.outputs['comment-status']).toBe('created');
    expect(gh.count('issues/create-comment')).toBe(2);
    expect(gh.commentsOn(PR)).toHaveLength(1);

    // A create that took effect but whose answer never came: found, not re-sent.
    gh.reset();
    gh.tokens.set(TOKEN, ACTIONS_BOT);
    gh.faults.push({ operationId: 'issues/create-comment', hangAfterMs: 5000 });
    const second = await run({ cwd: checkout([passing]), env: { BENCH_GATE_HTTP_TIMEOUT_MS: '700' } });
    expect(second.code).toBe(0);
    expect(second.outputs['comment-status']).toBe('created');
    expect(gh.count('issues/create-comment')).toBe(1);
    expect(gh.commentsOn(PR)).toHaveLength(1);
    expect(second.outputs['comment-id']).toBe(String(gh.commentsOn(PR)[0]!.id));
  });

  it('says how to create the baseline when there is none, and passes', async () => {
    const cwd = workspace({ 'bench/results/run-1.json': opsDocument(passing) });
    const result = await run({ cwd });
    expect(result.code).toBe(0);
    expect(result.outputs.verdict).toBe('no-baseline');
    expect(result.outputs['report-json']).toBe('');
    expect(result.outputs['comment-status']).toBe('created');
    const body = gh.commentsOn(PR)[0]!.body;
    expect(body.split('\n')[1]).toBe('### 📏 bench-gate: no baseline yet');
    expect(body).toContain('npx -p bench-gate bench-diff promote bench/results/run-1.json --baseline bench/baseline.json\ngit add bench/baseline.json');
    expect(balanceProblems(body)).toEqual([]);
    expect(result.summary).toContain('no baseline yet');
  });

  it('uses the login of a personal access token (GET /user) to find its comment', async () => {
    const me: FakeUser = { login: 'perf-bot-user', id: 77, type: 'User' };
    gh.tokens.set(PAT, me);
    gh.addComment(PR, `${MARKER}\nold`, ACTIONS_BOT); // another identity's: left alone
    gh.addComment(PR, `${MARKER}\nold`, me);
    const result = await run({ cwd: checkout([passing]), token: PAT });
    expect(result.outputs['comment-status']).toBe('updated');
    expect(gh.count('users/get-authenticated')).toBe(1);
    expect(gh.commentsOn(PR).map((c) => c.body.split('\n')[1])).toEqual(['old', '### ✅ bench-gate: no regressions · geomean 0.3% better (limit 3%)']);
  });

  it('does not comment outside pull requests, and makes no API call', async () => {
    const result = await run({ cwd: checkout([passing]), eventName: 'push', payload: example('push') });
    expect(result.code).toBe(0);
    expect(result.outputs['comment-status']).toBe('skipped-no-pull-request');
    expect(gh.requests).toHaveLength(0);
  });

  it('refuses a `current` that matches the baseline, whose working-tree copy the pull request could have edited', async () => {
    // The pull request makes its own copy of the baseline 10× faster: counted as one of the runs, it
    // would be their best, and the 20% regression would pass as a large improvement.
    const fastBaseline = opsDocument(Object.fromEntries(Object.entries(BASE).map(([k, v]) => [k, v * 10])));
    const cwd = checkout([regressing], { 'bench/baseline.json': fastBaseline });
    const result = await run({ cwd, inputs: { baseline: 'bench/baseline.json', current: 'bench/results/*.json\nbench/*.json' } });
    expect(result.code).toBe(1);
    expect(result.commands).toEqual([
      ['error', 'input `current`: matches the baseline bench/baseline.json (as bench/baseline.json), which would count as one of the runs. Exclude it with a line "!bench/baseline.json" in `current`, or write the runs to another folder'],
    ]);
    expect(gh.commentsOn(PR)).toHaveLength(0);
    // Excluded as the message says, the regression is found (against the base commit's baseline).
    const excluded = await run({ cwd: checkout([regressing]), inputs: { baseline: 'bench/baseline.json', current: 'bench/results/*.json\nbench/*.json\n!bench/baseline.json' } });
    expect(excluded.outputs.verdict).toBe('fail');
  });

  it('reports bad input in one line that names it', async () => {
    const missing = await run({ cwd: checkout([passing]), inputs: { baseline: 'bench/baseline.json', current: 'bench/nothing/*.json' } });
    expect(missing.code).toBe(1);
    expect(missing.commands).toEqual([['error', 'input `current`: "bench/nothing/*.json" matches no file. Check that the benchmarks ran and wrote their results there (paths are relative to the workspace)']]);
    const threshold = await run({ cwd: checkout([passing]), inputs: { ...GATE, threshold: 'eight' } });
    expect(threshold.commands).toEqual([['error', 'input `threshold`: "eight" is not a percentage. Give a number of percent, e.g. threshold: 5']]);
    const config = await run({ cwd: checkout([passing], { 'bench-gate.json': { threshhold: 5 } }), inputs: GATE });
    expect(config.commands).toEqual([['error', 'bench-gate.json: unknown key "threshhold". Did you mean "threshold"?']]);
    const broken = await run({ cwd: checkout([passing], { 'bench/results/run-9.json': '{"schema_version": 1, "benchmarks": [' }) });
    expect(broken.code).toBe(1);
    expect(broken.commands).toHaveLength(1);
    expect(broken.commands[0]![1]).toMatch(/^bench\/results\/run-9\.json: line \d+, column \d+: invalid JSON/);
    // Nothing but the reads of the base commit's rules (rules-source.ts): no comment, no other call.
    expect(gh.requests.filter((r) => r.operationId !== 'repos/get-content')).toHaveLength(0);
  });
});
