/**
 * history: true when the history has no entry for the pull request's base commit (its push was not
 * recorded): the baseline ends at the base commit's newest recorded ancestor, never at entries recorded
 * after the base, which hold changes the pull request does not. Asked of git when the checkout holds the
 * history, else of GitHub's commits list (the fake answers it from its commits, checked against GitHub's
 * OpenAPI description); when GitHub refuses, the step goes on with the newest entry and says why.
 *
 * The history: A1..A20 at 1000 ops/s (A20 = B, the base's parent), the base commit C not recorded, then
 * D1..D20 at 1200 ops/s, a clear step after the base. The pull request changes nothing: 1000 ops/s.
 * Ended at B it passes; ended at D20 it fails (-17%).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type HistoryEntry, serializeHistoryFile } from '../../src/core/history/entry.js';
import { NODES, runAction, type RunResult } from '../helpers/action-runner.js';
import { sameRulesAtBase } from '../helpers/base-commit.js';
import { example, REPOSITORY } from '../helpers/events.js';
import { useFakeGitHub } from '../helpers/fake-github.js';
import { opsDocument, opsHistoryEntry } from '../helpers/documents.js';
import { workspace } from '../helpers/workspace.js';

const TOKEN = 'ghs_FAKEancestorTokenNeverLogged0123456789';
const BRANCH = 'master';
const DATA = 'bench-gate-data';
const FILE = 'master.jsonl';
const gh = useFakeGitHub(TOKEN);

function checkout(): string {
  const files: Record<string, unknown> = { 'bench/baseline.json': opsDocument({ alpha: 1000, beta: 2000 }) };
  for (let i = 1; i <= 3; i++) files[`bench/results/run-${i}.json`] = opsDocument({ alpha: 1000 + i, beta: 2000 + i });
  return workspace(files);
}

const entry = (commit: string, alpha: number): HistoryEntry => opsHistoryEntry(commit, alpha, BRANCH);

interface Scenario {
  cwd: string;
  payload: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  before: string[];
  base: string;
  after: string[];
}

/** The base branch in the fake GitHub: A1..A20, the base commit C, D1..D20; the history records all but C. */
function scenario(): Scenario {
  const repo = gh.addRepository(REPOSITORY, { 'README.md': '# Hello\n' }, 'main');
  const cwd = checkout();
  const before = Array.from({ length: 20 }, (_, i) => repo.push('main', { 'src.txt': `a${i}` }, `A${i + 1}`));
  const payload = sameRulesAtBase(gh, example('pull_request', 'opened'), cwd);
  const base = String(payload.pull_request.base.sha);
  const after = Array.from({ length: 20 }, (_, i) => repo.push('main', { 'src.txt': `d${i}` }, `D${i + 1}`));
  const entries = [...before.map((c) => entry(c, 1000)), ...after.map((c) => entry(c, 1200))];
  repo.push(DATA, { [FILE]: serializeHistoryFile(entries) }, 'history');
  return { cwd, payload, before, base, after };
}

async function check(node: string, s: Pick<Scenario, 'cwd' | 'payload'>): Promise<RunResult> {
  const result = await runAction({
    node,
    cwd: s.cwd,
    inputs: { baseline: 'bench/baseline.json', current: 'bench/results/*.json', history: 'true', comment: 'never' },
    eventName: 'pull_request',
    payload: s.payload,
    token: TOKEN,
    apiUrl: gh.url,
    repository: REPOSITORY,
    env: { GITHUB_BASE_REF: BRANCH },
  });
  expect(result.stdout + result.stderr).not.toContain(TOKEN);
  expect(result.stdout + result.stderr).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
  expect(result.stdout).not.toContain('internal error');
  expect(gh.violations).toEqual([]);
  return result;
}

/** The report's baseline.history (the JSON report the step wrote). */
function historyInfo(result: RunResult): Record<string, unknown> {
  return JSON.parse(readFileSync(result.outputs['report-json']!, 'utf8')).baseline.history;
}

/** The report's warnings (shown in the job summary, the comment and the log). */
const warnings = (result: RunResult): string[] => JSON.parse(readFileSync(result.outputs['report-json']!, 'utf8')).warnings;

describe.each(NODES)('history: true, base commit not recorded, on $name', ({ path: node }) => {
  it('ends the baseline at the base commit\'s newest recorded ancestor, asked of GitHub in a shallow checkout', async () => {
    const s = scenario();
    const result = await check(node, s);
    const b = s.before.at(-1)!;
    expect(historyInfo(result)).toMatchObject({ to_commit: b, base_commit: s.base });
    expect(result.outputs.verdict).toBe('pass');
    expect(result.code).toBe(0);
    expect(result.summary).toContain(`the history has no entry for the base commit ${s.base}; the baseline ends at its newest recorded ancestor ${b}`);
    // Pages of 100 from the base commit: one page holds B.
    const lists = gh.requests.filter((r) => r.operationId === 'repos/list-commits');
    expect(lists.map((r) => r.query)).toEqual([{ sha: s.base, per_page: '100', page: '1' }]);
  });

  it('goes on with the newest entry when GitHub refuses the commits list (403), and says why and what to do', async () => {
    const s = scenario();
    gh.faults.push({ operationId: 'repos/list-commits', status: 403, message: 'Resource not accessible by integration', times: 5 });
    const result = await check(node, s);
    expect(historyInfo(result)).toMatchObject({ to_commit: s.after.at(-1), base_commit: s.base });
    expect(result.outputs.verdict).toBe('fail'); // today's behaviour: the step after the base is the baseline
    const warning = warnings(result).find((w) => w.includes('no entry for the base commit'));
    expect(warning).toContain(`the history has no entry for the base commit ${s.base} and neither git nor GitHub found its newest recorded ancestor`);
    expect(warning).toContain('GitHub, asked for the base commit\'s ancestors, answered 403 Resource not accessible by integration');
    expect(warning).toContain(`the baseline ends at the newest entry ${s.after.at(-1)!}, which may come after the base commit`);
    expect(warning).toContain('Give the workflow contents: read permission, or check out with fetch-depth: 0');
    // The step went on: its only errors are the verdict's.
    expect(result.commands.filter(([k]) => k === 'error').map(([, m]) => m).join('\n')).not.toMatch(/commits|403|history/);
    expect(result.stdout).toMatch(/^bench-gate FAIL: 1 regression/m);
  });

  it('goes on likewise when GitHub fails (500) after the client\'s retries', async () => {
    const s = scenario();
    gh.faults.push({ operationId: 'repos/list-commits', status: 500, message: 'Server Error', times: 10 });
    const result = await check(node, s);
    expect(historyInfo(result)).toMatchObject({ to_commit: s.after.at(-1) });
    expect(warnings(result).find((w) => w.includes('no entry for the base commit'))).toContain('GitHub, asked for the base commit\'s ancestors, answered 500 Server Error');
    expect(gh.count('repos/list-commits')).toBe(4); // the request and 3 retries
  });

  it('says so when none of the base commit\'s ancestors is in the history', async () => {
    const s = scenario();
    const repo = gh.repositories.get(REPOSITORY)!;
    // The history holds only commits that are not ancestors of the base: D1..D20.
    repo.push(DATA, { [FILE]: serializeHistoryFile(s.after.map((c) => entry(c, 1200))) }, 'history');
    const result = await check(node, s);
    expect(historyInfo(result)).toMatchObject({ to_commit: s.after.at(-1) });
    const warning = warnings(result).find((w) => w.includes('no entry for the base commit'));
    // The initial commit and A1..A20: the whole ancestry, one page.
    expect(warning).toContain(`the history has no entry for the base commit ${s.base} and none of its 21 ancestors is in the history; the baseline ends at the newest entry ${s.after.at(-1)!}`);
  });

  it('searches 1000 commits back at most, 100 a page, and says so', async () => {
    const s = scenario();
    const repo = gh.repositories.get(REPOSITORY)!;
    // A base commit 1000 commits after D20: the recorded D20..D1 and B are past the bound.
    for (let i = 0; i < 999; i++) repo.push('main', { 'src.txt': `x${i}` }, `X${i}`);
    const payload = structuredClone(s.payload);
    payload.pull_request.base.sha = repo.push('main', { 'src.txt': 'base' }, 'Base of the pull request');
    const result = await check(node, { cwd: s.cwd, payload });
    expect(historyInfo(result)).toMatchObject({ to_commit: s.after.at(-1) });
    expect(warnings(result).find((w) => w.includes('no entry for the base commit'))).toContain('and none of its 999 newest ancestors is in the history (the most that is searched); the baseline ends at the newest entry');
    expect(gh.requests.filter((r) => r.operationId === 'repos/list-commits').map((r) => r.query.page)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
  });

  it('asks git, and not GitHub, when the checkout holds the history (fetch-depth: 0)', async () => {
    const s = scenario();
    // The same branch as real commits in the checkout: A1..A20, C, D1..D20.
    const git = (args: string[], env: Record<string, string> = {}) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', '-c', 'commit.gpgsign=false', ...args], { cwd: s.cwd, encoding: 'utf8', env: { ...process.env, ...env } }).trim();
    git(['init', '-q', '-b', 'main']);
    const commit = (message: string, second: number) => {
      git(['add', '-A']);
      const date = `${1_767_225_600 + second} +0000`;
      git(['commit', '-q', '--allow-empty', '-m', message], { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date });
      return git(['rev-parse', 'HEAD']);
    };
    const before = Array.from({ length: 20 }, (_, i) => commit(`A${i + 1}`, i));
    const base = commit('C', 20);
    const after = Array.from({ length: 20 }, (_, i) => commit(`D${i + 1}`, 21 + i));
    git(['checkout', '-q', base]);
    const repo = gh.repositories.get(REPOSITORY)!;
    repo.push(DATA, { [FILE]: serializeHistoryFile([...before.map((c) => entry(c, 1000)), ...after.map((c) => entry(c, 1200))]) }, 'history');
    const payload = structuredClone(s.payload);
    payload.pull_request.base.sha = base;
    const result = await check(node, { cwd: s.cwd, payload });
    expect(historyInfo(result)).toMatchObject({ to_commit: before.at(-1), base_commit: base });
    expect(result.outputs.verdict).toBe('pass');
    expect(gh.count('repos/list-commits')).toBe(0);
  });
});
