/**
 * pyperf's JSON (`pyperf timeit -o out.json`, `Runner.bench_func(...)` scripts with `-o`, and files
 * grown with `--append`); `-o out.json.gz` files too, which src/io/read-input.ts decompresses (gzip is
 * recognised by its magic bytes, whatever the file's name). A file holds benchmarks; each has runs (one per worker process), each run its
 * values (per loop iteration, warmups apart). Metadata sits at three levels, the file's common metadata
 * then the benchmark's own, which together give each benchmark its `name` and `unit`.
 *
 * One benchmark per pyperf benchmark, named by its metadata `name`. Value: the median of all values of
 * all runs (pyperf's own summary, `Benchmark.median()`). Samples: one per worker process, the median
 * of that process's values. A process's values share its hash seed, its memory layout and its warmup,
 * so they differ far less from each other than from another process's: 20 processes of 3 values are
 * 20 independent observations, not 60, and a test or a spread over all 60 would take the within-process
 * agreement for precision. `processes` says how many there were: not `runs`, which in bench-gate are
 * run files (schema v1's `samples_of: "runs"`, `metadata.promoted.runs`, the report's `runs`), and which
 * a promoted baseline would show beside the number of runs it was promoted from. Units: pyperf's
 * 'second' -> s and 'byte' (--track-memory) -> B, both lower is better; 'integer' carries no direction
 * and takes the one given with --direction or the config.
 *
 * Metrics: the peak memory pyperf records for each run (worker process) in bytes: `mem_max_rss` (the
 * worker's maximum RSS, Linux and BSD), `mem_peak_pagefile_usage` (Windows) and `command_max_rss`
 * (`pyperf command`), lower is better; value = the median over the runs, one sample per run. pyperf
 * reports no rate, and one computed from the value would only repeat it.
 */
import type { BenchmarkDocument, BenchmarkEntry, Direction, Metadata, Metric } from '../core/model.js';
import { isObject, type JsonObject, JsonReader, keyPath } from './shared/json-reader.js';
import { uniqueNames } from './shared/unique-names.js';
import type { FormatAdapter, FormatInput, ParseOptions } from './types.js';
import { median } from '../core/aggregate.js';
import { metricOf, metricsField } from './shared/metrics.js';
import { samplesField } from './shared/harness.js';

const HINT = 'Write it again with pyperf (-o FILE)';
const UNITS: Record<string, { unit: string; direction?: Direction }> = {
  second: { unit: 's', direction: 'lower' },
  byte: { unit: 'B', direction: 'lower' },
  integer: { unit: 'integer' },
};

/** pyperf's per-run metadata in bytes (pyperf/_metadata.py), each a peak of the run's memory. */
const MEMORY_KEYS = ['mem_max_rss', 'mem_peak_pagefile_usage', 'command_max_rss'] as const;

interface Runs {
  values: number[];
  /** The median of each worker process's values, in run order: the independent observations. */
  perProcess: number[];
  /** Each memory key's value per run that has values: pyperf moves a value that all runs share up to the benchmark's metadata. */
  memory: Record<string, number[]>;
}

/** All values of all runs; calibration runs have warmups only and no values. */
function valuesOf(f: JsonReader, bench: JsonObject, meta: JsonObject, path: string): Runs {
  const runsPath = keyPath(path, 'runs');
  const perRun = f.array(bench.runs, runsPath).map((run, i) => {
    const runPath = keyPath(runsPath, i);
    const r = f.object(run, runPath);
    const own = isObject(r.metadata) ? r.metadata : {};
    return { values: r.values === undefined ? [] : f.numbers(r.values, keyPath(runPath, 'values')), metadata: { ...meta, ...own } };
  });
  const measured = perRun.filter((r) => r.values.length > 0);
  const memory: Record<string, number[]> = {};
  for (const key of MEMORY_KEYS) {
    const values = measured.map((r) => r.metadata[key]);
    if (measured.length > 0 && values.every((v): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0)) memory[key] = values;
  }
  return { values: measured.flatMap((r) => r.values), perProcess: measured.map((r) => median(r.values)), memory };
}

function memoryMetrics(memory: Record<string, number[]>): Record<string, Metric | undefined> {
  return Object.fromEntries(Object.entries(memory).map(([key, values]) => [key, metricOf(key, median(values), 'B', values, 'lower')]));
}

function entryOf(f: JsonReader, common: JsonObject, raw: unknown, index: number, options: ParseOptions): BenchmarkEntry {
  const path = keyPath('benchmarks', index);
  const bench = f.object(raw, path);
  const own = bench.metadata === undefined ? {} : f.object(bench.metadata, keyPath(path, 'metadata'));
  const meta = { ...common, ...own };
  const where = (key: string) => (key in own ? keyPath(keyPath(path, 'metadata'), key) : keyPath('metadata', key));
  if (meta.name === undefined) f.fail(keyPath(path, 'metadata'), 'has no "name" (nor has the file\'s metadata)');
  const name = f.string(meta.name, where('name'));
  const unitName = meta.unit === undefined ? 'second' : f.string(meta.unit, where('unit'));
  const unit = UNITS[unitName];
  if (!unit) f.fail(where('unit'), `is "${unitName}"; pyperf's units are second, byte and integer`);
  const { values, perProcess, memory } = valuesOf(f, bench, meta, path);
  if (values.length === 0) f.fail(keyPath(path, 'runs'), 'holds no values (only calibration or warmup runs)');
  const value = median(values);
  const direction = unit.direction ?? options.direction;
  // A single process gives no independent observations to compare: no samples, so no noise is claimed.
  const entry: BenchmarkEntry = { name, value, unit: unit.unit, ...(direction ? { direction } : {}), ...samplesField(perProcess) };
  entry.processes = perProcess.length;
  for (const key of ['loops', 'inner_loops']) {
    if (typeof meta[key] === 'number') entry[key] = meta[key];
  }
  Object.assign(entry, metricsField(memoryMetrics(memory)));
  if (!(value > 0)) return { ...entry, success: false, error: `the median is ${value} ${unit.unit}: nothing to compare` };
  return entry;
}

function firstRunDate(root: JsonObject): string | undefined {
  const bench = Array.isArray(root.benchmarks) ? root.benchmarks[0] : undefined;
  const runs = isObject(bench) && Array.isArray(bench.runs) ? bench.runs : [];
  const run = runs.find((r) => isObject(r) && isObject(r.metadata) && typeof r.metadata.date === 'string');
  return isObject(run) && isObject(run.metadata) ? (run.metadata.date as string) : undefined;
}

function metadataOf(common: JsonObject, root: JsonObject): Metadata {
  const str = (key: string) => (typeof common[key] === 'string' && common[key] !== '' ? (common[key] as string) : undefined);
  const version = str('perf_version');
  const metadata: Metadata = { tool: { name: 'pyperf', ...(version ? { version } : {}) } };
  const date = firstRunDate(root);
  if (date) metadata.timestamp = date;
  const env: Record<string, unknown> = {};
  if (str('cpu_model_name')) env.cpu_model = str('cpu_model_name');
  if (typeof common.cpu_count === 'number' && Number.isInteger(common.cpu_count) && common.cpu_count >= 1) env.cpu_count = common.cpu_count;
  // "Linux-6.1.0-x86_64-with-glibc2.36": the system is the part before the first dash.
  const platform = str('platform');
  if (platform) Object.assign(env, { os: platform.split('-')[0], platform });
  const impl = str('python_implementation');
  const python = str('python_version');
  if (python) env.runtime = impl ? `${impl} ${python}` : python;
  if (Object.keys(env).length > 0) metadata.environment = env;
  return metadata;
}

function detect(input: FormatInput): boolean {
  if (input.kind !== 'file' || !isObject(input.json)) return false;
  const doc = input.json;
  if ('schema_version' in doc || typeof doc.version !== 'string' || !Array.isArray(doc.benchmarks)) return false;
  const first: unknown = doc.benchmarks[0];
  return isObject(first) && Array.isArray(first.runs);
}

export const pyperf: FormatAdapter = {
  id: 'pyperf',
  title: 'pyperf JSON',
  producedBy: 'python -m pyperf timeit -o pyperf.json STMT (or a pyperf.Runner script with -o / --append; .json.gz too)',
  detect,
  parse(input, options): BenchmarkDocument {
    const f = new JsonReader(input.path, HINT);
    const root = f.object(f.document(input, 'a pyperf file'), '');
    const common = root.metadata === undefined ? {} : f.object(root.metadata, 'metadata');
    const list = f.array(root.benchmarks, 'benchmarks');
    if (list.length === 0) f.fail('benchmarks', 'no benchmarks found: the list is empty');
    const benchmarks = uniqueNames(list.map((b, i) => entryOf(f, common, b, i, options)), (e) => e.name, ({ name, index, firstIndex }) =>
      f.error(keyPath(keyPath('benchmarks', index), 'metadata'), `the name "${name}" is also the name of benchmarks[${firstIndex}]; names must be unique`));
    return { schema_version: 1, benchmarks, metadata: metadataOf(common, root) };
  },
};
