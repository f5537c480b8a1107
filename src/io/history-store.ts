/**
 * The history store on disk: a folder with one JSON Lines file per branch (src/core/history/), plain
 * text that diffs and merges well in git. A new commit is appended as one line; every other change is
 * a read-modify-write of one branch file, written atomically (temporary file, then rename); all under
 * a lock file in the store, so that two processes recording at once both keep their entry. Beside
 * them, `.index/` caches each branch file's commits (history-index.ts).
 *
 * A corrupt line stops every command with the file and line named, and nothing is written: a tool
 * that skipped it would drop it from the file at the next write, and the person who can repair it
 * (from git, or by hand) would never know.
 */
import { appendFileSync, closeSync, existsSync, fstatSync, openSync, readdirSync, readFileSync, readSync, rmSync, statSync, writeSync } from 'node:fs';
import { constants as bufferConstants } from 'node:buffer';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { branchFileName, branchOfFileName } from '../core/history/branch-file.js';
import { ColumnsBuilder, type HistoryColumns } from '../core/history/columns.js';
import { type DescendsFrom, entryReader, goesLast, type HistoryEntry, lastContentLine, lineContent, historyFilePieces, lineTooLong, parseEntryLine, placedBefore, serializeEntry, upsertEntry, upsertEntries } from '../core/history/entry.js';
import { inputError } from '../core/errors.js';
import { commitsOfLines, indexedCommits, OPEN_IN_STORE, writeIndex } from './history-index.js';
import { ensureDirectory, writeFileAtomic, writeFilesAtomic } from './write-file.js';

export const LOCK_FILE = '.lock';

interface LockOptions {
  /** Give up after this long (ms). */
  timeoutMs?: number;
  /** A lock older than this (ms) is taken as left behind by a crashed process. */
  staleMs?: number;
  /**
   * For tests: called when a lock was found stale, before it is taken over, so that what another
   * process does in between (take it over first) can be interleaved there.
   */
  beforeTakeover?: () => void;
}

const DEFAULT_TIMEOUT_MS = 60_000;
const DEFAULT_STALE_MS = 120_000;

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

interface LockOwner {
  pid: number;
  host: string;
}

function ownerOf(text: string): LockOwner | undefined {
  const [pid, host] = text.split('\n');
  return pid && host !== undefined ? { pid: Number(pid), host } : undefined;
}

/**
 * One lock file as it is now: which file (its inode), when last written, what it says. Two looks
 * that agree saw the same lock: a lock made since is another inode, or at least written later and
 * with another token.
 */
interface LockSeen {
  ino: bigint;
  mtimeNs: bigint;
  text: string;
}

function seeLock(path: string): LockSeen | undefined {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    return undefined; // Released meanwhile.
  }
  try {
    const stat = fstatSync(fd, { bigint: true });
    return { ino: stat.ino, mtimeNs: stat.mtimeNs, text: readFileSync(fd, 'utf8') };
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}

const sameLock = (a: LockSeen | undefined, b: LockSeen): boolean => a !== undefined && a.ino === b.ino && a.mtimeNs === b.mtimeNs && a.text === b.text;

/**
 * The lock, when it is one left behind: its process is gone (when it ran on this machine), or it is
 * older than any real update takes. An empty lock file is a process between creating and writing it,
 * unless old.
 */
function staleLock(path: string, staleMs: number): LockSeen | undefined {
  const seen = seeLock(path);
  if (seen === undefined) return undefined;
  if (Date.now() - Number(seen.mtimeNs / 1_000_000n) > staleMs) return seen;
  const owner = ownerOf(seen.text);
  return owner !== undefined && owner.host === hostname() && Number.isInteger(owner.pid) && !isAlive(owner.pid) ? seen : undefined;
}

/**
 * Removes the stale lock `stale`, unless another process takes it over: whether it was removed.
 * Checking that it is still the lock at `path` and then removing it is two steps; two processes
 * that both found it stale would otherwise both remove "it", the second the lock the first has
 * made since, and both go on. So the remover first creates a claim named after that one lock
 * (O_EXCL: one process gets it), and checks under the claim that the lock is still that one. Only
 * the claim's holder removes it, so a lock made since is never removed; the claim goes when done (a
 * late process that claims that lock again finds another, or none). A claim left by a crash between
 * the two steps is removed once older than staleMs.
 */
function takeOver(path: string, stale: LockSeen, staleMs: number): boolean {
  const claim = `${path}.takeover-${stale.ino}-${stale.mtimeNs}`;
  let fd: number;
  try {
    fd = openSync(claim, 'wx');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EEXIST') throw inputError(claim, `cannot be created (${code})`, 'Check that the store folder is writable');
    try {
      if (Date.now() - statSync(claim).mtimeMs > staleMs) rmSync(claim, { force: true });
    } catch {
      // Gone meanwhile: its taker is done.
    }
    return false;
  }
  try {
    closeSync(fd);
    if (!sameLock(seeLock(path), stale)) return false;
    rmSync(path, { force: true });
    return true;
  } finally {
    rmSync(claim, { force: true });
  }
}

/**
 * Takes the store's lock: a file created with O_EXCL (open 'wx'), which exactly one process can
 * create, holding this process's pid, host and a token of its own. A stale lock is taken over
 * (takeOver) and the creation tried again. Returns the release, which removes the lock only while
 * it is still this one (a lock taken over from it, as stale, is the new holder's).
 */
export function acquireStoreLock(store: string, options: LockOptions = {}): () => void {
  const path = join(store, LOCK_FILE);
  const staleMs = options.staleMs ?? DEFAULT_STALE_MS;
  const deadline = Date.now() + (options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  let fd: number | undefined;
  let wait = 5;
  while (fd === undefined) {
    try {
      fd = openSync(path, 'wx');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EEXIST') throw inputError(path, `cannot be created (${code})`, 'Check that the store folder is writable');
      const stale = staleLock(path, staleMs);
      if (stale !== undefined) {
        options.beforeTakeover?.();
        if (takeOver(path, stale, staleMs)) continue;
      }
      if (Date.now() > deadline) {
        const seen = seeLock(path);
        const owner = seen === undefined ? undefined : ownerOf(seen.text);
        const who = owner ? `process ${owner.pid} on ${owner.host}` : 'another process';
        throw inputError(path, `the store is locked by ${who}`, 'Wait for it to finish; if no bench-diff is running, delete the lock file');
      }
      sleep(wait + Math.floor(Math.random() * wait));
      wait = Math.min(wait * 2, 100);
    }
  }
  const mine = `${process.pid}\n${hostname()}\n${randomUUID()}\n`;
  try {
    writeSync(fd, mine);
  } catch (error) {
    closeSync(fd);
    rmSync(path, { force: true });
    throw error;
  }
  closeSync(fd);
  return () => {
    if (seeLock(path)?.text === mine) rmSync(path, { force: true });
  };
}

/** Runs `fn` holding the store's lock (acquireStoreLock). */
export function withStoreLock<T>(store: string, fn: () => T, options: LockOptions = {}): T {
  const release = acquireStoreLock(store, options);
  try {
    return fn();
  } finally {
    release();
  }
}

export function branchPath(store: string, branch: string): string {
  return join(store, branchFileName(branch));
}

/** The branches the store holds, sorted. An absent store holds none. */
export function storeBranches(store: string): string[] {
  if (!existsSync(store)) return [];
  let files: string[];
  try {
    files = readdirSync(store);
  } catch (error) {
    throw inputError(store, `is not a readable folder (${(error as NodeJS.ErrnoException).code ?? 'error'})`, 'Give the history store folder with --store');
  }
  return files.map(branchOfFileName).filter((b): b is string => b !== undefined).sort();
}

/**
 * `branch` when the store holds it; else the one error every command gives for a --branch (or
 * --history-branch) the store does not hold, naming the branches it does.
 */
export function requireBranch(store: string, branch: string): string {
  const branches = storeBranches(store);
  if (!branches.includes(branch)) {
    throw inputError(branchPath(store, branch), 'does not exist', branches.length > 0 ? `The store holds: ${branches.join(', ')}` : 'Record runs with `bench-diff history add` first');
  }
  return branch;
}

function notABranchFile(path: string, what: string): Error {
  return inputError(path, `is ${what}, not a branch file`, 'A history store holds its branch files themselves: put the file there in its place (nothing was read or changed)');
}

/**
 * A branch file opened to read; undefined when it does not exist. Only a regular file in the store
 * is one: a FIFO would block every command forever, and a symbolic link (which a pull request can
 * commit to a store or its data branch) would have them read a file outside the store, quote it in
 * an error, and append to it.
 */
function openBranchFile(path: string): number | undefined {
  let fd: number;
  try {
    fd = openSync(path, OPEN_IN_STORE);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return undefined;
    if (code === 'ELOOP' || code === 'EMLINK') throw notABranchFile(path, 'a symbolic link');
    throw inputError(path, `cannot be read (${code ?? 'error'})`, 'Check the store folder');
  }
  const stats = fstatSync(fd);
  if (!stats.isFile()) {
    closeSync(fd);
    throw notABranchFile(path, stats.isDirectory() ? 'a directory' : stats.isFIFO() ? 'a FIFO' : 'a device or socket');
  }
  return fd;
}

/** A branch file's bytes; undefined when it does not exist. */
function readBranchBytes(path: string): Buffer | undefined {
  const fd = openBranchFile(path);
  if (fd === undefined) return undefined;
  try {
    return readFileSync(fd);
  } catch (error) {
    throw inputError(path, `cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`, 'Check the store folder');
  } finally {
    closeSync(fd);
  }
}

/** How much of a branch file is read at a time. */
const CHUNK_BYTES = 8 * 1024 * 1024;

/** The longest line read: one JavaScript string. A longer one is no entry, and reading it would throw. */
const MAX_LINE_BYTES = bufferConstants.MAX_STRING_LENGTH;
const MAX_LINE_MIB = Math.round(MAX_LINE_BYTES / 1024 / 1024);

/**
 * Each line of an open branch file that is not blank (its content, as lineContent gives it) and its
 * number, read `chunkBytes` at a time: the file is never one string, which past 512 MiB it cannot be,
 * and a line is never copied more than once however many chunks it spans.
 */
function forEachContentLine(fd: number, path: string, onLine: (content: string, line: number) => void, chunkBytes = CHUNK_BYTES): void {
  let line = 0;
  const lines = (text: string): void => {
    let start = 0;
    while (start < text.length) {
      let end = text.indexOf('\n', start);
      if (end < 0) end = text.length;
      line++;
      const content = lineContent(text, start, end);
      start = end + 1;
      if (content !== '') onLine(content, line);
    }
  };
  // The start of a line that goes on past the chunks read so far.
  const pending: Buffer[] = [];
  let pendingBytes = 0;
  const chunk = Buffer.allocUnsafe(chunkBytes);
  for (;;) {
    const read = readSync(fd, chunk, 0, chunk.length, null);
    if (read === 0) break;
    const bytes = chunk.subarray(0, read);
    const first = bytes.indexOf(0x0a);
    if (pendingBytes + (first < 0 ? read : first) > MAX_LINE_BYTES) throw lineTooLong(path, line + 1, MAX_LINE_MIB);
    if (first < 0) {
      pending.push(Buffer.from(bytes));
      pendingBytes += read;
      continue;
    }
    let from = 0;
    if (pendingBytes > 0) {
      pending.push(bytes.subarray(0, first));
      lines(Buffer.concat(pending).toString('utf8'));
      pending.length = 0;
      pendingBytes = 0;
      from = first + 1;
    }
    // Whole lines only: a newline byte is never inside a UTF-8 sequence, so no character is cut.
    const cut = bytes.lastIndexOf(0x0a) + 1;
    if (cut > from) lines(bytes.toString('utf8', from, cut));
    if (cut < read) {
      pending.push(Buffer.from(bytes.subarray(cut)));
      pendingBytes = read - cut;
    }
  }
  if (pendingBytes > 0) lines(Buffer.concat(pending).toString('utf8'));
}

/** Reads the branch file at `path` a line at a time (forEachContentLine); false when it does not exist. */
function readBranchLines(path: string, onLine: (content: string, line: number) => void, chunkBytes = CHUNK_BYTES): boolean {
  const fd = openBranchFile(path);
  if (fd === undefined) return false;
  try {
    forEachContentLine(fd, path, onLine, chunkBytes);
  } finally {
    closeSync(fd);
  }
  return true;
}

/** A branch's entries, oldest first; none when the branch has no file yet. */
export function readBranch(store: string, branch: string, chunkBytes = CHUNK_BYTES): HistoryEntry[] {
  const path = branchPath(store, branch);
  const entries: HistoryEntry[] = [];
  const read = entryReader(path);
  readBranchLines(path, (content, line) => entries.push(read(content, line)), chunkBytes);
  return entries;
}

/**
 * A branch as columns (src/core/history/columns.ts), read a chunk at a time: what `history detect`
 * and `history chart` need, without holding the entry objects (or one string) of the whole file:
 * each line is parsed and checked as readBranch does it, with the same errors, reduced to its points
 * and dropped. (A hand-written scanner of bench-gate's own line layout was tried instead of
 * JSON.parse: it was slower.)
 */
export function readBranchColumns(store: string, branch: string, chunkBytes = CHUNK_BYTES): HistoryColumns {
  const path = branchPath(store, branch);
  const columns = new ColumnsBuilder();
  const read = entryReader(path);
  readBranchLines(path, (content, line) => columns.addEntry(read(content, line)), chunkBytes);
  return columns.build();
}

/**
 * The newest `keep` entries of a branch, and how many it has: every line read and checked, as
 * readBranch does, but only the kept entries held, so that pruning a large store costs what it keeps.
 */
function newestEntries(path: string, keep: number): { kept: HistoryEntry[]; total: number } {
  const ring: HistoryEntry[] = [];
  let total = 0;
  const read = entryReader(path);
  readBranchLines(path, (content, line) => {
    ring[total % keep] = read(content, line);
    total++;
  });
  const at = total % keep;
  return { kept: total <= keep ? ring : [...ring.slice(at), ...ring.slice(0, at)], total };
}

/** Changes one branch's entries under the lock; `change` returns the new list and what to tell. */
function updateBranch<T>(store: string, branch: string, change: (entries: HistoryEntry[]) => { entries: HistoryEntry[]; result: T }, lock?: LockOptions): T {
  ensureDirectory(store);
  return withStoreLock(
    store,
    () => {
      const { entries, result } = change(readBranch(store, branch));
      const path = branchPath(store, branch);
      // The branch's file, named by bench-gate: a directory in its place can only be moved away.
      writeFileAtomic(path, historyFilePieces(entries), 'tool');
      writeIndex(store, branch, path, entries.map((e) => e.commit));
      return result;
    },
    lock,
  );
}

/**
 * Whether `entry` can go at the end of the branch file whose last line that is not blank is `last`:
 * that line is an entry that the new one goes after (goesLast, upsertEntry's rule, so that an append
 * and a rewrite put it in the same place). False when the line is not an entry: the full read names it.
 */
function followsLast(last: string | undefined, entry: HistoryEntry, path: string, descendsFrom?: DescendsFrom): boolean {
  if (last === undefined) return false;
  if (last === '') return true;
  let newest: HistoryEntry;
  try {
    newest = parseEntryLine(last, path, 0);
  } catch {
    return false;
  }
  return goesLast(newest, entry, descendsFrom);
}

/**
 * The last line of a file that is not blank ('' when there is none), read from the end: its cost is
 * that line's, not the file's. Undefined when it is too long to read.
 */
function lastLineOfFile(path: string): string | undefined {
  const fd = openBranchFile(path);
  if (fd === undefined) return ''; // Absent: the index said so a moment ago, under the lock.
  try {
    const size = fstatSync(fd).size;
    for (let want = 64 * 1024; ; want *= 2) {
      const from = Math.max(0, size - want);
      // Longer than a string can be: no entry, which the full read names.
      if (size - from > MAX_LINE_BYTES) return undefined;
      const bytes = Buffer.alloc(size - from);
      readSync(fd, bytes, 0, bytes.length, from);
      // Whole lines only: a newline byte is never inside a UTF-8 sequence, so no character is cut.
      const cut = from === 0 ? 0 : bytes.indexOf(0x0a) + 1;
      if (from > 0 && cut === 0) continue;
      const last = lastContentLine(bytes.toString('utf8', cut));
      if (last !== '' || from === 0) return last;
    }
  } finally {
    closeSync(fd);
  }
}

/**
 * The branch file's commits (when its lines are in bench-gate's layout) and how many entries it has,
 * when the new entry can simply be appended to it: the file ends with a whole line, no line names the
 * commit, and its last entry line is an entry not newer than this one. Undefined when it must be read
 * and rewritten instead (the commit may be there, the entry belongs before the last one, or the last
 * line is cut short, which the full read reports).
 */
function appendable(path: string, entry: HistoryEntry, descendsFrom?: DescendsFrom): { listed: string[] | undefined; count: number } | undefined {
  const bytes = readBranchBytes(path);
  if (bytes === undefined) return { listed: [], count: 0 };
  if (bytes.length > 0 && bytes[bytes.length - 1] !== 0x0a) return undefined;
  // Lines in bench-gate's own layout name their commits exactly. Lines laid out otherwise (by hand, or
  // by another tool's JSON writer: `"commit": "<sha>"`, keys in any order) are searched for the commit
  // as a JSON string anywhere: inside a JSON string every quote is escaped, so `"<sha>"` only matches a
  // whole key or value, and a match that is not the commit (a message) only costs the full rewrite.
  const listed = commitsOfLines(bytes);
  if (listed !== undefined ? listed.includes(entry.commit) : bytes.indexOf(JSON.stringify(entry.commit)) >= 0) return undefined;
  // The last line is where an interrupted write or copy leaves its mark: it must be an entry.
  if (!followsLast(lastLineOfFile(path), entry, path, descendsFrom)) return undefined;
  // Entries, not lines: blank lines (a hand edit) are no entries.
  let count = listed?.length ?? 0;
  if (listed === undefined) readBranchLines(path, () => count++);
  return { listed, count };
}

/**
 * Adds the entry to its branch, replacing the entry of the same commit. A new entry goes last when it
 * is not older than the newest entry or `descendsFrom` says its commit descends from that entry's
 * (asked under the lock, of the newest entry as it is then), else in its place by date (upsertEntry).
 * A new commit is one line
 * appended under the lock, checked against the branch's commit index (history-index.ts) without
 * reading the branch file, so its cost does not grow with the store; without a usable index, the
 * branch file's bytes are searched once and the index rebuilt. Only a replacement rewrites the file,
 * atomically.
 */
export function addEntry(store: string, entry: HistoryEntry, lock?: LockOptions, descendsFrom?: DescendsFrom): { replaced: boolean; count: number; before?: { newer: number; newest: HistoryEntry } } {
  ensureDirectory(store);
  const appended = withStoreLock(
    store,
    () => {
      const path = branchPath(store, entry.branch);
      let commits = indexedCommits(store, entry.branch, path);
      let count: number;
      if (commits !== undefined) {
        if (commits.has(entry.commit) || !followsLast(lastLineOfFile(path), entry, path, descendsFrom)) return undefined;
        count = commits.size + 1;
      } else {
        const found = appendable(path, entry, descendsFrom);
        if (found === undefined) return undefined;
        commits = found.listed === undefined ? undefined : new Set(found.listed);
        count = found.count + 1;
      }
      appendFileSync(path, `${serializeEntry(entry)}\n`);
      if (commits !== undefined) writeIndex(store, entry.branch, path, [...commits, entry.commit]);
      return { replaced: false, count };
    },
    lock,
  );
  if (appended !== undefined) return appended;
  return updateBranch(
    store,
    entry.branch,
    (old) => {
      const { entries, replaced } = upsertEntry(old, entry, descendsFrom);
      const before = replaced ? undefined : placedBefore(entries, entry);
      return { entries, result: { replaced, count: entries.length, ...(before ? { before } : {}) } };
    },
    lock,
  );
}

/** Adds many entries to one branch in one write (an import). */
export function addEntries(store: string, branch: string, added: readonly HistoryEntry[], lock?: LockOptions): { added: number; replaced: number; count: number } {
  return updateBranch(
    store,
    branch,
    (old) => {
      const { entries, replaced } = upsertEntries(old, added);
      return { entries, result: { added: added.length - replaced, replaced, count: entries.length } };
    },
    lock,
  );
}

/**
 * Keeps the newest `keep` entries of each branch; says how many each lost and kept. All or nothing:
 * every branch is read (and a corrupt line reported) before any is written, and the branches that
 * lose entries are written together (writeFilesAtomic), so an error leaves every file as it was.
 */
export function pruneBranches(store: string, branches: readonly string[], keep: number, lock?: LockOptions): Array<{ branch: string; removed: number; count: number }> {
  ensureDirectory(store);
  return withStoreLock(
    store,
    () => {
      const pruned = branches.map((branch) => {
        const { kept: entries, total } = newestEntries(branchPath(store, branch), keep);
        const removed = total - entries.length;
        return { branch, removed, count: entries.length, entries };
      });
      const changed = pruned.filter((p) => p.removed > 0);
      writeFilesAtomic(changed.map((p) => ({ path: branchPath(store, p.branch), content: historyFilePieces(p.entries) })));
      for (const p of changed) writeIndex(store, p.branch, branchPath(store, p.branch), p.entries.map((e) => e.commit));
      return pruned.map(({ branch, removed, count }) => ({ branch, removed, count }));
    },
    lock,
  );
}

/** Keeps the newest `keep` entries of the branch; returns how many were removed. */
export function pruneBranch(store: string, branch: string, keep: number, lock?: LockOptions): { removed: number; count: number } {
  const { removed, count } = pruneBranches(store, [branch], keep, lock)[0]!;
  return { removed, count };
}
