/**
 * iai-callgrind's benchmark summaries (Rust; later releases are named Gungraun). `cargo bench --
 * --save-summary=json` (or `pretty-json`) writes one `summary.json` per benchmark beside its Callgrind
 * files under target/iai/<package>/<bench file>/<group>/<benchmark>/, and `--output-format=json`
 * prints the same summaries to stdout, one per line. Read here: one summary.json, that stream (or an
 * array of summaries, as `jq -s` makes of it), or a folder (target/iai) holding summary.json files.
 *
 * Each summary is one benchmark, named as iai-callgrind prints it: its `module_path` and, for a
 * `#[bench::id]` case, the id ("fixture::fib_group::bench_fib short"). Its value is the `Ir` of the
 * run the summary describes (instructions, lower is better), which the gate takes as an exact count
 * (core/count-primary.ts). Every other event of that profile (Callgrind's, else Cachegrind's) with a
 * unit below is a metric, lower is better (iai-callgrind's estimated cycles cost every hit, so fewer
 * hits of any level is less work); the cache simulation's misses, hits and estimated cycles follow
 * the host's caches, so they are reported and gated only when configured (core/metric-rules.ts). The
 * old values a summary holds (the tool's own comparison: `Both`/`Right`, `old` in version 7) are not
 * read: the baseline is bench-gate's. Rates (miss and hit rates) derive from the counts, and
 * system-call times are times, so neither is read.
 *
 * A folder keeps the summary of every benchmark run with --save-summary since it was made, so one
 * left by an earlier `cargo bench` (a removed or renamed benchmark, one a filter left out) is read
 * with a warning, as criterion's folder is.
 *
 * The summary's JSON format is versioned (`version`): versions 6 (iai-callgrind 0.16) and 7 (Gungraun
 * 0.20, which keeps its files under target/gungraun) are read here, each from real output
 * (fixtures/formats/iai-callgrind), and any other is an error that says what to use instead.
 */
import type { BenchmarkDocument, BenchmarkEntry, Metric } from '../core/model.js';
import { parseJsonText } from '../core/json-text.js';
import { inputError } from '../core/errors.js';
import { forEachLine } from './shared/lines.js';
import { noBenchmarks } from './shared/input-errors.js';
import { isObject, JsonReader, keyPath, type JsonObject } from './shared/json-reader.js';
import { repeatedAt, uniqueNames } from './shared/unique-names.js';
import type { DirectoryInput, FormatAdapter, FormatInput } from './types.js';
import { warnOfEarlierRuns, type WrittenResult } from './shared/earlier-runs.js';

const HINT = 'Give the summary.json files iai-callgrind or Gungraun wrote (cargo bench -- --save-summary=json), or target/iai (target/gungraun)';
const SUMMARY_FILE = /(?:^|\/)summary\.json$/;
/** The tools whose summaries hold instruction counts, in the order a benchmark's value is taken from. */
const TOOLS = ['Callgrind', 'Cachegrind'] as const;
/**
 * The unit of each event read, in the order its metrics are written (iai-callgrind's own order: the
 * accesses and what the cache simulation made of them, then the rest); an event not named here is
 * not read.
 */
const UNITS: ReadonlyArray<readonly [event: string, unit: string]> = [
  ['Dr', 'reads'],
  ['Dw', 'writes'],
  ['TotalRW', 'accesses'],
  ['L1hits', 'hits'],
  ['LLhits', 'hits'],
  ['RamHits', 'hits'],
  ['EstimatedCycles', 'cycles'],
  ['I1mr', 'misses'],
  ['D1mr', 'misses'],
  ['D1mw', 'misses'],
  ['ILmr', 'misses'],
  ['DLmr', 'misses'],
  ['DLmw', 'misses'],
  ['ILdmr', 'misses'],
  ['DLdmr', 'misses'],
  ['DLdmw', 'misses'],
  ['Bc', 'branches'],
  ['Bcm', 'mispredictions'],
  ['Bi', 'branches'],
  ['Bim', 'mispredictions'],
  ['SysCount', 'syscalls'],
  ['Ge', 'events'],
];

/** Whether a parsed value is an iai-callgrind summary of any version: enough to name the format. */
function isSummary(value: unknown): value is JsonObject {
  return isObject(value) && typeof value.version === 'string' && typeof value.module_path === 'string' && (value.kind === 'LibraryBenchmark' || value.kind === 'BinaryBenchmark');
}

/** The new run's counts of a profile's events, and where the events are (for errors). */
interface Events {
  place: string;
  /** The new run's count of an event, or undefined when the run has none (only an old one, or a rate). */
  count(event: string): number | undefined;
}

function wholeCount(reader: JsonReader, n: unknown, place: string): number {
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0) reader.fail(place, `expected a count (a whole number >= 0), found ${JSON.stringify(n) ?? 'nothing'}`);
  return n;
}

/**
 * Version 6: `profiles[i].summaries.total.summary.<Tool>.<event>.metrics` is `{Left: m}` (new only),
 * `{Both: [new, old]}` or `{Right: m}` (old only), each m `{Int: n}` or, for a rate, `{Float: x}`.
 */
function eventsV6(reader: JsonReader, profile: JsonObject, tool: string, at: string): Events {
  const summaryAt = `${at}.summaries.total.summary`;
  const summaries = reader.object(profile.summaries, keyPath(at, 'summaries'));
  const total = reader.object(summaries.total, `${at}.summaries.total`);
  const place = keyPath(summaryAt, tool);
  const events = reader.object(reader.object(total.summary, summaryAt)[tool], place);
  return {
    place,
    count(event) {
      if (!Object.hasOwn(events, event)) return undefined;
      const metricsAt = `${keyPath(place, event)}.metrics`;
      const metrics = reader.object(reader.object(events[event], keyPath(place, event)).metrics, metricsAt);
      const value = Object.hasOwn(metrics, 'Left') ? metrics.Left : Object.hasOwn(metrics, 'Both') ? reader.array(metrics.Both, keyPath(metricsAt, 'Both'))[0] : undefined;
      if (value === undefined) return undefined;
      const metric = reader.object(value, metricsAt);
      return Object.hasOwn(metric, 'Float') ? undefined : wholeCount(reader, metric.Int, keyPath(metricsAt, 'Int'));
    },
  };
}

/**
 * Version 7 (Gungraun): `profiles[i].data.total.metrics.<event>.values` is `{new, old}`, `{new}` or
 * `{old}`, each a bare number (or, for perf's metrics, `{value}` with more about it).
 */
function eventsV7(reader: JsonReader, profile: JsonObject, _tool: string, at: string): Events {
  const data = reader.object(profile.data, keyPath(at, 'data'));
  const total = reader.object(data.total, `${at}.data.total`);
  const place = `${at}.data.total.metrics`;
  const events = reader.object(total.metrics, place);
  return {
    place,
    count(event) {
      if (!Object.hasOwn(events, event)) return undefined;
      const valuesAt = `${keyPath(place, event)}.values`;
      const values = reader.object(reader.object(events[event], keyPath(place, event)).values, valuesAt);
      if (!Object.hasOwn(values, 'new')) return undefined;
      const value = isObject(values.new) ? values.new.value : values.new;
      return wholeCount(reader, value, keyPath(valuesAt, 'new'));
    },
  };
}

/** How each summary format version read here keeps its events. */
const VERSIONS: Readonly<Record<string, typeof eventsV6>> = { '6': eventsV6, '7': eventsV7 };

/** The events of the summary's first Callgrind (else Cachegrind) profile. */
function eventsOf(reader: JsonReader, summary: JsonObject, version: typeof eventsV6, place: string): Events {
  const profiles = reader.array(summary.profiles, keyPath(place, 'profiles'));
  for (const tool of TOOLS) {
    for (let i = 0; i < profiles.length; i++) {
      const at = keyPath(keyPath(place, 'profiles'), i);
      const profile = reader.object(profiles[i], at);
      if (profile.tool === tool) return version(reader, profile, tool, at);
    }
  }
  return reader.fail(keyPath(place, 'profiles'), 'holds no Callgrind or Cachegrind profile, so no instruction count', 'Run the benchmark with Callgrind (the default tool) or Cachegrind');
}

/** One summary as one benchmark entry. */
function entryOf(reader: JsonReader, value: unknown, place: string): BenchmarkEntry {
  const summary = reader.object(value, place);
  const version = reader.string(summary.version, keyPath(place, 'version'));
  const read = Object.hasOwn(VERSIONS, version) ? VERSIONS[version]! : reader.fail(keyPath(place, 'version'), `is summary format version ${version}, and only versions 6 (iai-callgrind 0.16) and 7 (Gungraun 0.20) are read`, 'Update to iai-callgrind 0.16 or Gungraun, or give the callgrind.*.out files with --from callgrind');
  const modulePath = reader.string(summary.module_path, keyPath(place, 'module_path'));
  const id = reader.optionalString(summary.id, keyPath(place, 'id'));
  const name = id === undefined ? modulePath : `${modulePath} ${id}`;
  const events = eventsOf(reader, summary, read, place);
  const ir = events.count('Ir');
  const metrics: Record<string, Metric> = {};
  for (const [event, unit] of UNITS) {
    const count = events.count(event);
    if (count !== undefined) metrics[event] = { value: count, unit, direction: 'lower' };
  }
  if (ir === undefined) reader.fail(keyPath(events.place, 'Ir'), 'the run has no Ir (instructions) count', 'Give the summary of a run that recorded Ir, the default event');
  if (ir === 0) reader.fail(keyPath(events.place, 'Ir'), 'counts no instruction at all (Ir is 0)', 'Give the summary of a benchmark that did some work');
  return { name, value: ir, unit: 'instructions', direction: 'lower', ...(Object.keys(metrics).length > 0 ? { metrics } : {}) };
}

function documentOf(path: string, entries: BenchmarkEntry[], places: string[], reader: JsonReader): BenchmarkDocument {
  if (entries.length === 0) throw noBenchmarks(path, 'iai-callgrind summaries (summary.json, or cargo bench -- --output-format=json)');
  return { schema_version: 1, benchmarks: uniqueNames(entries, (e) => e.name, repeatedAt(reader, places)), metadata: { tool: { name: 'iai-callgrind' } } };
}

/** The summaries of a JSON Lines stream (`--output-format=json`): every line that is not blank is one. */
function fromLines(path: string, text: string): BenchmarkDocument {
  const reader = new JsonReader(path, HINT);
  const entries: BenchmarkEntry[] = [];
  const places: string[] = [];
  forEachLine(text, (raw, index) => {
    const line = raw.trim();
    if (line === '') return;
    const place = `line ${index + 1}`;
    const value = parseJsonText(line, `${path}: ${place}`);
    if (!isSummary(value)) reader.fail(place, 'is not an iai-callgrind summary (no "version", "module_path" and "kind")');
    entries.push(entryOf(reader, value, place));
    places.push(place);
  });
  return documentOf(path, entries, places, reader);
}

function fromDirectory(input: DirectoryInput): BenchmarkDocument {
  const path = input.path;
  const files = input.list().filter((p) => SUMMARY_FILE.test(p)).sort();
  const entries: BenchmarkEntry[] = [];
  const places: string[] = [];
  const written: WrittenResult[] = [];
  const reader = new JsonReader(path, HINT);
  for (const rel of files) {
    const file = `${path}/${rel}`;
    const summary = parseJsonText(input.read(rel), file);
    const entry = entryOf(new JsonReader(file, HINT), summary, '');
    entries.push(entry);
    places.push(rel);
    // Gungraun says how long the benchmark took (under Valgrind, it can be minutes).
    const duration = isObject(summary) && typeof summary.duration_ns === 'number' && summary.duration_ns > 0 ? summary.duration_ns / 1e6 : 0;
    written.push({ entry, at: input.modified?.(rel), measuringMs: duration });
  }
  const document = documentOf(path, entries, places, reader);
  // iai-callgrind keeps each benchmark's summary.json until that benchmark runs again with --save-summary.
  warnOfEarlierRuns(
    input,
    written,
    'iai-callgrind keeps the summary.json of every benchmark it has run with --save-summary, a renamed or removed one and one a filter left out too',
    'remove the folder before measuring (rm -rf target/iai target/gungraun, then cargo bench -- --save-summary=json), or give the JSON Lines of cargo bench -- --output-format=json',
  );
  return document;
}

/** The first line that is not blank, for detecting a JSON Lines stream without reading all of it. */
function firstLine(text: string): string {
  const start = text.search(/\S/);
  if (start < 0) return '';
  const end = text.indexOf('\n', start);
  return text.slice(start, end < 0 ? text.length : end).trim();
}

function detect(input: FormatInput): boolean {
  if (input.kind === 'dir') {
    const first = input.list().find((p) => SUMMARY_FILE.test(p));
    if (first === undefined) return false;
    try {
      return isSummary(JSON.parse(input.read(first)));
    } catch {
      return false;
    }
  }
  if (input.json !== undefined) return isSummary(input.json) || (Array.isArray(input.json) && isSummary(input.json[0]));
  if (!input.jsonError) return false;
  try {
    return isSummary(JSON.parse(firstLine(input.text)));
  } catch {
    return false;
  }
}

export const iaiCallgrind: FormatAdapter = {
  id: 'iai-callgrind',
  title: 'iai-callgrind (Gungraun) benchmark summaries (instruction counts)',
  producedBy: 'cargo bench -- --save-summary=json (then give target/iai), or cargo bench -- --output-format=json > iai.jsonl',
  detect,
  parse(input) {
    if (input.kind === 'dir') return fromDirectory(input);
    const reader = new JsonReader(input.path, HINT);
    if (input.json === undefined) {
      if (!input.jsonError && input.text.trim() !== '' && !input.text.trimStart().startsWith('{')) throw inputError(input.path, 'is not JSON, so not an iai-callgrind summary', HINT);
      return fromLines(input.path, input.text);
    }
    if (Array.isArray(input.json)) {
      const places = input.json.map((_, i) => keyPath('', i));
      return documentOf(input.path, input.json.map((s, i) => entryOf(reader, s, places[i]!)), places, reader);
    }
    return documentOf(input.path, [entryOf(reader, input.json, '')], [''], reader);
  },
};
