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
 * old values a summary holds (iai-callgrind's own comparison, `Both`/`Right`) are not read: the
 * baseline is bench-gate's. Rates (`Float` metrics) derive from the counts, and system-call times
 * are times, so neither is read.
 *
 * The summary's JSON format is versioned (`version`); version 6 (iai-callgrind 0.16) is the one read
 * here, and any other is an error that says what to use instead.
 */
import type { BenchmarkDocument, BenchmarkEntry, Metric } from '../core/model.js';
import { parseJsonText } from '../core/json-text.js';
import { inputError } from '../core/errors.js';
import { forEachLine } from './shared/lines.js';
import { noBenchmarks } from './shared/input-errors.js';
import { isObject, JsonReader, keyPath, type JsonObject } from './shared/json-reader.js';
import { repeatedAt, uniqueNames } from './shared/unique-names.js';
import type { FormatAdapter, FormatInput } from './types.js';

const HINT = 'Give the summary.json files iai-callgrind wrote (cargo bench -- --save-summary=json), or target/iai';
const SUMMARY_FILE = /(?:^|\/)summary\.json$/;
const VERSION = '6';
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

/** The new run's value of one event (`metrics`: `{Left}` or `{Both: [new, old]}`), or undefined when only an old one is there. */
function newValue(reader: JsonReader, diff: unknown, place: string): unknown {
  const metrics = reader.object(reader.object(diff, place).metrics, keyPath(place, 'metrics'));
  if (Object.hasOwn(metrics, 'Left')) return metrics.Left;
  if (Object.hasOwn(metrics, 'Both')) return reader.array(metrics.Both, keyPath(keyPath(place, 'metrics'), 'Both'))[0];
  return undefined;
}

/** An integer count (`{"Int": n}`), or undefined for a derived rate (`{"Float": x}`). */
function countOf(reader: JsonReader, value: unknown, place: string): number | undefined {
  const metric = reader.object(value, place);
  if (Object.hasOwn(metric, 'Float')) return undefined;
  const n = metric.Int;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0) reader.fail(keyPath(place, 'Int'), `expected a count (a whole number >= 0), found ${JSON.stringify(n) ?? 'nothing'}`);
  return n;
}

/** The events of the summary's first Callgrind (else Cachegrind) profile, with where they are. */
function eventsOf(reader: JsonReader, summary: JsonObject, place: string): { events: JsonObject; place: string } {
  const profiles = reader.array(summary.profiles, keyPath(place, 'profiles'));
  for (const tool of TOOLS) {
    for (let i = 0; i < profiles.length; i++) {
      const at = keyPath(keyPath(place, 'profiles'), i);
      const profile = reader.object(profiles[i], at);
      if (profile.tool !== tool) continue;
      const summaryAt = `${at}.summaries.total.summary`;
      const summaries = reader.object(profile.summaries, keyPath(at, 'summaries'));
      const total = reader.object(summaries.total, `${at}.summaries.total`);
      const metrics = reader.object(total.summary, summaryAt);
      return { events: reader.object(metrics[tool], keyPath(summaryAt, tool)), place: keyPath(summaryAt, tool) };
    }
  }
  return reader.fail(keyPath(place, 'profiles'), 'holds no Callgrind or Cachegrind profile, so no instruction count', 'Run the benchmark with Callgrind (iai-callgrind\'s default tool) or Cachegrind');
}

/** One summary as one benchmark entry. */
function entryOf(reader: JsonReader, value: unknown, place: string): BenchmarkEntry {
  const summary = reader.object(value, place);
  const version = reader.string(summary.version, keyPath(place, 'version'));
  if (version !== VERSION) {
    reader.fail(keyPath(place, 'version'), `is summary format version ${version}, and only version ${VERSION} (iai-callgrind 0.16) is read`, 'Update iai-callgrind to 0.16, or give its callgrind.*.out files with --from callgrind');
  }
  const modulePath = reader.string(summary.module_path, keyPath(place, 'module_path'));
  const id = reader.optionalString(summary.id, keyPath(place, 'id'));
  const name = id === undefined ? modulePath : `${modulePath} ${id}`;
  const { events, place: eventsAt } = eventsOf(reader, summary, place);
  const countAt = (event: string): number | undefined => {
    if (!Object.hasOwn(events, event)) return undefined;
    const at = keyPath(eventsAt, event);
    const raw = newValue(reader, events[event], at);
    return raw === undefined ? undefined : countOf(reader, raw, `${at}.metrics`);
  };
  const ir = countAt('Ir');
  const metrics: Record<string, Metric> = {};
  for (const [event, unit] of UNITS) {
    const count = countAt(event);
    if (count !== undefined) metrics[event] = { value: count, unit, direction: 'lower' };
  }
  if (ir === undefined) reader.fail(keyPath(eventsAt, 'Ir'), 'the run has no Ir (instructions) count', 'Give the summary of a run that recorded Ir, the default event');
  if (ir === 0) reader.fail(keyPath(eventsAt, 'Ir'), 'counts no instruction at all (Ir is 0)', 'Give the summary of a benchmark that did some work');
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

function fromDirectory(path: string, list: string[], read: (rel: string) => string): BenchmarkDocument {
  const files = list.filter((p) => SUMMARY_FILE.test(p)).sort();
  const entries: BenchmarkEntry[] = [];
  const places: string[] = [];
  const reader = new JsonReader(path, HINT);
  for (const rel of files) {
    const file = `${path}/${rel}`;
    entries.push(entryOf(new JsonReader(file, HINT), parseJsonText(read(rel), file), ''));
    places.push(rel);
  }
  return documentOf(path, entries, places, reader);
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
    if (input.kind === 'dir') return fromDirectory(input.path, input.list(), (rel) => input.read(rel));
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
