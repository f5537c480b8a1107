import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type HistoryEntry, parseEntryLine } from '../../src/core/history/entry.js';
import { addEntry, readBranch } from '../../src/io/history-store.js';
import validateHistoryEntry from '../../generated/history-entry-validator.js';
import { tempDir } from '../helpers/cli.js';

const entry = (commit: string, v = 1): HistoryEntry => ({ schema_version: 1, commit, branch: 'main', date: '2026-01-01T00:00:00.000Z', benchmarks: [{ name: 'a', unit: 'ms', direction: 'lower', values: [v] }] });

describe('history add', () => {
  it('appends a new commit as one line, leaving the bytes before it as they were', () => {
    const store = tempDir();
    addEntry(store, entry('c1'));
    const path = join(store, 'main.jsonl');
    // A hand-formatted first line: a rewrite would normalise it, an append keeps it.
    const hand = `${JSON.stringify({ benchmarks: entry('c1').benchmarks, commit: 'c1', schema_version: 1, branch: 'main', date: '2026-01-01' })}\n`;
    writeFileSync(path, hand);
    expect(addEntry(store, entry('c2'))).toEqual({ replaced: false, count: 2 });
    expect(readFileSync(path, 'utf8').startsWith(hand)).toBe(true);
    expect(readBranch(store, 'main').map((e) => e.commit)).toEqual(['c1', 'c2']);
  });

  it('replaces an existing commit in place, and never appends after a cut-short last line', () => {
    const store = tempDir();
    addEntry(store, entry('c1'));
    addEntry(store, entry('c2'));
    expect(addEntry(store, entry('c1', 5))).toEqual({ replaced: true, count: 2 });
    expect(readBranch(store, 'main').map((e) => [e.commit, e.benchmarks[0]!.values[0]])).toEqual([['c1', 5], ['c2', 1]]);
    const path = join(store, 'main.jsonl');
    writeFileSync(path, readFileSync(path, 'utf8').slice(0, -10));
    expect(() => addEntry(store, entry('c3'))).toThrow(/main\.jsonl:2/);
  });
});

describe('reading an entry', () => {
  it('accepts and refuses exactly what the schema does', () => {
    const good = entry('c1');
    const variants: unknown[] = [
      good,
      { ...good, commit: '' },
      { ...good, schema_version: 2 },
      { ...good, environment: [] },
      { ...good, message: 3 },
      { ...good, benchmarks: [{ ...good.benchmarks[0], values: [] }] },
      { ...good, benchmarks: [{ ...good.benchmarks[0], values: [0] }] },
      { ...good, benchmarks: [{ ...good.benchmarks[0], values: [-1] }] },
      { ...good, benchmarks: [{ ...good.benchmarks[0], direction: 'up' }] },
      { ...good, benchmarks: [{ ...good.benchmarks[0], unit: 1 }] },
      { ...good, benchmarks: [{ ...good.benchmarks[0], suite: 2 }] },
      { ...good, benchmarks: [{ ...good.benchmarks[0], name: '' }] },
      { ...good, extra: { any: 'thing' } },
    ];
    for (const v of variants) {
      const schemaSays = validateHistoryEntry(v);
      let parsed = true;
      try {
        parseEntryLine(JSON.stringify(v), 'x.jsonl', 1);
      } catch {
        parsed = false;
      }
      expect(parsed, JSON.stringify(v)).toBe(schemaSays);
    }
  });
});
