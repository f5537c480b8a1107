/**
 * Rust criterion's `target/criterion` directory. Each benchmark folder holds `new/` (the latest run),
 * and after later runs `base/` and `change/` (other baselines and the comparison): only `new/` is read.
 *
 * Name: criterion's full id (`group/function/value`). Value: the slope estimate when criterion
 * fitted one (linear sampling, the estimate its report leads with), else the median; in ns, lower
 * is better; `estimate` says which. Samples: per-iteration times of sample.json (times[i] / iters[i]).
 */
import { inputError } from '../core/errors.js';
import type { BenchmarkEntry } from '../core/model.js';
import { samplesField } from './shared/harness.js';
import type { DirectoryInput, FormatAdapter } from './types.js';
import { parseJsonText } from '../core/json-text.js';

const ESTIMATES = /(?:^|\/)new\/estimates\.json$/;

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Reads and parses one JSON file of the tree; `undefined` when it is absent and optional. */
function readJson(input: DirectoryInput, rel: string, files: Set<string>, required: boolean): Json | undefined {
  if (!files.has(rel)) {
    if (required) throw inputError(`${input.path}/${rel}`, 'is missing', 'Give the target/criterion folder of a finished `cargo bench` run');
    return undefined;
  }
  const json = parseJsonText(input.read(rel), `${input.path}/${rel}`);
  if (!isObject(json)) throw inputError(`${input.path}/${rel}`, 'is not a JSON object', 'Give the target/criterion folder of a finished `cargo bench` run');
  return json;
}

interface Estimate {
  point_estimate: number;
  standard_error?: number;
  confidence_interval?: { lower_bound: number; upper_bound: number; confidence_level: number };
}

function estimateOf(estimates: Json, key: string, where: string): Estimate | undefined {
  const e = estimates[key];
  if (e === undefined || e === null) return undefined;
  if (!isObject(e) || typeof e.point_estimate !== 'number' || !Number.isFinite(e.point_estimate)) {
    throw inputError(`${where}: ${key}.point_estimate`, 'is missing or not a finite number', 'Give the unchanged criterion output');
  }
  return e as unknown as Estimate;
}

/** Per-iteration time of each sample, in ns: criterion stores the total time of `iters` iterations. */
function samplesOf(sample: Json | undefined, where: string): number[] {
  if (!sample) return [];
  const { iters, times } = sample;
  if (!Array.isArray(iters) || !Array.isArray(times) || iters.length !== times.length) {
    throw inputError(where, '"iters" and "times" must be arrays of the same length', 'Give the unchanged criterion output');
  }
  return times.map((t: unknown, i) => {
    const n: unknown = iters[i];
    if (typeof t !== 'number' || !Number.isFinite(t) || t < 0) throw inputError(`${where}: times[${i}]`, 'is not a non-negative number', 'Give the unchanged criterion output');
    if (typeof n !== 'number' || !(n > 0)) throw inputError(`${where}: iters[${i}]`, 'is not a positive number', 'Give the unchanged criterion output');
    return t / n;
  });
}

function pointOf(e: Estimate | undefined): number | undefined {
  return e?.point_estimate;
}

function entryOf(input: DirectoryInput, dir: string, files: Set<string>): BenchmarkEntry {
  const base = dir === '' ? 'new/' : `${dir}/new/`;
  const estimatesPath = `${input.path}/${base}estimates.json`;
  const estimates = readJson(input, `${base}estimates.json`, files, true)!;
  const benchmark = readJson(input, `${base}benchmark.json`, files, false);
  const samples = samplesOf(readJson(input, `${base}sample.json`, files, false), `${input.path}/${base}sample.json`);
  const slope = estimateOf(estimates, 'slope', estimatesPath);
  const medianEstimate = estimateOf(estimates, 'median', estimatesPath);
  const chosen = slope ?? medianEstimate;
  if (!chosen) throw inputError(`${estimatesPath}: median.point_estimate`, 'is missing (and there is no slope)', 'Give the unchanged criterion output');
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
      mean: pointOf(estimateOf(estimates, 'mean', estimatesPath)) ?? null,
      median: pointOf(medianEstimate) ?? null,
      std_dev: pointOf(estimateOf(estimates, 'std_dev', estimatesPath)) ?? null,
      median_abs_dev: pointOf(estimateOf(estimates, 'median_abs_dev', estimatesPath)) ?? null,
    },
    ...(benchmark && isObject(benchmark.throughput) ? { throughput: benchmark.throughput } : {}),
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
    return {
      schema_version: 1,
      benchmarks: dirs.map((dir) => entryOf(input, dir, files)),
      metadata: { tool: { name: 'criterion' } },
    };
  },
};
