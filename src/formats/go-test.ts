/**
 * `go test -bench` text (the Go benchmark format, golang.org/design/14313-benchmark-format).
 *
 * Names: the benchmark name without its GOMAXPROCS suffix (`BenchmarkFoo/size=10-8` ->
 * `BenchmarkFoo/size=10`), so that names do not change with the machine's core count; the procs go
 * into `procs`. When one output holds a benchmark at several GOMAXPROCS values (`-cpu 1,2`), each is
 * named `<name>-<procs>`, `-1` included. When benchmarks of more than one package are in the output,
 * every name is qualified with its package as Go does in stack traces: `example.com/m/pkg.BenchmarkFoo`.
 * Repeated lines of one benchmark (`-count N`) are its samples; the value is their median.
 *
 * Speed: a log of 10,000 benchmarks x 10 counts is 100,000 result lines, so result lines are found
 * and read by one regular expression (go-test-line.ts), without slicing or splitting the line, and
 * their values go straight into their benchmark's per-unit arrays. Every other line, and any result
 * line that is not plainly well formed, takes the general path below, which also throws the errors.
 */
import { goTimeUnit, packageQualified, splitProcs } from '../core/go-names.js';
import { inputError } from '../core/errors.js';
import { appendAll } from '../core/extent.js';
import { isSchemaUnit } from '../core/units.js';
import type { BenchmarkEntry, Direction, Environment, Metric } from '../core/model.js';
import { median } from './shared/harness.js';
import { lineError } from './shared/input-errors.js';
import { ResultLineFinder, type ResultLine } from './shared/go-test-line.js';
import { ownCopy } from './shared/own-copy.js';
import type { FileInput, FormatAdapter, FormatInput, ParseOptions } from './types.js';

/** One benchmark (package, name without procs, procs): its -count repeats, unit by unit. */
interface Group {
  pkg: string;
  base: string;
  procs: number;
  /** How many result lines. */
  count: number;
  /** The iteration count of the first result line (and its text, once read by the regular expression), and whether every line had the same. */
  iterations: number;
  iterationsText: string | undefined;
  sameIterations: boolean;
  /** Units in order of first appearance, and each unit's values in line order. */
  units: string[];
  values: number[][];
  /** Every group of this package and base, by procs (this one included); set when its section ends. */
  variants: Map<number, Group>;
  /** The name of the result line that came after one of this group the last time, and its group. */
  nextName: string | undefined;
  next: Group | undefined;
  /** The finder's layout when this group's first units are that layout's, in its order. */
  layout: readonly string[] | undefined;
}

interface Failure {
  pkg: string;
  base: string;
  procs: number | undefined;
  messages: string[];
}

interface Scan {
  /** Every group in order of its first result line. */
  groups: Group[];
  /** The groups by package, base and procs. */
  byPackage: Map<string, Map<string, Map<number, Group>>>;
  failures: Failure[];
  /** Packages that failed without producing any benchmark: `FAIL pkg [build failed]`. */
  failedPackages: Array<{ pkg: string; reason: string }>;
  env: Environment;
  units: Map<string, Direction>;
}

/**
 * A result on a line of its own, after the lines the benchmark printed. Go pads the iteration count
 * to eight characters, so a count of nine digits or more starts the line: then the line must read
 * as a result (a number and a unit after the count), not as any text the benchmark printed. The
 * number is `\d+(?:\.\d*)?`, which splits a run of digits one way only (see shared/line-patterns.ts).
 */
const RESULT_CONTINUATION = /^(?:\s+(\d+)\s+(\S+\s+\S+.*)|(\d+)\s+((?:[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?|NaN|[-+]Inf)\s+\S.*))$/;
const HEADER = /^(goos|goarch|pkg|cpu):\s*(.*)$/;

function parseNumber(text: string): number | undefined {
  if (text === 'NaN' || text === '+Inf' || text === '-Inf') return Number.NaN;
  return /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/.test(text) ? Number(text) : undefined;
}

/** The `<value> <unit>` pairs after the iteration count; a malformed pair is an error at the line. */
function parseMetrics(input: FormatInput, fields: string[], line: number): ResultLine {
  if (fields.length === 0 || fields.length % 2 !== 0) {
    throw lineError(input, line, 'benchmark result has no "<value> <unit>" pairs after its iteration count', 'Give the unchanged `go test -bench` output');
  }
  const result: ResultLine = { iterations: 0, units: [], values: [], pairs: 0 };
  for (let i = 0; i < fields.length; i += 2) {
    const value = parseNumber(fields[i]!);
    if (value === undefined) {
      throw lineError(input, line, `"${fields[i]}" is not a number (before unit "${fields[i + 1]}")`, 'Give the unchanged `go test -bench` output');
    }
    result.units.push(fields[i + 1]!);
    result.values.push(value);
    result.pairs += 1;
  }
  return result;
}

/** A group's variants until its section ends and gives it its package's: none yet, and never added to. */
const NO_VARIANTS: ReadonlyMap<number, Group> = new Map();

function newGroup(base: string, procs: number): Group {
  return {
    pkg: '', base, procs, count: 0, iterations: 0, iterationsText: undefined, sameIterations: true, units: [], values: [],
    variants: NO_VARIANTS as Map<number, Group>, nextName: undefined, next: undefined, layout: undefined,
  };
}

/** Counts one more result line of the group, with its iteration count. */
function countLine(group: Group, iterations: number): void {
  if (group.count === 0) group.iterations = iterations;
  else if (iterations !== group.iterations) group.sameIterations = false;
  group.count += 1;
}

/** Appends the values of `from` (a later section's group) to `into`, as if its lines came after. */
function mergeGroup(into: Group, from: Group): void {
  into.sameIterations &&= from.sameIterations && from.iterations === into.iterations;
  into.count += from.count;
  from.units.forEach((unit, i) => {
    let at = into.units.indexOf(unit);
    if (at < 0) {
      at = into.units.length;
      into.units.push(unit);
      into.values.push([]);
    }
    const values = into.values[at]!;
    for (const v of from.values[i]!) values.push(v);
  });
}

/**
 * Collects what one package printed. Go prints a run-time failure (`--- FAIL`) before the package's
 * `pkg:` header, so a section's package is the one its closing `ok`/`FAIL <pkg>` line names, and its
 * groups get their package (and meet the groups of earlier sections) only then. Output without those
 * lines (test binaries run by hand) ends a section at the next package's header instead.
 */
class Section {
  /** This section's groups in order of their first result line, by name and by base and procs. */
  groups: Group[] = [];
  byName = new Map<string, Group>();
  byBase = new Map<string, Map<number, Group>>();
  failures: Array<{ name: string; messages: string[] }> = [];
  /** The first `panic: ` line after a result line: the panic of a benchmark whose result line came first. */
  panicText: string | undefined;
  /** The tests that failed (`--- FAIL: TestX`): go test then runs no benchmark of the package. */
  failedTests: string[] = [];
  /** A benchmark whose name was printed but whose result line has not come yet. */
  pending: { name: string; text: string; logs?: string[] } | undefined;
  /** The group of the last result line. */
  previous: Group | undefined;
  /**
   * Whether this is -v (or -json) output: a benchmark's name was printed alone on its line and its log
   * lines or `--- FAIL:` came after it. Then a run's log lines come before its `--- FAIL:` line and
   * none after it, so the log lines after one are the next run's.
   */
  verbose = false;
  /** With -v, the log lines printed since the last result line, name or marker: the next `--- FAIL:`'s. */
  streamed: string[] | undefined;

  /**
   * A result line of `name` was read: it ends the pending name and the log lines streamed so far. A
   * name alone on its line followed by a whole result line of the same benchmark is -v too (without
   * -v go prints the result after the name, on its line), so that the log lines of a run that fails
   * after one that passed are read as -v prints them, before the run's `--- FAIL:`.
   */
  resultRead(name: string): void {
    if (this.pending !== undefined && !this.pending.text && splitProcs(this.pending.name).base === splitProcs(name).base) this.verbose = true;
    this.pending = undefined;
    this.streamed = undefined;
  }

  /**
   * The group a result line of `name` belongs to in this section. `-count N` prints a benchmark's N
   * lines one after another, and logs of several runs appended list the benchmarks in the same order
   * each time: either way a line is usually of the group that came after the previous line's group
   * the last time, and comparing two names costs less than hashing one to look it up in a large map.
   */
  groupOf(name: string): Group {
    const previous = this.previous;
    if (previous !== undefined && previous.nextName === name) return (this.previous = previous.next!);
    const group = this.byName.get(name) ?? this.firstOf(name);
    if (previous !== undefined) {
      previous.nextName = name;
      previous.next = group;
    }
    return (this.previous = group);
  }

  /** The group of a name not seen before in this section: the name is split once, its base kept as a string of its own. */
  private firstOf(name: string): Group {
    const split = splitProcs(name);
    const base = ownCopy(split.base);
    const procs = split.procs;
    let variants = this.byBase.get(base);
    if (!variants) this.byBase.set(base, (variants = new Map()));
    let group = variants.get(procs);
    if (!group) {
      variants.set(procs, (group = newGroup(base, procs)));
      this.groups.push(group);
    }
    this.byName.set(name, group);
    return group;
  }

  /** Every unit of this section once, as a string of its own: the groups' units are these. */
  unitNames: string[] = [];

  /** The array that the values of `unit`, the line's k-th, go into: usually the units come in the same order on every line. */
  private valuesOf(group: Group, k: number, unit: string): number[] {
    const units = group.units;
    let at = units[k] === unit ? k : units.indexOf(unit);
    if (at < 0) {
      at = units.length;
      let name = this.unitNames.find((u) => u === unit);
      if (name === undefined) this.unitNames.push((name = ownCopy(unit)));
      units.push(name);
      group.values.push([]);
    }
    return group.values[at]!;
  }

  /** A result line the general path read. */
  addRun(name: string, line: ResultLine): void {
    const group = this.groupOf(name);
    countLine(group, line.iterations);
    for (let k = 0; k < line.pairs; k++) this.valuesOf(group, k, line.units[k]!).push(line.values[k]!);
  }

  /** A result line the regular expression of go-test-line.ts read with the given layout (its captures are described there). */
  addMatch(match: RegExpExecArray, layout: readonly string[]): void {
    const group = this.groupOf(match[1]!);
    // The iteration count's text usually repeats: compare it rather than convert it.
    const iterations = match[2]!;
    if (group.count > 0 && iterations === group.iterationsText) group.count += 1;
    else {
      const count = Number(iterations);
      countLine(group, count);
      if (count === group.iterations) group.iterationsText = iterations;
    }
    const width = layout.length;
    if (width > 0 && match[3] !== undefined) return this.addLayoutValues(group, match, layout);
    for (let k = 0, at = 3 + width; at < match.length; k++, at += 2) {
      const value = match[at];
      if (value === undefined) break;
      this.valuesOf(group, k, match[at + 1]!).push(Number(value));
    }
  }

  /** The values of a line whose units are the layout's: straight into their arrays when the group's units begin with the layout. */
  private addLayoutValues(group: Group, match: RegExpExecArray, layout: readonly string[]): void {
    if (group.layout !== layout && group.units.length === 0) {
      for (const unit of layout) {
        group.units.push(unit);
        group.values.push([]);
      }
      group.layout = layout;
    }
    const inLayout = group.layout === layout;
    for (let k = 0; k < layout.length; k++) {
      const value = Number(match[3 + k]);
      (inLayout ? group.values[k]! : this.valuesOf(group, k, layout[k]!)).push(value);
    }
  }

  /** A benchmark that printed its name and never its result died mid-run (a panic, os.Exit). */
  close(failedWith: string | undefined): void {
    if (this.pending && failedWith !== undefined) {
      this.failures.push({ name: this.pending.name, messages: [this.pending.text || `did not finish: ${failedWith}`] });
    }
    this.pending = undefined;
  }

  commit(text: string, into: Scan): void {
    const pkg = ownCopy(text);
    if (this.groups.length > 0) this.commitGroups(pkg, into);
    for (const { name, messages } of this.failures) {
      const { base, procs } = splitProcs(name);
      into.failures.push({ pkg, base: ownCopy(base), procs: base !== name ? procs : undefined, messages });
    }
    // A benchmark that panics can print its result first, `0  NaN ns/op`, and the panic after it.
    for (const group of this.groups) {
      const value = unfinishedValue(group);
      if (value === undefined) continue;
      const why = this.panicText ?? `go test printed ${String(value)} ${gatedUnit(group.units)!} after ${group.iterations} iterations: the benchmark did not finish`;
      into.failures.push({ pkg, base: group.base, procs: group.procs, messages: [ownCopy(why)] });
    }
  }

  private commitGroups(pkg: string, into: Scan): void {
    let bases = into.byPackage.get(pkg);
    if (!bases) into.byPackage.set(pkg, (bases = new Map()));
    for (const group of this.groups) {
      let variants = bases.get(group.base);
      if (!variants) bases.set(group.base, (variants = new Map()));
      const earlier = variants.get(group.procs);
      if (earlier) {
        mergeGroup(earlier, group);
        continue;
      }
      group.pkg = pkg;
      group.variants = variants;
      variants.set(group.procs, group);
      into.groups.push(group);
    }
  }

  get empty(): boolean {
    return this.groups.length === 0 && this.failures.length === 0;
  }
}

/** Every line that is not a plainly well-formed result line: headers, failures, -v output, errors. */
function scanLine(input: FileInput, text: string, line: number, state: ScanState): void {
  const section = state.section;
  const continuation = section.pending ? RESULT_CONTINUATION.exec(text) : null;
  if (section.pending && continuation) {
    const result = parseMetrics(input, (continuation[2] ?? continuation[4]!).trim().split(/\s+/), line);
    result.iterations = Number(continuation[1] ?? continuation[3]);
    section.addRun(section.pending.name, result);
    section.pending = undefined;
    return;
  }
  // With -v (and so with -json), a benchmark's log lines come before its `--- FAIL:` line.
  if (section.pending && /^(?: {4}|\t)\S/.test(text)) {
    (section.pending.logs ??= []).push(text.trim());
    return;
  }
  if (section.verbose && /^(?: {4}|\t)\S/.test(text)) {
    (section.streamed ??= []).push(text.trim());
    return;
  }
  const header = HEADER.exec(text);
  if (header) {
    const [, key, value] = header;
    if (key === 'pkg') {
      // Test binaries run one after another (`go test -c`, then each binary with -test.bench) print a
      // header per package and no `ok` line: another package's header after results ends a section.
      if (value !== state.pkg && state.pkg !== '' && section.groups.length > 0) {
        section.close('the next package began before its result');
        section.commit(state.pkg, state.result);
        state.section = new Section();
      }
      state.pkg = value!;
    } else state.result.env[key === 'goos' ? 'os' : key === 'goarch' ? 'arch' : 'cpu_model'] ??= ownCopy(value!);
    return;
  }
  if (/^Unit\s/.test(text)) return parseUnitLine(input, text, line, state.result.units);
  const marker = /^--- (FAIL|SKIP|BENCH): (\S+)/.exec(text);
  if (marker) {
    state.indented = true;
    let logs = section.pending && splitProcs(section.pending.name).base === splitProcs(marker[2]!).base ? (section.pending.logs ?? []) : undefined;
    if (logs) {
      // The name alone on its line, then its logs or this marker: -v.
      if (!section.pending!.text) section.verbose = true;
      section.pending = undefined;
    } else logs = section.streamed;
    section.streamed = undefined;
    if (marker[1] === 'FAIL' && marker[2]!.startsWith('Benchmark')) {
      // Go prints a failure under -cpu twice (after the name on its line, then on a line of its own,
      // `--- FAIL: BenchmarkX-2`): one failure. Only a name with its GOMAXPROCS is one run's; bare
      // markers of one name (-v prints one per failing run) stay apart.
      const same = /-\d+$/.test(marker[2]!) ? section.failures.find((f) => f.name === marker[2]) ?? adoptBare(section.failures, marker[2]!) : undefined;
      const failure = same ?? { name: marker[2]!, messages: [] };
      if (logs) appendAll(failure.messages, logs);
      if (!same) section.failures.push(failure);
      // With -v the run's log lines came before the marker: those after it are the next run's (streamed).
      state.indented = !section.verbose;
      state.failure = section.verbose ? undefined : failure;
    } else if (marker[1] === 'FAIL' && !section.failedTests.includes(marker[2]!) && section.failedTests.length < 10) section.failedTests.push(ownCopy(marker[2]!));
    return;
  }
  if (section.pending && !section.pending.text && text.startsWith('panic: ')) {
    section.pending.text = text;
    return;
  }
  if (!section.pending && section.panicText === undefined && section.previous !== undefined && text.startsWith('panic: ')) {
    section.panicText = text;
    return;
  }
  if (text.startsWith('Benchmark')) {
    const fields = text.split(/\s+/);
    if (fields.length > 1 && /^\d+$/.test(fields[1]!)) {
      const result = parseMetrics(input, fields.slice(2), line);
      result.iterations = Number(fields[1]);
      section.addRun(fields[0]!, result);
      section.resultRead(fields[0]!);
    } else {
      // Under -cpu 1,2,4 go prints the name before running it, so a failure follows it on its line,
      // read as the marker it is. The marker names the benchmark without its GOMAXPROCS
      // (`BenchmarkX-2   \t--- FAIL: BenchmarkX`): the run is the one the line starts with, whose
      // name has no suffix only at GOMAXPROCS 1, said here as `-1` (a bare marker's name says nothing).
      const marker = /^--- (FAIL|SKIP|BENCH): \S+/.exec(text.slice(fields[0]!.length).trimStart());
      if (marker) return scanLine(input, `--- ${marker[1]}: ${withProcs(fields[0]!)}`, line, state);
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
    if (failed && section.empty) state.result.failedPackages.push({ pkg: ownCopy(done[2]!), reason: failedPackageReason(section, done[3]) });
    section.commit(done[2]!, state.result);
    state.section = new Section();
  }
}

/**
 * Why a package printed no result: a test that failed (go test then runs no benchmark, so its
 * duration says nothing), else what its FAIL line says (`[build failed]`).
 */
function failedPackageReason(section: Section, rest: string | undefined): string {
  const tests = section.failedTests;
  if (tests.length === 0) return ownCopy((rest ?? 'failed').trim());
  return `test${tests.length > 1 ? 's' : ''} ${tests.join(', ')} failed, and go test runs no benchmark after a failed test: fix ${tests.length > 1 ? 'them' : 'it'}, or run the benchmarks alone with -run '^$'`;
}

interface ScanState {
  result: Scan;
  pkg: string;
  section: Section;
  indented: boolean;
  failure: { messages: string[] } | undefined;
}

/**
 * Line by line, as `text.split('\n')` would give them: the regular expression finds the next plainly
 * well-formed result line and reads it; the lines before it take the general path.
 */
function scan(input: FileInput): Scan {
  const state: ScanState = {
    result: { groups: [], byPackage: new Map(), failures: [], failedPackages: [], env: {}, units: new Map() },
    pkg: '',
    section: new Section(),
    indented: false,
    failure: undefined,
  };
  const text = input.text;
  let finder = new ResultLineFinder();
  let tuned = false;
  let start = 0;
  let line = 1;
  for (;;) {
    const match = finder.expression.exec(text);
    // A match starts a line, so every line before it ends with a \n before the match.
    const next = match === null ? Infinity : match.index;
    while (start < next) {
      const newline = text.indexOf('\n', start);
      scanOtherLine(input, text.slice(start, newline < 0 ? text.length : newline).trimEnd(), line++, state);
      if (newline < 0) return finish(state);
      start = newline + 1;
    }
    state.indented = false;
    state.failure = undefined;
    state.section.addMatch(match!, finder.layout);
    state.section.resultRead(match![1]!);
    line++;
    // After a match comes its line's \n, or the end of the text.
    start = finder.expression.lastIndex + 1;
    if (start > text.length) return finish(state);
    if (!tuned) {
      tuned = true;
      finder = expectingUnitsOf(match!, finder);
    }
  }
}

/**
 * After the first result line of the text, a finder that expects its units on the lines to come (see
 * ResultLineFinder), when they are all different; else the same finder.
 */
function expectingUnitsOf(first: RegExpExecArray, finder: ResultLineFinder): ResultLineFinder {
  const units: string[] = [];
  for (let at = 3; at < first.length && first[at] !== undefined; at += 2) units.push(first[at + 1]!);
  if (new Set(units).size !== units.length) return finder;
  const expecting = new ResultLineFinder(units.map(ownCopy));
  expecting.expression.lastIndex = finder.expression.lastIndex;
  return expecting;
}

/** A line the regular expression passed over (its trailing whitespace cut): the general path. */
function scanOtherLine(input: FileInput, text: string, line: number, state: ScanState): void {
  // Log lines under `--- FAIL:` / `--- BENCH:` are indented by four spaces or a tab.
  if (state.indented && /^(?: {4}|\t)/.test(text)) {
    state.failure?.messages.push(text.trim());
    return;
  }
  state.indented = false;
  state.failure = undefined;
  scanLine(input, text, line, state);
}

/** The end of the text; output cut before its `ok`/`FAIL` line has the package its header named. */
function finish(state: ScanState): Scan {
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

function directionOf(unit: string, units: Map<string, Direction>, options: ParseOptions): Direction | undefined {
  const declared = units.get(unit);
  if (declared) return declared;
  if (goTimeUnit(unit) !== undefined) return 'lower';
  if (unit === 'MB/s') return 'higher';
  return options.direction ?? (unit === 'B/op' || unit === 'allocs/op' ? 'lower' : undefined);
}

/**
 * ns/op when the benchmark reports it; else its first other metric that is not memory and whose unit
 * a benchmark may have (a b.ReportMetric unit can be any text without spaces, `hits#cache/op`).
 */
function gatedUnit(units: readonly string[]): string | undefined {
  if (units.includes('ns/op')) return 'ns/op';
  return units.find((u) => u !== 'B/op' && u !== 'allocs/op' && isSchemaUnit(u)) ?? units.find((u) => u !== 'B/op' && u !== 'allocs/op') ?? units[0];
}

/**
 * With -v (and -json), a run that fails under -cpu 1,2,4 prints a bare marker (`--- FAIL: BenchmarkX`)
 * and, for a GOMAXPROCS other than 1, the same failure again with it (`--- FAIL: BenchmarkX-2`): the
 * latest bare failure of that benchmark is that run's, and takes its name. Undefined when there is none.
 */
function adoptBare(failures: Array<{ name: string; messages: string[] }>, name: string): { name: string; messages: string[] } | undefined {
  const base = splitProcs(name).base;
  for (let i = failures.length - 1; i >= 0; i--) {
    const f = failures[i]!;
    if (f.name === base) {
      f.name = name;
      return f;
    }
  }
  return undefined;
}

/** A benchmark's name as go prints it at the start of a result line, with its GOMAXPROCS: none is 1. */
function withProcs(name: string): string {
  return splitProcs(name).base === name ? `${name}-1` : name;
}

/** The first value of the group's gated unit that is not a finite number (go's NaN of a benchmark that panicked), if any. */
function unfinishedValue(group: Group): number | undefined {
  const values = group.values[group.units.indexOf(gatedUnit(group.units)!)];
  return values?.find((v) => !Number.isFinite(v));
}

/** Whether every value could be a metric: finite and not negative (NaN included in "not finite"). */
function allUsable(values: readonly number[]): boolean {
  for (const v of values) if (!Number.isFinite(v) || v < 0) return false;
  return true;
}

/**
 * Every other `<value> <unit>` pair as a metric under its unit's name (B/op, allocs/op, MB/s, a
 * b.ReportMetric unit), its -count repeats as samples. A NaN stays null: it says nothing to compare.
 * The values array is the group's own and is used by nothing else, so it becomes the samples.
 */
function metricOf(unit: string, all: number[], scanned: Scan, options: ParseOptions): Metric | null {
  if (!allUsable(all)) return null;
  const value = median(all)!;
  const direction = directionOf(unit, scanned.units, options);
  // The usual shape made whole at once: V8 then keeps every field in the object itself.
  if (direction && all.length > 1 && isSchemaUnit(unit)) return { value, unit, direction, samples: all };
  // Go takes any unit without spaces (`hits#cache/op`, `p50@lat-ns`); one that a unit field may not
  // hold is left out, and the metric's name, which is the unit, stands for it.
  const metric: Metric = isSchemaUnit(unit) ? { value, unit } : { value };
  if (direction) metric.direction = direction;
  if (all.length > 1) metric.samples = all;
  return metric;
}

/** The entry of one group; its fields in the order the schema v1 examples show them. */
function entryOf(group: Group, name: string, scanned: Scan, options: ParseOptions): BenchmarkEntry {
  const units = group.units;
  const gated = gatedUnit(units)!;
  const samples = group.values[units.indexOf(gated)]!;
  const metrics: Record<string, Metric | null> = {};
  let metricCount = 0;
  for (let i = 0; i < units.length; i++) {
    const unit = units[i]!;
    if (unit === gated || unit in metrics) continue;
    metrics[unit] = metricOf(unit, group.values[i]!, scanned, options);
    metricCount++;
  }
  const value = median(samples)!;
  const unit = goTimeUnit(gated) ?? gated;
  // A figure of b.ReportMetric's with a unit a unit field may not hold (`hits#q`), when the benchmark
  // has no other to gate: its value, without the unit (metricOf leaves it out likewise).
  const unitOk = isSchemaUnit(unit);
  const direction = directionOf(gated, scanned.units, options);
  // The usual shape made whole at once (V8 then keeps every field in the object itself), in the order below.
  if (unitOk && direction && samples.length > 1 && group.sameIterations && group.pkg && metricCount > 0) {
    const { iterations, count, procs, pkg } = group;
    return { name, value, unit, direction, samples, iterations, count, procs, package: pkg, metrics, success: true, error: null };
  }
  const entry: BenchmarkEntry = unitOk ? { name, value, unit } : { name, value };
  if (direction) entry.direction = direction;
  if (samples.length > 1) entry.samples = samples;
  if (group.sameIterations) entry.iterations = group.iterations;
  entry.count = group.count;
  entry.procs = group.procs;
  if (group.pkg) entry.package = group.pkg;
  if (metricCount > 0) entry.metrics = metrics;
  entry.success = true;
  entry.error = null;
  return entry;
}

function buildEntries(input: FileInput, scanned: Scan, options: ParseOptions): BenchmarkEntry[] {
  // The packages that printed a result or a failure (byPackage lists only those with results).
  const packages = new Set(scanned.byPackage.keys());
  for (const f of scanned.failures) packages.add(f.pkg);
  const qualify = (pkg: string, name: string) => (packages.size > 1 && pkg ? packageQualified(pkg, name) : name);
  // A benchmark that passed at one GOMAXPROCS value and failed at the next (-cpu 1,2: Go stops it at
  // its first failure) has one result and a failure named with another value: it runs at several, and
  // is named as one that passed at all of them is, each run with its GOMAXPROCS.
  const key = (pkg: string, base: string) => `${pkg}\u0000${base}`;
  const failedAtAnother = new Set<string>();
  for (const f of scanned.failures) {
    const known = f.procs === undefined ? undefined : scanned.byPackage.get(f.pkg)?.get(f.base);
    if (known !== undefined && !known.has(f.procs!)) failedAtAnother.add(key(f.pkg, f.base));
  }
  const atSeveral = (pkg: string, base: string, variants: ReadonlyMap<number, unknown>) => variants.size > 1 || failedAtAnother.has(key(pkg, base));
  const nameOf = (g: Group) => qualify(g.pkg, atSeveral(g.pkg, g.base, g.variants) ? `${g.base}-${g.procs}` : g.base);

  const entries = new Map<string, BenchmarkEntry>();
  for (const g of scanned.groups) {
    // A benchmark that did not finish is a failure (below), with no value.
    if (unfinishedValue(g) !== undefined) continue;
    const name = nameOf(g);
    entries.set(name, entryOf(g, name, scanned, options));
  }
  // A parent fails with its failing sub-benchmark; the sub-benchmark's entry says why.
  const failures = scanned.failures.filter((f) => !scanned.failures.some((o) => o.pkg === f.pkg && o.base.startsWith(`${f.base}/`)));
  for (const f of failures) {
    // The failed benchmark's own entry: the one at its procs; without procs in its name, the only one
    // of its name. A result at another procs is another run of it, which passed.
    const bases = scanned.byPackage.get(f.pkg);
    const known = bases?.get(f.base);
    // A bare marker of a benchmark run at several GOMAXPROCS values is its run at 1 (-v's first failure).
    const procs = f.procs ?? (known !== undefined && atSeveral(f.pkg, f.base, known) ? 1 : undefined);
    const own = known && (procs !== undefined ? known.get(procs) : known.size === 1 ? known.values().next().value : undefined);
    // Without a result of its own, in a package run at several GOMAXPROCS values (-cpu 1,2,4), it
    // failed at the one its name says (none: 1), and is named as that run of it is named.
    const multiProcs = !own && bases !== undefined && [...bases].some(([base, v]) => atSeveral(f.pkg, base, v));
    const name = own ? nameOf(own) : qualify(f.pkg, multiProcs ? `${f.base}-${procs ?? 1}` : f.base);
    // Each message once: a failure printed twice logs its lines twice.
    const error = ownCopy([...new Set(f.messages)].join('; ') || 'benchmark failed');
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

/** go test's line per package: `ok  \t<pkg>\t0.1s`, `FAIL\t<pkg> [build failed]`, `?   \t<pkg>\t[no test files]`. */
const PACKAGE_LINE = /^(?:ok {2}|FAIL|\? {3})\t[^\s\t]+(?:[ \t]|$)/m;
const RESULT_LINE = /^Benchmark\S*[ \t]+\d+[ \t]+(?:[-+]?[\d.]+(?:[eE][-+]?\d+)?|NaN)[ \t]+\S/m;

export const goTest: FormatAdapter = {
  id: 'go-test',
  title: 'Go `go test -bench` text',
  producedBy: "go test -run '^$' -bench . -benchmem -count 5 ./... > bench.txt",
  detect(input) {
    if (input.kind !== 'file' || input.json !== undefined || input.jsonError) return false;
    const header = /^(?:goos|goarch|pkg):[ \t]/m.test(input.text);
    return (RESULT_LINE.test(input.text) && (header || /^Benchmark\S*[ \t].*\bns\/op\b/m.test(input.text)))
      || (header && /^--- FAIL: Benchmark/m.test(input.text))
      // A log with no result: go test without -bench, or with a test that failed (then no benchmark
      // runs). Recognised by go's line per package, so that the error says what is missing.
      || PACKAGE_LINE.test(input.text);
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
