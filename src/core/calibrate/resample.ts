/**
 * What the gate would see on unchanged code: pairs of (baseline, current) drawn from A/A runs.
 * Each resample draws N runs for the baseline and N for the current side, with replacement, by run:
 * one draw takes every benchmark of that run, so that a disturbed run slows the whole suite at once
 * as it does in CI. The runs of each side are combined with the gate's own aggregate().
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

/** log of the normalised ratio (< 0 worse), per benchmark and resample: logs[benchmark][resample]. */
export function nullLogRatios(series: readonly AaSeries[], runs: number, method: Aggregate, resamples: number, random: Random): Float64Array[] {
  const k = series[0]?.values.length ?? 0;
  const logs = series.map(() => new Float64Array(resamples));
  const base = new Float64Array(runs);
  const cur = new Float64Array(runs);
  const baseIdx = new Int32Array(runs);
  const curIdx = new Int32Array(runs);
  for (let r = 0; r < resamples; r++) {
    for (let i = 0; i < runs; i++) {
      baseIdx[i] = randomIndex(random, k);
      curIdx[i] = randomIndex(random, k);
    }
    series.forEach((s, b) => {
      for (let i = 0; i < runs; i++) {
        base[i] = s.values[baseIdx[i]!]!;
        cur[i] = s.values[curIdx[i]!]!;
      }
      logs[b]![r] = Math.log(normalisedRatio(fastAggregate(base, runs, method, s.direction), fastAggregate(cur, runs, method, s.direction), s.direction));
    });
  }
  return logs;
}

/** Per-resample mean of the log ratios of the chosen benchmarks: the log of the geomean. */
export function geomeanLogs(logs: readonly Float64Array[], include: readonly boolean[]): Float64Array {
  const chosen = logs.filter((_, i) => include[i]);
  const out = new Float64Array(logs[0]?.length ?? 0);
  if (chosen.length === 0) return out;
  for (const l of chosen) for (let r = 0; r < out.length; r++) out[r]! += l[r]! / chosen.length;
  return out;
}
