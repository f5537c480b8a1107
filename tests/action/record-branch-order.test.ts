/**
 * mode record keeps the branch's order on the data branch: a commit that descends from the branch's
 * newest entry goes after it, whatever its date (a wrong clock, a rebase that kept the dates). Asked
 * of git when the checkout holds the history, else of GitHub's commits list (actions/checkout's
 * default is one commit), and only when the dates disagree. A commit that does not descend from it (an
 * older commit recorded late) still goes in its place by date, with the warning.
 */
import { describe, expect, it } from 'vitest';
import { type HistoryEntry, parseHistoryFile, serializeHistoryFile } from '../../src/core/history/entry.js';
import { NODES, runAction, type RunResult } from '../helpers/action-runner.js';
import { pushToDefaultBranch, REPOSITORY } from '../helpers/events.js';
import { useFakeGitHub } from '../helpers/fake-github.js';
import { opsDocument, opsHistoryEntry } from '../helpers/documents.js';
import { gitIn } from '../helpers/git-repo.js';
import { workspace } from '../helpers/workspace.js';

const TOKEN = 'ghs_FAKEorderTokenNeverLogged0123456789ab';
const BRANCH = 'master';
const DATA = 'bench-gate-data';
const FILE = 'master.jsonl';
const FUTURE = '2099-01-01T00:00:00.000Z';
const T = 1_700_000_000;
const gh = useFakeGitHub(TOKEN);

function checkout(): string {
  return workspace({ 'bench/results/run-1.json': opsDocument({ alpha: 1000, beta: 2000 }), 'bench/results/run-2.json': opsDocument({ alpha: 1001, beta: 2001 }) });
}

const entry = (commit: string, date: string): HistoryEntry => ({ ...opsHistoryEntry(commit, 1000, BRANCH), date });
const warnings = (result: RunResult) => result.commands.filter(([k]) => k === 'warning').map(([, m]) => m);

describe.each(NODES)('mode record in the branch\'s order on $name', ({ path: node }) => {
  const record = async (cwd: string, sha: string) => {
    const result = await runAction({ node, cwd, inputs: { mode: 'record', current: 'bench/results/*.json' }, eventName: 'push', payload: pushToDefaultBranch(sha), token: TOKEN, apiUrl: gh.url, repository: REPOSITORY });
    expect(result.stdout + result.stderr).not.toContain(TOKEN);
    expect(result.stdout + result.stderr).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
    expect(gh.violations).toEqual([]);
    expect(result.code, result.stdout).toBe(0);
    return result;
  };
  const history = (repo: ReturnType<typeof gh.addRepository>) => parseHistoryFile(repo.fileAt(DATA, FILE) ?? '', FILE).map((e) => e.commit);

  it('puts a commit dated before its parent after it, asking git in a checkout that holds the history', async () => {
    const repo = gh.addRepository(REPOSITORY, { 'README.md': '# Hello\n' }, BRANCH);
    const cwd = checkout();
    gitIn(cwd, ['init', '-q', '-b', BRANCH]);
    gitIn(cwd, ['commit', '-q', '--allow-empty', '-m', 'parent'], T + 100);
    const parent = gitIn(cwd, ['rev-parse', 'HEAD']);
    gitIn(cwd, ['commit', '-q', '--allow-empty', '-m', 'child, from a clock that was behind'], T);
    const child = gitIn(cwd, ['rev-parse', 'HEAD']);
    repo.push(DATA, { [FILE]: serializeHistoryFile([entry('c0', '2023-01-01T00:00:00.000Z'), entry(parent, new Date((T + 100) * 1000).toISOString())]) }, 'history');
    const result = await record(cwd, child);
    expect(history(repo)).toEqual(['c0', parent, child]);
    expect(parseHistoryFile(repo.fileAt(DATA, FILE)!, FILE).at(-1)!.date).toBe(new Date(T * 1000).toISOString());
    expect(warnings(result)).toEqual([]);
    expect(gh.count('repos/list-commits')).toBe(0);
  });

  it('asks GitHub\'s commits list when the checkout is shallow, once, only when the dates disagree', async () => {
    const repo = gh.addRepository(REPOSITORY, { 'README.md': '# Hello\n' }, BRANCH);
    const parent = repo.push(BRANCH, { 'src.txt': 'a' }, 'parent');
    const child = repo.push(BRANCH, { 'src.txt': 'b' }, 'child');
    // The parent's entry carries a date after the child's (this run's, since the checkout does not know the commit).
    repo.push(DATA, { [FILE]: serializeHistoryFile([entry(parent, FUTURE)]) }, 'history');
    const result = await record(checkout(), child);
    expect(history(repo)).toEqual([parent, child]);
    expect(warnings(result)).toEqual([]);
    expect(gh.requests.filter((r) => r.operationId === 'repos/list-commits').map((r) => r.query)).toEqual([{ sha: child, per_page: '100', page: '1' }]);
    // The next commit, dated after the newest entry: appended without asking.
    const next = repo.push(BRANCH, { 'src.txt': 'c' }, 'next');
    repo.push(DATA, { [FILE]: serializeHistoryFile([entry(parent, '2026-01-01T00:00:00.000Z')]) }, 'history, dated in the past');
    await record(checkout(), next);
    expect(history(repo)).toEqual([parent, next]);
    expect(gh.count('repos/list-commits')).toBe(1);
  });

  it('places an older commit recorded late by its date, with the warning', async () => {
    const repo = gh.addRepository(REPOSITORY, { 'README.md': '# Hello\n' }, BRANCH);
    const older = repo.push(BRANCH, { 'src.txt': 'a' }, 'older');
    const newer = repo.push(BRANCH, { 'src.txt': 'b' }, 'newer');
    repo.push(DATA, { [FILE]: serializeHistoryFile([entry(newer, FUTURE)]) }, 'history');
    const result = await record(checkout(), older);
    expect(history(repo)).toEqual([older, newer]);
    expect(warnings(result)).toEqual([expect.stringMatching(new RegExp(`^bench-gate: commit ${older} is dated \\S+, before the newest entry of master \\(commit ${newer}, ${FUTURE.replace(/\./g, '\\.')}\\), and is not known to descend from it: such an entry is placed by date, so it was placed before 1 newer entry.*rebase that kept the dates \\(git rebase --committer-date-is-author-date\\)$`))]);
  });

  it('places by date when GitHub cannot answer, and says what it answered', async () => {
    const repo = gh.addRepository(REPOSITORY, { 'README.md': '# Hello\n' }, BRANCH);
    const parent = repo.push(BRANCH, { 'src.txt': 'a' }, 'parent');
    const child = repo.push(BRANCH, { 'src.txt': 'b' }, 'child');
    repo.push(DATA, { [FILE]: serializeHistoryFile([entry(parent, FUTURE)]) }, 'history');
    gh.faults.push({ operationId: 'repos/list-commits', status: 403, message: 'Resource not accessible by integration', times: 5 });
    const result = await record(checkout(), child);
    expect(history(repo)).toEqual([child, parent]);
    const [warning, ...others] = warnings(result);
    expect(others).toEqual([]);
    expect(warning).toContain(`bench-gate: commit ${child} is dated`);
    expect(warning).toContain(". GitHub, asked whether it does (the checkout's history does not say), answered 403 Resource not accessible by integration");
  });

  it('says what GitHub answered about the entry the warning names, not about one asked of before the data branch moved', async () => {
    const repo = gh.addRepository(REPOSITORY, { 'README.md': '# Hello\n' }, BRANCH);
    const parent = repo.push(BRANCH, { 'src.txt': 'a' }, 'parent');
    const child = repo.push(BRANCH, { 'src.txt': 'b' }, 'child');
    const later = repo.push(BRANCH, { 'src.txt': 'c' }, 'later');
    repo.push(DATA, { [FILE]: serializeHistoryFile([entry(parent, FUTURE)]) }, 'history');
    // Asked whether the child descends from the parent's entry, GitHub answers 403 once; the child is
    // placed by date, and before that is written another job records a later commit. Asked about that
    // one, GitHub answers: the child does not descend from it.
    gh.faults.push({ operationId: 'repos/list-commits', status: 403, message: 'Resource not accessible by integration' });
    const LATER = '2099-06-01T00:00:00.000Z';
    gh.hooks.push({ operationId: 'git/update-ref', run: () => repo.push(DATA, { [FILE]: serializeHistoryFile([entry(parent, FUTURE), entry(later, LATER)]) }, 'the other job') });
    const result = await record(checkout(), child);
    expect(history(repo)).toEqual([child, parent, later]);
    expect(gh.count('repos/list-commits')).toBe(2);
    const [warning, ...others] = warnings(result);
    expect(others).toEqual([]);
    expect(warning).toContain(`before the newest entry of master (commit ${later}, ${LATER})`);
    // Not '403' alone: the commit's date, from the clock, can hold those digits (17:21:05.403Z).
    expect(warning).not.toContain('GitHub, asked whether it does');
    expect(warning).not.toContain('Resource not accessible');
    expect(warning).toMatch(/\(git rebase --committer-date-is-author-date\)$/);
  });
});
