/**
 * Google Benchmark JSON (`--benchmark_format=json` or `--benchmark_out=FILE`).
 *
 * One entry per run_name (the benchmark's name with its arguments, e.g. `BM_Sum/64/threads:2`).
 * The gated value is real_time in the entry's time_unit, lower is better: the `median` aggregate when
 * the run has repetitions, else the single iteration's real_time. Iteration rows become samples; the
 * aggregates (mean, median, stddev, cv, and user statistics) are kept under `aggregates`, user
 * counters (with items_per_second and bytes_per_second) under `counters`. Versions up to 1.4 mark no
 * row as an aggregate: their `<run>_mean`, `_median` and `_stddev` rows are recognised by name
 * (legacyAggregates), so that a stddev is never gated as a benchmark's time. A benchmark that called
 * `state.SkipWithError` (`error_occurred`) or, in all its repetitions, `state.SkipWithMessage`
 * (`skipped`, 1.8 on) is a failed benchmark with the tool's message. Google Benchmark marks every run
 * it skips so; a run of 0 iterations that says neither measured nothing, and a benchmark with no
 * other run is failed saying so (zeroIterationsEntry), not left out.
 */
import { metricOf, metricsField } from './shared/metrics.js';
import { InputError, inputError } from '../core/errors.js';
import type { BenchmarkEntry, Environment, Metadata, Metric } from '../core/model.js';
import { convertTime } from '../core/units.js';
import { median, samplesField } from './shared/harness.js';
import { isObject, JsonReader } from './shared/json-reader.js';
import type { FileInput, FormatAdapter } from './types.js';
import { parseJsonText } from '../core/json-text.js';

type Row = Record<string, unknown>;

/** Keys of a run row that are not user counters. */
const RUN_KEYS = new Set([
  'name', 'family_index', 'per_family_instance_index', 'run_name', 'run_type', 'repetitions', 'repetition_index',
  'threads', 'iterations', 'real_time', 'cpu_time', 'time_unit', 'error_occurred', 'error_message',
  'aggregate_name', 'aggregate_unit', 'label', 'skipped', 'skip_message', 'big_o', 'cpu_coefficient', 'real_coefficient', 'rms',
]);
const TIME_UNITS = new Set(['ns', 'us', 'ms', 's']);
const HINT = 'Give the unchanged Google Benchmark output';

/**
 * Google Benchmark writes non-finite doubles as bare NaN / Infinity / -Infinity (and old versions as
 * nan / inf), which JSON does not allow. Outside strings they become null; newlines are kept, so a
 * later syntax error still points at the right line.
 */
export function nonFiniteToNull(text: string): string {
  const token = /[-+]?(?:nan|infinity|inf)(?![A-Za-z0-9_])/iy;
  let out = '';
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (inString) {
      out += c;
      if (c === '\\') out += text[++i] ?? '';
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') inString = true;
    else if (c === '-' || c === '+' || c === 'N' || c === 'n' || c === 'I' || c === 'i') {
      token.lastIndex = i;
      const m = token.exec(text);
      if (m) {
        out += 'null';
        i += m[0].length - 1;
        continue;
      }
    }
    out += c;
  }
  return out;
}

function documentOf(input: FileInput): Row {
  const json = input.json !== undefined ? input.json : parseJsonText(nonFiniteToNull(input.text), input.path);
  if (!isObject(json) || !Array.isArray(json.benchmarks)) {
    throw inputError(input.path, 'is not Google Benchmark JSON (expected an object with "context" and a "benchmarks" array)', 'Run the benchmark with --benchmark_format=json or --benchmark_out=FILE');
  }
  return json;
}

interface Group {
  name: string;
  iterations: Array<{ row: Row; index: number }>;
  aggregates: Map<string, { row: Row; index: number }>;
}

/** The aggregate a row holds (mean, median, stddev, cv, a user statistic), or undefined for a run's own row. */
function aggregateOf(row: Row, legacy: ReadonlyMap<Row, string>): string | undefined {
  if (row.run_type === 'aggregate' || (row.run_type === undefined && typeof row.aggregate_name === 'string')) return String(row.aggregate_name);
  return legacy.get(row);
}

/**
 * Google Benchmark 1.4 and older write no run_type nor aggregate_name: an aggregate is a row named
 * `<run>_mean`, `<run>_median` (1.3 on) or `<run>_stddev`, written once after the run's repetitions.
 * Every such version writes the mean and the stddev of each run it aggregates, so a name with one of
 * these suffixes is an aggregate only when its run has both (and it is not itself repeated, as a run's
 * rows are): `BM_x_y` beside `BM_x`'s aggregates stays a benchmark. Files from 1.5 on say run_type on
 * every row and are not guessed at.
 */
function legacyAggregates(rows: Row[]): Map<Row, string> {
  const out = new Map<Row, string>();
  if (rows.some((r) => r.run_type !== undefined || r.aggregate_name !== undefined)) return out;
  const count = new Map<string, number>();
  for (const r of rows) if (typeof r.name === 'string') count.set(r.name, (count.get(r.name) ?? 0) + 1);
  for (const r of rows) {
    const m = typeof r.name === 'string' ? /^(.+)_(mean|median|stddev)$/.exec(r.name) : null;
    if (m && count.get(r.name as string) === 1 && count.get(`${m[1]}_mean`) === 1 && count.get(`${m[1]}_stddev`) === 1) out.set(r, m[2]!);
  }
  return out;
}

/** The run a row belongs to: run_name, or for old versions the name without its `_mean` suffix. */
function runNameOf(row: Row, aggregate: string | undefined, place: string, reader: JsonReader): string {
  if (typeof row.run_name === 'string' && row.run_name !== '') return row.run_name;
  const name = reader.string(row.name, `${place}.name`);
  if (aggregate !== undefined && name.endsWith(`_${aggregate}`)) return name.slice(0, -aggregate.length - 1);
  return name;
}

function groupRows(rows: unknown[], reader: JsonReader): Group[] {
  const groups = new Map<string, Group>();
  const objects = rows.map((row, index) => reader.object(row, `benchmarks[${index}]`));
  const legacy = legacyAggregates(objects);
  objects.forEach((r, index) => {
    const place = `benchmarks[${index}]`;
    // Complexity fits (BigO, RMS) describe a family, not one benchmark: nothing to gate.
    if ('big_o' in r || 'rms' in r) return;
    const aggregate = aggregateOf(r, legacy);
    const name = runNameOf(r, aggregate, place, reader);
    let group = groups.get(name);
    if (!group) groups.set(name, (group = { name, iterations: [], aggregates: new Map() }));
    if (aggregate !== undefined) group.aggregates.set(aggregate, { row: r, index });
    else group.iterations.push({ row: r, index });
  });
  return [...groups.values()];
}

function timeOf(row: Row, index: number, key: 'real_time' | 'cpu_time', unit: string, reader: JsonReader): number {
  const place = `benchmarks[${index}]`;
  // null is what nonFiniteToNull made of a bare NaN or Infinity.
  if (row[key] === null) throw reader.error(`${place}.${key}`, 'is NaN or infinite');
  const value = reader.number(row[key], `${place}.${key}`);
  const from = row.time_unit;
  if (typeof from !== 'string' || !TIME_UNITS.has(from)) {
    throw reader.error(`${place}.time_unit`, `is ${JSON.stringify(from) ?? 'missing'}, expected ns, us, ms or s`);
  }
  return convertTime(value, from, unit);
}

function countersOf(row: Row): Record<string, number | null> {
  const counters: Record<string, number | null> = {};
  for (const [key, value] of Object.entries(row)) {
    if (!RUN_KEYS.has(key) && (typeof value === 'number' || value === null)) counters[key] = value;
  }
  return counters;
}

/** Counters as metrics: items_per_second and bytes_per_second as rates, user counters under their own name. */
function countersAsMetrics(counters: Record<string, number | null>): Record<string, Metric | undefined> {
  const out: Record<string, Metric | undefined> = {};
  for (const [name, value] of Object.entries(counters)) {
    const unit = name === 'items_per_second' ? 'items/s' : name === 'bytes_per_second' ? 'B/s' : name;
    out[name] = metricOf(name, value, unit);
  }
  return out;
}

function medianCounters(rows: Row[]): Record<string, number | null> {
  const all = rows.map(countersOf);
  const out: Record<string, number | null> = {};
  for (const key of new Set(all.flatMap(Object.keys))) {
    const values = all.map((c) => c[key]);
    out[key] = values.every((v): v is number => typeof v === 'number') ? median(values)! : null;
  }
  return out;
}

function failedEntry(group: Group): BenchmarkEntry | undefined {
  const rows = [...group.iterations, ...group.aggregates.values()].map((r) => r.row);
  const failed = rows.filter((r) => r.error_occurred === true);
  if (failed.length === 0) return undefined;
  const messages = [...new Set(failed.map((r) => (typeof r.error_message === 'string' && r.error_message) || 'error occurred'))];
  return { name: group.name, success: false, error: messages.join('; ') };
}

function isSkipped(row: Row): boolean {
  return row.skipped === true || row.iterations === 0;
}

/**
 * A benchmark that called `state.SkipWithMessage(...)` (Google Benchmark 1.8 on; 1.7's SkipWithError
 * is `error_occurred`, read by failedEntry) in every repetition: nothing was measured, and it is failed
 * with the tool's message, not left out (which the comparison showed as `missing`, with advice to
 * pass --allow-missing). Repetitions that did measure are compared as usual.
 */
function skippedEntry(group: Group): BenchmarkEntry | undefined {
  const skipped = group.iterations.filter((r) => r.row.skipped === true).map((r) => r.row);
  if (skipped.length === 0) return undefined;
  const messages = [...new Set(skipped.map((r) => (typeof r.skip_message === 'string' && r.skip_message) || ''))];
  const why = messages.filter((m) => m !== '').join('; ');
  return { name: group.name, success: false, error: why === '' ? 'skipped (SkipWithMessage), without a message' : `skipped (SkipWithMessage): ${why}` };
}

/**
 * A benchmark whose every run has `iterations: 0` and neither `error_occurred` nor `skipped`. Google
 * Benchmark writes no such row (json_reporter.cc: a run it skips says `skipped` or `error_occurred`,
 * and one it ran has at least one iteration), so the file was edited or made by another tool. Left
 * out, it read as `missing` in a comparison, with advice to pass --allow-missing; it is failed, with
 * the row at fault, as a deliberate skip is.
 */
function zeroIterationsEntry(group: Group): BenchmarkEntry | undefined {
  const zero = group.iterations.find((r) => r.row.iterations === 0 && r.row.skipped !== true);
  if (zero === undefined) return undefined;
  return {
    name: group.name,
    success: false,
    error: `benchmarks[${zero.index}] ran 0 iterations and is marked neither "skipped" nor "error_occurred", as Google Benchmark marks a run it skips: nothing was measured. Give the unchanged output of the benchmark binary`,
  };
}

function entryOf(group: Group, reader: JsonReader): BenchmarkEntry | undefined {
  const failed = failedEntry(group);
  if (failed) return failed;
  const iterations = group.iterations.filter((r) => !isSkipped(r.row));
  const headline = group.aggregates.get('median') ?? (iterations.length === 1 ? iterations[0] : undefined);
  const first = headline ?? iterations[0] ?? group.aggregates.get('mean');
  if (!first) return skippedEntry(group) ?? zeroIterationsEntry(group);
  const unit = typeof first.row.time_unit === 'string' && TIME_UNITS.has(first.row.time_unit) ? first.row.time_unit : 'ns';
  const samples = iterations.map((r) => timeOf(r.row, r.index, 'real_time', unit, reader));
  const cpu = iterations.map((r) => timeOf(r.row, r.index, 'cpu_time', unit, reader));
  const aggregates: Record<string, number> = {};
  for (const [name, r] of group.aggregates) {
    // A statistic that came out NaN (the cv of a mean of 0 is 0 / 0) is only kept, never gated: left out.
    if (r.row.real_time === null && r !== headline) continue;
    aggregates[name] = timeOf(r.row, r.index, 'real_time', unit, reader);
  }
  const value = headline ? timeOf(headline.row, headline.index, 'real_time', unit, reader) : samples.length > 0 ? median(samples)! : aggregates.mean!;
  const cpuTime = headline ? timeOf(headline.row, headline.index, 'cpu_time', unit, reader) : cpu.length > 0 ? median(cpu)! : undefined;
  const counters = headline ? countersOf(headline.row) : iterations.length > 0 ? medianCounters(iterations.map((r) => r.row)) : countersOf(first.row);
  const iterationCounts = new Set(iterations.map((r) => r.row.iterations));
  const label = first.row.label;
  const entry: BenchmarkEntry = {
    name: group.name,
    value,
    unit,
    direction: 'lower',
    ...samplesField(samples),
    ...(iterationCounts.size === 1 && typeof iterations[0]!.row.iterations === 'number' ? { iterations: iterations[0]!.row.iterations } : {}),
    ...(cpuTime !== undefined ? { cpu_time: cpuTime } : {}),
    ...(typeof first.row.threads === 'number' ? { threads: first.row.threads } : {}),
    ...(typeof first.row.repetitions === 'number' ? { repetitions: first.row.repetitions } : {}),
    ...(Object.keys(aggregates).length > 0 ? { aggregates } : {}),
    ...(Object.keys(counters).length > 0 ? { counters } : {}),
    ...metricsField(countersAsMetrics(counters)),
    ...(typeof label === 'string' && label !== '' ? { label } : {}),
    success: true,
    error: null,
  };
  // A benchmark that measured no time (a manual-time one that set 0) has nothing to compare; the rest of the file does.
  if (!(value > 0)) return { ...entry, success: false, error: `real_time is ${value} ${unit}: nothing to compare (did the benchmark measure anything? A manual-time benchmark must call SetIterationTime with the time it took)` };
  return entry;
}

const CONTEXT_ENVIRONMENT: ReadonlyArray<[from: string, to: string]> = [
  ['host_name', 'host_name'], ['mhz_per_cpu', 'mhz_per_cpu'], ['cpu_scaling_enabled', 'cpu_scaling_enabled'],
  ['caches', 'caches'], ['library_build_type', 'library_build_type'],
];

function metadataOf(context: unknown): Metadata {
  const tool = { name: 'Google Benchmark' };
  if (context === null || typeof context !== 'object' || Array.isArray(context)) return { tool };
  const c = context as Row;
  const environment: Environment = {};
  if (typeof c.num_cpus === 'number' && Number.isInteger(c.num_cpus) && c.num_cpus >= 1) environment.cpu_count = c.num_cpus;
  for (const [from, to] of CONTEXT_ENVIRONMENT) if (c[from] !== undefined && c[from] !== null) environment[to] = c[from];
  return {
    tool: typeof c.library_version === 'string' && c.library_version !== '' ? { ...tool, version: c.library_version } : tool,
    ...(typeof c.date === 'string' ? { timestamp: c.date } : {}),
    ...(typeof c.executable === 'string' ? { executable: c.executable } : {}),
    environment,
  };
}

function looksLikeContext(value: unknown): boolean {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  return ['num_cpus', 'mhz_per_cpu', 'library_build_type', 'cpu_scaling_enabled'].some((k) => k in value);
}

export const googleBenchmark: FormatAdapter = {
  id: 'google-benchmark',
  title: 'Google Benchmark JSON',
  producedBy: './my_benchmark --benchmark_format=json --benchmark_repetitions=5 > bench.json',
  detect(input) {
    if (input.kind !== 'file') return false;
    if (input.json !== undefined) {
      const doc = input.json as Row | null;
      return typeof doc === 'object' && doc !== null && !('schema_version' in doc) && Array.isArray(doc.benchmarks) && looksLikeContext(doc.context);
    }
    // Bare NaN/Infinity make the file invalid JSON: recognise it by its opening context block.
    return input.jsonError !== undefined && /^\s*\{\s*"context"\s*:\s*\{[^}]*"(?:num_cpus|mhz_per_cpu|library_build_type)"/.test(input.text);
  },
  parse(input) {
    if (input.kind !== 'file') throw inputError(input.path, 'is a directory, not Google Benchmark JSON', 'Give the JSON file');
    const doc = documentOf(input);
    const reader = new JsonReader(input.path, HINT);
    const groups = groupRows(doc.benchmarks as unknown[], reader);
    const benchmarks = groups.map((g) => entryOf(g, reader)).filter((e): e is BenchmarkEntry => e !== undefined);
    if (benchmarks.length === 0) {
      throw new InputError(`${input.path}: no benchmarks found (the "benchmarks" array holds no run). Check --benchmark_filter, and that the benchmark binary ran to the end`);
    }
    const skipped = groups.filter((g) => !benchmarks.some((b) => b.name === g.name)).map((g) => g.name);
    return { schema_version: 1, benchmarks, metadata: { ...metadataOf(doc.context), ...(skipped.length > 0 ? { skipped } : {}) } };
  },
};
