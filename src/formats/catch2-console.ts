/**
 * Catch2's console reporter (its default output) of benchmarks, v2 and v3. Each test case (and
 * section) that runs benchmarks prints a table:
 *
 *   benchmark name                       samples       iterations    estimated      (v3: est run time)
 *                                        mean          low mean      high mean
 *                                        std dev       low std dev   high std dev
 *   -------------------------------------------------------------------------------
 *   fib 15                                          10            19     884.45 us
 *                                           610.332 ns    604.111 ns    639.911 ns
 *                                            17.895 ns   0.245796 ns    29.7449 ns
 *
 * A name too long for the first column is wrapped onto lines of its own above the numbers; its pieces
 * are joined with a space (Catch2 breaks at spaces). A benchmark that threw prints
 * `name   Benchmark failed (message)`.
 *
 * As with the XML reporter (catch2.ts), the value is the mean in ns, lower is better; the low/high
 * mean (its bootstrap confidence interval), the standard deviation and its interval are kept, and a
 * name used in several places is qualified `<test case> / <section>... / <name>`.
 *
 * Catch2 runs a test case once per leaf section, so a benchmark outside the sections (or in a section
 * with sections of its own) is printed once per leaf below it, each time in a table of its own: one
 * benchmark, measured again. As in catch2.ts, such re-runs are one benchmark (the first run's value,
 * the later means in `rerun_means`) and two of one name in one table are two (`#2`). The runs are told
 * apart by the tables of the sections each run entered (shared/catch2-names.ts), but a section without
 * benchmarks prints nothing here, and nothing marks where a run ends: a repeat with no section's table
 * before it could be a re-run for such a section or another benchmark (GENERATE's next value, a second
 * BENCHMARK of the name). It is read as another benchmark (`#2`), as the XML reader reads GENERATE's
 * values: the same output gives the same names in every run, so the comparison stays like for like,
 * and no two benchmarks are ever merged into one. The XML reporter (-r xml) tells the cases apart.
 */
import { inputError } from '../core/errors.js';
import type { BenchmarkEntry } from '../core/model.js';
import { convertTime } from '../core/units.js';
import { lineError } from './shared/input-errors.js';
import { SPACED_NAME } from './shared/line-patterns.js';
import type { FileInput, FormatAdapter, FormatInput } from './types.js';
import { assignRuns, catch2Names, placeIds, type Catch2Benchmark, type PlaceRuns } from './shared/catch2-names.js';

const HINT = 'Give the unchanged console output of the benchmarks (or run them with -r xml)';
/** `\d+(?:\.\d*)?`, not `\d+\.?\d*`, which splits a run of digits in every way before it gives up (quadratic). */
const NUM = String.raw`[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?|[-+]?(?:inf|nan)`;
/** Catch2's Duration: ns, us, ms, s, and m (minutes) from 60 s up, which an `estimated` run time often reaches. */
const DURATION = String.raw`(${NUM}) (ns|us|µs|ms|s|m)`;
const HEADER = /^benchmark name\s+samples\s+iterations\s+(?:estimated|est run time)\s*$/;
const ROW = new RegExp(String.raw`^((?:\s*${SPACED_NAME})?)\s+(\d+)\s+(\d+)\s+${DURATION}\s*$`);
const STATS = new RegExp(String.raw`^\s+${DURATION}\s+${DURATION}\s+${DURATION}\s*$`, 'i');
const FAILED = new RegExp(String.raw`^((?:\s*${SPACED_NAME})?)\s+Benchmark failed \((.*)\)\s*$`);
const RULE = /^-{20,}$/;

type Found = Catch2Benchmark;

/** A duration in ns; a statistic Catch2 could not compute (inf, nan) is left out, not an error. */
function ns(value: string, unit: string): number | undefined {
  const n = Number(value);
  return Number.isFinite(n) ? Number(convertTime(n, unit, 'ns').toPrecision(12)) : undefined;
}

/** The benchmark being read: its name pieces, then its three lines of numbers. */
interface Pending {
  name: string;
  line: number;
  row?: RegExpExecArray;
  mean?: RegExpExecArray;
}

function entryOf(input: FileInput, p: Pending): BenchmarkEntry {
  const { row, mean } = p;
  if (!row || !mean) throw lineError(input, p.line, `benchmark "${p.name}" has no mean line (was the output cut short?)`, HINT);
  const value = ns(mean[1]!, mean[2]!);
  if (value === undefined) throw lineError(input, p.line, `the mean of "${p.name}" is ${mean[1]}, not a finite number`, HINT);
  const lower = ns(mean[3]!, mean[4]!);
  const upper = ns(mean[5]!, mean[6]!);
  return {
    name: p.name,
    value,
    unit: 'ns',
    direction: 'lower',
    sample_count: Number(row[2]),
    iterations: Number(row[3]),
    ...(ns(row[4]!, row[5]!) === undefined ? {} : { estimated_duration: ns(row[4]!, row[5]!) }),
    ...(lower !== undefined && upper !== undefined ? { confidence_interval: { lower, upper } } : {}),
    success: true,
    error: null,
  };
}

function addStddev(entry: BenchmarkEntry, sd: RegExpExecArray): void {
  const value = ns(sd[1]!, sd[2]!);
  const lower = ns(sd[3]!, sd[4]!);
  const upper = ns(sd[5]!, sd[6]!);
  if (value !== undefined) entry.stddev = value;
  if (lower !== undefined && upper !== undefined) entry.stddev_confidence_interval = { lower, upper };
}

function scan(input: FileInput): { found: Found[]; version?: string; executable?: string } {
  const lines = input.text.split(/\r?\n/).map((l) => l.trimEnd());
  const found: Found[] = [];
  let path: string[] = [];
  // Per place (test case and sections, by number): its own results, and the runs of its sections'
  // tables (tables of places inside it with none of its own between), each as the list of those
  // tables' places; whether such a run is going on; and the numbers of the current table's places.
  const placeOf = placeIds();
  const places = new Map<number, PlaceRuns & { inSections: boolean }>();
  const stateOf = (place: number) => {
    let state = places.get(place);
    if (!state) places.set(place, (state = { results: [], sections: [], inSections: false }));
    return state;
  };
  let chain: number[] = [0];
  const here = (f: Omit<Found, 'place' | 'visit' | 'below'>) => {
    const place = chain[chain.length - 1]!;
    const state = stateOf(place);
    const found: Found = { ...f, place, visit: '', below: '' };
    state.results.push({ found, sectionsBefore: state.sections.length });
    return found;
  };
  let inTable = false;
  let pending: Pending | undefined;
  let last: BenchmarkEntry | undefined;
  let version: string | undefined;
  let executable: string | undefined;
  const pieces: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i]!;
    const line = i + 1;
    const banner = /^(\S+) is a Catch2? v(\d[\w.-]*) host application\.$/.exec(text);
    if (banner) {
      executable ??= banner[1];
      version ??= banner[2];
      continue;
    }
    // -----  test case / sections  -----  file:line  .....
    if (RULE.test(text) && !inTable) {
      const names: string[] = [];
      let j = i + 1;
      while (j < lines.length && !RULE.test(lines[j]!) && names.length < 64) names.push(lines[j++]!);
      if (j < lines.length && RULE.test(lines[j]!) && names.length > 0) {
        path = names.map((n) => n.trim());
        chain = [];
        for (const name of path) chain.push(placeOf(chain[chain.length - 1] ?? 0, name));
        const own = chain[chain.length - 1]!;
        for (const outer of chain.slice(0, -1)) {
          const state = stateOf(outer);
          if (!state.inSections) state.sections.push('');
          state.inSections = true;
          state.sections[state.sections.length - 1] += `${own},`;
        }
        stateOf(own).inSections = false;
        i = j;
      }
      continue;
    }
    if (HEADER.test(text)) {
      inTable = true;
      i += 3; // the mean and std dev header lines and the rule under them
      continue;
    }
    if (!inTable) continue;
    if (/^={20,}$/.test(text) || RULE.test(text)) {
      // The table ends where the next test case's header (or the summary) starts: read that line again.
      inTable = false;
      i--;
      continue;
    }
    if (pending?.row && !pending.mean) {
      const mean = STATS.exec(text);
      if (!mean) throw lineError(input, line, `expected the mean, low mean and high mean of "${pending.name}"`, HINT);
      pending.mean = mean;
      last = entryOf(input, pending);
      found.push(here({ name: pending.name, path, line: pending.line, entry: last }));
      continue;
    }
    if (pending?.mean) {
      const sd = STATS.exec(text);
      pending = undefined;
      if (sd) {
        addStddev(last!, sd);
        continue;
      }
    }
    if (text.trim() === '') continue;
    const failed = FAILED.exec(text);
    if (failed) {
      const name = [...pieces, failed[1]!.trim()].join(' ');
      pieces.length = 0;
      found.push(here({ name, path, line, entry: { name, success: false, error: failed[2] || 'benchmark failed' } }));
      continue;
    }
    const row = ROW.exec(text);
    if (row) {
      const name = [...pieces, row[1]!.trim()].join(' ').trim();
      pieces.length = 0;
      if (name === '') throw lineError(input, line, 'benchmark row without a name', HINT);
      pending = { name, line, row };
      continue;
    }
    if (STATS.test(text)) throw lineError(input, line, 'a line of statistics without a benchmark row before it', HINT);
    pieces.push(text.trim());
  }
  if (pending && !pending.mean) throw lineError(input, pending.line, `benchmark "${pending.name}" has no mean line (was the output cut short?)`, HINT);
  for (const [place, state] of places) assignRuns(place, state);
  return { found, ...(version ? { version } : {}), ...(executable ? { executable } : {}) };
}

function detect(input: FormatInput): boolean {
  if (input.kind !== 'file' || input.json !== undefined || input.jsonError) return false;
  // The literal first: the line regexes scan a large log of another tool for nothing.
  // Indentation is [ \t], never \s: under the m flag `^\s+` starts at every line of a run of blank lines
  // and scans to its end, quadratic in the run (minutes on a file of blank lines).
  return input.text.includes('benchmark name') && /^benchmark name\s+samples\s+iterations\s+(?:estimated|est run time)\s*$/m.test(input.text)
    && /^[ \t]+mean\s+low mean\s+high mean\s*$/m.test(input.text);
}

export const catch2Console: FormatAdapter = {
  id: 'catch2-console',
  title: 'Catch2 console reporter (benchmarks)',
  producedBy: './tests "[!benchmark]" > bench.txt   (the default reporter, Catch2 v2 or v3)',
  detect,
  parse(input) {
    if (input.kind !== 'file') throw inputError(input.path, 'is a directory, not Catch2 output', 'Give the text file');
    const { found, version, executable } = scan(input);
    if (found.length === 0) {
      throw inputError(input.path, 'no benchmarks found (expected a "benchmark name  samples  iterations" table)', 'Run the benchmarks with their tag, e.g. ./tests "[!benchmark]"');
    }
    return {
      schema_version: 1,
      benchmarks: catch2Names(found),
      metadata: { tool: { name: 'Catch2', ...(version ? { version } : {}) }, ...(executable ? { executable } : {}) },
    };
  },
};
