/**
 * Reading benchmark inputs from disk into the pure FormatInput the adapters take. The only place that
 * knows about files and directories; both front ends call it.
 */
import { closeSync, fstatSync, openSync, readFileSync, readSync, readdirSync, statSync } from 'node:fs';
import { constants } from 'node:buffer';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { InputError, inputError } from '../core/errors.js';
import { parseJsonText } from '../core/json-text.js';
import { pathWord } from '../core/shell-word.js';
import type { SourcedDocument } from '../core/model.js';
import { baselineFrom, parseInput } from '../formats/index.js';
import type { DirectoryInput, FileInput, FormatInput, ParseOptions } from '../formats/types.js';

function describeFsError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'EISDIR') return 'is a directory';
  if (code === 'ENOTDIR') return 'a part of the path before the file name is a file, not a directory';
  if (code === 'ELOOP') return 'its symbolic links form a loop';
  if (code === 'ENAMETOOLONG') return 'the name is too long';
  return (error as Error).message.split('\n')[0]!;
}

/**
 * The error for a path that names no file, with what a person most likely meant: a pattern that
 * matched nothing reaches bench-diff as it is (a shell passes it on, and quoted it is never expanded).
 */
function missingFile(path: string, hint = 'Check the path'): InputError {
  if (/[*?[]/.test(path)) {
    return inputError(path, 'no file matches this pattern (a shell passes on a pattern that matches nothing as it is)', 'Check the pattern and the folder it names: did the benchmark step write its files there?');
  }
  if (path === '%') return inputError(path, 'cannot be read: no such file, and it looks like the % of a percentage', 'Write a percentage as one word: --threshold 8 or --threshold 8%, not --threshold 8 %');
  if (path === '-') return inputError(path, 'cannot be read: no such file (bench-diff does not read - as stdin)', 'Give /dev/stdin to read a pipe, e.g. go test -run \'^$\' -bench . | bench-diff baseline.json /dev/stdin');
  if (/^--?[A-Za-z]/.test(path)) return inputError(path, 'cannot be read: no such file, and it looks like an option', 'Options go before --: every word after -- is a file');
  if (process.platform !== 'win32' && /^[A-Za-z]:[\\/]/.test(path)) {
    return inputError(path, 'cannot be read: no such file (a Windows path, on a system that has no drive letters)', 'Give the path of the file on this machine, written with /');
  }
  if (process.platform !== 'win32' && path.includes('\\')) {
    return inputError(path, 'cannot be read: no such file', `Paths here are written with /, as in ${path.replaceAll('\\', '/')}: a \\ is part of a file name`);
  }
  return inputError(path, 'cannot be read: no such file', hint);
}

/** The InputError of a file that cannot be read; `missingHint`: what to do when it does not exist. */
function unreadable(path: string, error: unknown, missingHint?: string): InputError {
  if ((error as NodeJS.ErrnoException).code === 'ENOENT') return missingFile(path, missingHint);
  return inputError(path, `cannot be read: ${describeFsError(error)}`, 'Check the path');
}

function looksLikeJson(text: string): boolean {
  const first = /\S/.exec(text);
  return first !== null && (first[0] === '{' || first[0] === '[');
}

/** Whether a regular file's first non-blank character opens JSON, from its first bytes; true when it cannot be read (reading it reports that). */
export function startsLikeJson(path: string): boolean {
  const head = Buffer.alloc(64);
  let length: number;
  try {
    const fd = openSync(path, 'r');
    try {
      length = readSync(fd, head, 0, head.length, 0);
    } finally {
      closeSync(fd);
    }
  } catch {
    return true;
  }
  return looksLikeJson(head.toString('utf8', 0, length).replace(/^\uFEFF/, ''));
}

/** Past this, an input (decompressed, or read from a pipe or a device) would not fit in one JavaScript string anyway. */
const MAX_INPUT_BYTES = 512 * 1024 * 1024;

/** gzip's magic bytes: tools write compressed results (pyperf's `-o out.json.gz`), so read them as such. */
function isGzip(bytes: Buffer): boolean {
  return bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
}

/**
 * A caller's bound on a file's bytes, both its size and, when gzip, what it decompresses to (at most
 * MAX_INPUT_BYTES counts): past it the reading stops, so that no more than `maxBytes` is ever held
 * (the file unread when larger on disk), and `tooLarge` is thrown. A report read
 * back from a pull request's job is bounded to 64 MiB, and a few hundred kilobytes of gzip decompress
 * to hundreds of megabytes before a bound on the text could apply.
 */
export interface ByteLimit {
  maxBytes: number;
  tooLarge: () => InputError;
}

function gunzip(path: string, bytes: Buffer, limit: ByteLimit | undefined): Buffer {
  try {
    return gunzipSync(bytes, { maxOutputLength: Math.min(limit?.maxBytes ?? MAX_INPUT_BYTES, MAX_INPUT_BYTES) });
  } catch (error) {
    const tooLarge = (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE';
    if (tooLarge && limit !== undefined && limit.maxBytes <= MAX_INPUT_BYTES) throw limit.tooLarge();
    const why = tooLarge ? 'decompresses to more than 512 MiB' : (error as Error).message.split('\n')[0]!;
    throw inputError(path, `is gzip-compressed but cannot be decompressed: ${why}`, 'Give the file the tool wrote, whole');
  }
}

/**
 * Whether bytes are UTF-16 text: a UTF-16 byte order mark, or ASCII with a NUL byte beside every
 * character (UTF-16 without one). Windows PowerShell 5 writes UTF-16 with `>`, and read as UTF-8
 * such a file is in no format at all.
 */
function isUtf16(bytes: Uint8Array): boolean {
  if (bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))) return true;
  const n = Math.min(bytes.length, 64) & ~1;
  if (n < 4) return false;
  let little = true;
  let big = true;
  for (let i = 0; i < n; i += 2) {
    little &&= bytes[i] !== 0 && bytes[i + 1] === 0;
    big &&= bytes[i] === 0 && bytes[i + 1] !== 0;
  }
  return little || big;
}

function refuseUtf16(path: string, bytes: Uint8Array): void {
  if (isUtf16(bytes)) throw inputError(path, 'is UTF-16 text', 'Save it as UTF-8 (Windows PowerShell 5 writes UTF-16 with `>`: pipe to `Out-File -Encoding utf8` instead, or use PowerShell 7)');
}

/**
 * A file's text, decompressed first when it is gzip; `limit`: the caller's bound on its bytes, which the
 * file (read from a pipe, or decompressed) is read no further than.
 */
export function readFileText(path: string, limit?: ByteLimit): string {
  const content = readFileContent(path, limit);
  if (typeof content === 'string') return content;
  const bytes = isGzip(content) ? gunzip(path, content, limit) : content;
  refuseUtf16(path, bytes);
  return bytes.toString('utf8');
}

/** A file's text (readFromStart), else its bytes; a regular file larger than `limit` is refused unread. */
function readFileContent(path: string, limit: ByteLimit | undefined): string | Buffer {
  let fd: number | undefined;
  try {
    fd = openSync(path, 'r');
    if (limit !== undefined) {
      const stat = fstatSync(fd);
      if (stat.isFile() && stat.size > limit.maxBytes) throw limit.tooLarge();
    }
    return readFromStart(fd, path) ?? readWhole(fd, path, limit);
  } catch (error) {
    if (error instanceof InputError) throw error;
    throw unreadable(path, error);
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * What readFromStart leaves, read whole: a regular file by readFileSync (which sizes its buffer by the
 * file), anything else (a pipe, a device) a piece at a time up to MAX_INPUT_BYTES, so that one that
 * never ends (/dev/zero, a FIFO whose writer stays open) is an error instead of a hang.
 */
function readWhole(fd: number, path: string, limit: ByteLimit | undefined): Buffer {
  if (fstatSync(fd).isFile()) return readFileSync(fd);
  const max = Math.min(limit?.maxBytes ?? MAX_INPUT_BYTES, MAX_INPUT_BYTES);
  const pieces: Buffer[] = [];
  let total = 0;
  for (;;) {
    const piece = Buffer.allocUnsafe(PIECE_BYTES);
    // No more than one byte past the bound, which tells that it goes on past it.
    const read = readSync(fd, piece, 0, Math.min(PIECE_BYTES, max + 1 - total), null);
    if (read === 0) return Buffer.concat(pieces, total);
    total += read;
    if (total > max) {
      if (limit !== undefined && limit.maxBytes <= MAX_INPUT_BYTES) throw limit.tooLarge();
      throw inputError(path, `is not a file, and goes on past ${MAX_INPUT_BYTES / 1024 / 1024} MiB`, 'Give a file, or a pipe from a command that ends');
    }
    pieces.push(read === PIECE_BYTES ? piece : piece.subarray(0, read));
  }
}

/** The size of a piece of a large file read at a time, and of the one buffer it is read into (and print-file.ts's). */
export const PIECE_BYTES = 1024 * 1024;
let pieceBuffer: Buffer | undefined;

/**
 * A file read from its start into the one piece buffer, kept for every file: a file smaller than a
 * piece is then all there, and comes back as its text (or a copy of its bytes, when gzip), with one
 * read and no stat or buffer of its own, which is what a comparison of a few small files spends most
 * of its reading on. A larger one goes on to readLargeText with its first piece read. Undefined for
 * what cannot be read at a position (a pipe, of which nothing is then read), and for what
 * readLargeText leaves: the caller reads it whole (positioned reads leave the file's offset at 0).
 */
function readFromStart(fd: number, path: string): string | Buffer | undefined {
  const buffer = (pieceBuffer ??= Buffer.allocUnsafeSlow(PIECE_BYTES));
  let filled = 0;
  try {
    for (let read = -1; read !== 0 && filled < PIECE_BYTES; filled += read) read = readSync(fd, buffer, filled, PIECE_BYTES - filled, filled);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESPIPE') return undefined;
    throw error;
  }
  refuseUtf16(path, buffer.subarray(0, filled));
  if (filled === PIECE_BYTES) return readLargeText(fd, buffer);
  const bytes = buffer.subarray(0, filled);
  return isGzip(bytes) ? Buffer.from(bytes) : bytes.toString('utf8');
}

/**
 * The text of a regular file of a piece or more, whose first piece is in `buffer`, read on a piece at
 * a time into that buffer; undefined for any other file, a gzip or JSON file, or a piece with no
 * ASCII byte in it (then the caller reads the file whole). JSON is read whole: its parsed documents
 * dwarf the text, and the pieces cost schema v1 files of 100,000 benchmarks ~10% more CPU. Reading a
 * file whole takes a buffer of its size from the C allocator, and glibc, once such a buffer (the
 * first file's) is freed, serves the next one of about that size from its main heap, which it does
 * not give back: the second 9 MB go test log of a comparison stayed resident to the end, at its
 * peak. Each piece is decoded up to its last ASCII byte, where a UTF-8 decoder always starts afresh,
 * and the rest is carried to the next piece: the pieces joined are the text decoded whole,
 * malformed sequences included.
 */
function readLargeText(fd: number, buffer: Buffer): string | undefined {
  if (isGzip(buffer) || looksLikeJson(buffer.toString('utf8', 0, 64).replace(/^\uFEFF/, ''))) return undefined;
  // Past the longest string, the whole read reports that (each byte decodes to one UTF-16 unit at most).
  const stat = fstatSync(fd);
  if (!stat.isFile() || stat.size > constants.MAX_STRING_LENGTH) return undefined;
  const pieces: string[] = [];
  let position = PIECE_BYTES;
  let end = PIECE_BYTES;
  for (;;) {
    let cut = end;
    while (cut > 0 && buffer[cut - 1]! >= 0x80) cut--;
    if (cut === 0) return undefined;
    pieces.push(buffer.toString('utf8', 0, cut));
    const carried = buffer.copy(buffer, 0, cut, end);
    const read = readSync(fd, buffer, carried, PIECE_BYTES - carried, position);
    position += read;
    end = carried + read;
    if (read === 0) {
      if (carried > 0) pieces.push(buffer.toString('utf8', 0, carried));
      return pieces.join('');
    }
  }
}

/** A file's content, parsed as JSON when it looks like JSON; a syntax error is kept, not thrown. */
export function fileInputFromText(path: string, raw: string): FileInput {
  const text = raw.replace(/^\uFEFF/, '');
  if (!looksLikeJson(text)) return { kind: 'file', path, text, json: undefined };
  try {
    return { kind: 'file', path, text, json: parseJsonText(text, path) };
  } catch (error) {
    return { kind: 'file', path, text, json: undefined, jsonError: (error as Error).message };
  }
}

function fileInput(path: string): FileInput {
  return fileInputFromText(path, readFileText(path));
}

/** A folder as a DirectoryInput; `warn`: where the format's warnings go (none: they are dropped). */
export function directoryInput(path: string, warn?: (message: string) => void): DirectoryInput {
  let listing: string[] | undefined;
  return {
    kind: 'dir',
    path,
    list() {
      listing ??= (readdirSync(path, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
        .filter((d) => d.isFile())
        .map((d) => join(d.parentPath ?? (d as unknown as { path: string }).path, d.name).slice(path.length).replace(/^[\\/]+/, '').replaceAll('\\', '/'))
        .sort();
      return listing;
    },
    read(relativePath) {
      return readFileText(join(path, relativePath));
    },
    modified(relativePath) {
      try {
        return statSync(join(path, relativePath)).mtimeMs;
      } catch {
        return undefined;
      }
    },
    ...(warn ? { warn } : {}),
  };
}

/**
 * `missingHint`: what the error says to do when the path names no file (loadBaseline's); `warn`:
 * where a folder format's warnings go.
 */
export function readInput(path: string, missingHint?: string, warn?: (message: string) => void): FormatInput {
  let isDirectory = false;
  try {
    isDirectory = statSync(path).isDirectory();
  } catch (error) {
    throw unreadable(path, error, missingHint);
  }
  return isDirectory ? directoryInput(path, warn) : fileInput(path);
}

/** Reads and converts one run or baseline file (any supported format) into schema v1. */
export function loadDocument(path: string, from = 'auto', options: ParseOptions = {}): SourcedDocument {
  return load(path, () => from, options);
}

/** Reads a baseline: in bench-gate's own format when it is in it, else as `from` (the runs' format) says (baselineFrom). */
export function loadBaseline(path: string, from = 'auto', options: ParseOptions = {}): SourcedDocument {
  // A missing baseline is what every project has before its first promote: say how to make one.
  const missingHint = `Check the path; if there is no baseline yet, make one from runs of the suite: bench-diff promote RUN... --baseline ${pathWord(path)}`;
  return load(path, (input) => baselineFrom(input, from), options, missingHint);
}

/** The document with the format's warnings about the input, if any (SourcedDocument.warnings): the caller shows them. */
function load(path: string, formatOf: (input: FormatInput) => string, options: ParseOptions, missingHint?: string): SourcedDocument {
  const warnings: string[] = [];
  const input = readInput(path, missingHint, (message) => warnings.push(message));
  const document = parseInput(input, formatOf(input), options);
  forgetLastMatch();
  return warnings.length > 0 ? { source: path, document, warnings } : { source: path, document };
}

/**
 * V8 keeps the subject of the last successful regular expression match (for RegExp.input and
 * RegExp.lastMatch) until the next one: after an adapter's last match on a file's text, that is the
 * whole text, kept alive while the gate and the report run. A match on an empty string lets it go.
 */
function forgetLastMatch(): void {
  /^/.exec('');
}
