/**
 * Julia BenchmarkTools results saved with `BenchmarkTools.save("results.json", results)`: a JSON array
 * of the versions and the saved values, each value written as `["TypeName", {fields}]`:
 *
 *   [{"Julia": "1.10.4", "BenchmarkTools": "1.0.0"},
 *    [["BenchmarkGroup", {"tags": [], "data": {"fib": ["BenchmarkGroup", {"data": {"20": ["Trial", {...}]}}]}}]]]
 *
 * One benchmark per Trial (raw `times` in ns: value their median, as BenchmarkTools' `median(trial)`,
 * samples the times) or TrialEstimate (one `time`, e.g. a saved `median(results)`). Names: the keys
 * from the outer group down, joined with '/' (`fib/20`), as github-action-benchmark names them.
 * Memory (bytes) and allocations go under `metrics`, and may be 0; the GC time is kept as `gc_time`.
 */
import type { BenchmarkDocument, BenchmarkEntry, Metric } from '../core/model.js';
import { median } from '../core/aggregate.js';
import { isObject, type JsonObject, JsonReader, keyPath } from './shared/json-reader.js';
import type { FormatAdapter, FormatInput } from './types.js';

const HINT = 'Give the file BenchmarkTools.save wrote';

/** `["TypeName", {fields}]`, the shape of every saved value. */
function typed(f: JsonReader, value: unknown, path: string): [string, JsonObject] {
  const pair = f.array(value, path);
  if (pair.length !== 2 || typeof pair[0] !== 'string') f.fail(path, 'expected ["TypeName", {fields}], as BenchmarkTools.save writes values');
  return [pair[0], f.object(pair[1], keyPath(path, 1))];
}

function paramsOf(f: JsonReader, fields: JsonObject, path: string): Record<string, number> {
  if (fields.params === undefined) return {};
  const [, params] = typed(f, fields.params, keyPath(path, 'params'));
  const out: Record<string, number> = {};
  // `samples` is the planned sample count; the schema's `samples` holds measured values.
  if (typeof params.evals === 'number') out.evals = params.evals;
  if (typeof params.samples === 'number') out.sample_limit = params.samples;
  return out;
}

function entryOf(f: JsonReader, name: string, type: string, fields: JsonObject, path: string): BenchmarkEntry {
  const metrics: Record<string, Metric> = {
    bytes: { value: f.numberAt(fields, path, 'memory'), unit: 'B', direction: 'lower' },
    allocs: { value: f.numberAt(fields, path, 'allocs'), unit: 'allocs', direction: 'lower' },
  };
  if (type === 'TrialEstimate') {
    return { name, value: f.numberAt(fields, path, 'time'), unit: 'ns', direction: 'lower', gc_time: f.optionalNumber(fields.gctime, keyPath(path, 'gctime')) ?? 0, ...paramsOf(f, fields, path), metrics };
  }
  const times = f.numbers(fields.times, keyPath(path, 'times'));
  if (times.length === 0) f.fail(keyPath(path, 'times'), 'is empty: the trial ran no samples');
  const gctimes = fields.gctimes === undefined ? [] : f.numbers(fields.gctimes, keyPath(path, 'gctimes'));
  return {
    name,
    value: median(times),
    unit: 'ns',
    direction: 'lower',
    ...(times.length > 1 ? { samples: times } : {}),
    ...(gctimes.length > 0 ? { gc_time: median(gctimes) } : {}),
    ...paramsOf(f, fields, path),
    metrics,
  };
}

function walk(f: JsonReader, value: unknown, path: string, names: string[], out: BenchmarkEntry[]): void {
  const [type, fields] = typed(f, value, path);
  if (type === 'BenchmarkGroup') {
    const dataPath = keyPath(keyPath(path, 1), 'data');
    const data = f.object(fields.data, dataPath);
    for (const [key, child] of Object.entries(data)) walk(f, child, keyPath(dataPath, key), [...names, key], out);
    return;
  }
  if (type !== 'Trial' && type !== 'TrialEstimate') f.fail(path, `is a ${type}; expected a BenchmarkGroup, Trial or TrialEstimate`);
  if (names.length === 0) f.fail(path, 'a result outside any BenchmarkGroup has no name');
  out.push(entryOf(f, names.join('/'), type, fields, keyPath(path, 1)));
}

function detect(input: FormatInput): boolean {
  if (input.kind !== 'file' || !Array.isArray(input.json) || input.json.length !== 2) return false;
  const [versions, values] = input.json as unknown[];
  return isObject(versions) && typeof versions.BenchmarkTools === 'string' && Array.isArray(values);
}

export const juliaBenchmarkTools: FormatAdapter = {
  id: 'julia-benchmarktools',
  title: 'Julia BenchmarkTools JSON (BenchmarkTools.save)',
  producedBy: 'julia -e \'... BenchmarkTools.save("results.json", run(suite))\'',
  detect,
  parse(input): BenchmarkDocument {
    const f = new JsonReader(input.path, HINT);
    const root = f.array(f.document(input, 'a BenchmarkTools file'), '');
    if (root.length !== 2) f.fail('', 'expected [versions, values], as BenchmarkTools.save writes');
    const versions = f.object(root[0], '[0]');
    const benchmarks: BenchmarkEntry[] = [];
    f.array(root[1], '[1]').forEach((value, i) => walk(f, value, `[1][${i}]`, [], benchmarks));
    if (benchmarks.length === 0) f.fail('[1]', 'no benchmarks found (no Trial or TrialEstimate in any group)');
    const seen = new Set<string>();
    for (const b of benchmarks) {
      if (seen.has(b.name)) f.fail('[1]', `the name "${b.name}" is used twice (saved values are named by their group keys)`);
      seen.add(b.name);
    }
    const julia = typeof versions.Julia === 'string' ? versions.Julia : undefined;
    return {
      schema_version: 1,
      benchmarks,
      metadata: {
        tool: { name: 'BenchmarkTools.jl', version: String(versions.BenchmarkTools) },
        ...(julia ? { environment: { runtime: `Julia ${julia}` } } : {}),
      },
    };
  },
};
