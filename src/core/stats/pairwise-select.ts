/**
 * Order statistics of the pairwise differences y[j] - x[i] of two sorted samples, without building
 * the n·m array: 1,000,000 observations a side would make 10^12 differences.
 *
 * The differences form a matrix sorted along both axes (rising in j, falling in i), so for any value
 * v one pass of two pointers counts the differences below it in O(n + m). Selection keeps, per row,
 * the window of columns that can still hold the answer, takes a pivot among the remaining
 * candidates (sampled near the rank sought, as Floyd and Rivest do), counts, and narrows every row's
 * window to one side of the pivot: Monahan's algorithm for the Hodges–Lehmann estimate, applied to
 * two samples. O((n + m) log(n·m)) expected; the answer is exact whatever the pivots, and ties are
 * exact too (a pivot whose tie group spans the rank is the answer).
 *
 * Every difference is computed as the same floating-point expression y[j] - x[i], and rounding is
 * monotone, so the matrix stays sorted as computed and the counts agree with a brute-force sort.
 */
import { mulberry32, randomIndex, type Random } from './random.js';

/** Up to this many differences, sorting them all is cheaper than selecting. */
const DIRECT_MAX = 4096;
/** When this few candidates are left, they are collected and sorted. */
const COLLECT_MAX = 2048;
/** Candidates drawn to place each pivot near the rank sought. */
const PIVOT_SAMPLE = 31;

/** The differences y[j] - x[i], all of them, sorted. For small samples and for tests. */
export function sortedDifferences(x: Float64Array, y: Float64Array): Float64Array {
  const out = new Float64Array(x.length * y.length);
  let k = 0;
  for (let i = 0; i < x.length; i++) for (let j = 0; j < y.length; j++) out[k++] = y[j]! - x[i]!;
  return out.sort();
}

/** Per row, the columns [lo, hi) still holding candidates, and how many differences lie below them. */
interface Windows {
  lo: Int32Array;
  hi: Int32Array;
  candidates: number;
  below: number;
}

/**
 * A pivot near the candidate rank sought: that rank's share of a small sorted sample of candidates,
 * drawn uniformly in one pass over the rows.
 */
function pivotFor(x: Float64Array, y: Float64Array, w: Windows, rank: number, random: Random): number {
  const picks = new Float64Array(PIVOT_SAMPLE);
  for (let s = 0; s < PIVOT_SAMPLE; s++) picks[s] = randomIndex(random, w.candidates);
  picks.sort();
  const sample = new Float64Array(PIVOT_SAMPLE);
  let s = 0;
  let start = 0;
  for (let i = 0; i < x.length && s < PIVOT_SAMPLE; i++) {
    const width = w.hi[i]! - w.lo[i]!;
    while (s < PIVOT_SAMPLE && picks[s]! < start + width) sample[s] = y[w.lo[i]! + picks[s++]! - start]! - x[i]!;
    start += width;
  }
  if (s < PIVOT_SAMPLE) throw new Error('pairwise selection: candidate count out of step with the windows');
  sample.sort();
  const at = Math.min(PIVOT_SAMPLE - 1, Math.max(0, Math.round(((rank + 0.5) / w.candidates) * PIVOT_SAMPLE - 0.5)));
  return sample[at]!;
}

/**
 * Counts, per row, the differences below `pivot` (into `less`) and at most `pivot` (into `atMost`),
 * with two pointers: a larger x[i] makes every difference of its row smaller, so both counts only grow.
 */
function countAround(x: Float64Array, y: Float64Array, pivot: number, less: Int32Array, atMost: Int32Array): { less: number; atMost: number } {
  let j = 0;
  let je = 0;
  let totalLess = 0;
  let totalAtMost = 0;
  for (let i = 0; i < x.length; i++) {
    const xi = x[i]!;
    while (j < y.length && y[j]! - xi < pivot) j++;
    if (je < j) je = j;
    while (je < y.length && y[je]! - xi <= pivot) je++;
    less[i] = j;
    atMost[i] = je;
    totalLess += j;
    totalAtMost += je;
  }
  return { less: totalLess, atMost: totalAtMost };
}

function collect(x: Float64Array, y: Float64Array, w: Windows): Float64Array {
  const out = new Float64Array(w.candidates);
  let k = 0;
  for (let i = 0; i < x.length; i++) for (let j = w.lo[i]!; j < w.hi[i]!; j++) out[k++] = y[j]! - x[i]!;
  return out.sort();
}

/** The k-th smallest (0-based) of the n·m differences y[j] - x[i]; x and y sorted ascending, both non-empty. */
export function kthDifference(x: Float64Array, y: Float64Array, k: number): number {
  const n = x.length;
  const m = y.length;
  if (n === 0 || m === 0 || !(k >= 0 && k < n * m)) throw new RangeError(`pairwise selection: rank ${k} of ${n}×${m} differences`);
  if (n * m <= DIRECT_MAX) return sortedDifferences(x, y)[k]!;
  // Seeded by the rank: the answer never depends on the pivots, and the time does not on the clock.
  const random = mulberry32(0x9e3779b9 ^ k);
  const w: Windows = { lo: new Int32Array(n), hi: new Int32Array(n).fill(m), candidates: n * m, below: 0 };
  const less = new Int32Array(n);
  const atMost = new Int32Array(n);
  while (w.candidates > COLLECT_MAX) {
    const pivot = pivotFor(x, y, w, k - w.below, random);
    const counts = countAround(x, y, pivot, less, atMost);
    if (k >= counts.less && k < counts.atMost) return pivot;
    const answerBelow = k < counts.less;
    let candidates = 0;
    let below = 0;
    for (let i = 0; i < n; i++) {
      if (answerBelow) w.hi[i] = Math.min(w.hi[i]!, less[i]!);
      else w.lo[i] = Math.max(w.lo[i]!, atMost[i]!);
      if (w.hi[i]! < w.lo[i]!) w.hi[i] = w.lo[i]!;
      candidates += w.hi[i]! - w.lo[i]!;
      below += w.lo[i]!;
    }
    w.candidates = candidates;
    w.below = below;
  }
  return collect(x, y, w)[k - w.below]!;
}
