/**
 * Cachegrind's output file (`valgrind --tool=cachegrind`, `cachegrind.out.<pid>`): header lines
 * (`desc:`, `cmd:`, `events:`), then per source file (`fl=`) and function (`fn=`) one line per source
 * line with its event counts, then `summary:` with the totals. The profile becomes one benchmark, its
 * total `Ir` (see shared/valgrind.ts for the shape and the per-function metrics).
 */
import { inputError, type InputError } from '../core/errors.js';
import { forEachLine } from './shared/lines.js';
import { lineError } from './shared/input-errors.js';
import { addCost, countOf, headLines, irColumn, profileDocument, type Profile } from './shared/valgrind.js';
import type { FileInput, FormatAdapter, FormatInput } from './types.js';

const HINT = 'Give the unchanged cachegrind.out file';

/**
 * The error for line `index` (0-based) of `text` that is not a line of the profile, when it is the
 * last line and the file does not end with a newline, as Valgrind always ends it: a copy cut off in
 * the middle of a line (a partial upload, a full disk) is said to be cut short rather than to hold a
 * stray "fn". Undefined for any other line.
 */
export function cutShortError(path: string, text: string, index: number, tool: string): InputError | undefined {
  if (text === '' || text.endsWith('\n')) return undefined;
  let last = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) last++;
  if (index !== last) return undefined;
  const partial = text.slice(text.lastIndexOf('\n') + 1).trimEnd();
  return lineError(path, index + 1, `ends in the middle of a line (${JSON.stringify(partial.slice(0, 60))}): the file was cut short`, `Give the whole file ${tool} wrote when the program ended`);
}

/** The profile in a Cachegrind file (exported for `run --measure instructions`, which sums several). */
export function readCachegrind(input: FileInput): Profile {
  const profile: Profile = { command: undefined, total: undefined, functions: new Map() };
  let ir: number | undefined;
  let fn: string | undefined;
  const path = input.path;
  forEachLine(input.text, (raw, index) => {
    const line = index + 1;
    const text = raw.trimEnd();
    if (text === '' || text.startsWith('#')) return;
    const header = /^(desc|cmd|events|summary):\s?(.*)$/.exec(text);
    if (header) {
      const [, key, value] = header;
      if (key === 'cmd') profile.command = value!;
      else if (key === 'events') ir = irColumn(path, line, value!, 'cachegrind');
      else if (key === 'summary') {
        if (ir === undefined) throw lineError(path, line, 'summary comes before the "events:" line', HINT);
        profile.total = countOf(path, line, value!.trim().split(/\s+/)[ir] ?? '0');
      }
      return;
    }
    if (text.startsWith('fl=')) return;
    if (text.startsWith('fn=')) {
      fn = text.slice(3);
      return;
    }
    if (/^\d/.test(text)) {
      if (ir === undefined) throw lineError(path, line, 'counts come before the "events:" line', HINT);
      if (fn === undefined) throw lineError(path, line, 'counts come before any "fn=" line', HINT);
      const fields = text.split(/\s+/);
      countOf(path, line, fields[0]!);
      // Trailing zero counts may be left out.
      const cost = fields[ir + 1];
      addCost(profile.functions, fn, cost === undefined ? 0 : countOf(path, line, cost));
      return;
    }
    throw cutShortError(path, input.text, index, 'cachegrind') ?? lineError(path, line, `"${text.slice(0, 60)}" is not a line of a Cachegrind profile`, HINT);
  });
  return profile;
}

function detect(input: FormatInput): boolean {
  if (input.kind !== 'file' || input.json !== undefined || input.jsonError) return false;
  const head = headLines(input.text, 16).filter((l) => l.trim() !== '');
  if (head.length === 0 || !/^(?:desc|cmd):/.test(head[0]!)) return false;
  const keys = new Set<string>();
  for (const l of head) {
    const key = /^(\w+):/.exec(l)?.[1];
    if (key === undefined) break;
    keys.add(key);
  }
  return keys.has('cmd') && keys.has('events') && [...keys].every((k) => k === 'desc' || k === 'cmd' || k === 'events');
}

export const cachegrind: FormatAdapter = {
  id: 'cachegrind',
  title: 'Valgrind Cachegrind profile (instruction counts)',
  producedBy: 'valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=cachegrind.out ./bench',
  detect,
  parse(input) {
    if (input.kind !== 'file') throw inputError(input.path, 'is a directory, not a Cachegrind profile', HINT);
    return profileDocument(input.path, readCachegrind(input), 'cachegrind');
  },
};
