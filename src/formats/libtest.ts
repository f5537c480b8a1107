/**
 * Rust libtest bench text: `cargo bench` with #[bench] (nightly, or RUSTC_BOOTSTRAP=1) and the
 * `bencher` crate on stable, which prints the same lines:
 *
 *   test fib_20        ... bench:      17,873.65 ns/iter (+/- 14,984.42) = 123 MB/s
 *
 * Custom harnesses (and C++ hosts such as Catch2 applications) print the same line with other units:
 * `2835 cycles/iter (+/- 14)`, or a rate, `1911 MS/s (+/- 420)`. The unit is what stands before
 * `/iter` (ns, cycles) or the whole rate (MS/s). Times and cycles per iteration are lower-is-better, a
 * rate higher-is-better; any other unit takes the direction given with --direction, and is an error
 * without it.
 *
 * Names are as printed (module path included). The `+/-` figure (libtest's max - min spread of its
 * samples) is kept as `deviation`, the MB/s of `b.bytes` under `metrics`.
 * Several bench targets in one log (cargo's `Running benches/x.rs` lines, on stderr, must then be in
 * the log) can hold the same name: those names are qualified with the target, `x::fib_20`.
 */
import { inputError } from '../core/errors.js';
import type { BenchmarkEntry, Direction } from '../core/model.js';
import { directionOfUnit } from '../core/units.js';
import { parseGroupedNumber } from './shared/harness.js';
import { lineError } from './shared/input-errors.js';
import { uniqueNames } from './shared/unique-names.js';
import type { FileInput, FormatAdapter, ParseOptions } from './types.js';
import { SPACED_NAME } from './shared/line-patterns.js';
import { forEachLine } from './shared/lines.js';

const NUMBER = String.raw`[\d,]+(?:\.\d+)?`;
const BENCH = new RegExp(String.raw`^test (\s*${SPACED_NAME})\s+\.\.\. bench:\s+(${NUMBER}) (\S+) \(\+/- (${NUMBER})\)(?: = (${NUMBER}) MB/s)?$`);
const FAILED = new RegExp(String.raw`^test (\s*${SPACED_NAME})\s+\.\.\. FAILED$`);
const BENCH_DETECT = /^test \S.*? \.\.\. bench: +[\d,.]+ (?:\S+\/iter\b|\S+\/s \(\+\/- )/m;
const UNIT_HINT = 'Give the unchanged `cargo bench` output';

interface Found {
  name: string;
  target: string;
  line: number;
  entry: BenchmarkEntry;
}

interface Scan {
  found: Found[];
  /** Error text of each failed benchmark by target and name, from the `---- name stdout ----` blocks. */
  failureText: Map<string, string>;
}

function number(input: FileInput, text: string, line: number): number {
  const value = parseGroupedNumber(text);
  if (value === undefined) throw lineError(input, line, `"${text}" is not a number`, 'Give the unchanged `cargo bench` output');
  return value;
}

/**
 * `ns/iter` -> ns, lower; `cycles/iter` -> cycles, lower; `MS/s` -> MS/s, higher (core/units.ts says
 * which units tell); `widgets/iter` -> widgets, in the direction given with --direction.
 */
function unitOf(input: FileInput, printed: string, line: number, options: ParseOptions): { unit: string; direction: Direction } {
  const perIter = /^(.+)\/iter$/.exec(printed);
  if (!perIter && !/^[^/]+\/s$/.test(printed)) {
    throw lineError(input, line, `"${printed}" is neither a unit per iteration (ns/iter) nor a rate (MB/s)`, UNIT_HINT);
  }
  const unit = perIter ? (perIter[1] === 'µs' || perIter[1] === 'μs' ? 'us' : perIter[1]!) : printed;
  const direction = directionOfUnit(unit) ?? options.direction;
  if (!direction) {
    throw lineError(input, line, `the unit "${printed}" does not say whether higher or lower is better`, 'Give --direction higher or --direction lower');
  }
  return { unit, direction };
}

function benchEntry(input: FileInput, m: RegExpExecArray, line: number, options: ParseOptions): BenchmarkEntry {
  const mbps = m[5] === undefined ? undefined : number(input, m[5], line);
  return {
    name: m[1]!,
    value: number(input, m[2]!, line),
    ...unitOf(input, m[3]!, line, options),
    deviation: number(input, m[4]!, line),
    ...(mbps === undefined ? {} : { metrics: { 'MB/s': { value: mbps, unit: 'MB/s', direction: 'higher' as const } } }),
    success: true,
    error: null,
  };
}

/** The readable part of a failure block: the panic message, without the backtrace. */
function summarise(lines: string[]): string {
  const kept: string[] = [];
  for (const l of lines) {
    const t = l.trim();
    if (t === 'stack backtrace:') break;
    if (t !== '' && !t.startsWith('note: ')) kept.push(t);
  }
  return kept.join(' ') || 'benchmark failed';
}

function scan(input: FileInput, options: ParseOptions): Scan {
  const result: Scan = { found: [], failureText: new Map() };
  let target = '';
  let block: { name: string; lines: string[] } | undefined;
  const closeBlock = () => {
    if (block) result.failureText.set(JSON.stringify([target, block.name]), summarise(block.lines));
    block = undefined;
  };
  forEachLine(input.text, (raw, index) => {
    const line = index + 1;
    const text = raw.trimEnd();
    const header = /^---- (.+) stdout ----$/.exec(text);
    if (header) {
      closeBlock();
      block = { name: header[1]!, lines: [] };
      return;
    }
    if (block && !/^(failures:|test result:|running \d+ tests?)/.test(text)) {
      block.lines.push(text);
      return;
    }
    closeBlock();
    const running = /^\s*Running (?:unittests )?(\S+)/.exec(text);
    if (running) target = running[1]!.replace(/^.*\//, '').replace(/\.rs$/, '');
    const bench = BENCH.exec(text);
    if (bench) {
      result.found.push({ name: bench[1]!, target, line, entry: benchEntry(input, bench, line, options) });
      return;
    }
    if (text.startsWith('test ') && /\.\.\. bench:/.test(text)) {
      throw lineError(input, line, 'bench line is not `test NAME ... bench: N UNIT/iter (+/- D)` or `... bench: N UNIT/s (+/- D)`', 'Give the unchanged `cargo bench` output');
    }
    // `test name ... FAILED`, and in --quiet mode `name --- FAILED`.
    const failed = FAILED.exec(text) ?? /^(\S+) --- FAILED$/.exec(text);
    if (failed) result.found.push({ name: failed[1]!, target, line, entry: { name: failed[1]!, success: false, error: 'benchmark failed' } });
  });
  closeBlock();
  return result;
}

function nameAll(input: FileInput, { found, failureText }: Scan): BenchmarkEntry[] {
  const targetsOf = new Map<string, Set<string>>();
  for (const f of found) targetsOf.set(f.name, (targetsOf.get(f.name) ?? new Set()).add(f.target));
  const nameOf = (f: Found) => (targetsOf.get(f.name)!.size > 1 && f.target ? `${f.target}::${f.name}` : f.name);
  const unique = uniqueNames(found, nameOf, ({ name, item, first }) =>
    lineError(input, item.line, `benchmark "${name}" was already reported at line ${first.line}`, 'Give one `cargo bench` run per file, with cargo\'s "Running" lines (2>&1) when several bench targets share names'));
  return unique.map((f) => {
    const name = nameOf(f);
    const error = f.entry.success === false ? { error: failureText.get(JSON.stringify([f.target, f.name])) ?? f.entry.error } : {};
    return { ...f.entry, name, ...(f.target ? { target: f.target } : {}), ...error };
  });
}

export const libtest: FormatAdapter = {
  id: 'libtest',
  title: 'Rust libtest / bencher text',
  producedBy: 'cargo bench > bench.txt   (#[bench] on nightly, or the bencher crate on stable)',
  detect(input) {
    // The literal first: BENCH_DETECT scans every line of a large log of another tool for nothing.
    return input.kind === 'file' && input.json === undefined && !input.jsonError && input.text.includes('bench:') && BENCH_DETECT.test(input.text);
  },
  parse(input, options) {
    if (input.kind !== 'file') throw inputError(input.path, 'is a directory, not `cargo bench` output', 'Give the text file');
    const benchmarks = nameAll(input, scan(input, options));
    if (benchmarks.length === 0) {
      throw inputError(input.path, 'no benchmarks found (expected lines like "test name ... bench:  1,234 ns/iter (+/- 56)")', 'Run `cargo bench` and give its output');
    }
    return { schema_version: 1, benchmarks, metadata: { tool: { name: 'libtest' } } };
  },
};
