/**
 * The Mann–Whitney U test (Wilcoxon rank-sum): does one group of observations tend to be larger than
 * the other? It assumes no shape for the noise, which suits benchmarks (skewed, with outliers).
 *
 * Small groups get the exact permutation distribution of the rank sum, computed with midranks so
 * that ties are handled exactly too; large groups the normal approximation with tie and continuity
 * corrections (the same as scipy.stats.mannwhitneyu(method="asymptotic")).
 */
import { normalCdf } from './normal.js';

/** `less`: x tends to be smaller than y; `greater`: larger; `two-sided`: either. */
export type Alternative = 'less' | 'greater' | 'two-sided';

interface MannWhitneyResult {
  /** U of x: the number of pairs (x_i, y_j) with x_i > y_j, ties counting one half. */
  u: number;
  p: number;
  method: 'exact' | 'normal';
}

/** Above this much work (items x group size x rank-sum range), the normal approximation is used. */
const EXACT_WORK_LIMIT = 2e7;

/** Midranks (1-based; tied values share the mean of their ranks) of the pooled values, doubled to stay integers. */
function doubledMidranks(pooled: readonly number[]): { ranks: Int32Array; tieTerm: number } {
  const order = pooled.map((v, i) => i).sort((a, b) => pooled[a]! - pooled[b]!);
  const ranks = new Int32Array(pooled.length);
  let tieTerm = 0;
  for (let start = 0; start < order.length; ) {
    let end = start;
    while (end + 1 < order.length && pooled[order[end + 1]!] === pooled[order[start]!]) end++;
    const t = end - start + 1;
    tieTerm += t * t * t - t;
    for (let k = start; k <= end; k++) ranks[order[k]!] = start + end + 2; // 2 x the mean of ranks start+1..end+1
    start = end + 1;
  }
  return { ranks, tieTerm };
}

/**
 * Probabilities of each doubled rank sum of a random subset of `size` of the pooled ranks, by
 * counting subsets with dynamic programming (the permutation distribution, ties included). `ranks`
 * sorted ascending: the counts are then the same whichever benchmark they came from.
 */
function rankSumDistribution(ranks: Int32Array, size: number): Float64Array {
  let maxSum = 0;
  for (let i = 0; i < size; i++) maxSum += ranks[ranks.length - 1 - i]!;
  const width = maxSum + 1;
  const table = new Float64Array((size + 1) * width);
  table[0] = 1;
  ranks.forEach((w, item) => {
    for (let c = Math.min(item + 1, size); c >= 1; c--) {
      const row = c * width;
      const prev = (c - 1) * width;
      for (let s = maxSum; s >= w; s--) table[row + s]! += table[prev + s - w]!;
    }
  });
  const counts = table.subarray(size * width);
  let total = 0;
  for (const c of counts) total += c;
  return counts.map((c) => c / total);
}

/**
 * The distribution depends only on the group size and on where the ties are, and the benchmarks of a
 * suite mostly share both (10 runs against 10 samples, no ties): one count serves them all.
 */
const distributionCache = new Map<string, Float64Array>();

function cachedRankSumDistribution(ranks: Int32Array, size: number): Float64Array {
  const sorted = Int32Array.from(ranks).sort();
  // Sorted doubled midranks are 2, 4, 6, ... except where a tie group shares its mean: list those.
  let key = `${sorted.length}:${size}:`;
  for (let i = 0; i < sorted.length; i++) if (sorted[i] !== 2 * (i + 1)) key += `${i}=${sorted[i]},`;
  let dist = distributionCache.get(key);
  if (!dist) {
    dist = rankSumDistribution(sorted, size);
    if (distributionCache.size >= 256) distributionCache.clear();
    distributionCache.set(key, dist);
  }
  return dist;
}

function sumAtMost(dist: Float64Array, s: number): number {
  let acc = 0;
  for (let k = 0; k < dist.length && k <= s; k++) acc += dist[k]!;
  return acc;
}

function sumAtLeast(dist: Float64Array, s: number): number {
  let acc = 0;
  for (let k = Math.max(0, s); k < dist.length; k++) acc += dist[k]!;
  return acc;
}

/** Both one-sided exact p-values from one count of the permutation distribution. */
function exactTails(ranks: Int32Array, nx: number, ny: number, sumX2: number): { less: number; greater: number } {
  // Count over the smaller group: cheaper, and the distribution of the other follows from the total.
  const overX = nx <= ny;
  let total2 = 0;
  for (const r of ranks) total2 += r;
  const dist = cachedRankSumDistribution(ranks, overX ? nx : ny);
  // P(S_x <= a) and P(S_x >= a), through S_y = total - S_x when counting over y.
  const less = overX ? sumAtMost(dist, sumX2) : sumAtLeast(dist, total2 - sumX2);
  const greater = overX ? sumAtLeast(dist, sumX2) : sumAtMost(dist, total2 - sumX2);
  return { less: Math.min(1, less), greater: Math.min(1, greater) };
}

function normalP(u: number, nx: number, ny: number, tieTerm: number, alternative: Alternative): number {
  const n = nx + ny;
  const mean = (nx * ny) / 2;
  const variance = ((nx * ny) / 12) * (n + 1 - tieTerm / (n * (n - 1)));
  if (variance <= 0) return 1;
  const sd = Math.sqrt(variance);
  if (alternative === 'less') return normalCdf((u + 0.5 - mean) / sd);
  // The upper tail as the lower tail of -z: 1 - normalCdf(z) loses every digit of a p below 1e-16.
  if (alternative === 'greater') return normalCdf(-(u - 0.5 - mean) / sd);
  const far = Math.max(u, nx * ny - u);
  return Math.min(1, 2 * normalCdf(-(far - 0.5 - mean) / sd));
}

/** Tests x against y. Both need at least one observation. */
export function mannWhitney(x: readonly number[], y: readonly number[], alternative: Alternative, force?: 'exact' | 'normal'): MannWhitneyResult {
  const { u, method, tails } = prepare(x, y, force);
  const p = alternative === 'less' ? tails.less : alternative === 'greater' ? tails.greater : tails.twoSided;
  return { u, p, method };
}

/** Both one-sided p-values at once (the gate needs "worse" and "better"), for the price of one test. */
export function mannWhitneyTails(x: readonly number[], y: readonly number[]): { less: number; greater: number } {
  return prepare(x, y).tails;
}

function prepare(x: readonly number[], y: readonly number[], force?: 'exact' | 'normal'): { u: number; method: 'exact' | 'normal'; tails: { less: number; greater: number; twoSided: number } } {
  const nx = x.length;
  const ny = y.length;
  if (nx === 0 || ny === 0) throw new RangeError('Mann-Whitney needs observations in both groups');
  const { ranks, tieTerm } = doubledMidranks([...x, ...y]);
  let sumX2 = 0;
  for (let i = 0; i < nx; i++) sumX2 += ranks[i]!;
  const u = sumX2 / 2 - (nx * (nx + 1)) / 2;
  const small = Math.min(nx, ny);
  const work = (nx + ny) * small * (small * (nx + ny + 1) * 2);
  const method = force ?? (work <= EXACT_WORK_LIMIT ? 'exact' : 'normal');
  if (method === 'exact') {
    const { less, greater } = exactTails(ranks, nx, ny, sumX2);
    return { u, method, tails: { less, greater, twoSided: Math.min(1, 2 * Math.min(less, greater)) } };
  }
  return {
    u,
    method,
    tails: { less: normalP(u, nx, ny, tieTerm, 'less'), greater: normalP(u, nx, ny, tieTerm, 'greater'), twoSided: normalP(u, nx, ny, tieTerm, 'two-sided') },
  };
}

/** The smallest one-sided p-value that any data could give with groups of these sizes: 1 / C(nx + ny, nx). */
export function smallestOneSidedP(nx: number, ny: number): number {
  let c = 1;
  const k = Math.min(nx, ny);
  for (let i = 1; i <= k; i++) c = (c * (nx + ny - k + i)) / i;
  return 1 / c;
}
