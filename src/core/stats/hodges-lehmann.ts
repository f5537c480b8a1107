/**
 * The Hodges–Lehmann estimate of the centre of paired differences: the median of the Walsh averages
 * (d_i + d_j) / 2 over i <= j. It is the estimate that goes with the signed-rank test: as robust as
 * the median (a few spikes do not move it), nearly as precise as the mean on clean data.
 *
 * Its confidence interval comes from the same test, inverted: the values of the centre that the
 * two-sided signed-rank test would not reject. They run from the (c+1)-th to the (M-c)-th of the
 * M sorted Walsh averages, where c is the largest count with P(W+ <= c) <= (1 - confidence) / 2.
 * c comes from the exact distribution of W+ for untied ranks up to EXACT_MAX_N differences (as R's
 * wilcox.test does; ties among timings of a few rounds are rare), from the normal approximation
 * with continuity correction above.
 */
import { zOf } from './normal.js';
import { EXACT_MAX_N, untiedDistribution } from './signed-rank.js';

interface HodgesLehmann {
  estimate: number;
  low: number;
  high: number;
  /** The coverage the interval really has: the requested one, or less when n is too small to reach it. */
  coverage: number;
}

/** The n(n+1)/2 Walsh averages, sorted. n = 1000 makes half a million: fine for rounds of a benchmark. */
export function walshAverages(d: readonly number[]): Float64Array {
  const n = d.length;
  const out = new Float64Array((n * (n + 1)) / 2);
  let k = 0;
  for (let i = 0; i < n; i++) for (let j = i; j < n; j++) out[k++] = (d[i]! + d[j]!) / 2;
  return out.sort();
}

function medianOfSorted(sorted: Float64Array): number {
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** c and the exact coverage 1 - 2 P(W+ <= c); c = -1 when even the full range does not reach the level. */
function criticalCount(n: number, confidence: number): { c: number; coverage: number } {
  const tail = (1 - confidence) / 2;
  const m = (n * (n + 1)) / 2;
  if (n > EXACT_MAX_N) {
    const sd = Math.sqrt((n * (n + 1) * (2 * n + 1)) / 24);
    const c = Math.max(-1, Math.floor(m / 2 - 0.5 - zOf(1 - tail) * sd));
    return { c, coverage: confidence };
  }
  const dist = untiedDistribution(n);
  let cumulative = 0;
  let c = -1;
  for (let k = 0; k <= m; k++) {
    if (cumulative + dist[k]! > tail * (1 + 1e-12)) break;
    cumulative += dist[k]!;
    c = k;
  }
  return { c, coverage: 1 - 2 * cumulative };
}

/** The estimate and its interval at `confidence` (two-sided). Needs at least one difference. */
export function hodgesLehmann(d: readonly number[], confidence: number): HodgesLehmann {
  if (d.length === 0) throw new RangeError('Hodges-Lehmann needs at least one difference');
  const walsh = walshAverages(d);
  const estimate = medianOfSorted(walsh);
  const { c, coverage } = criticalCount(d.length, confidence);
  // With c = -1 the interval is the whole range of the Walsh averages, which covers with probability 1 - 2^(1-n).
  const lowIndex = Math.max(0, c);
  const high = walsh[walsh.length - 1 - lowIndex]!;
  return { estimate, low: walsh[lowIndex]!, high, coverage: c < 0 ? 1 - 2 * 2 ** -d.length : coverage };
}
