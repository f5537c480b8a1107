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
import { closeSync, lstatSync, mkdirSync, openSync, readdirSync, readlinkSync, realpathSync, renameSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { inputError } from '../core/errors.js';

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
function removeStaleTemps(path: string, now = Date.now()): string[] {
  const dir = dirname(path);
  const own = new RegExp(`^\\.${escapeRegExp(basename(path))}\\.(?:${TEMP_TAG}-)?(\\d+)[.-](\\d+)(?:-[0-9a-f]+)?\\.tmp$`);
  const removed: string[] = [];
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return removed;
  }
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
    try {
      return realpathSync(current);
    } catch {
      // A dangling link: follow it by hand, so the write creates its target.
      current = resolve(dirname(current), readlinkSync(current));
    }
  }
  return current;
}

const FULL = new Set(['ENOSPC', 'EDQUOT']);

function cannotWrite(path: string, error: unknown): Error {
  const code = (error as NodeJS.ErrnoException).code ?? 'error';
  if (FULL.has(code)) return inputError(path, `cannot be written (${code}): the disk is full or over its quota`, 'Free some space and run again; the old file is unchanged');
  if (code === 'EFBIG') return inputError(path, `cannot be written (${code}): the file is too large for this file system or the file-size limit (ulimit -f)`, 'Write it elsewhere or raise the limit; the old file is unchanged');
  if (code === 'EISDIR') return inputError(path, 'is a directory', 'Name a file to write, e.g. ' + join(path, 'report.txt'));
  return inputError(path, `cannot be written (${code})`, 'Check that the directory exists and is writable');
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
 * A file's content: one string, or its pieces in order (a large report, so that the whole text
 * never has to exist at once; see renderJsonChunks).
 */
export type FileContent = string | Iterable<string>;

/** Writes `content` to `path` (which is created or truncated), piece by piece when it comes in pieces. */
function writeContent(path: string, content: FileContent): void {
  if (typeof content === 'string') {
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

export function writeFileAtomic(path: string, content: FileContent): void {
  writeFilesAtomic([{ path, content }]);
}

/**
 * Several files that belong together (the N runs of `bench-diff run`): all are written to temporary
 * files first and renamed only when every write succeeded, so an error leaves none of them half done.
 */
export function writeFilesAtomic(files: ReadonlyArray<{ path: string; content: FileContent }>): void {
  const temps = new Map<number, string>();
  let current = files[0]?.path ?? '';
  const targets = files.map((file) => writeTarget(file.path));
  try {
    files.forEach((file, i) => {
      current = file.path;
      if (isSpecialFile(targets[i]!)) {
        writeContent(targets[i]!, file.content);
        return;
      }
      removeStaleTemps(targets[i]!);
      const temp = tempPath(targets[i]!);
      temps.set(i, temp);
      writeContent(temp, file.content);
    });
    for (const [i, temp] of temps) {
      current = files[i]!.path;
      renameSync(temp, targets[i]!);
    }
  } catch (error) {
    for (const temp of temps.values()) removeQuietly(temp);
    throw cannotWrite(current, error);
  }
}

/** Creates a directory and its parents; an InputError when that is impossible (a file is in the way). */
export function ensureDirectory(path: string): void {
  try {
    mkdirSync(path, { recursive: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw inputError(path, `cannot be created (${code})`, 'Check the path: is part of it a file?');
  }
}
