/**
 * Reading benchmark inputs from disk into the pure FormatInput the adapters take. The only place that
 * knows about files and directories; both front ends call it.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { inputError } from '../core/errors.js';
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

/** "Unexpected token } in JSON at position 41" -> "line 3, column 7". */
export function jsonErrorPlace(text: string, error: SyntaxError): string {
  const lineCol = /line (\d+) column (\d+)/.exec(error.message);
  if (lineCol) return `line ${lineCol[1]}, column ${lineCol[2]}`;
  const pos = /position (\d+)/.exec(error.message);
  const at = pos ? Number(pos[1]) : text.length;
  const before = text.slice(0, at);
  const line = before.split('\n').length;
  const column = at - before.lastIndexOf('\n');
  return `line ${line}, column ${column}`;
}

/** Parses JSON text, or throws an InputError naming the file, line and column. */
export function parseJsonText(text: string, path: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    // V8 quotes the text around the error, newlines included: an error message must stay one line.
    const reason = (error as Error).message.replace(/\s*\(line \d+ column \d+\)$/, '').replace(/ in JSON at position \d+.*$/, '').replace(/\s*\n\s*/g, ' ');
    throw inputError(`${path}: ${jsonErrorPlace(text, error as SyntaxError)}`, `invalid JSON (${reason})`, 'Fix the file or regenerate it');
  }
}

function looksLikeJson(text: string): boolean {
  const first = /\S/.exec(text);
  return first !== null && (first[0] === '{' || first[0] === '[');
}

export function readFileText(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw inputError(path, `cannot be read: ${describeFsError(error)}`, 'Check the path');
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
  return { source: path, document: parseInput(readInput(path), from, options) };
}
