/**
 * mode record and history: true end to end: the bundle run as the runner runs it, against the fake
 * GitHub, which keeps the data branch as git objects and checks every request against GitHub's
 * OpenAPI description. The races are real: the fake moves the data branch between the Action's read
 * and its ref update (or creates it first), as a second job recording at the same time would.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type HistoryEntry, parseHistoryFile, serializeHistoryFile } from '../../src/core/history/entry.js';
import { NODES, runAction, type RunResult } from '../helpers/action-runner.js';
import { sameRulesAtBase } from '../helpers/base-commit.js';
import { example, pushToDefaultBranch, REPOSITORY } from '../helpers/events.js';
import { type FakeGitHub, useFakeGitHub } from '../helpers/fake-github.js';
import { opsDocument, opsHistoryEntry } from '../helpers/documents.js';
import { workspace } from '../helpers/workspace.js';

const TOKEN = 'ghs_FAKErecordTokenNeverLogged0123456789';
const BRANCH = 'master'; // the examples' default branch
const DATA = 'bench-gate-data';
const FILE = 'master.jsonl';
const gh = useFakeGitHub(TOKEN);

function checkout(runs: Array<Record<string, number>>): string {
  const files: Record<string, unknown> = { 'bench/baseline.json': opsDocument({ alpha: 1000, beta: 2000 }) };
  runs.forEach((r, i) => (files[`bench/results/run-${i + 1}.json`] = opsDocument(r)));
  return workspace(files);
}

const entry = (commit: string, alpha: number): HistoryEntry => opsHistoryEntry(commit, alpha, BRANCH);

function expectClean(result: RunResult): void {
  expect(result.stdout + result.stderr).not.toContain(TOKEN);
  expect(result.stdout + result.stderr).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
  expect(gh.violations).toEqual([]);
}

const errors = (result: RunResult) => result.commands.filter(([k]) => k === 'error').map(([, m]) => m);

describe.each(NODES)('mode record on $name', ({ path: node }) => {
  const record = async (cwd: string, sha: string, inputs: Record<string, string> = {}) => {
    const result = await runAction({ node, cwd, inputs: { mode: 'record', current: 'bench/results/*.json', ...inputs }, eventName: 'push', payload: pushToDefaultBranch(sha), token: TOKEN, apiUrl: gh.url, repository: REPOSITORY });
    expectClean(result);
    return result;
  };
  const history = (repo: ReturnType<FakeGitHub['addRepository']>, branch = DATA) => parseHistoryFile(repo.fileAt(branch, FILE) ?? '', FILE);

  it('creates the data branch (an orphan), appends each commit, and replaces a commit recorded again', async () => {
    const repo = gh.addRepository(REPOSITORY, { 'README.md': '# Hello\n' }, BRANCH);
    const cwd = checkout([{ alpha: 1000, beta: 2000 }, { alpha: 1010, beta: 1990 }]);
    const first = await record(cwd, 'a'.repeat(40));
    expect(first.code, first.stdout).toBe(0);
    expect(repo.log(DATA)).toHaveLength(1);
    expect(repo.log(DATA)[0]!.parents).toEqual([]);
    expect(repo.fileAt(DATA, 'README.md')).toBeUndefined();
    const [e] = history(repo);
    expect(e).toMatchObject({ commit: 'a'.repeat(40), branch: BRANCH, tool_version: '0.1.0' });
    expect(e!.benchmarks.find((b) => b.name === 'alpha')!.values).toEqual([1000, 1010]);

    await record(cwd, 'b'.repeat(40));
    await record(checkout([{ alpha: 900, beta: 2000 }]), 'a'.repeat(40));
    const entries = history(repo);
    expect(entries.map((x) => x.commit)).toEqual(['a'.repeat(40), 'b'.repeat(40)]);
    expect(entries[0]!.benchmarks.find((b) => b.name === 'alpha')!.values).toEqual([900]);
    expect(repo.log(DATA)).toHaveLength(3);
    expect(repo.fileAt(BRANCH, FILE)).toBeUndefined(); // the code's branch is untouched
  });

  it('sets outputs that say what it recorded and the change points of the branch\'s history', async () => {
    const repo = gh.addRepository(REPOSITORY, { 'README.md': '# Hello\n' }, BRANCH);
    // 20 commits at one level, 20 at a 30% slower alpha: one change point, a slowdown, at c20.
    const old = Array.from({ length: 40 }, (_, c) => entry(`c${c}`, (c < 20 ? 1000 : 700) * (1 + 0.003 * Math.sin(c))));
    repo.push(DATA, { [FILE]: serializeHistoryFile(old) }, 'forty commits');
    const sha = '9'.repeat(40);
    const result = await record(checkout([{ alpha: 700, beta: 2000 }, { alpha: 701, beta: 1999 }]), sha);
    expect(result.code, result.stdout).toBe(0);
    const dataCommit = repo.log(DATA)[0]!.sha;
    expect(result.outputs).toMatchObject({
      'record-status': 'recorded',
      'record-commit': sha,
      'record-branch': BRANCH,
      'record-benchmarks': '2',
      'record-entries': '41',
      'record-data-commit': dataCommit,
      'record-file': `${DATA}:${FILE}`,
      'record-change-points': '1',
      'record-change-points-worse': '1',
      // No comparison in this mode: the gate's outputs are empty, and it never comments.
      verdict: '',
      regressions: '',
      'report-json': '',
      'comment-status': 'skipped-record-mode',
      'promote-status': '',
    });
    const report = JSON.parse(readFileSync(result.outputs['record-change-points-json']!, 'utf8')) as { branch: string; commits: number; change_points: Array<{ benchmark: string; commit: string; verdict: string }> };
    expect(report).toMatchObject({ branch: BRANCH, commits: 41 });
    expect(report.change_points.map((cp) => [cp.benchmark, cp.commit, cp.verdict])).toEqual([['alpha', 'c20', 'worse']]);

    const again = await record(checkout([{ alpha: 700, beta: 2000 }]), sha);
    expect(again.outputs).toMatchObject({ 'record-status': 'replaced', 'record-entries': '41', 'record-benchmarks': '2', 'record-data-commit': repo.log(DATA)[0]!.sha });
  });

  it('warns when the commit is dated before the newest entry, so that the date order puts it among older ones', async () => {
    const repo = gh.addRepository(REPOSITORY, { 'README.md': '# Hello\n' }, BRANCH);
    // An entry dated ahead of this run's commit (a clock that ran fast, a rebase that kept dates).
    repo.push(DATA, { [FILE]: serializeHistoryFile([entry('c1', 1000), { ...entry('c9', 1000), date: '2099-01-01T00:00:00.000Z' }]) }, 'history');
    const commit = 'e'.repeat(40);
    const result = await record(checkout([{ alpha: 1000, beta: 2000 }]), commit);
    expect(result.code, result.stdout).toBe(0);
    expect(history(repo).map((x) => x.commit)).toEqual(['c1', commit, 'c9']);
    const warnings = result.commands.filter(([k]) => k === 'warning').map(([, m]) => m);
    expect(warnings).toEqual([expect.stringMatching(new RegExp(`^bench-gate: commit ${commit} is dated \\S+, before the newest entry of master \\(commit c9, 2099-01-01T00:00:00\\.000Z\\), and is not known to descend from it: such an entry is placed by date, so it was placed before 1 newer entry`))]);
  });

  it('loses neither entry when another job moves the data branch between its read and its update', async () => {
    const repo = gh.addRepository(REPOSITORY, { 'README.md': '# Hello\n' }, BRANCH);
    repo.push(DATA, { [FILE]: serializeHistoryFile([entry('c1', 1000)]) }, 'first');
    gh.hooks.push({ operationId: 'git/update-ref', run: () => repo.push(DATA, { [FILE]: serializeHistoryFile([entry('c1', 1000), entry('c2', 1001)]) }, 'the other job') });
    const result = await record(checkout([{ alpha: 1000, beta: 2000 }]), 'd'.repeat(40));
    expect(result.code, result.stdout).toBe(0);
    expect(history(repo).map((x) => x.commit)).toEqual(['c1', 'c2', 'd'.repeat(40)]);
    expect(gh.count('git/update-ref')).toBe(2);
    expect(gh.requests.filter((r) => r.operationId === 'git/update-ref').every((r) => (r.body as { force?: boolean }).force === false)).toBe(true);
    expect(result.stdout).toContain('moved meanwhile');
  });

  it('loses neither entry when another job creates the data branch first', async () => {
    const repo = gh.addRepository(REPOSITORY, { 'README.md': '# Hello\n' }, BRANCH);
    gh.hooks.push({ operationId: 'git/create-ref', run: () => repo.push(DATA, { [FILE]: serializeHistoryFile([entry('c1', 1000)]) }, 'the other job') });
    const result = await record(checkout([{ alpha: 1000, beta: 2000 }]), 'e'.repeat(40));
    expect(result.code, result.stdout).toBe(0);
    expect(history(repo).map((x) => x.commit)).toEqual(['c1', 'e'.repeat(40)]);
  });

  it('keeps other branches\' files on the data branch, and honours history-branch', async () => {
    const repo = gh.addRepository(REPOSITORY, { 'README.md': '# Hello\n' }, BRANCH);
    repo.push('perf-data', { 'release%2F1.jsonl': serializeHistoryFile([{ ...entry('r1', 5), branch: 'release/1' }]) }, 'other');
    const result = await record(checkout([{ alpha: 1000, beta: 2000 }]), 'f'.repeat(40), { 'history-branch': 'perf-data' });
    expect(result.code).toBe(0);
    expect(history(repo, 'perf-data').map((x) => x.commit)).toEqual(['f'.repeat(40)]);
    expect(repo.fileAt('perf-data', 'release%2F1.jsonl')).toContain('"r1"');
  });

  it('refuses to write the history onto the branch it records, before any request', async () => {
    gh.addRepository(REPOSITORY, { 'README.md': '# Hello\n' }, BRANCH);
    const result = await record(checkout([{ alpha: 1000, beta: 2000 }]), 'f'.repeat(40), { 'history-branch': BRANCH });
    expect(result.code).toBe(1);
    expect(errors(result)).toEqual([`input \`history-branch\`: is ${BRANCH}, the branch being recorded. Keep the history on a branch of its own, e.g. history-branch: bench-gate-data (the default)`]);
    expect(gh.requests).toEqual([]);
  });

  it('refuses a pull request event, before any request', async () => {
    gh.addRepository(REPOSITORY, { 'README.md': '# Hello\n' }, BRANCH);
    const result = await runAction({ node, cwd: checkout([{ alpha: 1, beta: 2 }]), inputs: { mode: 'record', current: 'bench/results/*.json' }, eventName: 'pull_request', payload: example('pull_request', 'opened'), token: TOKEN, apiUrl: gh.url, repository: REPOSITORY });
    expect(result.code).toBe(1);
    expect(errors(result).join('\n')).toContain('record runs on push, workflow_dispatch or schedule, not on pull_request');
    expect(gh.requests).toEqual([]);
  });

  it.each(['issue_comment', 'merge_group', 'pull_request_target'])('refuses %s, where the runs may be a pull request\'s, before any request', async (eventName) => {
    // An issue_comment workflow ("/benchmark" on a pull request) runs on the default branch, with
    // GITHUB_REF and GITHUB_SHA those of its head, while the job measures whatever it checked out.
    gh.addRepository(REPOSITORY, { 'README.md': '# Hello\n' }, BRANCH);
    const payload = eventName === 'issue_comment' ? example('issue_comment', 'created') : {};
    const result = await runAction({ node, cwd: checkout([{ alpha: 1, beta: 2 }]), inputs: { mode: 'record', current: 'bench/results/*.json' }, eventName, payload, token: TOKEN, apiUrl: gh.url, repository: REPOSITORY, env: { GITHUB_REF: 'refs/heads/master' } });
    expect(result.code).toBe(1);
    expect(errors(result).join('\n')).toContain(`record runs on push, workflow_dispatch or schedule, not on ${eventName}`);
    expect(gh.requests).toEqual([]);
  });
});

describe.each(NODES)('history: true on $name', ({ path: node }) => {
  const check = async (cwd: string, history: (baseSha: string) => HistoryEntry[] | undefined, inputs: Record<string, string> = {}) => {
    const repo = gh.addRepository(REPOSITORY, { 'README.md': '# Hello\n' }, BRANCH);
    const payload = sameRulesAtBase(gh, example('pull_request', 'opened'), cwd);
    const entries = history(payload.pull_request.base.sha);
    if (entries) repo.push(DATA, { [FILE]: serializeHistoryFile(entries) }, 'history');
    const result = await runAction({
      node,
      cwd,
      inputs: { baseline: 'bench/baseline.json', current: 'bench/results/*.json', history: 'true', comment: 'never', ...inputs },
      eventName: 'pull_request',
      payload,
      token: TOKEN,
      apiUrl: gh.url,
      repository: REPOSITORY,
      env: { GITHUB_BASE_REF: BRANCH },
    });
    expectClean(result);
    return result;
  };

  it('gates against the base branch\'s history up to the base commit, and says so', async () => {
    // 40 commits at 1000, then the base commit; entries after the base (a faster level) are ignored.
    const result = await check(checkout([{ alpha: 900, beta: 2000 }, { alpha: 905, beta: 2001 }, { alpha: 902, beta: 1999 }]), (base) => [
      ...Array.from({ length: 40 }, (_, i) => entry(`c${i}`, 1000 + (i % 3))),
      entry(base, 1001),
      ...Array.from({ length: 5 }, (_, i) => entry(`later${i}`, 800)),
    ], { 'history-window': '20' });
    expect(result.code).toBe(1);
    expect(result.outputs.verdict).toBe('fail');
    expect(result.summary).toMatch(/baseline: history of master, 20 commits c21\.\.[0-9a-f]{12}/);
    expect(result.outputs.regressions).toBe('1');
    expect(result.summary).toContain('```mermaid\nxychart-beta\n  title "alpha"');
  });

  it('falls back to the baseline file, with a notice, while there is no history', async () => {
    const result = await check(checkout([{ alpha: 1000, beta: 2000 }]), () => undefined);
    expect(result.code).toBe(0);
    expect(result.commands.some(([k, m]) => k === 'notice' && m.includes('no history of master'))).toBe(true);
    expect(result.summary).not.toContain('baseline: history');
  });
});
