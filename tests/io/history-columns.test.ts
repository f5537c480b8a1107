/**
 * readBranch and readBranchColumns stream a branch file a chunk at a time, into entries or columns:
 * they must give what parsing the whole file as one text gives (parseHistoryFile), and the same
 * errors, wherever the chunks cut the lines.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { columnsOf } from '../../src/core/history/columns.js';
import { type HistoryEntry, parseHistoryFile, serializeEntry } from '../../src/core/history/entry.js';
import { readBranch, readBranchColumns } from '../../src/io/history-store.js';
import { tempDir } from '../helpers/cli.js';
import { inputErrorOf } from '../helpers/input-error.js';

function storeWith(text: string): string {
  const store = join(tempDir(), 'store');
  mkdirSync(store, { recursive: true });
  writeFileSync(join(store, 'main.jsonl'), text);
  return store;
}

const bench = (name: string, unit: string, values: number[], direction: 'lower' | 'higher' = 'lower') => ({ name, unit, direction, values });
const entry = (commit: string, benchmarks: HistoryEntry['benchmarks'], message?: string): HistoryEntry => ({
  schema_version: 1,
  commit,
  branch: 'main',
  date: '2026-01-01T00:00:00.000Z',
  ...(message === undefined ? {} : { message }),
  benchmarks,
});

describe('readBranchColumns', () => {
  it('gives the columns of the whole file read as entries, whatever the chunk size', () => {
    const lines = [
      serializeEntry(entry('c1', [bench('sort/ä', 'ms', [3, 2.5, 2.75]), bench('ops', 'ops/s', [100, 120], 'higher')], 'first\nline two')),
      '',
      // Laid out by hand: another key order, spaces, a Windows line end.
      `  {"benchmarks": [{"values": [2600], "direction": "lower", "unit": "µs", "name": "sort/ä"}], "commit": "c2", "schema_version": 1, "branch": "main", "date": "2026-01-02"}\r`,
      serializeEntry(entry('c3', [bench('sort/ä', 'ops/s', [5], 'higher'), bench('new', 'B', [1e-7, 2.5e-7])])),
      serializeEntry(entry('c4', [])),
    ];
    const store = storeWith(`${lines.join('\n')}\n`);
    const expected = columnsOf(readBranch(store, 'main'));
    expect(expected.series.find((s) => s.name === 'sort/ä')).toMatchObject({ unit: 'ops/s', entries: [2] }); // the unit changed: it started over
    for (const chunk of [1, 2, 7, 64, 1 << 20]) {
      expect(readBranchColumns(store, 'main', chunk), `chunk ${chunk}`).toEqual(expected);
      expect(readBranch(store, 'main', chunk), `chunk ${chunk}`).toEqual(parseHistoryFile(readFileSync(join(store, 'main.jsonl'), 'utf8'), join(store, 'main.jsonl')));
    }
    expect(readBranchColumns(join(tempDir(), 'none'), 'main')).toEqual({ commits: [], dates: [], messages: [], series: [] });
  });

  it('names the same line in the same words as readBranch for a corrupt line or a commit twice', () => {
    const good = serializeEntry(entry('c1', [bench('a', 'ms', [1])]));
    for (const text of [`${good}\n\n{"schema_version":1,"commit":"c2"\n`, `${good}\n${good}\n`, `${good}\n${good.replace('[1]', '[0]').replace('c1', 'c9')}\n`]) {
      const store = storeWith(text);
      const whole = inputErrorOf(() => readBranch(store, 'main'));
      expect(whole).toBeDefined();
      const path = join(store, 'main.jsonl');
      expect(inputErrorOf(() => parseHistoryFile(readFileSync(path, 'utf8'), path))).toEqual(whole);
      for (const chunk of [3, 1 << 20]) {
        expect(inputErrorOf(() => readBranchColumns(store, 'main', chunk))).toEqual(whole);
        expect(inputErrorOf(() => readBranch(store, 'main', chunk))).toEqual(whole);
      }
    }
  });

  it('takes the same lines for blank as readBranch, character by character (U+0085 is not space)', () => {
    const good = serializeEntry(entry('c1', [bench('a', 'ms', [1])]));
    const next = serializeEntry(entry('c2', [bench('a', 'ms', [2])]));
    // Every character String.prototype.trim removes, and some that look like space but are not.
    const candidates = [0x85, 0x180e, 0x200b, 0x2060, 0xfffe];
    for (let c = 0; c <= 0xffff; c++) if (c !== 0x0a && String.fromCharCode(c).trim() === '') candidates.push(c);
    const outcome = (read: () => unknown): string => {
      try {
        return JSON.stringify(read());
      } catch (error) {
        return `error: ${(error as Error).message}`;
      }
    };
    for (const c of candidates) {
      const store = storeWith(`${good}
${String.fromCharCode(c)}
${next}
`);
      const whole = outcome(() => columnsOf(readBranch(store, 'main')));
      expect(whole.startsWith('error: ')).toBe(String.fromCharCode(c).trim() !== '');
      for (const chunk of [2, 1 << 20]) expect(outcome(() => readBranchColumns(store, 'main', chunk)), `U+${c.toString(16)}`).toBe(whole);
    }
  });

  it('agrees with readBranch on random stores and chunk sizes', () => {
    const value = fc.double({ min: 1e-9, max: 1e9, noNaN: true, noDefaultInfinity: true });
    const benchmark = fc.record({ name: fc.constantFrom('a', 'b', 'c/d', 'é "q"'), unit: fc.constantFrom('ms', 'ns', 's', 'ops/s'), direction: fc.constantFrom('lower' as const, 'higher' as const), values: fc.array(value, { minLength: 1, maxLength: 4 }) });
    const entries = fc.array(fc.uniqueArray(benchmark, { selector: (b) => b.name, maxLength: 4 }), { maxLength: 8 });
    fc.assert(
      fc.property(entries, fc.integer({ min: 1, max: 300 }), (list, chunk) => {
        const text = list.map((benchmarks, i) => `${serializeEntry(entry(`c${i}`, benchmarks))}\n`).join('');
        const store = storeWith(text);
        const whole = parseHistoryFile(text, join(store, 'main.jsonl'));
        expect(readBranch(store, 'main', chunk)).toEqual(whole);
        expect(readBranchColumns(store, 'main', chunk)).toEqual(columnsOf(whole));
      }),
      { numRuns: 60 },
    );
  });
});
