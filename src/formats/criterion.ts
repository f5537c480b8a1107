/**
 * Rust criterion's `target/criterion` directory. Each benchmark folder holds `new/` (the latest run),
 * and after later runs `base/` and `change/` (other baselines and the comparison): only `new/` is read.
 *
 * Name: criterion's full id (`group/function/value`). Value: the slope estimate when criterion
 * fitted one (linear sampling, the estimate its report leads with), else the median; in ns, lower
 * is better; `estimate` says which. Samples: per-iteration times of sample.json (times[i] / iters[i]).
 *
 * Metrics: when the benchmark declares a throughput (`group.throughput(...)`, in benchmark.json),
 * the rate at the value's time per iteration: `elem/s` for Elements, `B/s` for Bytes and BytesDecimal
 * (both, for criterion 0.6's ElementsAndBytes), higher is better, one sample per criterion sample. The
 * names are those of the criterion-text format, so either output compares with the other.
 */
import { inputError } from '../core/errors.js';
import type { BenchmarkEntry, Metric } from '../core/model.js';
import { metricOf, metricsField } from './shared/metrics.js';
import { samplesField } from './shared/harness.js';
import { isObject, type JsonObject, JsonReader } from './shared/json-reader.js';
import { warnOfEarlierRuns, type WrittenResult } from './shared/earlier-runs.js';
import type { DirectoryInput, FormatAdapter } from './types.js';
import { parseJsonText } from '../core/json-text.js';

const ESTIMATES = /(?:^|\/)new\/estimates\.json$/;
const HINT = 'Give the unchanged criterion output';

/** One JSON file of the tree and its reader; `undefined` when it is absent and optional. */
function readJson(input: DirectoryInput, rel: string, files: Set<string>, required: boolean): { r: JsonReader; json: JsonObject } | undefined {
  const path = `${input.path}/${rel}`;
  if (!files.has(rel)) {
    if (required) throw inputError(path, 'is missing', 'Give the target/criterion folder of a finished `cargo bench` run');
    return undefined;
  }
  const r = new JsonReader(path, HINT);
  return { r, json: r.object(parseJsonText(input.read(rel), path), '') };
}

/** An estimate of criterion's estimates.json, as criterion writes it (estimates.rs). */
interface Estimate {
  point_estimate: number;
  standard_error?: number;
  confidence_interval?: { lower_bound: number; upper_bound: number; confidence_level: number };
}

function estimateOf(r: JsonReader, estimates: JsonObject, key: string): Estimate | undefined {
  if (estimates[key] === undefined || estimates[key] === null) return undefined;
  const e = r.object(estimates[key], key);
  const ci = e.confidence_interval === undefined || e.confidence_interval === null ? undefined : r.object(e.confidence_interval, `${key}.confidence_interval`);
  const standardError = r.optionalNumber(e.standard_error, `${key}.standard_error`);
  return {
    point_estimate: r.numberAt(e, key, 'point_estimate'),
    ...(standardError === undefined ? {} : { standard_error: standardError }),
    ...(ci ? { confidence_interval: { lower_bound: r.numberAt(ci, `${key}.confidence_interval`, 'lower_bound'), upper_bound: r.numberAt(ci, `${key}.confidence_interval`, 'upper_bound'), confidence_level: r.numberAt(ci, `${key}.confidence_interval`, 'confidence_level') } } : {}),
  };
}

/** Per-iteration time of each sample, in ns: criterion stores the total time of `iters` iterations. */
function samplesOf(sample: { r: JsonReader; json: JsonObject } | undefined): number[] {
  if (!sample) return [];
  const { r, json: { iters, times } } = sample;
  if (!Array.isArray(iters) || !Array.isArray(times) || iters.length !== times.length) {
    throw r.error('', '"iters" and "times" must be arrays of the same length');
  }
  return times.map((t: unknown, i) => {
    const n: unknown = iters[i];
    if (typeof t !== 'number' || !Number.isFinite(t) || t < 0) throw r.error(`times[${i}]`, 'is not a non-negative number');
    if (typeof n !== 'number' || !(n > 0)) throw r.error(`iters[${i}]`, 'is not a positive number');
    return t / n;
  });
}

function pointOf(e: Estimate | undefined): number | undefined {
  return e?.point_estimate;
}

/** What one iteration processes, by metric: criterion's Throughput as serde writes it ({"Elements": 64}). */
function perIteration(throughput: JsonObject): Array<[unit: 'elem/s' | 'B/s', count: unknown]> {
  const both = isObject(throughput.ElementsAndBytes) ? throughput.ElementsAndBytes : undefined;
  return [
    ['elem/s', throughput.Elements ?? both?.elements],
    ['B/s', throughput.Bytes ?? throughput.BytesDecimal ?? both?.bytes],
  ];
}

/** Elements or bytes per second at `ns` per iteration, and at each sample's time. */
function throughputMetrics(throughput: unknown, ns: number, samples: readonly number[]): Record<string, Metric | undefined> {
  if (!isObject(throughput) || !(ns > 0)) return {};
  const out: Record<string, Metric | undefined> = {};
  for (const [unit, count] of perIteration(throughput)) {
    if (typeof count !== 'number' || !(count > 0)) continue;
    const rate = (t: number) => (count * 1e9) / t;
    out[unit] = metricOf(unit, rate(ns), unit, samples.map(rate), 'higher');
  }
  return out;
}

/** A benchmark's result, when its estimates.json was written, and how long criterion spent measuring it (the samples' total time), in ms. */
type Written = WrittenResult;

function entryOf(input: DirectoryInput, dir: string, files: Set<string>): Written {
  const base = dir === '' ? 'new/' : `${dir}/new/`;
  const { r, json: estimates } = readJson(input, `${base}estimates.json`, files, true)!;
  const benchmark = readJson(input, `${base}benchmark.json`, files, false)?.json;
  const sample = readJson(input, `${base}sample.json`, files, false);
  const samples = samplesOf(sample);
  const times = sample?.json.times as number[] | undefined;
  return { entry: benchmarkEntry(r, input, dir, estimates, benchmark, samples), at: input.modified?.(`${base}estimates.json`), measuringMs: (times ?? []).reduce((sum, t) => sum + t, 0) / 1e6 };
}

function benchmarkEntry(r: JsonReader, input: DirectoryInput, dir: string, estimates: JsonObject, benchmark: JsonObject | undefined, samples: number[]): BenchmarkEntry {
  const slope = estimateOf(r, estimates, 'slope');
  const medianEstimate = estimateOf(r, estimates, 'median');
  const chosen = slope ?? medianEstimate;
  if (!chosen) throw r.error('median.point_estimate', 'is missing (and there is no slope)');
  const id = benchmark && typeof benchmark.full_id === 'string' && benchmark.full_id !== '' ? benchmark.full_id : dir || input.path;
  const ci = chosen.confidence_interval;
  return {
    name: id,
    value: chosen.point_estimate,
    unit: 'ns',
    direction: 'lower',
    estimate: slope ? 'slope' : 'median',
    ...samplesField(samples),
    ...(ci ? { confidence_interval: { lower: ci.lower_bound, upper: ci.upper_bound, level: ci.confidence_level } } : {}),
    ...(typeof chosen.standard_error === 'number' ? { standard_error: chosen.standard_error } : {}),
    estimates: {
      slope: pointOf(slope) ?? null,
      mean: pointOf(estimateOf(r, estimates, 'mean')) ?? null,
      median: pointOf(medianEstimate) ?? null,
      std_dev: pointOf(estimateOf(r, estimates, 'std_dev')) ?? null,
      median_abs_dev: pointOf(estimateOf(r, estimates, 'median_abs_dev')) ?? null,
    },
    ...(benchmark && isObject(benchmark.throughput) ? { throughput: benchmark.throughput } : {}),
    ...metricsField(throughputMetrics(benchmark?.throughput, chosen.point_estimate, samples)),
    success: true,
    error: null,
  };
}


export const criterion: FormatAdapter = {
  id: 'criterion',
  title: 'Rust criterion target/criterion folder',
  producedBy: 'cargo bench (then give target/criterion)',
  detect(input) {
    return input.kind === 'dir' && input.list().some((p) => ESTIMATES.test(p));
  },
  parse(input) {
    if (input.kind !== 'dir') {
      throw inputError(input.path, 'is a file; criterion results are a folder', 'Give the target/criterion folder that `cargo bench` wrote');
    }
    const listed = input.list();
    const files = new Set(listed);
    const dirs = listed.filter((p) => ESTIMATES.test(p)).map((p) => p.replace(ESTIMATES, '').replace(/\/$/, ''));
    if (dirs.length === 0) {
      throw inputError(input.path, 'no benchmarks found (expected <benchmark>/new/estimates.json files)', 'Give the target/criterion folder of a finished `cargo bench` run');
    }
    const written = dirs.map((dir) => entryOf(input, dir, files));
    warnOfEarlierRuns(
      input,
      written,
      'criterion keeps every benchmark it has run in its folder, a renamed or removed one and one a filter left out too',
      "remove the folder before measuring (rm -rf target/criterion && cargo bench), or give cargo bench's output with --from criterion-text",
    );
    return {
      schema_version: 1,
      benchmarks: written.map((w) => w.entry),
      metadata: { tool: { name: 'criterion' } },
    };
  },
};
