/**
 * The base commit's newest recorded ancestor, asked of git: the recorded commit nearest to it in the
 * history (topological order), not the first rev-list names by date. Past a merge, rev-list's default
 * order is by date, so a commit whose date is before its parent's (a wrong clock, a rebase that keeps
 * dates) is listed after it.
 */
import { gitIn } from '../helpers/git-repo.js';
import { describe, expect, it } from 'vitest';
import { recordedPlaces } from '../../src/core/history/baseline.js';
import { upsertEntries, type HistoryEntry } from '../../src/core/history/entry.js';
import { newestRecordedAncestor } from '../../src/io/git.js';
import { tempDir } from '../helpers/cli.js';

const git = gitIn;

function commit(cwd: string, message: string, date: number): { sha: string; date: number } {
  git(cwd, ['commit', '-q', '--allow-empty', '-m', message], date);
  return { sha: git(cwd, ['rev-parse', 'HEAD']), date };
}

/** The entries as the store keeps them (history add, mode record): in date order. */
function stored(commits: Array<{ sha: string; date: number }>): HistoryEntry[] {
  const entries = commits.map((c): HistoryEntry => ({ schema_version: 1, commit: c.sha, branch: 'main', date: new Date(c.date * 1000).toISOString(), benchmarks: [] }));
  return upsertEntries([], entries).entries;
}

describe('newestRecordedAncestor', () => {
  it('takes the recorded ancestor nearest in the history, though a merge puts an older one first by date', () => {
    const dir = tempDir();
    git(dir, ['init', '-q', '-b', 'main']);
    const r0 = commit(dir, 'R0', 1_700_000_000);
    const r1 = commit(dir, 'R1', 1_700_000_100);
    // R2, made on R1, carries a date before it.
    const r2 = commit(dir, 'R2', 1_700_000_050);
    git(dir, ['checkout', '-q', '-b', 'feature', r1.sha]);
    commit(dir, 'F1', 1_700_000_300);
    git(dir, ['checkout', '-q', 'main']);
    git(dir, ['merge', '-q', '--no-ff', '-m', 'merge', 'feature'], 1_700_000_400);
    const base = git(dir, ['rev-parse', 'HEAD']);
    // The premise: by date, git lists R1 before R2, and the store puts R2 before R1.
    const listed = git(dir, ['rev-list', base]).split('\n');
    expect(listed.indexOf(r1.sha)).toBeLessThan(listed.indexOf(r2.sha));
    const places = recordedPlaces(stored([r0, r1, r2]));
    expect(places.get(r2.sha)).toBeLessThan(places.get(r1.sha)!);
    expect(newestRecordedAncestor(dir, base, places)).toBe(r2.sha);
    expect(newestRecordedAncestor(dir, r1.sha, places)).toBe(r1.sha);
    expect(newestRecordedAncestor(dir, base, recordedPlaces(stored([r0])))).toBe(r0.sha);
    expect(newestRecordedAncestor(dir, base, new Map())).toBeUndefined();
  });
});
