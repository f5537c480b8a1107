/**
 * The go test reader as it was before it read result lines in place (src/formats/go-test.ts):
 * every line split by a regular expression into per-run tuples, grouped by JSON keys. Slow, but
 * plainly right; tests/formats/go-test-reference.test.ts holds the fast reader to the same documents
 * and the same errors on generated logs. Test code only: nothing in src/ imports it.
 */
import { inputError } from '../../src/core/errors.js';
import type { BenchmarkEntry, Direction, Environment, Metric } from '../../src/core/model.js';
import { median, samplesField } from '../../src/formats/shared/harness.js';
import { lineError } from '../../src/formats/shared/input-errors.js';
import type { FileInput, FormatAdapter, FormatInput, ParseOptions } from '../../src/formats/types.js';
import { forEachLine } from '../../src/formats/shared/lines.js';

interface Run {
  iterations: number;
  metrics: Array<[unit: string, value: number]>;
}

interface Group {
  pkg: string;
  base: string;
  procs: number;
  runs: Run[];
}

interface Failure {
  pkg: string;
  base: string;
  procs: number | undefined;
  messages: string[];
}

interface Scan {
  groups: Map<string, Group>;
  /** The group of each benchmark name printed in each package: a name repeats once per -count. */
  named: Map<string, Map<string, Group>>;
  failures: Failure[];
  /** Packages that failed without producing any benchmark: `FAIL pkg [build failed]`. */
  failedPackages: Array<{ pkg: string; reason: string }>;
  env: Environment;
  units: Map<string, Direction>;
}

/**
 * A result on a line of its own, after the lines the benchmark printed. Go pads the iteration count
 * to eight characters, so a count of nine digits or more starts the line: then the line must read
 * as a result (a number and a unit after the count), not as any text the benchmark printed.
 */
const RESULT_CONTINUATION = /^(?:\s+(\d+)\s+(\S+\s+\S+.*)|(\d+)\s+((?:[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?|NaN|[-+]Inf)\s+\S.*))$/;
const HEADER = /^(goos|goarch|pkg|cpu):\s*(.*)$/;

/** `BenchmarkFoo/x-8` -> base `BenchmarkFoo/x`, procs 8. Go prints no suffix when GOMAXPROCS is 1. */
function splitProcs(name: string): { base: string; procs: number } {
  const m = /^(.+?)-(\d+)$/.exec(name);
  return m ? { base: m[1]!, procs: Number(m[2]) } : { base: name, procs: 1 };
}

function parseNumber(text: string): number | undefined {
  if (text === 'NaN' || text === '+Inf' || text === '-Inf') return Number.NaN;
  return /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/.test(text) ? Number(text) : undefined;
}

/** The `<value> <unit>` pairs after the iteration count; a malformed pair is an error at the line. */
function parseMetrics(input: FormatInput, fields: string[], line: number): Array<[string, number]> {
  if (fields.length === 0 || fields.length % 2 !== 0) {
    throw lineError(input, line, 'benchmark result has no "<value> <unit>" pairs after its iteration count', 'Give the unchanged `go test -bench` output');
  }
  const metrics: Array<[string, number]> = [];
  for (let i = 0; i < fields.length; i += 2) {
    const value = parseNumber(fields[i]!);
    if (value === undefined) {
      throw lineError(input, line, `"${fields[i]}" is not a number (before unit "${fields[i + 1]}")`, 'Give the unchanged `go test -bench` output');
    }
    metrics.push([fields[i + 1]!, value]);
  }
  return metrics;
}

/**
 * Collects what one package printed. Go prints a run-time failure (`--- FAIL`) before the package's
 * `pkg:` header, so a section's package is the one its closing `ok`/`FAIL <pkg>` line names.
 */
class Section {
  runs: Array<{ name: string; run: Run }> = [];
  failures: Array<{ name: string; messages: string[] }> = [];
  /** A benchmark whose name was printed but whose result line has not come yet. */
  pending: { name: string; text: string; logs?: string[] } | undefined;
  /** The first `panic: ` line after a result line. */
  panicText: string | undefined;
  /** The tests that failed (`--- FAIL: TestX`), at most 10. */
  failedTests: string[] = [];
  /** -v output: a name printed alone, then its logs, its `--- FAIL:` or its result line. */
  verbose = false;
  /** With -v, the log lines since the last result line, name or marker: the next `--- FAIL:`'s. */
  streamed: string[] | undefined;

  /** A result line of `name`: after its name alone on the line before, the output is -v. */
  resultRead(name: string): void {
    if (this.pending !== undefined && !this.pending.text && splitProcs(this.pending.name).base === splitProcs(name).base) this.verbose = true;
    this.pending = undefined;
    this.streamed = undefined;
  }

  /** A benchmark that printed its name and never its result died mid-run (a panic, os.Exit). */
  close(failedWith: string | undefined): void {
    if (this.pending && failedWith !== undefined) {
      this.failures.push({ name: this.pending.name, messages: [this.pending.text || `did not finish: ${failedWith}`] });
    }
    this.pending = undefined;
  }

  commit(pkg: string, into: Scan): void {
    let named = into.named.get(pkg);
    if (!named) into.named.set(pkg, (named = new Map()));
    for (const { name, run } of this.runs) {
      let group = named.get(name);
      if (!group) {
        const { base, procs } = splitProcs(name);
        const key = JSON.stringify([pkg, base, procs]);
        group = into.groups.get(key);
        if (!group) into.groups.set(key, (group = { pkg, base, procs, runs: [] }));
        named.set(name, group);
      }
      group.runs.push(run);
    }
    for (const { name, messages } of this.failures) {
      const { base, procs } = splitProcs(name);
      into.failures.push({ pkg, base, procs: /-\d+$/.test(name) ? procs : undefined, messages });
    }
    // A benchmark that printed a result that is not a number (`0  NaN ns/op`) and then panicked did not finish.
    const byBenchmark = new Map<string, { base: string; procs: number; runs: Run[] }>();
    for (const { name, run } of this.runs) {
      const { base, procs } = splitProcs(name);
      const key = JSON.stringify([base, procs]);
      const known = byBenchmark.get(key);
      if (known) known.runs.push(run);
      else byBenchmark.set(key, { base, procs, runs: [run] });
    }
    for (const { base, procs, runs } of byBenchmark.values()) {
      const bad = unfinished(runs);
      if (bad === undefined) continue;
      into.failures.push({ pkg, base, procs, messages: [this.panicText ?? `go test printed ${String(bad.value)} ${bad.unit} after ${runs[0]!.iterations} iterations: the benchmark did not finish`] });
    }
  }

  get empty(): boolean {
    return this.runs.length === 0 && this.failures.length === 0;
  }
}

function scanLine(input: FileInput, text: string, line: number, state: ScanState): void {
  const section = state.section;
  const continuation = section.pending ? RESULT_CONTINUATION.exec(text) : null;
  if (section.pending && continuation) {
    section.runs.push({ name: section.pending.name, run: { iterations: Number(continuation[1] ?? continuation[3]), metrics: parseMetrics(input, (continuation[2] ?? continuation[4]!).trim().split(/\s+/), line) } });
    section.pending = undefined;
    return;
  }
  // With -v (and so with -json), a benchmark's log lines come before its `--- FAIL:` line.
  if (section.pending && /^(?: {4}|\t)\S/.test(text)) {
    (section.pending.logs ??= []).push(text.trim());
    return;
  }
  // -v prints a run's logs before its marker and none after: those after one are the next run's.
  if (section.verbose && /^(?: {4}|\t)\S/.test(text)) {
    (section.streamed ??= []).push(text.trim());
    return;
  }
  const header = HEADER.exec(text);
  if (header) {
    const [, key, value] = header;
    if (key === 'pkg') {
      // Without `ok` lines (test binaries run by hand), another package's header after results ends a section.
      if (value !== state.pkg && state.pkg !== '' && section.runs.length > 0) {
        section.close('the next package began before its result');
        section.commit(state.pkg, state.result);
        state.section = new Section();
      }
      state.pkg = value!;
    } else state.result.env[key === 'goos' ? 'os' : key === 'goarch' ? 'arch' : 'cpu_model'] ??= value!;
    return;
  }
  if (/^Unit\s/.test(text)) return parseUnitLine(input, text, line, state.result.units);
  const marker = /^--- (FAIL|SKIP|BENCH): (\S+)/.exec(text);
  if (marker) {
    state.indented = true;
    let logs = section.pending && splitProcs(section.pending.name).base === splitProcs(marker[2]!).base ? (section.pending.logs ?? []) : undefined;
    if (logs) {
      if (!section.pending!.text) section.verbose = true;
      section.pending = undefined;
    } else logs = section.streamed;
    section.streamed = undefined;
    if (marker[1] === 'FAIL' && marker[2]!.startsWith('Benchmark')) {
      // One run's failure printed twice is one failure; bare markers stay apart.
      // An explicit `--- FAIL: BenchmarkX-2` after -v's bare `--- FAIL: BenchmarkX` of that run: the latest bare one is it.
      let same = /-\d+$/.test(marker[2]!) ? section.failures.find((f) => f.name === marker[2]) : undefined;
      if (!same && /-\d+$/.test(marker[2]!) && !/\/-\d+$/.test(marker[2]!)) {
        const bare = marker[2]!.replace(/-\d+$/, '');
        same = section.failures.findLast((f) => f.name === bare);
        if (same) same.name = marker[2]!;
      }
      const failure = same ?? { name: marker[2]!, messages: [] };
      failure.messages.push(...(logs ?? []));
      if (!same) section.failures.push(failure);
      state.indented = !section.verbose;
      state.failure = section.verbose ? undefined : failure;
    } else if (marker[1] === 'FAIL' && !section.failedTests.includes(marker[2]!) && section.failedTests.length < 10) section.failedTests.push(marker[2]!);
    return;
  }
  if (section.pending && !section.pending.text && text.startsWith('panic: ')) {
    section.pending.text = text;
    return;
  }
  if (!section.pending && section.panicText === undefined && section.runs.length > 0 && text.startsWith('panic: ')) {
    section.panicText = text;
    return;
  }
  if (text.startsWith('Benchmark')) {
    const fields = text.split(/\s+/);
    if (fields.length > 1 && /^\d+$/.test(fields[1]!)) {
      section.runs.push({ name: fields[0]!, run: { iterations: Number(fields[1]), metrics: parseMetrics(input, fields.slice(2), line) } });
      section.resultRead(fields[0]!);
    } else {
      // `BenchmarkX-2   \t--- FAIL: BenchmarkX` (-cpu 1,2,4): the marker, for the run the line names.
      const marker = /^--- (FAIL|SKIP|BENCH): \S+/.exec(text.slice(fields[0]!.length).trimStart());
      if (marker) return scanLine(input, `--- ${marker[1]}: ${/-\d+$/.test(fields[0]!) && !/\/-\d+$/.test(fields[0]!) ? fields[0] : `${fields[0]}-1`}`, line, state);
      // A name alone (-v) or followed by what the benchmark printed: its result comes later.
      section.pending = { name: fields[0]!, text: fields.slice(1).join(' ') };
      section.streamed = undefined;
    }
    return;
  }
  const done = /^(ok|FAIL)\s+(\S+)(?:\s+(.*))?$/.exec(text);
  if (done) {
    const failed = done[1] === 'FAIL';
    section.close(failed ? text : undefined);
    if (failed && section.empty) {
      const tests = section.failedTests;
      const reason = tests.length === 0
        ? (done[3] ?? 'failed').trim()
        : `test${tests.length > 1 ? 's' : ''} ${tests.join(', ')} failed, and go test runs no benchmark after a failed test: fix ${tests.length > 1 ? 'them' : 'it'}, or run the benchmarks alone with -run '^$'`;
      state.result.failedPackages.push({ pkg: done[2]!, reason });
    }
    section.commit(done[2]!, state.result);
    state.section = new Section();
  }
}

interface ScanState {
  result: Scan;
  pkg: string;
  section: Section;
  indented: boolean;
  failure: { messages: string[] } | undefined;
}

function scan(input: FileInput): Scan {
  const state: ScanState = {
    result: { groups: new Map(), named: new Map(), failures: [], failedPackages: [], env: {}, units: new Map() },
    pkg: '',
    section: new Section(),
    indented: false,
    failure: undefined,
  };
  forEachLine(input.text, (raw, index) => {
    const text = raw.trimEnd();
    // Log lines under `--- FAIL:` / `--- BENCH:` are indented by four spaces or a tab.
    if (state.indented && /^(?: {4}|\t)/.test(text)) {
      state.failure?.messages.push(text.trim());
      return;
    }
    state.indented = false;
    state.failure = undefined;
    scanLine(input, text, index + 1, state);
  });
  // Output cut before its `ok`/`FAIL` line: the header names the package.
  state.section.close('the output ends before its result');
  state.section.commit(state.pkg, state.result);
  return state.result;
}

function parseUnitLine(input: FormatInput, text: string, line: number, units: Map<string, Direction>): void {
  const [, unit, ...pairs] = text.split(/\s+/);
  if (!unit) throw lineError(input, line, 'Unit line names no unit', 'Write `Unit <unit> better=higher|lower`');
  for (const pair of pairs) {
    const m = /^([^=]+)=(.*)$/.exec(pair);
    if (!m) throw lineError(input, line, `"${pair}" in a Unit line is not key=value`, 'Write `Unit <unit> better=higher|lower`');
    if (m[1] !== 'better') continue;
    if (m[2] !== 'higher' && m[2] !== 'lower') {
      throw lineError(input, line, `better=${m[2]} for unit "${unit}"`, 'Use better=higher or better=lower');
    }
    units.set(unit, m[2]);
  }
}

/** Time per op units Go or ReportMetric can print, and the ASCII unit of the gated value. */
const TIME_PER_OP: Readonly<Record<string, string>> = { 'ns/op': 'ns', 'us/op': 'us', 'µs/op': 'us', 'ms/op': 'ms', 'sec/op': 's', 's/op': 's' };

function directionOf(unit: string, units: Map<string, Direction>, options: ParseOptions): Direction | undefined {
  const declared = units.get(unit);
  if (declared) return declared;
  if (TIME_PER_OP[unit]) return 'lower';
  if (unit === 'MB/s') return 'higher';
  return options.direction ?? (unit === 'B/op' || unit === 'allocs/op' ? 'lower' : undefined);
}

/** ns/op when the benchmark reports it; else its first other metric that is not memory. */
function gatedUnit(units: readonly string[]): string | undefined {
  if (units.includes('ns/op')) return 'ns/op';
  return units.find((u) => u !== 'B/op' && u !== 'allocs/op') ?? units[0];
}

/**
 * Every other `<value> <unit>` pair as a metric under its unit's name (B/op, allocs/op, MB/s, a
 * b.ReportMetric unit), its -count repeats as samples. A NaN stays null: it says nothing to compare.
 */
function metricOf(unit: string, all: number[], scanned: Scan, options: ParseOptions): Metric | null {
  if (all.some(Number.isNaN) || all.some((v) => !Number.isFinite(v) || v < 0)) return null;
  const direction = directionOf(unit, scanned.units, options) ?? (unit === 'B/op' || unit === 'allocs/op' ? 'lower' : undefined);
  return { value: median(all)!, unit, ...(direction ? { direction } : {}), ...samplesField(all) };
}

/** The first gated value of the runs that is not a finite number, with its unit. */
function unfinished(runs: readonly Run[]): { value: number; unit: string } | undefined {
  const units: string[] = [];
  for (const r of runs) for (const [unit] of r.metrics) if (!units.includes(unit)) units.push(unit);
  const gated = gatedUnit(units)!;
  for (const r of runs) for (const [unit, value] of r.metrics) if (unit === gated && !Number.isFinite(value)) return { value, unit };
  return undefined;
}

function entryOf(group: Group, name: string, scanned: Scan, options: ParseOptions): BenchmarkEntry {
  // Each unit's values over the runs, in run order, units in order of first appearance: one pass.
  const byUnit = new Map<string, number[]>();
  for (const r of group.runs) {
    for (const [unit, value] of r.metrics) {
      const values = byUnit.get(unit);
      if (values) values.push(value);
      else byUnit.set(unit, [value]);
    }
  }
  const gated = gatedUnit([...byUnit.keys()])!;
  const values = (unit: string): number[] => byUnit.get(unit) ?? [];
  const samples = values(gated);
  const metrics: Record<string, Metric | null> = {};
  for (const unit of byUnit.keys()) {
    if (unit === gated || unit in metrics) continue;
    metrics[unit] = metricOf(unit, values(unit), scanned, options);
  }
  const iterations = new Set(group.runs.map((r) => r.iterations));
  const direction = directionOf(gated, scanned.units, options);
  return {
    name,
    value: median(samples)!,
    unit: TIME_PER_OP[gated] ?? gated,
    ...(direction ? { direction } : {}),
    ...samplesField(samples),
    ...(iterations.size === 1 ? { iterations: group.runs[0]!.iterations } : {}),
    count: group.runs.length,
    procs: group.procs,
    ...(group.pkg ? { package: group.pkg } : {}),
    ...(Object.keys(metrics).length > 0 ? { metrics } : {}),
    success: true,
    error: null,
  };
}

function buildEntries(input: FileInput, scanned: Scan, options: ParseOptions): BenchmarkEntry[] {
  const groups = [...scanned.groups.values()];
  const packages = new Set([...groups.map((g) => g.pkg), ...scanned.failures.map((f) => f.pkg)]);
  const qualify = (pkg: string, name: string) => (packages.size > 1 && pkg ? `${pkg}.${name}` : name);
  const procsOf = new Map<string, Set<number>>();
  for (const g of groups) {
    const key = JSON.stringify([g.pkg, g.base]);
    procsOf.set(key, (procsOf.get(key) ?? new Set()).add(g.procs));
  }
  // The GOMAXPROCS values of each benchmark's results; a failure at another one (-cpu 1,2: passed at 1,
  // failed at 2) is a run of it too, and names it.
  const resultProcs = new Map([...procsOf].map(([key, procs]) => [key, new Set(procs)]));
  for (const f of scanned.failures) if (f.procs !== undefined) procsOf.get(JSON.stringify([f.pkg, f.base]))?.add(f.procs);
  const nameOf = (pkg: string, base: string, procs: number) =>
    qualify(pkg, procsOf.get(JSON.stringify([pkg, base]))!.size > 1 ? `${base}-${procs}` : base);

  const entries = new Map<string, BenchmarkEntry>();
  for (const g of groups) if (unfinished(g.runs) === undefined) entries.set(nameOf(g.pkg, g.base, g.procs), entryOf(g, nameOf(g.pkg, g.base, g.procs), scanned, options));
  // A parent fails with its failing sub-benchmark; the sub-benchmark's entry says why.
  const failures = scanned.failures.filter((f) => !scanned.failures.some((o) => o.pkg === f.pkg && o.base.startsWith(`${f.base}/`)));
  for (const f of failures) {
    const known = resultProcs.get(JSON.stringify([f.pkg, f.base]));
    // A bare marker of a benchmark run at several GOMAXPROCS values is its run at 1.
    const procs = f.procs ?? (known !== undefined && procsOf.get(JSON.stringify([f.pkg, f.base]))!.size > 1 ? 1 : undefined);
    // A failure without a result of its own in a package run at several GOMAXPROCS values is named with the one it failed at.
    const multiProcs = groups.some((g) => g.pkg === f.pkg && procsOf.get(JSON.stringify([g.pkg, g.base]))!.size > 1);
    const name = known && (procs !== undefined ? known.has(procs) : known.size === 1)
      ? nameOf(f.pkg, f.base, procs ?? [...known][0]!)
      : qualify(f.pkg, multiProcs ? `${f.base}-${procs ?? 1}` : f.base);
    const error = [...new Set(f.messages)].join('; ') || 'benchmark failed';
    const existing = entries.get(name);
    if (existing) Object.assign(existing, { success: false, error: existing.success === false ? `${String(existing.error)}; ${error}` : error });
    else entries.set(name, { name, ...(f.pkg ? { package: f.pkg } : {}), success: false, error });
  }
  for (const p of scanned.failedPackages) {
    if (!entries.has(p.pkg)) entries.set(p.pkg, { name: p.pkg, package: p.pkg, success: false, error: `package failed: ${p.reason}` });
  }
  if (entries.size === 0) {
    throw inputError(input.path, 'no benchmarks found (expected lines like "BenchmarkFoo-8  1000  123 ns/op")', 'Run `go test -run \'^$\' -bench .` and give its output');
  }
  return [...entries.values()];
}

const RESULT_LINE = /^Benchmark\S*[ \t]+\d+[ \t]+(?:[-+]?[\d.]+(?:[eE][-+]?\d+)?|NaN)[ \t]+\S/m;

export const referenceGoTest: FormatAdapter = {
  id: 'go-test',
  title: 'Go `go test -bench` text',
  producedBy: "go test -run '^$' -bench . -benchmem -count 5 ./... > bench.txt",
  detect(input) {
    if (input.kind !== 'file' || input.json !== undefined || input.jsonError) return false;
    const header = /^(?:goos|goarch|pkg):[ \t]/m.test(input.text);
    return (RESULT_LINE.test(input.text) && (header || /^Benchmark\S*[ \t].*\bns\/op\b/m.test(input.text)))
      || (header && /^--- FAIL: Benchmark/m.test(input.text))
      || /^(?:ok {2}|FAIL|\? {3})\t[^\s\t]+(?:[ \t]|$)/m.test(input.text);
  },
  parse(input, options) {
    if (input.kind !== 'file') throw inputError(input.path, 'is a directory, not `go test -bench` output', 'Give the text file');
    const scanned = scan(input);
    const environment = scanned.env;
    return {
      schema_version: 1,
      benchmarks: buildEntries(input, scanned, options),
      metadata: {
        tool: { name: 'go test' },
        ...(Object.keys(environment).length > 0 ? { environment } : {}),
        ...(scanned.units.size > 0 ? { unit_directions: Object.fromEntries(scanned.units) } : {}),
      },
    };
  },
};
