/**
 * The bootstrap confidence interval of a benchmark's ratio: resample the baseline's and the current
 * observations (with replacement, each group on its own), recompute the ratio of medians each time,
 * and read the interval off the percentiles of those ratios. Seeded, so the same data always give
 * the same interval.
 */
import { quantile } from '../aggregate.js';
import type { Direction } from '../model.js';
import { randomIndex, type Random } from './random.js';

interface BootstrapOptions {
  resamples: number;
  /** Two-sided confidence level, e.g. 0.99. */
  confidence: number;
}

interface RatioInterval {
  /** log of the normalised ratio of medians (> 0 better), one per resample. */
  replicates: Float64Array;
  /** The interval's ends as normalised ratios. */
  low: number;
  high: number;
}

/** Sorts the first `n` entries in place; insertion sort, since bootstrap groups are small and this is the hot loop. */
function sortPrefix(a: Float64Array, n: number): void {
  if (n > 64) {
    a.subarray(0, n).sort();
    return;
  }
  for (let i = 1; i < n; i++) {
    const v = a[i]!;
    let j = i - 1;
    while (j >= 0 && a[j]! > v) {
      a[j + 1] = a[j]!;
      j--;
    }
    a[j + 1] = v;
  }
}

/** Median of the first `n` entries of a scratch array (reordered in place). */
export function medianInPlace(scratch: Float64Array, n: number): number {
  sortPrefix(scratch, n);
  const mid = n >> 1;
  return n % 2 === 1 ? scratch[mid]! : (scratch[mid - 1]! + scratch[mid]!) / 2;
}


/** log(ratio) > 0 is better, for medians of baseline and current. */
function logRatio(baselineMedian: number, currentMedian: number, direction: Direction): number {
  const r = Math.log(currentMedian) - Math.log(baselineMedian);
  return direction === 'higher' ? r : -r;
}

/** The value at 0-based `rank` of a resample described by how often each sorted value was drawn. */
function valueAtRank(sorted: Float64Array, counts: Int32Array, rank: number): number {
  let seen = 0;
  for (let i = 0; i < counts.length; i++) {
    seen += counts[i]!;
    if (seen > rank) return sorted[i]!;
  }
  return sorted[sorted.length - 1]!;
}

/**
 * The median of one resample (with replacement) of `sorted`, in O(n): draw indices into the sorted
 * values, count them, and walk the counts to the middle rank; no sorting in the hot loop.
 */
function resampledMedian(sorted: Float64Array, counts: Int32Array, random: Random): number {
  const n = sorted.length;
  counts.fill(0);
  for (let i = 0; i < n; i++) counts[randomIndex(random, n)]!++;
  const mid = n >> 1;
  return n % 2 === 1 ? valueAtRank(sorted, counts, mid) : (valueAtRank(sorted, counts, mid - 1) + valueAtRank(sorted, counts, mid)) / 2;
}

/** Sorted copy's percentiles: the percentile interval of the replicates. */
export function percentileInterval(replicates: Float64Array, confidence: number): { low: number; high: number } {
  const sorted = Float64Array.from(replicates).sort();
  const tail = (1 - confidence) / 2;
  return { low: quantile(sorted, tail), high: quantile(sorted, 1 - tail) };
}

export function bootstrapRatio(baseline: readonly number[], current: readonly number[], direction: Direction, options: BootstrapOptions, random: Random): RatioInterval {
  const sortedBase = Float64Array.from(baseline).sort();
  const sortedCur = Float64Array.from(current).sort();
  const baseCounts = new Int32Array(baseline.length);
  const curCounts = new Int32Array(current.length);
  const replicates = new Float64Array(options.resamples);
  for (let b = 0; b < options.resamples; b++) {
    const base = resampledMedian(sortedBase, baseCounts, random);
    const cur = resampledMedian(sortedCur, curCounts, random);
    replicates[b] = logRatio(base, cur, direction);
  }
  const { low, high } = percentileInterval(replicates, options.confidence);
  return { replicates, low: Math.exp(low), high: Math.exp(high) };
}
