/**
 * E-Divisive means (Matteson & James, 2014), the change-point method of MongoDB's "Change Point
 * Detection in Software Performance Testing" (ICPE 2020) and of Apache Otava: a split of a series
 * into two parts is scored by how far apart the parts are in energy distance, the best split is kept
 * when a permutation test finds it significant, and each part is split again.
 *
 * Two things keep it fast on long histories. Like Otava, the series is cut into overlapping windows
 * (each window as long as `window`, starting every half window), so a test costs O(window²) and not
 * O(n²); a change is always at least a quarter window inside some window, which is at least
 * `minSegment` points on each side only when the window is at least minWindow(minSegment) long
 * (shorter windows misplaced or missed clear steps). And the permutation test
 * stops as soon as its outcome is certain: on a series without change it usually needs a handful of
 * permutations, not hundreds.
 */
import { type Random, randomIndex } from './random.js';

/**
 * The shortest window that keeps every change at least `minSegment` points inside some window (a
 * quarter window, with windows starting every half window): 4 × minSegment. A shorter one is taken as this.
 */
export function minWindow(minSegment: number): number {
  return 4 * minSegment;
}

interface EDivisiveOptions {
  /** Points per window (Otava's default is 50); at least minWindow(minSegment), at most the series' length. */
  window: number;
  /** Fewest points on either side of a split. */
  minSegment: number;
  /** Significance level of the permutation test. */
  alpha: number;
  /** Most permutations per test; the smallest p-value it can give is 1 / (permutations + 1). */
  permutations: number;
  /**
   * Whether a split is worth testing at all (its magnitude, say): a split that could never be
   * reported costs no permutations. Arguments are indices into the series: [start, split) and [split, end).
   */
  worthTesting?: (start: number, split: number, end: number) => boolean;
}

interface Candidate {
  /** The first index of the new level. */
  index: number;
  pValue: number;
  /** The split's statistic (its energy distance, scaled by the part sizes). */
  q: number;
}

interface BestSplit {
  split: number;
  q: number;
}

/**
 * The sums of distances the statistic needs: left[j] = Σ_{i<j}|x_i−x_j| and right[j] = Σ_{i>j}|x_i−x_j|
 * for j in [0, n), and their total. bestSplit and splitReaches share it, so that both add the same
 * distances in the same order and reach the very same statistic, to the last bit.
 */
function distanceSums(values: Float64Array, n: number, left: Float64Array, right: Float64Array): number {
  left[0] = 0; // Every other left[j] is set below.
  right.fill(0, 0, n);
  let total = 0;
  for (let j = 1; j < n; j++) {
    const xj = values[j]!;
    let sum = 0;
    for (let i = 0; i < j; i++) {
      const d = Math.abs(values[i]! - xj);
      sum += d;
      right[i]! += d;
    }
    left[j] = sum;
    total += sum;
  }
  return total;
}

/** Q(τ) from the sums: see bestSplit. */
function statistic(n: number, tau: number, total: number, within: number, withinRight: number): number {
  const m = tau;
  const k = n - tau;
  const between = total - within - withinRight;
  return ((m * k) / n) * ((2 * between) / (m * k) - (2 * within) / (m * (m - 1)) - (2 * withinRight) / (k * (k - 1)));
}

/**
 * The best split of values[0, n) and its statistic
 *   Q(τ) = m·k/(m+k) · (2/(m·k)·Σ|x−y| − 2/(m(m−1))·Σ|x−x'| − 2/(k(k−1))·Σ|y−y'|),
 * m = τ points left, k = n − τ right. All τ in O(n²): with L[j] = Σ_{i<j}|x_i−x_j| and
 * R[j] = Σ_{i>j}|x_i−x_j| the within-left sum grows by L[τ] and the within-right one shrinks by R[τ].
 */
function bestSplit(values: Float64Array, n: number, minSegment: number, left: Float64Array, right: Float64Array): BestSplit {
  const total = distanceSums(values, n, left, right);
  let within = 0; // Σ over pairs on the left
  let withinRight = total;
  let best: BestSplit = { split: -1, q: -Infinity };
  for (let tau = 1; tau < n; tau++) {
    within += left[tau - 1]!;
    withinRight -= right[tau - 1]!;
    if (tau < minSegment || n - tau < minSegment) continue;
    const q = statistic(n, tau, total, within, withinRight);
    if (q > best.q) best = { split: tau, q };
  }
  return best;
}

/**
 * Whether some split of values[0, n) scores at least q: `bestSplit(...).q >= q`, answered at the
 * first split that does (the best split's score is the largest of them, a NaN never being best nor
 * at least q). The permutation test asks only this, for every shuffle.
 */
function splitReaches(values: Float64Array, n: number, minSegment: number, left: Float64Array, right: Float64Array, q: number): boolean {
  const total = distanceSums(values, n, left, right);
  let within = 0;
  let withinRight = total;
  const last = Math.min(n - 1, n - minSegment);
  for (let tau = 1; tau <= last; tau++) {
    within += left[tau - 1]!;
    withinRight -= right[tau - 1]!;
    if (tau >= minSegment && statistic(n, tau, total, within, withinRight) >= q) return true;
  }
  return false;
}

function shuffle(values: Float64Array, n: number, random: Random): void {
  for (let i = n - 1; i > 0; i--) {
    const j = randomIndex(random, i + 1);
    const t = values[i]!;
    values[i] = values[j]!;
    values[j] = t;
  }
}

/**
 * The permutation p-value of the best split's statistic `q` in values[0, n): the share of shuffled
 * series whose best split scores at least q. Stops when the answer is settled: once more than
 * alpha·(R+1) − 1 shuffles reached q, the test cannot pass any more.
 */
function permutationPValue(segment: Float64Array, n: number, q: number, o: EDivisiveOptions, random: Random, scratch: Scratch): number {
  const work = scratch.work;
  work.set(segment.subarray(0, n));
  const limit = o.alpha * (o.permutations + 1) - 1;
  let atLeast = 0;
  for (let r = 1; r <= o.permutations; r++) {
    shuffle(work, n, random);
    if (splitReaches(work, n, o.minSegment, scratch.left, scratch.right, q)) {
      atLeast++;
      if (atLeast > limit) return Math.min(1, (atLeast + 1) / (r + 1));
    }
  }
  return (atLeast + 1) / (o.permutations + 1);
}

interface Scratch {
  segment: Float64Array;
  work: Float64Array;
  left: Float64Array;
  right: Float64Array;
}

/**
 * The last scratch arrays made, reused by the next series whose window fits in them: `history
 * detect` searches each of 200,000 short series in turn, and four new arrays for each were a
 * noticeable share of its time. Every array is written before it is read (segment copies the
 * window in, distanceSums clears its sums), so what an earlier series left there never counts.
 * Taken while in use (a search started from a worthTesting callback would get arrays of its own).
 */
let spareScratch: Scratch | undefined;

function takeScratch(window: number): Scratch {
  const spare = spareScratch;
  spareScratch = undefined;
  if (spare !== undefined && spare.segment.length >= window) return spare;
  return { segment: new Float64Array(window), work: new Float64Array(window), left: new Float64Array(window), right: new Float64Array(window) };
}

/** Binary segmentation of series[start, end): significant splits, recursively. */
function segment(series: ArrayLike<number>, start: number, end: number, o: EDivisiveOptions, random: Random, scratch: Scratch, out: Candidate[]): void {
  const n = end - start;
  if (n < 2 * o.minSegment) return;
  const seg = scratch.segment;
  for (let i = 0; i < n; i++) seg[i] = series[start + i]!;
  const best = bestSplit(seg, n, o.minSegment, scratch.left, scratch.right);
  if (best.split < 0 || !(best.q > 0)) return;
  const split = start + best.split;
  if (o.worthTesting && !o.worthTesting(start, split, end)) return;
  const pValue = permutationPValue(seg, n, best.q, o, random, scratch);
  if (pValue > o.alpha) return;
  out.push({ index: split, pValue, q: best.q });
  segment(series, start, split, o, random, scratch, out);
  segment(series, split, end, o, random, scratch, out);
}

/** Above this magnitude the statistic's sums of distances could overflow (2^500: ~3e150). */
const LARGEST_SAFE = 2 ** 500;

/**
 * The series with values that its sums of distances cannot overflow: as it is, or scaled by a power
 * of two (`factor`) when its largest magnitude is above LARGEST_SAFE. A sum of n²/2 distances of
 * values near 1e306 is past the largest double, and a clear doubling went unseen. A power of two
 * scales every step of the statistic exactly, so the splits, their order and the p-values are those
 * of the series itself.
 */
function withinRange(series: ArrayLike<number>): { series: ArrayLike<number>; factor: number } {
  let largest = 0;
  for (let i = 0; i < series.length; i++) largest = Math.max(largest, Math.abs(series[i]!));
  if (!(largest > LARGEST_SAFE) || !Number.isFinite(largest)) return { series, factor: 1 };
  const factor = 2 ** -Math.ceil(Math.log2(largest));
  return { series: Float64Array.from(series, (v) => v * factor), factor };
}

/**
 * Candidate change points of a series, in index order: the significant splits of every window, the
 * same change seen from overlapping windows reported once (the most significant of those within
 * `minSegment` points of each other).
 */
export function eDivisive(values: ArrayLike<number>, options: EDivisiveOptions, random: Random): Candidate[] {
  // Too short to split with minSegment points on each side: no candidate (and nothing to allocate).
  if (values.length < 2 * options.minSegment) return [];
  const { series, factor } = withinRange(values);
  const n = series.length;
  // Never longer than the series: one window is then the whole of it (and a huge --window allocates nothing huge).
  const window = Math.min(n, Math.max(options.window, minWindow(options.minSegment)));
  const scratch = takeScratch(window);
  const found: Candidate[] = [];
  const step = Math.max(1, Math.floor(window / 2));
  for (let start = 0; ; start += step) {
    const end = Math.min(n, start + window);
    // The last window ends at the series' end, so its last points get a full window too.
    const from = Math.max(0, end - window);
    segment(series, from, end, options, random, scratch, found);
    if (end >= n) break;
  }
  spareScratch = scratch;
  if (factor !== 1) for (const c of found) c.q /= factor;
  found.sort((a, b) => a.index - b.index || a.pValue - b.pValue || b.q - a.q);
  const out: Candidate[] = [];
  for (const c of found) {
    const last = out[out.length - 1];
    if (last && c.index - last.index < options.minSegment) {
      if (c.pValue < last.pValue || (c.pValue === last.pValue && c.q > last.q)) out[out.length - 1] = c;
    } else {
      out.push(c);
    }
  }
  return out;
}
