/**
 * Writing output files atomically: a temporary file in the same directory, then a rename, so a reader
 * (or a crash) never sees half a file, and the old file stays as it was on any error.
 *
 * A crash between the two leaves the temporary file behind; its name says whose it is
 * (`.NAME.bench-gate-PID-TIME.tmp`), so the next write to the same file removes the ones whose process
 * is gone or that are over a minute old. A symbolic link is written through: its target gets the new
 * content and the link stays a link. A target that is not a regular file (`-o /dev/null`, a FIFO, a
 * terminal) is written to directly: a rename would replace the device with a file, which as root
 * breaks /dev/null for the whole machine.
 */
import { closeSync, copyFileSync, existsSync, linkSync, lstatSync, mkdirSync, openSync, readdirSync, readlinkSync, realpathSync, renameSync, rmdirSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { inputError } from '../core/errors.js';
import { pathWord } from '../core/shell-word.js';

const TEMP_TAG = 'bench-gate';
/** A temporary file older than this is stale whoever wrote it (another machine on a shared disk). */
const STALE_TEMP_MS = 60_000;

function tempPath(path: string): string {
  const random = Math.floor(Math.random() * 0x1_0000_0000).toString(16);
  return join(dirname(path), `.${basename(path)}.${TEMP_TAG}-${process.pid}-${Date.now()}-${random}.tmp`);
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function processGone(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * Removes temporary files of earlier writes to `path` that crashed: ours by name (and the
 * `.NAME.PID.TIME.tmp` of earlier versions), left by a process that is gone or over a minute old.
 * Best effort: a file that cannot be read or removed is left alone.
 */
function removeStaleTemps(path: string, listing: Listing, now = Date.now()): string[] {
  const dir = dirname(path);
  const own = new RegExp(`^\\.${escapeRegExp(basename(path))}\\.(?:${TEMP_TAG}-)?(\\d+)[.-](\\d+)(?:-[0-9a-f]+)?\\.tmp$`);
  const removed: string[] = [];
  const names = listing.tempsIn(dir);
  for (const name of names) {
    const m = own.exec(name);
    if (!m) continue;
    const temp = join(dir, name);
    try {
      const old = now - statSync(temp).mtimeMs > STALE_TEMP_MS;
      if (Number(m[1]) === process.pid && !old) continue;
      if (!old && !processGone(Number(m[1]))) continue;
      rmSync(temp, { force: true });
      removed.push(temp);
    } catch {
      // Gone already, or not ours to remove.
    }
  }
  return removed;
}

/**
 * The temporary-looking names (`.NAME...tmp`) of each directory written to, read once per write:
 * a dashboard writes thousands of files into values/, and listing the folder again for each of
 * them (thousands of entries, every one matched against the file's pattern) took half a minute.
 * A temporary file another process leaves meanwhile waits for the next write, as any that
 * appears after the listing always did.
 */
class Listing {
  private readonly byDir = new Map<string, readonly string[]>();

  tempsIn(dir: string): readonly string[] {
    let names = this.byDir.get(dir);
    if (names === undefined) {
      try {
        names = readdirSync(dir).filter((name) => name.startsWith('.') && name.endsWith('.tmp'));
      } catch {
        names = [];
      }
      this.byDir.set(dir, names);
    }
    return names;
  }
}

/** Whether something is at `path`, following links. */
function exists(path: string): boolean {
  try {
    statSync(path);
    return true;
  } catch {
    return false;
  }
}

/** Where the content goes: the file itself, or the final target of a chain of symbolic links. */
function writeTarget(path: string): string {
  let current = path;
  for (let hops = 0; hops < 40; hops++) {
    let link: boolean;
    try {
      link = lstatSync(current).isSymbolicLink();
    } catch {
      return current;
    }
    if (!link) return current;
    let real: string | undefined;
    try {
      real = realpathSync(current);
    } catch {
      real = undefined;
    }
    if (real !== undefined && exists(real)) return real;
    // A link the kernel resolves though it names no path (/dev/stdout -> /proc/self/fd/1 ->
    // pipe:[...] when stdout is a pipe or a socket): what it opens is where the content goes.
    if (exists(current)) return current;
    // A dangling link: follow it by hand, so the write creates its target.
    current = resolve(dirname(current), readlinkSync(current));
  }
  return current;
}

const FULL = new Set(['ENOSPC', 'EDQUOT']);

/**
 * Who chose the file's name: the user (`-o report.txt`, who may have meant a file inside the directory
 * they named) or bench-gate (run-1.json, a dashboard's values/0.js), which the user can only move out
 * of the way. A user's name may come with an example of what to name (`merged.json` for merge's -o):
 * the hint for a directory in the way suggests it inside.
 */
export type NamedBy = 'user' | 'tool' | { user: string };

function cannotWrite(path: string, error: unknown, namedBy: NamedBy): Error {
  const example = typeof namedBy === 'object' ? namedBy.user : 'report.txt';
  const code = (error as NodeJS.ErrnoException).code ?? 'error';
  if (FULL.has(code)) return inputError(path, `cannot be written (${code}): the disk is full or over its quota`, 'Free some space and run again; the old file is unchanged');
  if (code === 'EFBIG') return inputError(path, `cannot be written (${code}): the file is too large for this file system or the file-size limit (ulimit -f)`, 'Write it elsewhere or raise the limit; the old file is unchanged');
  if (code === 'EISDIR') {
    return namedBy !== 'tool'
      ? inputError(path, 'is a directory', 'Name a file to write, e.g. ' + join(path, example))
      : inputError(path, 'is a directory', 'bench-gate writes a file of that name there: move or remove the directory and run again; nothing was written');
  }
  if (code === 'ENOENT' && namedBy !== 'tool' && !existsSync(dirname(path))) {
    // `-o newdir/x.json`: the folder is the user's to make (a typo in it must not become a new tree).
    return inputError(path, `cannot be written: its folder ${dirname(path)} does not exist`, `Create it first (mkdir -p ${pathWord(dirname(path))}), or write elsewhere`);
  }
  return inputError(path, `cannot be written (${code})`, 'Check that the directory exists and is writable');
}

/** An error like the one rename() gives for a directory in the way, found before anything is renamed. */
function isDirectoryError(path: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`EISDIR: ${path}`), { code: 'EISDIR' });
}

/** Whether a directory is at `path` (false when nothing is, or a file is in the way of it). */
export function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** A directory is there, or the path ends in a slash (`-o out/`), which names one whether or not it exists yet. */
export function namesDirectory(path: string, target = path): boolean {
  return /[\\/]$/.test(path) || isDirectory(target);
}

/** A device, FIFO or socket that already exists there: written in place, never replaced. */
function isSpecialFile(path: string): boolean {
  try {
    const stat = statSync(path);
    return !stat.isFile() && !stat.isDirectory();
  } catch {
    return false;
  }
}

/** Cleanup that must not replace the real error: under a regular file even rm fails (ENOTDIR). */
function removeQuietly(path: string): void {
  try {
    rmSync(path, { force: true });
  } catch {
    // Nothing was created there.
  }
}

/**
 * A file's content: one string, bytes (a gzipped file read from a commit), or its pieces in order (a large report, so that the whole text
 * never has to exist at once; see renderJsonChunks).
 */
export type FileContent = string | Uint8Array | Iterable<string>;

/** Writes `content` to `path` (which is created or truncated), piece by piece when it comes in pieces. */
function writeContent(path: string, content: FileContent): void {
  if (typeof content === 'string' || content instanceof Uint8Array) {
    writeFileSync(path, content);
    return;
  }
  const fd = openSync(path, 'w');
  try {
    for (const piece of content) {
      let bytes = Buffer.from(piece, 'utf8');
      while (bytes.length > 0) bytes = bytes.subarray(writeSync(fd, bytes));
    }
  } finally {
    closeSync(fd);
  }
}

/**
 * One file, as a rule one the user named (`-o FILE`, `--baseline FILE`): a directory there gets the
 * hint to name a file in it (`{ user: 'merged.json' }` names the example).
 */
export function writeFileAtomic(path: string, content: FileContent, namedBy: NamedBy = 'user'): void {
  writeAll([{ path, content }], namedBy);
}

/**
 * Several files that belong together, named by bench-gate (the N runs of `bench-diff run`, the files
 * of a dashboard): all or nothing. See writeAll.
 */
export function writeFilesAtomic(files: ReadonlyArray<{ path: string; content: FileContent }>): void {
  writeAll(files, 'tool');
}

/** A file renamed into place, and how to undo it: its old content's backup, or none when it is new. */
interface Renamed {
  target: string;
  backup: string | undefined;
}

/**
 * Every destination is checked (a directory in the way fails here), then every file is written to a
 * temporary file, and only when all of them are written are they renamed into place, so a check or a
 * write that fails leaves every file as it was.
 *
 * A rename can still fail after others succeeded (a directory made there meanwhile, a read-only
 * file system). So that this too leaves the old set whole, each file that is replaced while another
 * rename is still to come is first hard-linked to a backup name: the old file stays in place until
 * the rename replaces it (a reader never finds it missing), the backup costs no copy, and undoing is
 * one rename back per file, or removing a file that did not exist. The last rename needs no backup:
 * nothing comes after it to fail. A crash leaves the backups behind under temporary names, which the
 * next write removes as it removes any stale temporary file (removeStaleTemps). A device or FIFO
 * (written in place, see isSpecialFile) is the one thing that cannot be taken back.
 */
function writeAll(files: ReadonlyArray<{ path: string; content: FileContent }>, namedBy: NamedBy): void {
  const temps = new Map<number, string>();
  const renamed: Renamed[] = [];
  let current = files[0]?.path ?? '';
  const targets = files.map((file) => writeTarget(file.path));
  const listing = new Listing();
  try {
    files.forEach((file, i) => {
      current = file.path;
      if (namesDirectory(file.path, targets[i]!)) throw isDirectoryError(targets[i]!);
    });
    files.forEach((file, i) => {
      current = file.path;
      if (isSpecialFile(targets[i]!)) {
        writeContent(targets[i]!, file.content);
        return;
      }
      removeStaleTemps(targets[i]!, listing);
      const temp = tempPath(targets[i]!);
      temps.set(i, temp);
      writeContent(temp, file.content);
    });
    let left = temps.size;
    for (const [i, temp] of temps) {
      current = files[i]!.path;
      const target = targets[i]!;
      const backup = --left > 0 ? backUp(target) : undefined;
      try {
        renameSync(temp, target);
      } catch (error) {
        if (backup !== undefined) removeQuietly(backup);
        throw error;
      }
      temps.delete(i);
      renamed.push({ target, backup });
    }
  } catch (error) {
    for (const temp of temps.values()) removeQuietly(temp);
    rollBack(renamed);
    throw cannotWrite(current, error, namedBy);
  }
  for (const { backup } of renamed) if (backup !== undefined) removeQuietly(backup);
}

/** A second name for the file now at `target` (undefined: there is none, the rename creates it). */
function backUp(target: string): string | undefined {
  let stat;
  try {
    stat = lstatSync(target);
  } catch {
    return undefined;
  }
  if (!stat.isFile()) return undefined;
  const backup = tempPath(target);
  try {
    linkSync(target, backup);
  } catch {
    // A file system without hard links: a copy does the same, at the cost of the copy.
    try {
      copyFileSync(target, backup);
    } catch (error) {
      removeQuietly(backup);
      throw error;
    }
  }
  return backup;
}

/** Undoes the renames, newest first: the old file back from its backup, or the new one removed. Best effort. */
function rollBack(renamed: readonly Renamed[]): void {
  for (const { target, backup } of [...renamed].reverse()) {
    try {
      if (backup === undefined) rmSync(target, { force: true });
      else renameSync(backup, target);
    } catch {
      // Nothing more can be done; the error that stopped the write is the one to report.
    }
  }
}

/**
 * Throws now the error that writing `path` later would give (a directory in the way, a directory
 * that is missing, read-only or not a directory), so that a command finds it before minutes of
 * benchmark runs rather than after them. Tries by creating and removing a temporary file beside
 * the target; leaves nothing behind.
 */
export function checkWritable(path: string, namedBy: NamedBy = 'user'): void {
  const target = writeTarget(path);
  try {
    if (namesDirectory(path, target)) throw isDirectoryError(target);
    if (isSpecialFile(target)) return;
    const temp = tempPath(target);
    try {
      closeSync(openSync(temp, 'wx'));
    } finally {
      removeQuietly(temp);
    }
  } catch (error) {
    throw cannotWrite(path, error, namedBy);
  }
}

/**
 * Creates a directory and its parents; an InputError when that is impossible (a file is in the way).
 * Returns the first directory it created (the outermost), or undefined when the directory was there:
 * what removeCreatedDirectories takes to undo it.
 */
export function ensureDirectory(path: string): string | undefined {
  try {
    return mkdirSync(path, { recursive: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw inputError(path, `cannot be created (${code})`, 'Check the path: is part of it a file?');
  }
}

/**
 * Undoes ensureDirectory when nothing was written after all: removes `path` and its parents up to
 * `created` (what ensureDirectory returned), each only while it is empty, so that a directory that
 * was there before, or one something else has written into meanwhile, stays. Best effort.
 */
export function removeCreatedDirectories(path: string, created: string | undefined): void {
  if (created === undefined) return;
  const top = resolve(created);
  for (let current = resolve(path); current === top || current.startsWith(top + sep); current = dirname(current)) {
    try {
      rmdirSync(current);
    } catch {
      return;
    }
  }
}
