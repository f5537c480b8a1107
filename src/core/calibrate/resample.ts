/**
 * What the gate would see on unchanged code: pairs of (baseline, current) drawn from A/A runs.
 * Each resample draws N runs for the baseline and N for the current side, with replacement, by run:
 * one draw takes every benchmark of that run, so that a disturbed run slows the whole suite at once
 * as it does in CI. With the runs in batches (the CI jobs, or days, that made them), the baseline's
 * N runs come from one batch and the current side's from another, as the baseline and the pull
 * request are measured in different jobs: the drift between jobs is then in the resamples. The runs of each side are combined with the gate's own aggregate().
 * The draws are shared by the whole suite and made once; the log ratios are then made one benchmark
 * at a time, so that a suite of 100,000 benchmarks needs no more memory per benchmark than a few.
 */
import { aggregate, type Aggregate } from '../aggregate.js';
import { normalisedRatio } from '../ratio.js';
import type { Direction } from '../model.js';
import { medianInPlace } from '../stats/median-in-place.js';
import { randomIndex, type Random } from '../stats/random.js';

export interface AaSeries {
  name: string;
  direction: Direction;
  /** One value per A/A run, in run order (all series have the same length). */
  values: readonly number[];
}

/**
 * aggregate() on the first `n` entries of a scratch array, without allocating: this runs millions of
 * times per calibration. Same arithmetic as aggregate() for best, worst, median and mean (tested).
 */
export function fastAggregate(values: Float64Array, n: number, method: Aggregate, direction: Direction): number {
  if (method === 'best' || method === 'worst') {
    const max = (method === 'best') === (direction === 'higher');
    let out = values[0]!;
    for (let i = 1; i < n; i++) out = max ? Math.max(out, values[i]!) : Math.min(out, values[i]!);
    return out;
  }
  if (method === 'median') return medianInPlace(values, n);
  if (method === 'mean') {
    let m = 0;
    for (let i = 0; i < n; i++) m += (values[i]! - m) / (i + 1);
    return m;
  }
  return aggregate(Array.from(values.subarray(0, n)), method, direction);
}

/**
 * The runs every resample takes, drawn once for the whole suite: `runs` (baseline, current) pairs
 * per resample, flat as [resample][run][side]. Drawn before any benchmark is looked at, in the order
 * the resampling has always drawn them (per resample, per run, baseline then current), so that the
 * seed gives the same resamples; 50,000 resamples of 10 runs take 4 MB, where the log ratios of
 * 100,000 benchmarks would take 40 GB.
 */
export interface Draws {
  resamples: number;
  runs: number;
  indices: Int32Array;
}

/** Draws the A/A run indices (0..k-1) of every resample. */
export function drawRuns(k: number, runs: number, resamples: number, random: Random): Draws {
  const indices = new Int32Array(resamples * runs * 2);
  for (let j = 0; j < indices.length; j++) indices[j] = randomIndex(random, k);
  return { resamples, runs, indices };
}

/**
 * Draws the A/A run indices of every resample from `batches` (each a non-empty list of run indices):
 * per resample, the baseline's batch and, among the others, the current side's, both at random, then
 * N runs with replacement within each. One batch of all the runs in order draws what drawRuns draws
 * (the same calls of `random`, in the same order), so one batch gives the advice it always gave.
 */
export function drawBatchedRuns(batches: readonly (readonly number[])[], runs: number, resamples: number, random: Random): Draws {
  if (batches.length === 1) {
    const only = batches[0]!;
    const draws = drawRuns(only.length, runs, resamples, random);
    for (let j = 0; j < draws.indices.length; j++) draws.indices[j] = only[draws.indices[j]!]!;
    return draws;
  }
  const indices = new Int32Array(resamples * runs * 2);
  for (let r = 0, j = 0; r < resamples; r++) {
    const base = randomIndex(random, batches.length);
    const other = randomIndex(random, batches.length - 1);
    const b = batches[base]!;
    const c = batches[other >= base ? other + 1 : other]!;
    for (let i = 0; i < runs; i++, j += 2) {
      indices[j] = b[randomIndex(random, b.length)]!;
      indices[j + 1] = c[randomIndex(random, c.length)]!;
    }
  }
  return { resamples, runs, indices };
}

/**
 * One benchmark's log normalised ratio (< 0 worse) for every resample, written into `out` (one
 * buffer reused from benchmark to benchmark, so that memory does not grow with the suite).
 */
export function logRatios(s: AaSeries, draws: Draws, method: Aggregate, out: Float64Array): Float64Array {
  const { runs, indices } = draws;
  const base = new Float64Array(runs);
  const cur = new Float64Array(runs);
  for (let r = 0, j = 0; r < draws.resamples; r++) {
    for (let i = 0; i < runs; i++, j += 2) {
      base[i] = s.values[indices[j]!]!;
      cur[i] = s.values[indices[j + 1]!]!;
    }
    out[r] = Math.log(normalisedRatio(fastAggregate(base, runs, method, s.direction), fastAggregate(cur, runs, method, s.direction), s.direction));
  }
  return out;
}

/**
 * Adds one benchmark's share to the per-resample log of the geomean over `count` benchmarks: each
 * log divided by the count before it is added, benchmark after benchmark, the arithmetic the
 * geomean has always had (a sum divided at the end would round differently).
 */
export function addToGeomeanLogs(sums: Float64Array, logs: Float64Array, count: number): void {
  for (let r = 0; r < sums.length; r++) sums[r]! += logs[r]! / count;
}
