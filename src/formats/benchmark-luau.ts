/**
 * The output of Luau's benchmark runner (`bench/bench.py`, "benchmark-luau" in github-action-benchmark):
 *
 *   SUCCESS: base64      :   15.041ms +/-  0.636% on luau
 *
 * followed by a RESULTS table that repeats the same figures (and adds the minimum, kept as `min`).
 * Value: the average, in the printed unit (ms), lower is better; the relative standard deviation is
 * kept as `stddev_percent` and the driver (the VM that ran it) as `driver`. When one output holds runs
 * of several drivers, names are qualified with it: `base64 (luau)`.
 */
import { inputError } from '../core/errors.js';
import type { BenchmarkEntry } from '../core/model.js';
import { isTimeUnit } from '../core/units.js';
import { lineError } from './shared/input-errors.js';
import type { FileInput, FormatAdapter, FormatInput } from './types.js';
import { SPACED_NAME } from './shared/line-patterns.js';
import { forEachLine } from './shared/lines.js';

const HINT = 'Give the unchanged output of bench.py';
const NUM = String.raw`\d+(?:\.\d+)?`;
const NAME = SPACED_NAME;
const RESULT = new RegExp(String.raw`^SUCCESS:\s+(${NAME})\s+:\s+(${NUM})([a-zµ]+)\s+\+/-\s+(${NUM})%\s+on\s+(\S+)\s*$`);
const TABLE_ROW = new RegExp(String.raw`^\s*(${NAME})\s+\|\s+(${NUM})([a-zµ]+)\s+\|\s+${NUM}[a-zµ]+\s+\|\s+\S+\s+\|\s+(\S+)\s*$`);
/** A result line anywhere in a text (m flag): the blanks are [^\S\r\n], which cannot run on into the next lines. */
const DETECT = /^SUCCESS:[^\S\r\n]+\S(?:.*\S)?[^\S\r\n]+:[^\S\r\n]+\d[\d.]*[a-zµ]+[^\S\r\n]+\+\/-[^\S\r\n]+[\d.]+%[^\S\r\n]+on[^\S\r\n]+\S/m;

interface Found {
  name: string;
  driver: string;
  line: number;
  entry: BenchmarkEntry;
}

function scan(input: FileInput): Found[] {
  const found: Found[] = [];
  const mins = new Map<string, number>();
  forEachLine(input.text, (raw, index) => {
    const line = index + 1;
    const text = raw.trimEnd();
    const m = RESULT.exec(text);
    if (m) {
      if (!isTimeUnit(m[3]!)) throw lineError(input, line, `"${m[3]}" is not a unit of time`, HINT);
      const entry: BenchmarkEntry = { name: m[1]!, value: Number(m[2]), unit: m[3]!, direction: 'lower', stddev_percent: Number(m[4]), driver: m[5]! };
      found.push({ name: m[1]!, driver: m[5]!, line, entry });
      return;
    }
    if (text.startsWith('SUCCESS')) throw lineError(input, line, 'result line is not `SUCCESS: NAME : VALUEms +/- D% on DRIVER`', HINT);
    const row = TABLE_ROW.exec(text);
    if (row && row[1] !== 'Total') mins.set(JSON.stringify([row[1]!.trim(), row[4]]), Number(row[2]));
  });
  for (const f of found) {
    const min = mins.get(JSON.stringify([f.name, f.driver]));
    if (min !== undefined) f.entry.min = min;
  }
  return found;
}

function detect(input: FormatInput): boolean {
  // The literal first: the line regex scans a large log of another tool for nothing.
  return input.kind === 'file' && input.json === undefined && !input.jsonError && input.text.includes('SUCCESS:')
    && DETECT.test(input.text);
}

export const benchmarkLuau: FormatAdapter = {
  id: 'benchmark-luau',
  title: 'Luau benchmark runner output',
  producedBy: 'python bench/bench.py > bench.txt   (Luau\'s benchmark runner)',
  detect,
  parse(input) {
    if (input.kind !== 'file') throw inputError(input.path, 'is a directory, not benchmark output', 'Give the text file');
    const found = scan(input);
    if (found.length === 0) throw inputError(input.path, 'no benchmarks found (expected lines like "SUCCESS: base64 : 15.041ms +/- 0.636% on luau")', HINT);
    const drivers = new Set(found.map((f) => f.driver));
    const seen = new Map<string, number>();
    const benchmarks = found.map((f) => {
      const name = drivers.size > 1 ? `${f.name} (${f.driver})` : f.name;
      const first = seen.get(name);
      if (first !== undefined) throw lineError(input, f.line, `benchmark "${name}" was already reported at line ${first}`, 'Give one run per file');
      seen.set(name, f.line);
      return { ...f.entry, name };
    });
    return { schema_version: 1, benchmarks, metadata: { tool: { name: 'benchmark-luau' } } };
  },
};
