/**
 * The tails of the gate's null distribution: thresholds from resampled A/A runs, made no less
 * cautious than a normal tail with the sampling margin of the runs they came from.
 */
import { quantile } from '../aggregate.js';
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
 * Threshold and the worsening caught with probability `power`. The threshold is the more cautious of
 * the alpha-quantile of the resampled null and a normal tail at alpha with the margin above: the
 * resampled null cannot hold rarer events than the A/A runs did, and alpha / k is rarer than 1 in
 * 30 (without the normal tail, calibrated configs failed 4.9% of unchanged pull requests in
 * bench/decision-quality instead of 1%).
 */
export function limits(sorted: Float64Array, alpha: number, power: number, minPct: number, margin: number): { threshold: number; detectable: number } {
  const { mean, sd } = meanAndSd(sorted);
  const tail = Math.min(quantile(sorted, alpha), mean - zOf(1 - alpha) * sd * margin);
  const threshold = roundUp(Math.max(toPct(tail), minPct));
  const detectable = (1 - (1 - threshold / 100) * Math.exp(-quantile(sorted, power))) * 100;
  return { threshold, detectable };
}

