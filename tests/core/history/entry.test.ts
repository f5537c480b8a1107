import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { branchFileName, branchOfFileName } from '../../../src/core/history/branch-file.js';
import { entryFromRuns, type HistoryEntry, parseHistoryFile, pruneEntries, serializeHistoryFile, upsertEntries, upsertEntry } from '../../../src/core/history/entry.js';
import { inputErrorOf } from '../../helpers/input-error.js';

function entry(commit: string, value = 100): HistoryEntry {
  return { schema_version: 1, commit, branch: 'main', date: '2026-01-01T00:00:00.000Z', benchmarks: [{ name: 'parse', unit: 'ms', direction: 'lower', values: [value, value + 1] }] };
}

describe('history entries', () => {
  it('round-trips through the JSON Lines text, one line per entry, commit first', () => {
    const entries = [entry('a'), { ...entry('b', 7), message: 'subject', environment: { cpu_count: 2 }, custom: { kept: true } }];
    const text = serializeHistoryFile(entries);
    expect(text.split('\n')).toHaveLength(3);
    expect(text.startsWith('{"schema_version":1,"commit":"a"')).toBe(true);
    expect(parseHistoryFile(text, 'main.jsonl')).toEqual(entries);
  });

  it('records every run value of every benchmark, and leaves out the failed ones', () => {
    const run = (v: number, ok = true) => ({
      source: `run${v}.json`,
      document: { schema_version: 1 as const, benchmarks: [{ name: 'a', value: v, unit: 'ms' }, ok ? { name: 'b', ops_per_sec: v } : { name: 'b', success: false, error: 'boom' }] },
    });
    const { entry: e, failed } = entryFromRuns([run(3), run(4, false), run(5)], { commit: 'c', branch: 'main', date: 'd' }, () => undefined);
    expect(e.benchmarks).toEqual([{ name: 'a', unit: 'ms', direction: 'lower', values: [3, 4, 5] }]);
    expect(failed).toEqual(['b']);
  });

  it('says where the runs were measured when they record it, else where they were recorded', () => {
    const run = (environment?: { cpu_model: string; cpu_count: number }) => ({
      source: 'run.json',
      document: { schema_version: 1 as const, benchmarks: [{ name: 'a', value: 1, unit: 'ms' }], ...(environment ? { metadata: { environment } } : {}) },
    });
    const here = { cpu_model: 'recording machine', cpu_count: 2 };
    const measured = { cpu_model: 'Apple M2', cpu_count: 8 };
    const meta = { commit: 'c', branch: 'main', date: 'd', environment: here };
    expect(entryFromRuns([run(measured), run(measured)], meta, () => undefined).entry.environment).toEqual(measured);
    expect(entryFromRuns([run(), run()], meta, () => undefined).entry.environment).toEqual(here);
  });

  it('replaces the entry of the same commit in place instead of adding a second one', () => {
    const first = upsertEntry([entry('a'), entry('b')], entry('a', 5));
    expect(first.replaced).toBe(true);
    expect(first.entries.map((e) => [e.commit, e.benchmarks[0]!.values[0]])).toEqual([['a', 5], ['b', 100]]);
    const second = upsertEntry(first.entries, entry('c'));
    expect(second.replaced).toBe(false);
    expect(second.entries.map((e) => e.commit)).toEqual(['a', 'b', 'c']);
  });

  it('puts an added entry in date order: an older commit before the newer ones, equal dates in the order they came', () => {
    const on = (commit: string, day: number, value = 100): HistoryEntry => ({ ...entry(commit, value), date: new Date(Date.UTC(2026, 0, day)).toISOString() });
    const store = [on('a', 1), on('b', 3), on('c', 5)];
    expect(upsertEntry(store, on('old', 2)).entries.map((e) => e.commit)).toEqual(['a', 'old', 'b', 'c']);
    expect(upsertEntry(store, on('same', 3)).entries.map((e) => e.commit)).toEqual(['a', 'b', 'same', 'c']);
    expect(upsertEntry(store, on('new', 9)).entries.map((e) => e.commit)).toEqual(['a', 'b', 'c', 'new']);
    // A replacement keeps its place, even with a new date (a re-run's recording date).
    expect(upsertEntry(store, on('b', 9, 7)).entries.map((e) => [e.commit, e.benchmarks[0]!.values[0]])).toEqual([['a', 100], ['b', 7], ['c', 100]]);
    // An import of an older history into a store of newer entries.
    const imported = upsertEntries(store, [on('i1', 1), on('i2', 2), on('b', 3, 1), on('i9', 9)]);
    expect(imported.replaced).toBe(1);
    expect(imported.entries.map((e) => e.commit)).toEqual(['a', 'i1', 'i2', 'b', 'c', 'i9']);
  });

  it('adds many entries at once as one by one would, and keeps a file in date order', () => {
    const dated = fc.record({ day: fc.integer({ min: 1, max: 6 }), value: fc.integer({ min: 1, max: 3 }) });
    const withDate = (commit: string, d: { day: number; value: number }): HistoryEntry => ({ ...entry(commit, d.value), date: new Date(Date.UTC(2026, 0, d.day)).toISOString() });
    fc.assert(
      fc.property(fc.array(dated, { maxLength: 8 }), fc.uniqueArray(fc.record({ commit: fc.integer({ min: 0, max: 12 }), at: dated }), { selector: (a) => a.commit, maxLength: 8 }), fc.boolean(), (old, adds, sorted) => {
        const days = sorted ? [...old].sort((x, y) => x.day - y.day) : old;
        const before = days.map((d, i) => withDate(`c${i}`, d));
        // A commit recorded again has its date again (its commit's), as history add and import give it.
        const added = adds.map((a) => withDate(`c${a.commit}`, { ...a.at, day: days[a.commit]?.day ?? a.at.day }));
        const batch = upsertEntries(before, added);
        let one = before;
        let replaced = 0;
        for (const e of added) {
          const next = upsertEntry(one, e);
          one = next.entries;
          if (next.replaced) replaced++;
        }
        // In a file out of order (written by hand or by an older version) there is no one right place.
        if (sorted) expect(batch.entries).toEqual(one);
        expect(batch.replaced).toBe(replaced);
        const commits = batch.entries.map((e) => e.commit);
        expect(new Set(commits).size).toBe(commits.length);
        expect(new Set(commits)).toEqual(new Set([...before, ...added].map((e) => e.commit)));
        if (sorted) {
          const times = batch.entries.map((e) => Date.parse(e.date));
          expect(times).toEqual([...times].sort((x, y) => x - y));
        }
        // The entries not added keep their order.
        const untouched = new Set(before.map((e) => e.commit).filter((c) => !added.some((e) => e.commit === c)));
        expect(commits.filter((c) => untouched.has(c))).toEqual(before.map((e) => e.commit).filter((c) => untouched.has(c)));
      }),
    );
  });

  it('prunes to the newest entries', () => {
    const entries = ['a', 'b', 'c', 'd'].map((c) => entry(c));
    expect(pruneEntries(entries, 2).map((e) => e.commit)).toEqual(['c', 'd']);
    expect(pruneEntries(entries, 10)).toHaveLength(4);
  });

  it('names the file and the line of a corrupt or truncated line, in one line', () => {
    const good = serializeHistoryFile([entry('a'), entry('b')]);
    const truncated = `${good}${serializeHistoryFile([entry('c')]).slice(0, 40)}`;
    const message = inputErrorOf(() => parseHistoryFile(truncated, 'store/main.jsonl'));
    expect(message).toMatch(/^store\/main\.jsonl:3: is not a history entry \(.+\)\. Nothing was changed/);
    expect(message).not.toContain('\n');
    const conflict = good.replace('\n', '\n<<<<<<< HEAD\n');
    expect(inputErrorOf(() => parseHistoryFile(conflict, 'm.jsonl'))).toMatch(/^m\.jsonl:2: /);
    const badValue = good.replace('"values":[100,101]', '"values":[-1]');
    expect(inputErrorOf(() => parseHistoryFile(badValue, 'm.jsonl'))).toMatch(/^m\.jsonl:1: is not a history entry: .*values/);
  });

  it('refuses two lines of one commit', () => {
    const text = serializeHistoryFile([entry('a'), entry('b')]) + serializeHistoryFile([entry('a')]);
    expect(inputErrorOf(() => parseHistoryFile(text, 'm.jsonl'))).toMatch(/^m\.jsonl:3: commit a is already at line 1/);
  });

  it('skips blank lines', () => {
    expect(parseHistoryFile(`\n${serializeHistoryFile([entry('a')])}\n\n`, 'm.jsonl')).toHaveLength(1);
  });
});

describe('branch file names', () => {
  it('are safe file names that give the branch back', () => {
    expect(branchFileName('feature/x')).toBe('feature%2Fx.jsonl');
    expect(branchFileName('..')).toBe('%2E..jsonl');
    fc.assert(
      fc.property(fc.string({ minLength: 1, unit: 'grapheme' }), (branch) => {
        const file = branchFileName(branch);
        expect(file).toMatch(/^[A-Za-z0-9_%-][A-Za-z0-9_%.-]*\.jsonl$/);
        expect(branchOfFileName(file)).toBe(branch);
      }),
    );
  });

  it('are not confused with other files', () => {
    expect(branchOfFileName('.lock')).toBeUndefined();
    expect(branchOfFileName('notes.txt')).toBeUndefined();
    expect(branchOfFileName('.main.jsonl.123.tmp')).toBeUndefined();
  });
});
