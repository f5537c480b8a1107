/**
 * Showing the noise on each compared benchmark, and refusing to call a benchmark `unchanged` when
 * its noise is larger than its threshold: a change of that size could not have been seen.
 */
import type { BenchmarkResult } from '../report.js';
import { pctDigitsBeside } from '../ratio.js';
import type { Series } from '../runs.js';
import { dispersion } from './dispersion.js';
import { currentObservations, noiseOf, noisePct, type Observations } from './observations.js';

/** Records the noise of a compared benchmark's observations, when there is any to see. */
export function markDispersion(result: BenchmarkResult, obs: Observations): void {
  const noise = noiseOf(obs);
  if (noise) result.dispersion = noise;
}

/** An `unchanged` benchmark whose noise is larger than its threshold becomes `inconclusive`. */
export function markTooNoisy(result: BenchmarkResult): void {
  const pct = noisePct(result.dispersion);
  if (result.status === 'unchanged' && pct !== undefined && pct > result.threshold_pct) {
    result.status = 'inconclusive';
    result.note = `noise of ${pctDigitsBeside(pct, result.threshold_pct)}% is larger than the ${result.threshold_pct}% limit`;
  }
}

/** A new benchmark has no comparison, but its noise is worth knowing before it is promoted. */
export function markNewNoise(result: BenchmarkResult, series: Series): void {
  const current = currentObservations(series);
  const d = current && dispersion(current.values, current.of);
  if (d) result.dispersion = { current: d };
}
