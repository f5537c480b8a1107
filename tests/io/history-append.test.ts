import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type HistoryEntry, parseEntryLine } from '../../src/core/history/entry.js';
import { type HistoryEntry as Entry, serializeEntry } from '../../src/core/history/entry.js';
import { addEntry, pruneBranch, readBranch, storeBranches } from '../../src/io/history-store.js';
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

  it('puts an older commit in date order (a rewrite) and appends a newer one, with or without the index', () => {
    const on = (commit: string, day: number): HistoryEntry => ({ ...entry(commit), date: new Date(Date.UTC(2026, 0, day)).toISOString() });
    for (const indexed of [true, false]) {
      const store = tempDir();
      const path = join(store, 'main.jsonl');
      addEntry(store, on('d2', 2));
      addEntry(store, on('d4', 4));
      if (!indexed) rmSync(join(store, '.index'), { recursive: true });
      const inode = statSync(path).ino;
      expect(addEntry(store, on('d5', 5))).toEqual({ replaced: false, count: 3 });
      expect(statSync(path).ino, 'a newer commit is appended, not rewritten').toBe(inode);
      // Each put before newer entries, which the result says (history add and mode record warn).
      expect(addEntry(store, on('d1', 1))).toMatchObject({ replaced: false, count: 4, before: { newer: 3, newest: { commit: 'd5' } } });
      expect(addEntry(store, on('d3', 3))).toMatchObject({ replaced: false, count: 5, before: { newer: 2, newest: { commit: 'd5' } } });
      expect(addEntry(store, on('d3b', 3))).toMatchObject({ replaced: false, count: 6, before: { newer: 2, newest: { commit: 'd5' } } });
      expect(readBranch(store, 'main').map((e) => e.commit), `index: ${indexed}`).toEqual(['d1', 'd2', 'd3', 'd3b', 'd4', 'd5']);
      // A last line that is no entry is never appended after, whatever the dates: the full read names it.
      appendFileSync(path, '{"schema_version":1}\n');
      expect(() => addEntry(store, on('d9', 9))).toThrow(/main\.jsonl:7/);
    }
  });

  it('counts the entries, not the lines, of a file with blank lines', () => {
    // Blank lines from a hand edit: empty, spaces, a Windows line end; laid out by hand or not.
    for (const blank of ['', '   ', '\r', '\t \u00a0']) {
      const store = tempDir();
      writeFileSync(join(store, 'main.jsonl'), `\n${serializeEntry(entry('c1'))}\n${blank}\n\n${serializeEntry(entry('c2'))}\n${blank}\n`);
      expect(addEntry(store, entry('c3')), JSON.stringify(blank)).toEqual({ replaced: false, count: 3 });
      expect(readBranch(store, 'main')).toHaveLength(3);
      expect(addEntry(store, entry('c4')).count).toBe(4); // the index, now built or not, agrees
    }
  });

  it('appends after a file that ends in blank lines of spaces, without an index', () => {
    // An editor's trailing line of spaces, or of a lone \r (CRLF line ends): a blank line, as for every reader.
    for (const blank of [' ', '\r', '\t\t', '\r\n\r']) {
      const store = tempDir();
      writeFileSync(join(store, 'main.jsonl'), `${serializeEntry(entry('c1'))}\n${blank}\n`);
      expect(addEntry(store, entry('c2')), JSON.stringify(blank)).toEqual({ replaced: false, count: 2 });
      expect(readBranch(store, 'main').map((e) => e.commit)).toEqual(['c1', 'c2']);
    }
  });

  it('replaces a commit whose line is laid out by another tool (json.dumps), never adding it twice', () => {
    // Python's json.dumps puts a space after each colon and comma; a hand edit may too. Without a
    // usable index, the commit must still be found in such a line, or the store ends up with two
    // lines of one commit, which every later read refuses.
    for (const more of [false, true]) {
      const store = tempDir();
      const path = join(store, 'main.jsonl');
      const { schema_version, commit, branch, date, benchmarks } = entry('c1');
      writeFileSync(path, `${JSON.stringify({ schema_version, commit, branch, date, benchmarks }).replace(/([,:])/g, '$1 ')}\n`);
      if (more) addEntry(store, entry('c0')); // appended after it: c1 is not the last line
      expect(addEntry(store, entry('c1', 5)), `more: ${more}`).toEqual({ replaced: true, count: more ? 2 : 1 });
      expect(readBranch(store, 'main').map((e) => [e.commit, e.benchmarks[0]!.values[0]])).toEqual(more ? [['c1', 5], ['c0', 1]] : [['c1', 5]]);
    }
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

describe('the commit index', () => {
  const index = (store: string) => readFileSync(join(store, '.index', 'main.jsonl'), 'utf8').split('\n').slice(1, -1).map((l) => JSON.parse(l) as string);

  it('lists the branch file\'s commits after every write, is ignored by git, and is no branch', () => {
    const store = tempDir();
    addEntry(store, entry('c1'));
    addEntry(store, entry('c2'));
    expect(index(store)).toEqual(['c1', 'c2']);
    addEntry(store, entry('c1', 3)); // a replacement rewrites the file, and the index
    expect(index(store)).toEqual(['c1', 'c2']);
    pruneBranch(store, 'main', 1);
    expect(index(store)).toEqual(['c2']);
    expect(readFileSync(join(store, '.index', '.gitignore'), 'utf8')).toMatch(/^\*$/m);
    expect(storeBranches(store)).toEqual(['main']);
    expect(readdirSync(store).sort()).toEqual(['.index', 'main.jsonl']);
  });

  it('is not trusted once the branch file changed behind it: a commit there is replaced, not added twice', () => {
    const store = tempDir();
    addEntry(store, entry('c1'));
    const path = join(store, 'main.jsonl');
    // A crash between the append and the index write, or a git pull of the store: c2 is not in the index.
    appendFileSync(path, `${serializeEntry(entry('c2'))}\n`);
    expect(addEntry(store, entry('c2', 7))).toEqual({ replaced: true, count: 2 });
    expect(readBranch(store, 'main').map((e) => [e.commit, e.benchmarks[0]!.values[0]])).toEqual([['c1', 1], ['c2', 7]]);
    // A file rewritten by hand to the same length: still not the file the index describes.
    writeFileSync(path, readFileSync(path, 'utf8').replace('"c1"', '"c3"'));
    expect(addEntry(store, entry('c3', 9))).toEqual({ replaced: true, count: 2 });
    expect(readBranch(store, 'main').map((e) => e.commit)).toEqual(['c3', 'c2']);
    expect(index(store)).toEqual(['c3', 'c2']);
  });

  it('never writes through a link committed in place of the cache, to a file or a folder outside the store', () => {
    const outside = tempDir();
    const victim = join(outside, 'config');
    writeFileSync(victim, 'keep me\n');
    // A link in place of an index file (to a file there, and to one not there yet), and of .gitignore.
    const store = tempDir();
    addEntry(store, entry('c1'));
    rmSync(join(store, '.index'), { recursive: true });
    mkdirSync(join(store, '.index'));
    symlinkSync(victim, join(store, '.index', 'main.jsonl'));
    symlinkSync(join(outside, 'made'), join(store, '.index', '.gitignore'));
    expect(addEntry(store, entry('c2'))).toEqual({ replaced: false, count: 2 });
    expect(addEntry(store, entry('c1', 3))).toEqual({ replaced: true, count: 2 });
    expect(readFileSync(victim, 'utf8')).toBe('keep me\n');
    expect(existsSync(join(outside, 'made'))).toBe(false);
    expect(index(store)).toEqual(['c1', 'c2']); // a cache of its own in the link's place
    // A link in place of the .index folder: nothing is written into the folder it names.
    const other = tempDir();
    addEntry(other, entry('c1'));
    rmSync(join(other, '.index'), { recursive: true });
    symlinkSync(outside, join(other, '.index'));
    expect(addEntry(other, entry('c2'))).toEqual({ replaced: false, count: 2 });
    expect(addEntry(other, entry('c1', 3))).toEqual({ replaced: true, count: 2 });
    expect(readdirSync(outside)).toEqual(['config']);
    expect(readBranch(other, 'main').map((e) => e.commit)).toEqual(['c1', 'c2']);
  });

  it('is rebuilt from a store without one (an older store), and left unbuilt for lines laid out by hand', () => {
    const store = tempDir();
    const path = join(store, 'main.jsonl');
    writeFileSync(path, `${serializeEntry(entry('old1'))}\n${serializeEntry(entry('old2'))}\n`);
    expect(addEntry(store, entry('c3'))).toEqual({ replaced: false, count: 3 });
    expect(index(store)).toEqual(['old1', 'old2', 'c3']);
    const hand: Entry = entry('h1');
    const other = tempDir();
    writeFileSync(join(other, 'main.jsonl'), `${JSON.stringify({ benchmarks: hand.benchmarks, schema_version: 1, commit: 'h1', branch: 'main', date: hand.date })}\n`);
    expect(addEntry(other, entry('c2'))).toEqual({ replaced: false, count: 2 });
    expect(readdirSync(other)).not.toContain('.index');
    expect(addEntry(other, entry('h1', 4))).toEqual({ replaced: true, count: 2 });
    expect(index(other)).toEqual(['h1', 'c2']); // the rewrite lays every line out as bench-gate does
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
