/**
 * The shift between two independent samples, without resampling: the Hodges–Lehmann estimate (the
 * median of the n·m pairwise differences y[j] - x[i]) and the distribution-free confidence interval
 * that goes with the Mann–Whitney test (Hodges & Lehmann 1963; Bauer 1972): the shifts the two-sided
 * test at that level would not reject. They run from the (c+1)-th to the (n·m - c)-th smallest
 * difference, where c is the largest count with P(U <= c) <= (1 - confidence) / 2 under no shift.
 *
 * c comes from the exact null distribution of U for untied samples while n·m <= EXACT_MAX_PAIRS (as
 * R's wilcox.test does: ties move the test's p-value, which mann-whitney.ts gets exactly, but the
 * interval is read off the sorted differences, where a tie is just a repeated value), from the normal
 * approximation with continuity correction above. The interval's coverage is then at least the
 * level asked for (the distribution is discrete); `coverage` holds what it really is.
 *
 * Tiny samples cannot reach every level: 2 against 3 observations give 10 equally likely orderings,
 * so even the widest interval, the full range of the differences, covers only 1 - 2/10. Then there is
 * no interval at that level, and `shiftInterval` says so (null) rather than inventing one.
 *
 * For a ratio, pass the logs of the values: the estimate and interval are then of log(y / x).
 */
import { kthDifference, sortedDifferences } from './pairwise-select.js';
import { zOf } from './normal.js';

/** Up to this many pairs, the critical count comes from the exact distribution of U. */
const EXACT_MAX_PAIRS = 2500;
/** Up to this many pairs, all differences are sorted once instead of selected one rank at a time. */
const SORT_ALL_MAX = 4096;

export interface ShiftInterval {
  low: number;
  high: number;
  /** The interval's real coverage: the level asked for or a little more (exact), or the level (normal approximation). */
  coverage: number;
}

const nullCache = new Map<string, Float64Array>();

/**
 * P(U <= u) for u = 0..n·m, U the Mann–Whitney count of untied samples of sizes n and m under no
 * shift: from the recurrence on the largest observation (it is in the first sample with probability
 * n / (n + m) and then exceeds all m of the second), one table per size pair, O(n²m²/4) once.
 */
function nullCumulative(n: number, m: number): Float64Array {
  const a = Math.min(n, m);
  const b = Math.max(n, m);
  const key = `${a},${b}`;
  const cached = nullCache.get(key);
  if (cached) return cached;
  // rows[j] = P(U = u) for sizes (i, j), updated in place as i grows from 0 to a.
  let rows: Float64Array[] = Array.from({ length: b + 1 }, () => Float64Array.of(1));
  for (let i = 1; i <= a; i++) {
    const next: Float64Array[] = [Float64Array.of(1)];
    for (let j = 1; j <= b; j++) {
      const p = new Float64Array(i * j + 1);
      const fromFirst = rows[j]!; // sizes (i - 1, j): the largest is the first sample's and adds j to U
      const fromSecond = next[j - 1]!; // sizes (i, j - 1): the largest is the second sample's and adds nothing
      const wFirst = i / (i + j);
      for (let u = 0; u < fromFirst.length; u++) p[u + j]! += wFirst * fromFirst[u]!;
      for (let u = 0; u < fromSecond.length; u++) p[u]! += (1 - wFirst) * fromSecond[u]!;
      next.push(p);
    }
    rows = next;
  }
  const dist = rows[b]!;
  const cumulative = new Float64Array(dist.length);
  let sum = 0;
  for (let u = 0; u < dist.length; u++) cumulative[u] = sum += dist[u]!;
  if (nullCache.size > 64) nullCache.clear();
  nullCache.set(key, cumulative);
  return cumulative;
}

/** c, and the coverage 1 - 2 P(U <= c); c = -1 when even the full range does not reach the level. */
export function criticalCount(n: number, m: number, confidence: number): { c: number; coverage: number } {
  const tail = (1 - confidence) / 2;
  const pairs = n * m;
  if (pairs > EXACT_MAX_PAIRS) {
    const sd = Math.sqrt((pairs * (n + m + 1)) / 12);
    return { c: Math.max(-1, Math.floor(pairs / 2 - 0.5 - zOf(1 - tail) * sd)), coverage: confidence };
  }
  const cumulative = nullCumulative(n, m);
  let c = -1;
  while (c + 1 < cumulative.length && cumulative[c + 1]! <= tail * (1 + 1e-12)) c++;
  return { c, coverage: c < 0 ? 0 : 1 - 2 * cumulative[c]! };
}

/** The coverage of the widest interval (the full range of the differences): 1 - 2 / C(n + m, n). */
export function fullRangeCoverage(n: number, m: number): number {
  let orderings = 1;
  const k = Math.min(n, m);
  for (let i = 1; i <= k; i++) orderings = (orderings * (n + m - k + i)) / i;
  return 1 - 2 / orderings;
}

/** Two samples, sorted ascending and non-empty, and a reader of their differences' order statistics. */
export interface ShiftSamples {
  x: Float64Array;
  y: Float64Array;
  /** The rank-th smallest (0-based) difference y[j] - x[i]: from one sorted array when small, by selection when not. */
  read(rank: number): number;
}

/** The samples sorted, ready for the functions below; `transform` (e.g. Math.log) is applied first. */
export function shiftSamples(xs: readonly number[], ys: readonly number[], transform: (v: number) => number = (v) => v): ShiftSamples {
  if (xs.length === 0 || ys.length === 0) throw new RangeError('a shift needs observations in both samples');
  const x = Float64Array.from(xs, transform).sort();
  const y = Float64Array.from(ys, transform).sort();
  let all: Float64Array | undefined;
  const small = x.length * y.length <= SORT_ALL_MAX;
  return {
    x,
    y,
    read: (rank) => {
      if (!small) return kthDifference(x, y, rank);
      all ??= sortedDifferences(x, y);
      return all[rank]!;
    },
  };
}

/** The Hodges–Lehmann estimate of the shift of y against x: the median of the differences y[j] - x[i]. */
export function shiftEstimate(s: ShiftSamples): number {
  const pairs = s.x.length * s.y.length;
  // Not `pairs >> 1`: a million observations a side make 10^12 pairs, past 32-bit integers.
  const mid = Math.floor(pairs / 2);
  return pairs % 2 === 1 ? s.read(mid) : (s.read(mid - 1) + s.read(mid)) / 2;
}

/**
 * The distribution-free interval of the shift at `confidence` (two-sided), or null when the samples
 * are too small for any interval at that level (see fullRangeCoverage).
 */
export function shiftInterval(s: ShiftSamples, confidence: number): ShiftInterval | null {
  const n = s.x.length;
  const m = s.y.length;
  const { c, coverage } = criticalCount(n, m, confidence);
  if (c < 0) return null;
  return { low: s.read(c), high: s.read(n * m - 1 - c), coverage };
}

/**
 * The interval at `confidence`, or, for samples too small to reach it, the widest one there is (the
 * full range of the differences, at its lower real coverage).
 */
export function widestShiftInterval(s: ShiftSamples, confidence: number): ShiftInterval {
  const interval = shiftInterval(s, confidence);
  if (interval) return interval;
  const n = s.x.length;
  const m = s.y.length;
  return { low: s.y[0]! - s.x[n - 1]!, high: s.y[m - 1]! - s.x[0]!, coverage: fullRangeCoverage(n, m) };
}
