/**
 * The base commit's newest recorded ancestor, asked of git: the recorded commit that was recorded last,
 * not the first rev-list names. Past a merge, rev-list's default order is by date, so a commit whose
 * date is before its parent's (a wrong clock, a rebase that keeps dates) is listed after it.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { recordedPlaces } from '../../src/core/history/baseline.js';
import type { HistoryEntry } from '../../src/core/history/entry.js';
import { newestRecordedAncestor } from '../../src/io/git.js';
import { tempDir } from '../helpers/cli.js';

function git(cwd: string, args: string[], date?: number): string {
  const env = { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.com' };
  if (date !== undefined) Object.assign(env, { GIT_AUTHOR_DATE: `${date} +0000`, GIT_COMMITTER_DATE: `${date} +0000` });
  return execFileSync('git', args, { cwd, env, encoding: 'utf8' }).trim();
}

function commit(cwd: string, message: string, date: number): string {
  git(cwd, ['commit', '-q', '--allow-empty', '-m', message], date);
  return git(cwd, ['rev-parse', 'HEAD']);
}

const entry = (commit: string): HistoryEntry => ({ schema_version: 1, commit, branch: 'main', date: '2026-01-01T00:00:00.000Z', benchmarks: [] });

describe('newestRecordedAncestor', () => {
  it('takes the ancestor recorded last, though a merge puts an older one first by date', () => {
    const dir = tempDir();
    git(dir, ['init', '-q', '-b', 'main']);
    const r0 = commit(dir, 'R0', 1_700_000_000);
    const r1 = commit(dir, 'R1', 1_700_000_100);
    // R2, recorded after R1, carries a date before it.
    const r2 = commit(dir, 'R2', 1_700_000_050);
    git(dir, ['checkout', '-q', '-b', 'feature', r1]);
    commit(dir, 'F1', 1_700_000_300);
    git(dir, ['checkout', '-q', 'main']);
    git(dir, ['merge', '-q', '--no-ff', '-m', 'merge', 'feature'], 1_700_000_400);
    const base = git(dir, ['rev-parse', 'HEAD']);
    // The premise: by date, git lists R1 before R2.
    const listed = git(dir, ['rev-list', base]).split('\n');
    expect(listed.indexOf(r1)).toBeLessThan(listed.indexOf(r2));
    const places = recordedPlaces([r0, r1, r2].map(entry));
    expect(newestRecordedAncestor(dir, base, places)).toBe(r2);
    expect(newestRecordedAncestor(dir, r1, places)).toBe(r1);
    expect(newestRecordedAncestor(dir, base, recordedPlaces([r0].map(entry)))).toBe(r0);
    expect(newestRecordedAncestor(dir, base, new Map())).toBeUndefined();
  });
});
