/**
 * A branch file's order is the branch's: each commit recorded after the one it descends from, whatever
 * the dates say. The store puts a new entry last when its date is not older than the newest entry's or
 * its commit descends from that entry's (what the front end asks git, or GitHub); else by date, as before.
 * Appending (history-store.ts, without reading the file) and rewriting (upsertEntry) agree.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type HistoryEntry, upsertEntries, upsertEntry } from '../../src/core/history/entry.js';
import { addEntry, readBranch } from '../../src/io/history-store.js';
import { tempDir } from '../helpers/cli.js';

const DAY = 24 * 60 * 60 * 1000;

function entry(commit: string, day: number, value = 1): HistoryEntry {
  return { schema_version: 1, commit, branch: 'main', date: new Date(Date.UTC(2026, 0, 1) + day * DAY).toISOString(), benchmarks: [{ name: 'x', unit: 'ms', direction: 'lower', values: [value] }] };
}

/** A linear chain: commit `c${i}` descends from every `c${j}`, j < i. */
const chainIndex = (commit: string): number => Number(commit.slice(1));
const onChain = (commit: string) => (newest: HistoryEntry): boolean => chainIndex(newest.commit) < chainIndex(commit);

describe('the branch\'s order', () => {
  it('records a linear chain in its order, whatever its dates, one entry at a time', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 30 }), { minLength: 1, maxLength: 12 }), (days) => {
        let entries: HistoryEntry[] = [];
        for (const [i, day] of days.entries()) {
          const e = entry(`c${i}`, day);
          const out = upsertEntry(entries, e, onChain(e.commit));
          expect(out.replaced).toBe(false);
          entries = out.entries;
        }
        expect(entries.map((e) => e.commit)).toEqual(days.map((_, i) => `c${i}`));
      }),
    );
  });

  it('records a linear chain in its order in a store, appended or rewritten, and a re-run keeps its place', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 30 }), { minLength: 1, maxLength: 8 }), fc.nat(), (days, rerun) => {
        const store = tempDir();
        for (const [i, day] of days.entries()) addEntry(store, entry(`c${i}`, day), undefined, onChain(`c${i}`));
        const again = `c${rerun % days.length}`;
        expect(addEntry(store, entry(again, 99, 2), undefined, onChain(again)).replaced).toBe(true);
        const read = readBranch(store, 'main');
        expect(read.map((e) => e.commit)).toEqual(days.map((_, i) => `c${i}`));
        expect(read.find((e) => e.commit === again)!.benchmarks[0]!.values).toEqual([2]);
      }),
      { numRuns: 25 },
    );
  });

  it('places an entry that does not descend from the newest, or where nothing can tell, by date as before', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 30 }), { maxLength: 8 }), fc.integer({ min: 0, max: 30 }), (days, day) => {
        const entries = upsertEntries([], days.map((d, i) => entry(`c${i}`, d))).entries;
        const added = entry('late', day);
        const byDate = upsertEntry(entries, added);
        expect(upsertEntry(entries, added, () => false)).toEqual(byDate);
        expect(byDate).toEqual({ entries: upsertEntries(entries, [added]).entries, replaced: false });
      }),
    );
  });

  it('asks about descent only when the dates would put the entry before the newest', () => {
    const asked: string[] = [];
    const ask = (newest: HistoryEntry): boolean => {
      asked.push(newest.commit);
      return true;
    };
    const entries = [entry('a', 1), entry('b', 5)];
    expect(upsertEntry(entries, entry('c', 6), ask).entries.map((e) => e.commit)).toEqual(['a', 'b', 'c']);
    expect(asked).toEqual([]);
    expect(upsertEntry(entries, entry('c', 2), ask).entries.map((e) => e.commit)).toEqual(['a', 'b', 'c']);
    expect(asked).toEqual(['b']);
    // A commit already there is replaced in its place, never moved.
    expect(upsertEntry(entries, entry('a', 9, 3), ask).entries.map((e) => [e.commit, e.benchmarks[0]!.values[0]])).toEqual([['a', 3], ['b', 1]]);
    expect(asked).toEqual(['b']);
  });

  it('appends without reading the file (the commit index) in the same place as a rewrite', () => {
    const store = tempDir();
    addEntry(store, entry('c0', 10));
    addEntry(store, entry('c1', 20));
    // Descends from c1, dated before both: the append path puts it last.
    expect(addEntry(store, entry('c2', 5), undefined, onChain('c2'))).toEqual({ replaced: false, count: 3 });
    // Not known to descend: the rewrite puts it by date, and says where.
    const placed = addEntry(store, entry('x', 3), undefined, () => false);
    expect(placed.before).toMatchObject({ newer: 3, newest: { commit: 'c2' } });
    expect(readBranch(store, 'main').map((e) => e.commit)).toEqual(['x', 'c0', 'c1', 'c2']);
  });
});
