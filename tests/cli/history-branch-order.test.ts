/**
 * The history store keeps a branch's entries in the branch's order: `history add` of a commit that
 * descends from the branch's newest entry (git in the checkout says so) puts it last, whatever its
 * date, so that a commit dated before its parent (a wrong clock, a rebase that kept the dates) is not
 * placed among older entries, where a baseline that ends at it, `detect` and `chart` would see the
 * series out of order. A commit that does not descend from it (an older commit recorded late) still
 * goes in its place by date, with the warning.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBranch } from '../../src/io/history-store.js';
import { cli, tempDir } from '../helpers/cli.js';
import { gitIn } from '../helpers/git-repo.js';

const git = gitIn;
const T = 1_700_000_000;

function run(dir: string, name: string, value: number): string {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify({ schema_version: 1, benchmarks: [{ name: 'parse', value, unit: 'ms', direction: 'lower' }] }));
  return path;
}

/** A new commit on the checkout's branch, made at `date` (seconds): its SHA. */
function commit(dir: string, message: string, date: number): string {
  git(dir, ['commit', '-q', '--allow-empty', '-m', message], date);
  return git(dir, ['rev-parse', 'HEAD']);
}

/** `history add` of HEAD's runs into dir/store, as a CI job in the checkout runs it. */
function add(dir: string, value: number, extra: string[] = []): ReturnType<typeof cli> {
  const r = cli(['history', 'add', run(dir, `r${value}.json`, value), '--store', 'store', ...extra], dir);
  expect(r.status, r.stderr).toBe(0);
  return r;
}

function repo(): string {
  const dir = tempDir();
  git(dir, ['init', '-q', '-b', 'main']);
  return dir;
}

describe('history add: the branch\'s order, not the dates', () => {
  it('puts a commit dated before its parent after it, so that a baseline ending at it holds the parent', () => {
    const dir = repo();
    const first = commit(dir, 'first', T + 100);
    add(dir, 10);
    const second = commit(dir, 'second, made on a machine whose clock was behind', T);
    const r = add(dir, 11);
    expect(r.stderr).not.toContain('warning');
    expect(readBranch(join(dir, 'store'), 'main').map((e) => e.commit)).toEqual([first, second]);
    const gate = cli([run(dir, 'current.json', 10), '--history', 'store', '--base-commit', second, '--format', 'json'], dir);
    expect(gate.status, gate.stderr).toBe(0);
    const report = JSON.parse(gate.stdout);
    expect(report.warnings).toEqual([]);
    expect(report.baseline.history).toMatchObject({ from_commit: first, to_commit: second, commits: 2 });
  });

  it('keeps the branch\'s order through later adds (appended or rewritten), prune, detect and chart', () => {
    const dir = repo();
    // c0..c5 at one level; c6..c11, 20% slower, carry dates before all of them (a rebase that kept old dates).
    const shas: string[] = [];
    for (let i = 0; i < 12; i++) {
      shas.push(commit(dir, `c${i}`, i < 6 ? T + 1000 + i : T + i));
      add(dir, i < 6 ? 10 + (i % 2) * 0.01 : 12 + (i % 2) * 0.01);
    }
    // A re-run of a commit in the middle rewrites the file: the order stays.
    add(dir, 12, ['--commit', shas[8]!]);
    expect(readBranch(join(dir, 'store'), 'main').map((e) => e.commit)).toEqual(shas);

    const detect = cli(['history', 'detect', '--store', 'store', '--format', 'json'], dir);
    expect(detect.status, detect.stderr).toBe(0);
    const changes = JSON.parse(detect.stdout);
    expect(changes.change_points.map((cp: { commit: string; previous_commit: string; verdict: string }) => [cp.commit, cp.previous_commit, cp.verdict])).toEqual([[shas[6], shas[5], 'worse']]);

    const chart = cli(['history', 'chart', '--store', 'store', '-o', 'chart'], dir);
    expect(chart.status, chart.stderr).toBe(0);
    const data = readFileSync(join(dir, 'chart/data.js'), 'utf8');
    const at = shas.map((s) => data.indexOf(s));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));

    const prune = cli(['history', 'prune', '--store', 'store', '--keep', '8'], dir);
    expect(prune.status, prune.stderr).toBe(0);
    expect(readBranch(join(dir, 'store'), 'main').map((e) => e.commit)).toEqual(shas.slice(4));
  });

  it('still places an older commit recorded late by its date, with the warning', () => {
    const dir = repo();
    const c0 = commit(dir, 'c0', T);
    add(dir, 10);
    const c1 = commit(dir, 'c1', T + 100);
    const c2 = commit(dir, 'c2', T + 200);
    add(dir, 10.5);
    // c1 was not recorded at its push (a failed job): recorded now, it is no descendant of c2.
    const late = add(dir, 10.2, ['--commit', c1]);
    expect(late.stderr).toContain(`bench-diff history add: warning: commit ${c1} is dated ${new Date((T + 100) * 1000).toISOString()}, before the newest entry of main (commit ${c2}, ${new Date((T + 200) * 1000).toISOString()}), and is not known to descend from it: such an entry is placed by date, so it was placed before 1 newer entry`);
    expect(readBranch(join(dir, 'store'), 'main').map((e) => e.commit)).toEqual([c0, c1, c2]);
  });

  it('places by date, with the warning, where git cannot tell (the commit is not in this checkout)', () => {
    const dir = repo();
    commit(dir, 'c0', T + 100);
    add(dir, 10);
    const elsewhere = 'e'.repeat(40);
    const r = add(dir, 11, ['--commit', elsewhere, '--date', new Date(T * 1000).toISOString()]);
    expect(r.stderr).toContain('and is not known to descend from it');
    expect(readBranch(join(dir, 'store'), 'main').map((e) => e.commit)[0]).toBe(elsewhere);
  });
});
