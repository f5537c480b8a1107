/**
 * A rewrite of a branch file (an add that replaces or goes before the last entry, import, prune) must
 * never build the whole file as one string: past 512 MiB (a store of 6,500 commits x 1,000
 * benchmarks) it cannot exist, and the command stopped with "internal error: Invalid string length".
 * Such a store is too large for a test, so the file system here refuses any string written at once
 * that is longer than one entry line: what a store too large for one string comes to.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { type HistoryEntry, parseHistoryFile, serializeEntry } from '../../src/core/history/entry.js';
import { addEntries, addEntry, pruneBranch, readBranch } from '../../src/io/history-store.js';
import { tempDir } from '../helpers/cli.js';

const LONGEST_STRING = 400;

vi.mock('node:fs', async (original) => {
  const fs = await original<typeof import('node:fs')>();
  const writeFileSync: typeof fs.writeFileSync = (file, data, options) => {
    if (typeof data === 'string' && data.length > LONGEST_STRING) throw new RangeError('Invalid string length');
    fs.writeFileSync(file, data, options);
  };
  return { ...fs, default: { ...fs, writeFileSync }, writeFileSync };
});

const entry = (commit: string, day: number, value = 1): HistoryEntry => ({
  schema_version: 1,
  commit,
  branch: 'main',
  date: new Date(Date.UTC(2026, 0, day)).toISOString(),
  benchmarks: [{ name: 'a', unit: 'ms', direction: 'lower', values: [value] }],
});

describe('rewriting a branch file', () => {
  it('writes it a piece at a time: replace, insert, import and prune', () => {
    const store = tempDir();
    for (let day = 1; day <= 6; day++) addEntry(store, entry(`c${day}`, day)); // appends: one line each
    expect(serializeEntry(entry('c1', 1)).length).toBeLessThan(LONGEST_STRING);
    expect(addEntry(store, entry('c2', 2, 7))).toEqual({ replaced: true, count: 6 });
    expect(addEntry(store, entry('c0', 0))).toMatchObject({ replaced: false, count: 7, before: { newer: 6, newest: { commit: 'c6' } } });
    expect(addEntries(store, 'main', [entry('c3', 3, 9), entry('i1', 4)])).toEqual({ added: 1, replaced: 1, count: 8 });
    expect(pruneBranch(store, 'main', 5)).toEqual({ removed: 3, count: 5 });
    const text = readFileSync(join(store, 'main.jsonl'), 'utf8');
    expect(parseHistoryFile(text, 'main.jsonl')).toEqual(readBranch(store, 'main'));
    expect(readBranch(store, 'main').map((e) => [e.commit, e.benchmarks[0]!.values[0]])).toEqual([['c3', 9], ['c4', 1], ['i1', 1], ['c5', 1], ['c6', 1]]);
  });
});
