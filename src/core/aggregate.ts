/**
 * Combining the N runs of one benchmark into one value (README, "How the gate decides", step 1).
 */
import { inputError } from './errors.js';
import type { Direction } from './model.js';
import { maxOf, minOf } from './extent.js';

export type Aggregate = 'best' | 'worst' | 'median' | 'mean' | `p${number}`;

const PERCENTILE_RE = /^p(100|\d{1,2}(?:\.\d+)?)$/;

/** Parses --aggregate / the config's aggregate; `where` names the flag or key for the error. */
export function parseAggregate(text: string, where: string): Aggregate {
  if (text === 'best' || text === 'worst' || text === 'median' || text === 'mean') return text;
  if (PERCENTILE_RE.test(text)) return text as Aggregate;
  throw inputError(where, `unknown aggregate "${text}"`, 'Use best, worst, median, mean or pNN (e.g. p75)');
}

/**
 * The q-quantile (0..1) of ascending `sorted`, interpolating linearly between the closest ranks
 * (the method of numpy's default and R's type 7), so p50 equals the median.
 */
export function quantile(sorted: ArrayLike<number>, q: number): number {
  return quantileOf(sorted.length, q, (rank) => sorted[rank]!);
}

/**
 * quantile() of `length` ascending values that `at` gives by rank: for a caller that keeps only the
 * ranks it will read (calibrate keeps a lower tail of 50,000 resamples). Reads ranks floor and ceil
 * of (length - 1) * q.
 */
export function quantileOf(length: number, q: number, at: (rank: number) => number): number {
  const position = (length - 1) * q;
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  const a = at(lower);
  const b = at(upper);
  return a + (b - a) * (position - lower);
}

/** The median: the middle value, or the mean of the two middle values for an even count. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Mean that cannot overflow to Infinity on large finite values. */
function mean(values: readonly number[]): number {
  let m = 0;
  values.forEach((v, i) => {
    m += (v - m) / (i + 1);
  });
  return m;
}

/**
 * One value from the runs. best/worst follow the direction; median, mean and pNN are plain statistics
 * of the values (pNN is the NN-th percentile of the values as measured, whatever the direction).
 */
export function aggregate(values: readonly number[], method: Aggregate, direction: Direction): number {
  if (values.length === 0) throw new RangeError('aggregate of no values');
  if (values.length === 1) return values[0]!;
  switch (method) {
    case 'best':
      return direction === 'higher' ? maxOf(values) : minOf(values);
    case 'worst':
      return direction === 'higher' ? minOf(values) : maxOf(values);
    case 'mean':
      return mean(values);
    case 'median':
      return median(values);
    default:
      return quantile([...values].sort((a, b) => a - b), Number(method.slice(1)) / 100);
  }
}
