/**
 * The Wilcoxon signed-rank test on paired differences: do the differences tend to be above zero?
 * Like the rank-sum test it assumes no shape for the noise, only that a difference is as likely to
 * be +d as -d when nothing changed (which swapping the order of A and B within a round makes true).
 *
 * Zero differences are dropped (Wilcoxon's convention, scipy's zero_method="wilcox"). Up to
 * EXACT_MAX_N differences get the exact distribution of W+ given the observed ranks (midranks, so
 * ties are exact too); above, the normal approximation with tie and continuity corrections
 * (scipy.stats.wilcoxon(method="approx", correction=True)).
 */
import { normalCdf } from './normal.js';

export const EXACT_MAX_N = 50;

interface SignedRankResult {
  /** Differences left after dropping zeros. */
  n: number;
  /** W+: the sum of the ranks of the positive differences (midranks for ties). */
  wPlus: number;
  /** P(W+ >= observed): the evidence that the differences tend to be positive. */
  pGreater: number;
  /** P(W+ <= observed): the evidence that they tend to be negative. */
  pLess: number;
  method: 'exact' | 'normal';
}

/** Doubled midranks of |d| (integers), and the tie term sum(t^3 - t). */
function doubledAbsRanks(d: readonly number[]): { ranks: Int32Array; tieTerm: number } {
  const order = d.map((_, i) => i).sort((a, b) => Math.abs(d[a]!) - Math.abs(d[b]!));
  const ranks = new Int32Array(d.length);
  let tieTerm = 0;
  for (let start = 0; start < order.length; ) {
    let end = start;
    while (end + 1 < order.length && Math.abs(d[order[end + 1]!]!) === Math.abs(d[order[start]!]!)) end++;
    const t = end - start + 1;
    tieTerm += t * t * t - t;
    for (let k = start; k <= end; k++) ranks[order[k]!] = start + end + 2;
    start = end + 1;
  }
  return { ranks, tieTerm };
}

/**
 * The null distribution of the doubled W+ for these doubled ranks: each rank counts with
 * probability 1/2, independently. Index s holds P(2 W+ = s).
 */
export function signedRankDistribution(doubledRanks: ArrayLike<number>): Float64Array {
  let total = 0;
  for (let i = 0; i < doubledRanks.length; i++) total += doubledRanks[i]!;
  const dist = new Float64Array(total + 1);
  dist[0] = 1;
  let reach = 0;
  for (let i = 0; i < doubledRanks.length; i++) {
    const w = doubledRanks[i]!;
    reach += w;
    for (let s = reach; s >= 0; s--) dist[s] = 0.5 * dist[s]! + (s >= w ? 0.5 * dist[s - w]! : 0);
  }
  return dist;
}

/** The distribution of W+ for n untied ranks 1..n (P(W+ = k) at index k): what the exact interval uses. */
export function untiedDistribution(n: number): Float64Array {
  const doubled = new Int32Array(n);
  for (let i = 0; i < n; i++) doubled[i] = i + 1; // ranks themselves: the sum then is W+, not 2 W+
  return signedRankDistribution(doubled);
}

function normalTails(n: number, wPlus: number, tieTerm: number): { pGreater: number; pLess: number } {
  const mean = (n * (n + 1)) / 4;
  const variance = (n * (n + 1) * (2 * n + 1)) / 24 - tieTerm / 48;
  if (variance <= 0) return { pGreater: 1, pLess: 1 };
  const sd = Math.sqrt(variance);
  // The upper tail as the lower tail of -z: 1 - normalCdf(z) loses every digit of a p below 1e-16.
  return { pGreater: normalCdf(-(wPlus - 0.5 - mean) / sd), pLess: normalCdf((wPlus + 0.5 - mean) / sd) };
}

/** Tests the differences `d` against zero. With no non-zero difference, both p-values are 1. */
export function signedRank(d: readonly number[], force?: 'exact' | 'normal'): SignedRankResult {
  const nonZero = d.filter((v) => v !== 0);
  const n = nonZero.length;
  if (n === 0) return { n, wPlus: 0, pGreater: 1, pLess: 1, method: 'exact' };
  const { ranks, tieTerm } = doubledAbsRanks(nonZero);
  let w2 = 0;
  nonZero.forEach((v, i) => {
    if (v > 0) w2 += ranks[i]!;
  });
  const wPlus = w2 / 2;
  const method = force ?? (n <= EXACT_MAX_N ? 'exact' : 'normal');
  if (method === 'normal') return { n, wPlus, ...normalTails(n, wPlus, tieTerm), method };
  const dist = signedRankDistribution(ranks);
  let pLess = 0;
  let pGreater = 0;
  dist.forEach((p, s) => {
    if (s <= w2) pLess += p;
    if (s >= w2) pGreater += p;
  });
  return { n, wPlus, pGreater: Math.min(1, pGreater), pLess: Math.min(1, pLess), method };
}

/** The smallest one-sided p-value n non-zero differences can give: 2^-n (all of one sign). */
export function smallestSignedRankP(n: number): number {
  return 2 ** -n;
}
