/**
 * pytest-benchmark's `--benchmark-json`. One benchmark per test, named by its `fullname`
 * (`tests/test_x.py::TestClass::test_y[param]`): unique across modules and classes and stable from run
 * to run, where `name` alone repeats in different modules. Value: `stats.median` in seconds per call,
 * lower is better (the tool reports a median, and it shrugs off the GC pauses and scheduler hiccups that
 * skew the mean of sub-microsecond calls); samples: `stats.data` when the export holds it (always in
 * pytest-benchmark 5, with --benchmark-save-data before). The other statistics, the group, params and
 * extra_info are kept as fields. `machine_info` and `commit_info` become metadata. Metric: `ops`, the
 * tool's own rate (calls per second, 1 / mean; higher is better), without samples (1 / each round
 * would be samples of another statistic).
 *
 * pytest-benchmark leaves failed benchmarks out of its export; they show up as missing in the gate.
 */
import type { BenchmarkDocument, BenchmarkEntry, Environment, Metadata } from '../core/model.js';
import { isObject, type JsonObject, JsonReader, keyPath } from './shared/json-reader.js';
import { metricOf, metricsField } from './shared/metrics.js';
import { uniqueNames } from './shared/unique-names.js';
import type { FormatAdapter, FormatInput } from './types.js';

const HINT = 'Export it again with pytest --benchmark-json';
const STATS = ['mean', 'stddev', 'min', 'max', 'q1', 'q3', 'iqr', 'ops', 'rounds', 'iterations', 'outliers'] as const;

function entryOf(f: JsonReader, value: unknown, index: number): BenchmarkEntry {
  const path = keyPath('benchmarks', index);
  const b = f.object(value, path);
  const name = typeof b.fullname === 'string' && b.fullname !== '' ? b.fullname : f.stringAt(b, path, 'name');
  const statsPath = keyPath(path, 'stats');
  const stats = f.object(b.stats, statsPath);
  const median = f.numberAt(stats, statsPath, 'median');
  const entry: BenchmarkEntry = { name, value: median, unit: 's', direction: 'lower' };
  if (stats.data !== undefined) entry.samples = f.numbers(stats.data, keyPath(statsPath, 'data'));
  for (const key of STATS) {
    if (stats[key] === undefined || stats[key] === null) continue;
    (entry as Record<string, unknown>)[key] = key === 'outliers' ? f.string(stats[key], keyPath(statsPath, key)) : f.number(stats[key], keyPath(statsPath, key));
  }
  for (const key of ['group', 'params', 'extra_info']) {
    const v = b[key];
    if (v !== undefined && v !== null && !(isObject(v) && Object.keys(v).length === 0)) entry[key] = v;
  }
  // No samples: the per-round rates (1 / each round) are not samples of 1 / mean, and their median (what
  // --method stats compares) is nearer 1 / median, many times the tool's ops when a few rounds pause.
  Object.assign(entry, metricsField({ ops: metricOf('ops', entry.ops, 'ops/s', undefined, 'higher') }));
  if (!(median > 0)) {
    return { ...entry, success: false, error: `the median is ${median} s: too short for the timer to measure; add iterations` };
  }
  return entry;
}

function environmentOf(f: JsonReader, info: JsonObject): Environment | undefined {
  const env: Environment = {};
  const cpu = isObject(info.cpu) ? info.cpu : {};
  const brand = cpu.brand_raw ?? cpu.brand;
  if (typeof brand === 'string' && brand !== '') env.cpu_model = brand;
  if (typeof cpu.count === 'number' && Number.isInteger(cpu.count) && cpu.count >= 1) env.cpu_count = cpu.count;
  const system = f.optionalString(info.system, 'machine_info.system');
  const release = f.optionalString(info.release, 'machine_info.release');
  // The kernel release is kept apart: it changes on CI runners often and is rarely the cause of a change.
  if (system) env.os = system;
  if (release) env.os_release = release;
  const machine = f.optionalString(info.machine, 'machine_info.machine');
  if (machine) env.arch = machine;
  const python = f.optionalString(info.python_version, 'machine_info.python_version');
  if (python) env.runtime = `${typeof info.python_implementation === 'string' ? info.python_implementation : 'Python'} ${python}`;
  return Object.keys(env).length > 0 ? env : undefined;
}

function metadataOf(f: JsonReader, root: JsonObject): Metadata {
  const version = f.optionalString(root.version, 'version');
  const metadata: Metadata = { tool: { name: 'pytest-benchmark', ...(version ? { version } : {}) } };
  const timestamp = f.optionalString(root.datetime, 'datetime');
  if (timestamp) metadata.timestamp = timestamp;
  if (isObject(root.commit_info)) {
    const c = root.commit_info;
    // 'unversioned' and '(unknown)' are what pytest-benchmark writes outside a repository.
    if (typeof c.id === 'string' && c.id !== '' && c.id !== 'unversioned') metadata.commit = c.id;
    if (typeof c.branch === 'string' && c.branch !== '' && c.branch !== '(unknown)') metadata.branch = c.branch;
    if (typeof c.dirty === 'boolean') metadata.dirty = c.dirty;
  }
  const env = isObject(root.machine_info) ? environmentOf(f, root.machine_info) : undefined;
  if (env) metadata.environment = env;
  return metadata;
}

function detect(input: FormatInput): boolean {
  if (input.kind !== 'file' || !isObject(input.json)) return false;
  const doc = input.json;
  return !('schema_version' in doc) && isObject(doc.machine_info) && Array.isArray(doc.benchmarks) && 'commit_info' in doc;
}

export const pytestBenchmark: FormatAdapter = {
  id: 'pytest-benchmark',
  title: 'pytest-benchmark --benchmark-json',
  producedBy: 'pytest --benchmark-json benchmark.json',
  detect,
  parse(input): BenchmarkDocument {
    const f = new JsonReader(input.path, HINT);
    const root = f.object(f.document(input, 'a pytest-benchmark export'), '');
    const list = f.array(root.benchmarks, 'benchmarks');
    if (list.length === 0) f.fail('benchmarks', 'no benchmarks found: the list is empty (were the benchmarks disabled or all skipped?)');
    const benchmarks = uniqueNames(list.map((b, i) => entryOf(f, b, i)), (e) => e.name, ({ name, index, firstIndex }) =>
      f.error(keyPath(keyPath('benchmarks', index), 'fullname'), `"${name}" is also the name of benchmarks[${firstIndex}]; names must be unique`));
    return { schema_version: 1, benchmarks, metadata: metadataOf(f, root) };
  },
};
