import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, truncateSync, utimesSync, writeFileSync } from 'node:fs';
import { constants } from 'node:buffer';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../src/core/history/entry.js';
import { acquireStoreLock, addEntry, branchPath, LOCK_FILE, pruneBranch, readBranch, readBranchColumns, storeBranches, withStoreLock } from '../../src/io/history-store.js';
import { CLI, tempDir } from '../helpers/cli.js';
import { inputErrorOf } from '../helpers/input-error.js';

function entry(commit: string, branch = 'main', value = 10): HistoryEntry {
  return { schema_version: 1, commit, branch, date: '2026-01-01T00:00:00.000Z', benchmarks: [{ name: 'a', unit: 'ms', direction: 'lower', values: [value] }] };
}

describe('history store', () => {
  it('adds, replaces, lists branches and prunes', () => {
    const store = join(tempDir(), 'store');
    expect(storeBranches(store)).toEqual([]);
    expect(readBranch(store, 'main')).toEqual([]);
    addEntry(store, entry('a'));
    addEntry(store, entry('b'));
    expect(addEntry(store, entry('a', 'main', 20))).toEqual({ replaced: true, count: 2 });
    addEntry(store, entry('x', 'feature/y'));
    expect(storeBranches(store)).toEqual(['feature/y', 'main']);
    expect(existsSync(join(store, 'feature%2Fy.jsonl'))).toBe(true);
    expect(readBranch(store, 'main').map((e) => [e.commit, e.benchmarks[0]!.values[0]])).toEqual([['a', 20], ['b', 10]]);
    expect(pruneBranch(store, 'main', 1)).toEqual({ removed: 1, count: 1 });
    expect(readBranch(store, 'main').map((e) => e.commit)).toEqual(['b']);
    expect(existsSync(join(store, LOCK_FILE))).toBe(false);
  });

  it('records an entry when its index (a cache) cannot be written, and reads right afterwards', () => {
    const store = join(tempDir(), 'store');
    addEntry(store, entry('a'));
    // A directory where the index files go: the cache cannot be written, the branch file can.
    for (const name of ['.gitignore', 'main.jsonl']) {
      rmSync(join(store, '.index', name), { force: true });
      mkdirSync(join(store, '.index', name));
    }
    expect(addEntry(store, entry('b'))).toEqual({ replaced: false, count: 2 });
    expect(addEntry(store, entry('c'))).toEqual({ replaced: false, count: 3 });
    // The same commit again replaces it: the stale index is not what decides.
    expect(addEntry(store, entry('b', 'main', 30))).toEqual({ replaced: true, count: 3 });
    expect(readBranch(store, 'main').map((e) => [e.commit, e.benchmarks[0]!.values[0]])).toEqual([['a', 10], ['b', 30], ['c', 10]]);
  });

  it('refuses to write to a branch file with a corrupt line, and leaves the file as it was', () => {
    const store = tempDir();
    addEntry(store, entry('a'));
    const path = branchPath(store, 'main');
    const corrupt = `${readFileSync(path, 'utf8')}{"schema_version":1,"commit":"b","bra\n`;
    writeFileSync(path, corrupt);
    expect(inputErrorOf(() => addEntry(store, entry('c')))).toMatch(/main\.jsonl:2: is not a history entry/);
    expect(inputErrorOf(() => pruneBranch(store, 'main', 1))).toMatch(/main\.jsonl:2: /);
    expect(readFileSync(path, 'utf8')).toBe(corrupt);
    expect(existsSync(join(store, LOCK_FILE))).toBe(false);
  });

  it('refuses a branch file that is a symbolic link: it neither reads nor writes outside the store', () => {
    const dir = tempDir();
    const store = join(dir, 'store');
    mkdirSync(store);
    // A link a pull request committed to the store: to a file outside it, and to one that is not there yet.
    const secret = join(dir, 'secret.txt');
    writeFileSync(secret, 'token-1234\n');
    symlinkSync(secret, join(store, 'main.jsonl'));
    const missing = join(dir, 'created.jsonl');
    symlinkSync(missing, join(store, 'dev.jsonl'));
    for (const run of [() => readBranch(store, 'main'), () => readBranchColumns(store, 'main'), () => addEntry(store, entry('a')), () => pruneBranch(store, 'main', 1), () => addEntry(store, entry('a', 'dev'))]) {
      const message = inputErrorOf(run);
      expect(message).toMatch(/(main|dev)\.jsonl: is a symbolic link, not a branch file/);
      expect(message).not.toContain('token');
    }
    expect(readFileSync(secret, 'utf8')).toBe('token-1234\n');
    expect(existsSync(missing)).toBe(false);
    expect(existsSync(join(store, LOCK_FILE))).toBe(false);
  });

  it('refuses a branch file that is a directory with a one-line error', () => {
    const store = tempDir();
    mkdirSync(join(store, 'main.jsonl'));
    expect(inputErrorOf(() => readBranch(store, 'main'))).toMatch(/main\.jsonl: is a directory, not a branch file/);
    expect(inputErrorOf(() => readBranchColumns(store, 'main'))).toMatch(/main\.jsonl: is a directory, not a branch file/);
  });

  it('reads a branch file larger than a JavaScript string can hold a line at a time, and names a line that is', () => {
    // Past 512 MiB the whole file cannot be one string: prune (what shrinks a large store), an add that
    // rewrites, import and the gate's --history stopped with an internal error. A sparse file: no disk used.
    const store = tempDir();
    const path = branchPath(store, 'main');
    writeFileSync(path, `${JSON.stringify(entry('a'))}\n`);
    truncateSync(path, constants.MAX_STRING_LENGTH + 1024); // line 2: NUL bytes, no line end
    const error = /^.*main\.jsonl:2: is longer than 512 MiB, so it is not a history entry\. Nothing was changed/;
    expect(inputErrorOf(() => pruneBranch(store, 'main', 1))).toMatch(error);
    expect(inputErrorOf(() => readBranch(store, 'main'))).toMatch(error);
    expect(inputErrorOf(() => readBranchColumns(store, 'main'))).toMatch(error);
    expect(inputErrorOf(() => addEntry(store, entry('b')))).toMatch(error);
    rmSync(path);
  });

  it('takes over a lock left by a process that is gone', () => {
    const store = tempDir();
    const dead = spawnSync(process.execPath, ['-e', '0']).pid!;
    writeFileSync(join(store, LOCK_FILE), `${dead}\n${hostname()}\n`);
    addEntry(store, entry('a'));
    expect(readBranch(store, 'main')).toHaveLength(1);
  });

  // Two processes find the same lock stale. The first takes it over and holds the store; only then
  // does the second get to its takeover (the hook interleaves them there, every time). Removing the
  // lock it found stale would remove the first's, and both would hold the store: it must wait.
  it('lets one process, not two, take over a stale lock', () => {
    const store = tempDir();
    const lock = join(store, LOCK_FILE);
    const dead = spawnSync(process.execPath, ['-e', '0']).pid!;
    writeFileSync(lock, `${dead}\n${hostname()}\n`);
    let releaseFirst: (() => void) | undefined;
    const second = (): unknown => acquireStoreLock(store, { timeoutMs: 200, beforeTakeover: () => void (releaseFirst ??= acquireStoreLock(store)) });
    expect(inputErrorOf(second)).toContain(`the store is locked by process ${process.pid} on ${hostname()}`);
    expect(releaseFirst).toBeDefined();
    releaseFirst!();
    // Released, with no claim left behind: the next one takes the lock at once.
    expect(readdirSync(store)).toEqual([]);
    expect(withStoreLock(store, () => readdirSync(store), { timeoutMs: 200 })).toEqual([LOCK_FILE]);
    expect(readdirSync(store)).toEqual([]);
  });

  it('leaves a takeover in progress to its taker, and one a crash left unfinished to the next once old', () => {
    const store = tempDir();
    const lock = join(store, LOCK_FILE);
    const dead = spawnSync(process.execPath, ['-e', '0']).pid!;
    writeFileSync(lock, `${dead}\n${hostname()}\n`);
    const seen = statSync(lock, { bigint: true });
    const claim = `${lock}.takeover-${seen.ino}-${seen.mtimeNs}`;
    writeFileSync(claim, '');
    expect(inputErrorOf(() => withStoreLock(store, () => 1, { timeoutMs: 200, staleMs: 60_000 }))).toContain(`the store is locked by process ${dead}`);
    expect(existsSync(lock)).toBe(true);
    const old = new Date(Date.now() - 120_000);
    utimesSync(claim, old, old);
    expect(withStoreLock(store, () => 1, { timeoutMs: 2000, staleMs: 60_000 })).toBe(1);
    expect(readdirSync(store)).toEqual([]);
  });

  it('does not remove, when done, a lock taken over from it meanwhile', () => {
    const store = tempDir();
    const lock = join(store, LOCK_FILE);
    const release = acquireStoreLock(store);
    // Held for longer than staleMs: another process took it over and holds its own.
    rmSync(lock);
    writeFileSync(lock, `${process.pid}\n${hostname()}\nanother\n`);
    release();
    expect(readFileSync(lock, 'utf8')).toBe(`${process.pid}\n${hostname()}\nanother\n`);
  });

  it('waits for a live lock and says who holds it when it gives up', () => {
    const store = tempDir();
    writeFileSync(join(store, LOCK_FILE), `${process.pid}\n${hostname()}\n`);
    const message = inputErrorOf(() => withStoreLock(store, () => 1, { timeoutMs: 200 }));
    expect(message).toContain(`the store is locked by process ${process.pid} on ${hostname()}`);
    expect(message).toContain('.lock');
  });

  it('loses nothing when several processes add at once', { timeout: 120_000 }, async () => {
    const dir = tempDir();
    const store = join(dir, 'store');
    const run = join(dir, 'run.json');
    writeFileSync(run, JSON.stringify({ schema_version: 1, benchmarks: [{ name: 'a', value: 5, unit: 'ms' }] }));
    const writers = 6;
    const each = 4;
    const script = `for i in $(seq 1 ${each}); do node "$CLI" history add "$RUN" --store "$STORE" --branch main --commit "$(printf '%020d%020d' "$W" "$i")" --date 2026-01-01 || exit 1; done`;
    const codes = await Promise.all(
      Array.from({ length: writers }, (_, w) =>
        new Promise<number>((done) => {
          const child = spawn('sh', ['-c', script], { env: { PATH: process.env.PATH, CLI, RUN: run, STORE: store, W: String(w) }, stdio: 'ignore' });
          child.on('exit', (code) => done(code ?? -1));
        }),
      ),
    );
    expect(codes).toEqual(new Array(writers).fill(0));
    const commits = readBranch(store, 'main').map((e) => e.commit).sort();
    expect(commits).toHaveLength(writers * each);
    expect(new Set(commits).size).toBe(writers * each);
  });
});
