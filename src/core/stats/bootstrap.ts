/**
 * The bootstrap confidence interval of a benchmark's ratio: resample the baseline's and the current
 * observations (with replacement, each group on its own), recompute the ratio of medians each time,
 * and read the interval off the percentiles of those ratios. Seeded, so the same data always give
 * the same interval.
 */
import { quantile } from '../aggregate.js';
import type { Direction } from '../model.js';
import { randomIndex, type Random } from './random.js';

export interface BootstrapOptions {
  resamples: number;
  /** Two-sided confidence level, e.g. 0.99. */
  confidence: number;
}

export interface RatioInterval {
  /** log of the normalised ratio of medians (> 0 better), one per resample. */
  replicates: Float64Array;
  /** The interval's ends as normalised ratios. */
  low: number;
  high: number;
}

/** Median of the first `n` entries of a scratch array (sorted in place). */
function medianInPlace(scratch: Float64Array, n: number): number {
  const part = scratch.subarray(0, n).sort();
  const mid = n >> 1;
  return n % 2 === 1 ? part[mid]! : (part[mid - 1]! + part[mid]!) / 2;
}

export function median(values: readonly number[]): number {
  return medianInPlace(Float64Array.from(values), values.length);
}

/** log(ratio) > 0 is better, for medians of baseline and current. */
export function logRatio(baselineMedian: number, currentMedian: number, direction: Direction): number {
  const r = Math.log(currentMedian) - Math.log(baselineMedian);
  return direction === 'higher' ? r : -r;
}

function resampledMedian(values: readonly number[], scratch: Float64Array, random: Random): number {
  const n = values.length;
  for (let i = 0; i < n; i++) scratch[i] = values[randomIndex(random, n)]!;
  return medianInPlace(scratch, n);
}

/** Sorted copy's percentiles: the percentile interval of the replicates. */
export function percentileInterval(replicates: Float64Array, confidence: number): { low: number; high: number } {
  const sorted = Float64Array.from(replicates).sort();
  const tail = (1 - confidence) / 2;
  return { low: quantile(sorted, tail), high: quantile(sorted, 1 - tail) };
}

export function bootstrapRatio(baseline: readonly number[], current: readonly number[], direction: Direction, options: BootstrapOptions, random: Random): RatioInterval {
  const scratch = new Float64Array(Math.max(baseline.length, current.length));
  const replicates = new Float64Array(options.resamples);
  for (let b = 0; b < options.resamples; b++) {
    const base = resampledMedian(baseline, scratch, random);
    const cur = resampledMedian(current, scratch, random);
    replicates[b] = logRatio(base, cur, direction);
  }
  const { low, high } = percentileInterval(replicates, options.confidence);
  return { replicates, low: Math.exp(low), high: Math.exp(high) };
}
