/**
 * The commit index of a history store's branch file: `STORE/.index/<branch file>`, the commits the
 * branch file holds, one a line, under a header that names the exact branch file it describes (its
 * size, modification time in nanoseconds and inode). With it, `history add` of a new commit checks
 * that the commit is not recorded yet and appends its line without reading the branch file, so a
 * store of thousands of large entries costs an add what the one entry costs.
 *
 * The index is a cache, never the truth: when the branch file is not the one it describes (a git
 * checkout or merge, a hand edit, a crash between the append and the index write), it is ignored and
 * rebuilt from the branch file. `.index/.gitignore` keeps it out of a repository that holds the store.
 */
import { closeSync, constants as fsConstants, fstatSync, lstatSync, openSync, readFileSync, rmSync, statSync, type BigIntStats } from 'node:fs';
import { join } from 'node:path';
import { branchFileName } from '../core/history/branch-file.js';
import { ensureDirectory, writeFileAtomic } from './write-file.js';

export const INDEX_DIR = '.index';
const HEADER = 'bench-gate history index v1';

/**
 * Opening a file of the store to read without following a symbolic link (ELOOP) and without waiting
 * for a FIFO's writer (0 where the platform has no such flag): what the store's files are opened
 * with, since a pull request can commit a link in their place.
 */
export const OPEN_IN_STORE = fsConstants.O_RDONLY | (fsConstants.O_NOFOLLOW ?? 0) | (fsConstants.O_NONBLOCK ?? 0);

/** The text of a regular file at `path` (not a link, a FIFO or a directory); undefined otherwise or when it cannot be read. */
function readRegularFile(path: string): string | undefined {
  let fd: number;
  try {
    fd = openSync(path, OPEN_IN_STORE);
  } catch {
    return undefined;
  }
  try {
    return fstatSync(fd).isFile() ? readFileSync(fd, 'utf8') : undefined;
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}

export function indexPath(store: string, branch: string): string {
  return join(store, INDEX_DIR, branchFileName(branch));
}

/** The branch file's identity as the index records it; undefined when the file does not exist. */
export function fileStamp(path: string): string | undefined {
  let stats: BigIntStats;
  try {
    stats = statSync(path, { bigint: true });
  } catch {
    return undefined;
  }
  return `${stats.size} ${stats.mtimeNs} ${stats.ino}`;
}

/**
 * The commits of the branch file per its index, when the index describes the file as it is now;
 * an absent branch file holds none. Undefined: no usable index (read the branch file instead).
 */
export function indexedCommits(store: string, branch: string, branchFile: string): Set<string> | undefined {
  const stamp = fileStamp(branchFile);
  if (stamp === undefined) return new Set();
  const text = readRegularFile(indexPath(store, branch));
  if (text === undefined) return undefined;
  const lines = text.split('\n');
  if (lines[0] !== `${HEADER} ${stamp}` || lines[lines.length - 1] !== '') return undefined;
  const commits = new Set<string>();
  for (let i = 1; i < lines.length - 1; i++) {
    try {
      const commit: unknown = JSON.parse(lines[i]!);
      if (typeof commit !== 'string') return undefined;
      commits.add(commit);
    } catch {
      return undefined;
    }
  }
  return commits;
}

/**
 * Records the commits of the branch file as it is now (call it holding the store's lock, after each
 * write). Best effort: the index is a cache, rebuilt when missing or out of date (its stamp), and the
 * branch file is already written when this runs, so a cache that cannot be written (a directory in
 * its way, a read-only .index) must not fail a command whose entry was recorded.
 */
export function writeIndex(store: string, branch: string, branchFile: string, commits: Iterable<string>): void {
  try {
    writeIndexFiles(store, branch, branchFile, commits);
  } catch {
    // Left as it was: its stamp no longer matches the branch file, so the next read rebuilds it.
  }
}

function writeIndexFiles(store: string, branch: string, branchFile: string, commits: Iterable<string>): void {
  const stamp = fileStamp(branchFile);
  if (stamp === undefined) return;
  const dir = join(store, INDEX_DIR);
  ensureDirectory(dir);
  // writeFileAtomic writes through a symbolic link to its target: the cache's folder and files must be
  // the store's own, not links a pull request committed in their place to a folder or file elsewhere.
  if (!lstatSync(dir).isDirectory()) return;
  const ignore = join(dir, '.gitignore');
  if (lstatSync(ignore, { throwIfNoEntry: false }) === undefined) {
    writeFileAtomic(ignore, '# A cache bench-diff rebuilds when it is missing or out of date: not for git.\n*\n', 'tool');
  }
  const path = indexPath(store, branch);
  if (lstatSync(path, { throwIfNoEntry: false })?.isFile() === false) rmSync(path); // the link, FIFO... itself, never its target
  let text = `${HEADER} ${stamp}\n`;
  for (const commit of commits) text += `${JSON.stringify(commit)}\n`;
  writeFileAtomic(path, text, 'tool');
}

/**
 * Whether bytes[start, end) is a line of ASCII space only (spaces, tabs, a CR of a CRLF line end): a
 * blank line, which every reader skips (isLineSpace). A line of other space characters is left to the
 * full read: it is simply not bench-gate's layout.
 */
function isBlank(bytes: Buffer, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const c = bytes[i]!;
    if (c !== 0x20 && c !== 0x09 && c !== 0x0d && c !== 0x0b && c !== 0x0c) return false;
  }
  return true;
}

/**
 * The commit of each line of a branch file in bench-gate's own layout (each line starts
 * `{"schema_version":1,"commit":"...",`), found without parsing the entries; undefined when a line
 * is laid out otherwise (written by hand or by another tool): the index is then left unbuilt.
 */
export function commitsOfLines(bytes: Buffer): string[] | undefined {
  const prefix = Buffer.from('{"schema_version":1,"commit":');
  const commits: string[] = [];
  let start = 0;
  while (start < bytes.length) {
    let end = bytes.indexOf(0x0a, start);
    if (end < 0) end = bytes.length;
    if (!isBlank(bytes, start, end)) {
      // A line shorter than the prefix is not laid out by bench-gate (and compare() would throw past the end).
      if (end - start < prefix.length || bytes.compare(prefix, 0, prefix.length, start, start + prefix.length) !== 0) return undefined;
      // The commit's JSON string ends at the first quote not escaped by a backslash.
      const from = start + prefix.length;
      if (bytes[from] !== 0x22) return undefined;
      let at = from + 1;
      while (at < end && bytes[at] !== 0x22) at += bytes[at] === 0x5c ? 2 : 1;
      if (at >= end) return undefined;
      try {
        commits.push(JSON.parse(bytes.toString('utf8', from, at + 1)) as string);
      } catch {
        return undefined;
      }
    }
    start = end + 1;
  }
  return commits;
}
