/**
 * Writing output files atomically: a temporary file in the same directory, then a rename, so a reader
 * (or a crash) never sees half a file, and the old file stays as it was on any error.
 */
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { inputError } from '../core/errors.js';

function tempPath(path: string): string {
  return join(dirname(path), `.${basename(path)}.${process.pid}.${Date.now()}.tmp`);
}

function cannotWrite(path: string, error: unknown): Error {
  const code = (error as NodeJS.ErrnoException).code ?? 'error';
  return inputError(path, `cannot be written (${code})`, 'Check that the directory exists and is writable');
}

/** Cleanup that must not replace the real error: under a regular file even rm fails (ENOTDIR). */
function removeQuietly(path: string): void {
  try {
    rmSync(path, { force: true });
  } catch {
    // Nothing was created there.
  }
}

export function writeFileAtomic(path: string, content: string): void {
  writeFilesAtomic([{ path, content }]);
}

/**
 * Several files that belong together (the N runs of `bench-diff run`): all are written to temporary
 * files first and renamed only when every write succeeded, so an error leaves none of them half done.
 */
export function writeFilesAtomic(files: ReadonlyArray<{ path: string; content: string }>): void {
  const temps: string[] = [];
  let current = files[0]?.path ?? '';
  try {
    for (const file of files) {
      current = file.path;
      const temp = tempPath(file.path);
      temps.push(temp);
      writeFileSync(temp, file.content);
    }
    files.forEach((file, i) => {
      current = file.path;
      renameSync(temps[i]!, file.path);
    });
  } catch (error) {
    for (const temp of temps) removeQuietly(temp);
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
