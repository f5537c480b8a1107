/**
 * Showing the noise on each compared benchmark, and refusing to call a benchmark `unchanged` when
 * its noise is larger than its threshold: a change of that size could not have been seen.
 */
import type { BenchmarkResult } from '../report.js';
import type { Series } from '../runs.js';
import { dispersion } from './dispersion.js';
import { currentObservations, noiseOf, noisePct, type Observations } from './observations.js';

export function markNoise(result: BenchmarkResult, obs: Observations): void {
  const noise = noiseOf(obs);
  if (!noise) return;
  result.dispersion = noise;
  const pct = noisePct(noise)!;
  if (result.status === 'unchanged' && pct > result.threshold_pct) {
    result.status = 'inconclusive';
    result.note = `noise of ${pct.toFixed(1)}% is larger than the ${result.threshold_pct}% limit`;
  }
}

/** A new benchmark has no comparison, but its noise is worth knowing before it is promoted. */
export function markNewNoise(result: BenchmarkResult, series: Series): void {
  const current = currentObservations(series);
  const d = current && dispersion(current.values, current.of);
  if (d) result.dispersion = { current: d };
}
