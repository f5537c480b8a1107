/**
 * hyperfine's `--export-json`, both formats:
 *  - 1.x: `{"results": [{command, mean, stddev, median, user, system, min, max, times, exit_codes}]}`;
 *  - 2.x (`schema_version: 2`): `metadata`, `primary_metric`, and per result `name` (custom or
 *    generated, when it differs from `command`), `measurements` (one per run, each metric as
 *    `{value, unit}`, plus `exit_code`) and `summary` (count, mean, stddev, median, min, max per metric).
 *
 * One benchmark per result, named by 2.x's `name`, else its `command` (1.x puts the --command-name
 * there). Value: the MEDIAN of the primary metric (1.x: wall-clock time), in its unit (s; B for
 * memory; counts for hardware counters), lower is better, with the per-run values as samples.
 * hyperfine headlines the mean, but with the few runs typical of whole-program timing one slow run
 * (cold caches, a CI neighbour) moves the mean and not the median, and a gate must not fire on one
 * outlier. The mean, stddev, min, max and the other metrics are kept as fields. 1.x exports from before
 * hyperfine 1.6 have no median: the mean is used, and `statistic` says which one the value is.
 *
 * A command that exited non-zero in any run is a failed benchmark (hyperfine keeps such runs only with
 * --ignore-failure); a null exit code means the process was killed by a signal. A median of zero
 * (hyperfine 1.x subtracts the shell's start-up time and clamps at zero) is a failed benchmark too.
 *
 * Metrics, named as hyperfine 2.x names them so that a baseline made with 1.x still compares after an
 * upgrade: `time_user` and `time_system` (s; 1.x exports only their mean over the runs),
 * `memory_peak_resident` (B, each run's peak RSS: 1.x `memory_usage_byte`, hyperfine 1.19 and later,
 * the median over the runs with one sample per run), and in 2.x every metric measured besides the
 * primary one (`time_wall_clock`, `time_cpu`, hardware counters such as `instructions`) as its median
 * with its per-run values. Lower is better for each, by its unit.
 *
 * The 2.x reader was written from hyperfine 2.0.0's source (src/export/json.rs,
 * src/benchmark/measurement.rs, src/metric.rs) and its CHANGELOG: that release needs a newer Rust
 * than this project's machines have, so no 2.x export could be made here.
 */
import type { BenchmarkDocument, BenchmarkEntry, Metadata, Metric } from '../core/model.js';
import { isObject, type JsonObject, JsonReader, keyPath } from './shared/json-reader.js';
import { median } from '../core/aggregate.js';
import { metricOf, metricsField } from './shared/metrics.js';
import { uniqueNames } from './shared/unique-names.js';
import type { FormatAdapter, FormatInput } from './types.js';

const HINT = 'Export it again with hyperfine --export-json';

/** What one result boils down to, whichever format it came in. */
interface HyperfineRun {
  name: string;
  value: number;
  unit: string;
  statistic: 'median' | 'mean';
  samples?: number[];
  fields: JsonObject;
  metrics: Record<string, Metric | undefined>;
  /** The metrics left out because hyperfine measured nothing (a CPU time of 0 s), with why: `unmeasured_metrics`. */
  unmeasured: Record<string, string>;
  exitCodes?: Array<number | null>;
}

function exitCodeAt(f: JsonReader, value: unknown, path: string): number | null {
  if (value === null) return null;
  if (typeof value !== 'number' || !Number.isInteger(value)) f.fail(path, 'expected an integer exit code or null');
  return value;
}

/** Why a time of 0 s is not a measurement (`unmeasured_metrics`; the gate repeats it when a baseline has the metric). */
const ZERO_TIME = 'hyperfine measured 0 s: below what the kernel accounts for a command this short';

/**
 * A time metric in s, or nothing for a time of 0 (named in `unmeasured` with why): the CPU time of a
 * short command is often below what the kernel's accounting resolves, and a "0 s" baseline would make
 * any later reading a regression "from 0".
 */
function timeMetric(name: string, value: unknown, unmeasured: Record<string, string>, samples?: readonly number[]): Metric | undefined {
  if (value !== 0) return metricOf(name, value, 's', samples);
  unmeasured[name] = ZERO_TIME;
  return undefined;
}

function readV1Result(f: JsonReader, r: JsonObject, path: string): HyperfineRun {
  const fields: JsonObject = { mean: f.numberAt(r, path, 'mean') };
  for (const key of ['stddev', 'median', 'min', 'max', 'user', 'system']) {
    const v = f.optionalNumber(r[key], keyPath(path, key));
    if (v !== undefined) fields[key] = v;
  }
  if (r.parameters !== undefined) fields.parameters = f.object(r.parameters, keyPath(path, 'parameters'));
  else if (r.parameter !== undefined) fields.parameters = { value: r.parameter }; // hyperfine < 1.11
  if (r.memory_usage_byte !== undefined) fields.memory_usage_byte = f.numbers(r.memory_usage_byte, keyPath(path, 'memory_usage_byte'));
  const memory = fields.memory_usage_byte as number[] | undefined;
  const unmeasured: Record<string, string> = {};
  const metrics = {
    time_user: timeMetric('time_user', fields.user, unmeasured),
    time_system: timeMetric('time_system', fields.system, unmeasured),
    memory_peak_resident: memory && memory.length > 0 ? metricOf('memory_peak_resident', median(memory), 'B', memory) : undefined,
  };
  const statistic = fields.median === undefined ? 'mean' : 'median';
  const exitCodes = r.exit_codes === undefined ? undefined
    : f.array(r.exit_codes, keyPath(path, 'exit_codes')).map((c, i) => exitCodeAt(f, c, keyPath(keyPath(path, 'exit_codes'), i)));
  return {
    name: f.stringAt(r, path, 'command'),
    value: fields[statistic] as number,
    unit: 's',
    statistic,
    ...(r.times === undefined || r.times === null ? {} : { samples: f.numbers(r.times, keyPath(path, 'times')) }),
    fields,
    metrics,
    unmeasured,
    ...(exitCodes ? { exitCodes } : {}),
  };
}

/** hyperfine's summary units; hardware counters have none and are counts of their metric. */
const UNITS: Record<string, string> = { second: 's', byte: 'B' };
const COUNTER_UNITS: Record<string, string> = { cpu_cycles: 'cycles', instructions: 'instructions' };

function unitOf(f: JsonReader, summary: JsonObject, path: string, metric: string): string {
  if (summary.unit === undefined) return COUNTER_UNITS[metric] ?? 'count';
  const unit = f.string(summary.unit, keyPath(path, 'unit'));
  const mapped = UNITS[unit];
  if (!mapped) f.fail(keyPath(path, 'unit'), `is "${unit}"; hyperfine's units are second and byte`);
  return mapped;
}

/** `{"duration": {"value": "1"}}` -> `{"duration": "1"}`, as 1.x wrote parameters. */
function parametersOf(f: JsonReader, raw: unknown, path: string): Record<string, unknown> {
  const params = f.object(raw, path);
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, isObject(v) && 'value' in v ? v.value : v]));
}

/** 2.x: the primary metric's median from `summary`, its per-run values from `measurements`. */
function readV2Result(f: JsonReader, r: JsonObject, path: string, primary: string): HyperfineRun {
  const command = f.stringAt(r, path, 'command');
  const name = r.name === undefined || r.name === null ? command : f.stringAt(r, path, 'name');
  const summaries = f.object(r.summary, keyPath(path, 'summary'));
  const summaryPath = keyPath(keyPath(path, 'summary'), primary);
  if (summaries[primary] === undefined) f.fail(summaryPath, `is missing: the primary metric "${primary}" was not measured`);
  const summary = f.object(summaries[primary], summaryPath);
  const measurementsPath = keyPath(path, 'measurements');
  const measurements = f.array(r.measurements, measurementsPath).map((m, i) => f.object(m, keyPath(measurementsPath, i)));
  const samples = measurements.map((m, i) => {
    const at = keyPath(keyPath(measurementsPath, i), primary);
    return f.number(f.object(m[primary], at).value, keyPath(at, 'value'));
  });
  const exitCodes = measurements.map((m, i) => exitCodeAt(f, m.exit_code, keyPath(keyPath(measurementsPath, i), 'exit_code')));
  const fields: JsonObject = { metric: primary, mean: f.numberAt(summary, summaryPath, 'mean') };
  for (const key of ['stddev', 'min', 'max']) {
    const v = f.optionalNumber(summary[key], keyPath(summaryPath, key));
    if (v !== undefined) fields[key] = v;
  }
  if (name !== command) fields.command = command;
  if (r.parameters !== undefined) fields.parameters = parametersOf(f, r.parameters, keyPath(path, 'parameters'));
  if (r.environment !== undefined) fields.environment = f.object(r.environment, keyPath(path, 'environment'));
  const others = Object.fromEntries(Object.entries(summaries).filter(([k]) => k !== primary));
  if (Object.keys(others).length > 0) fields.other_metrics = others;
  const metrics: Record<string, Metric | undefined> = {};
  const unmeasured: Record<string, string> = {};
  for (const metric of Object.keys(others)) {
    const at = keyPath(keyPath(path, 'summary'), metric);
    const other = f.object(summaries[metric], at);
    const values = measurements.map((m) => (isObject(m[metric]) ? m[metric].value : undefined));
    const perRun = values.every((v): v is number => typeof v === 'number') ? values : undefined;
    const unit = unitOf(f, other, at, metric);
    const value = f.optionalNumber(other.median, keyPath(at, 'median'));
    metrics[metric] = unit === 's' ? timeMetric(metric, value, unmeasured, perRun) : metricOf(metric, value, unit, perRun);
  }
  return {
    name,
    value: f.numberAt(summary, summaryPath, 'median'),
    unit: unitOf(f, summary, summaryPath, primary),
    statistic: 'median',
    samples,
    fields,
    metrics,
    unmeasured,
    exitCodes,
  };
}

function exitError(codes: Array<number | null> | undefined): string | undefined {
  const failed = (codes ?? []).filter((c) => c !== 0);
  if (failed.length === 0) return undefined;
  const distinct = [...new Set(failed.map((c) => (c === null ? 'killed by a signal' : `exit code ${c}`)))];
  return `the command failed in ${failed.length} of ${codes!.length} runs (${distinct.join(', ')})`;
}

function entryOf(f: JsonReader, raw: unknown, index: number, primary: string | undefined): BenchmarkEntry {
  const path = keyPath('results', index);
  const r = f.object(raw, path);
  const run = primary === undefined ? readV1Result(f, r, path) : readV2Result(f, r, path, primary);
  if (run.name.trim() === '') f.fail(keyPath(path, 'command'), 'is empty; a benchmark needs a name');
  const entry: BenchmarkEntry = {
    name: run.name, value: run.value, unit: run.unit, direction: 'lower',
    ...(run.samples ? { samples: run.samples } : {}), statistic: run.statistic, ...run.fields, ...metricsField(run.metrics),
    ...(Object.keys(run.unmeasured).length > 0 ? { unmeasured_metrics: run.unmeasured } : {}),
  };
  const failure = exitError(run.exitCodes);
  if (failure) return { ...entry, success: false, error: failure };
  if (!(run.value > 0)) {
    return { ...entry, success: false, error: `the ${run.statistic} is ${run.value} ${run.unit}: too small for hyperfine to measure; use -N (no shell) or a longer command` };
  }
  return entry;
}

function metadataOf(f: JsonReader, root: JsonObject): Metadata {
  const metadata: Metadata = { tool: { name: 'hyperfine' } };
  if (root.metadata === undefined) return metadata;
  const m = f.object(root.metadata, 'metadata');
  const version = f.optionalString(m.hyperfine_version, 'metadata.hyperfine_version');
  if (version) metadata.tool = { name: 'hyperfine', version };
  const start = f.optionalString(m.start_time, 'metadata.start_time');
  if (start) metadata.timestamp = start;
  if (isObject(m.platform)) {
    const os = f.optionalString(m.platform.os, 'metadata.platform.os');
    const arch = f.optionalString(m.platform.architecture, 'metadata.platform.architecture');
    if (os || arch) metadata.environment = { ...(os ? { os } : {}), ...(arch ? { arch } : {}) };
  }
  return metadata;
}

function detect(input: FormatInput): boolean {
  if (input.kind !== 'file' || !isObject(input.json)) return false;
  const { results, schema_version: version, benchmarks } = input.json;
  if (benchmarks !== undefined || !Array.isArray(results) || results.length === 0) return false;
  const first: unknown = results[0];
  if (!isObject(first) || typeof first.command !== 'string') return false;
  if (version === 2) return Array.isArray(first.measurements) || isObject(first.summary);
  return version === undefined && 'mean' in first && ('exit_codes' in first || 'times' in first || 'median' in first);
}

export const hyperfine: FormatAdapter = {
  id: 'hyperfine',
  title: 'hyperfine --export-json (1.x and schema_version 2)',
  producedBy: 'hyperfine --export-json hyperfine.json CMD...',
  detect,
  parse(input): BenchmarkDocument {
    const f = new JsonReader(input.path, HINT);
    const root = f.object(f.document(input, 'a hyperfine export'), '');
    if (root.schema_version !== undefined && root.schema_version !== 2) {
      f.fail('schema_version', `is ${JSON.stringify(root.schema_version)}; this version of bench-gate reads hyperfine 1.x exports and schema_version 2`);
    }
    const primary = root.schema_version === 2 ? f.stringAt(root, '', 'primary_metric') : undefined;
    const results = f.array(root.results, 'results');
    if (results.length === 0) f.fail('results', 'no benchmarks found: the results list is empty');
    const benchmarks = uniqueNames(results.map((r, i) => entryOf(f, r, i, primary)), (e) => e.name, ({ name, index, firstIndex }) => f.error(
      keyPath('results', index),
      `its name "${name}" is also the name of results[${firstIndex}]; names must be unique. Give each command a --command-name (with {parameter} placeholders for parameter scans)`,
    ));
    return { schema_version: 1, benchmarks, metadata: metadataOf(f, root) };
  },
};
