/**
 * Writing output files atomically: a temporary file in the same directory, then a rename, so a reader
 * (or a crash) never sees half a file, and the old file stays as it was on any error.
 */
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { inputError } from '../core/errors.js';

export function writeFileAtomic(path: string, content: string): void {
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}.${Date.now()}.tmp`);
  try {
    writeFileSync(temp, content);
    renameSync(temp, path);
  } catch (error) {
    try {
      rmSync(temp, { force: true });
    } catch {
      // The temp file could not even be created (e.g. a parent is a file): nothing to clean up.
    }
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw inputError(path, `cannot be written (${code})`, 'Check that the directory exists and is writable');
  }
}
