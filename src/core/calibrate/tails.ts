/**
 * The tails of the gate's null distribution: thresholds from resampled A/A runs, made no less
 * cautious than a normal tail with the sampling margin of the runs they came from.
 */
import { quantile, quantileOf } from '../aggregate.js';
import { meanAndSd } from '../stats/dispersion.js';
import { zOf } from '../stats/normal.js';

const roundUp = (pct: number, step = 0.5): number => Math.ceil(pct / step - 1e-9) * step;
const toPct = (log: number): number => (1 - Math.exp(log)) * 100;

/**
 * How much wider the noise may really be than 30 (K) A/A runs show: the upper 95% confidence bound
 * of a standard deviation estimated from K values, sqrt((K-1) / chi2_0.05(K-1)), with the
 * Wilson–Hilferty approximation of the chi-square quantile. 1.28 for K = 30.
 */
export function sdMargin(k: number): number {
  const df = Math.max(1, k - 1);
  const c = 1 - 2 / (9 * df) - 1.6449 * Math.sqrt(2 / (9 * df));
  return Math.sqrt(df / (df * Math.max(c, 0.05) ** 3));
}

/**
 * What limits() needs of one resampled null distribution, taken from it while it is sorted and then
 * kept instead of it: calibrate resamples every benchmark 50,000 times, and 100,000 benchmarks'
 * sorted resamples would take 40 GB. Mean and sd are taken over the sorted values, in that order,
 * as they always were (another order rounds differently).
 */
export interface NullSummary {
  /** How many resampled values there were. */
  count: number;
  mean: number;
  sd: number;
  /** The `power`-quantile of the values. */
  powerQuantile: number;
  /** The smallest values, ascending: the lower tail that the thresholds are read from. */
  lowest: Float64Array;
}

/**
 * How many of the smallest of `count` sorted values quantile(sorted, alpha) reads: up to the rank
 * above its position, computed as quantile() computes it.
 */
export function lowestNeeded(count: number, alpha: number): number {
  return Math.min(count, Math.ceil((count - 1) * alpha) + 1);
}

/** The summary of ascending `sorted`, keeping its `keep` smallest values (copied: `sorted` may be a reused buffer). */
export function summariseNull(sorted: Float64Array, power: number, keep: number): NullSummary {
  const { mean, sd } = meanAndSd(sorted);
  return { count: sorted.length, mean, sd, powerQuantile: quantile(sorted, power), lowest: sorted.slice(0, keep) };
}

/**
 * quantile(sorted, q) of the whole sorted distribution, from its kept lower tail (tests/core/calibrate
 * compares the two).
 */
function lowerQuantile(s: NullSummary, q: number): number {
  return quantileOf(s.count, q, (rank) => {
    // A caller's mistake, not the input's: the summary was made for smaller quantiles.
    if (rank >= s.lowest.length) throw new RangeError(`quantile ${q} needs ${rank + 1} of the lowest values, ${s.lowest.length} kept`);
    return s.lowest[rank]!;
  });
}

/**
 * Threshold and the worsening caught with probability `power` (the one the summary was made with).
 * The threshold is the more cautious of the alpha-quantile of the resampled null and a normal tail
 * at alpha with the margin above: the resampled null cannot hold rarer events than the A/A runs did,
 * and alpha / k is rarer than 1 in 30 (without the normal tail, calibrated configs failed 4.9% of
 * unchanged pull requests in bench/decision-quality instead of 1%).
 */
export function limits(s: NullSummary, alpha: number, minPct: number, margin: number): { threshold: number; detectable: number } {
  const tail = Math.min(lowerQuantile(s, alpha), s.mean - zOf(1 - alpha) * s.sd * margin);
  const threshold = roundUp(Math.max(toPct(tail), minPct));
  const detectable = (1 - (1 - threshold / 100) * Math.exp(-s.powerQuantile)) * 100;
  return { threshold, detectable };
}
