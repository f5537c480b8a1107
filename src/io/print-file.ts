/**
 * Printing a file that bench-gate has just written (a report with --output): its text is handed on a
 * piece at a time, so that a large one never exists whole. Reading ~60 MB back costs a small part of
 * rendering the report again (the JSON of 100,000 benchmarks took ~0.5 s to render).
 */
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { PIECE_BYTES } from './read-input.js';

/**
 * Hands the text of the regular file at `path` to `write`, in pieces of `pieceBytes` bytes decoded
 * as UTF-8 across their edges (joined, they are the file decoded whole). False, with nothing read,
 * when `path` is not a regular file that can be opened: a device or a FIFO, which a report is written
 * to directly and cannot be read back (opening a FIFO would wait for a writer), or a write-only file.
 */
export function printFile(path: string, write: (text: string) => void, pieceBytes = PIECE_BYTES): boolean {
  if (statSync(path, { throwIfNoEntry: false })?.isFile() !== true) return false;
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    // Written but not readable (a write-only file behind a link): the caller renders it again.
    return false;
  }
  try {
    const buffer = Buffer.allocUnsafe(pieceBytes);
    // TextDecoder rather than node:string_decoder, which Node does not load for a script, and which
    // every start of the CLI would then load; a byte order mark is text like any other (ignoreBOM
    // keeps it), as in a whole read.
    const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
    for (let read = readSync(fd, buffer, 0, pieceBytes, null); read > 0; read = readSync(fd, buffer, 0, pieceBytes, null)) {
      write(decoder.decode(buffer.subarray(0, read), { stream: true }));
    }
    write(decoder.decode());
    return true;
  } finally {
    closeSync(fd);
  }
}
