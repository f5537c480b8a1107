/**
 * Reading benchmark inputs from disk into the pure FormatInput the adapters take. The only place that
 * knows about files and directories; both front ends call it.
 */
import { closeSync, openSync, readFileSync, readSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { inputError } from '../core/errors.js';
import { parseJsonText } from '../core/json-text.js';
import type { SourcedDocument } from '../core/model.js';
import { parseInput } from '../formats/index.js';
import type { DirectoryInput, FileInput, FormatInput, ParseOptions } from '../formats/types.js';

function describeFsError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'EISDIR') return 'is a directory';
  return (error as Error).message.split('\n')[0]!;
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

/** Past this, a decompressed input would not fit in one JavaScript string anyway. */
const MAX_DECOMPRESSED = 512 * 1024 * 1024;

/** gzip's magic bytes: tools write compressed results (pyperf's `-o out.json.gz`), so read them as such. */
function isGzip(bytes: Buffer): boolean {
  return bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
}

function gunzip(path: string, bytes: Buffer): Buffer {
  try {
    return gunzipSync(bytes, { maxOutputLength: MAX_DECOMPRESSED });
  } catch (error) {
    const why = (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' ? 'decompresses to more than 512 MiB' : (error as Error).message.split('\n')[0]!;
    throw inputError(path, `is gzip-compressed but cannot be decompressed: ${why}`, 'Give the file the tool wrote, whole');
  }
}

/** A file's text, decompressed first when it is gzip. */
export function readFileText(path: string): string {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    throw inputError(path, `cannot be read: ${describeFsError(error)}`, 'Check the path');
  }
  return (isGzip(bytes) ? gunzip(path, bytes) : bytes).toString('utf8');
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

function directoryInput(path: string): DirectoryInput {
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
  };
}

export function readInput(path: string): FormatInput {
  let isDirectory = false;
  try {
    isDirectory = statSync(path).isDirectory();
  } catch (error) {
    throw inputError(path, `cannot be read: ${describeFsError(error)}`, 'Check the path');
  }
  return isDirectory ? directoryInput(path) : fileInput(path);
}

/** Reads and converts one run or baseline file (any supported format) into schema v1. */
export function loadDocument(path: string, from = 'auto', options: ParseOptions = {}): SourcedDocument {
  const document = parseInput(readInput(path), from, options);
  forgetLastMatch();
  return { source: path, document };
}

/**
 * V8 keeps the subject of the last successful regular expression match (for RegExp.input and
 * RegExp.lastMatch) until the next one: after an adapter's last match on a file's text, that is the
 * whole text, kept alive while the gate and the report run. A match on an empty string lets it go.
 */
function forgetLastMatch(): void {
  /^/.exec('');
}
