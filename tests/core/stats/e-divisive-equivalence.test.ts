/**
 * The E-Divisive search as it was before its permutation test stopped at the first shuffle that
 * reaches the statistic (splitReaches), reused its scratch arrays between series and returned early
 * on a series too short to split: kept here, verbatim, as the reference the search must still equal
 * exactly (the same candidates, the same p-values and statistics to the last bit, the same random
 * numbers drawn), on series full of ties where a shuffle's statistic equals the split's own.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DETECT_OPTIONS, seriesChangePoints } from '../../../src/core/history/detect.js';
import { eDivisive } from '../../../src/core/stats/e-divisive.js';
import { mulberry32, type Random, randomIndex } from '../../../src/core/stats/random.js';

// ---- The reference: src/core/stats/e-divisive.ts before the change, unchanged but for its name. ----
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
 * The best split of values[0, n) and its statistic
 *   Q(τ) = m·k/(m+k) · (2/(m·k)·Σ|x−y| − 2/(m(m−1))·Σ|x−x'| − 2/(k(k−1))·Σ|y−y'|),
 * m = τ points left, k = n − τ right. All τ in O(n²): with L[j] = Σ_{i<j}|x_i−x_j| and
 * R[j] = Σ_{i>j}|x_i−x_j| the within-left sum grows by L[τ] and the within-right one shrinks by R[τ].
 */
function bestSplit(values: Float64Array, n: number, minSegment: number, left: Float64Array, right: Float64Array): BestSplit {
  left.fill(0, 0, n);
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
  let within = 0; // Σ over pairs on the left
  let withinRight = total;
  let best: BestSplit = { split: -1, q: -Infinity };
  for (let tau = 1; tau < n; tau++) {
    within += left[tau - 1]!;
    withinRight -= right[tau - 1]!;
    const m = tau;
    const k = n - tau;
    if (m < minSegment || k < minSegment) continue;
    const between = total - within - withinRight;
    const q = ((m * k) / n) * ((2 * between) / (m * k) - (2 * within) / (m * (m - 1)) - (2 * withinRight) / (k * (k - 1)));
    if (q > best.q) best = { split: tau, q };
  }
  return best;
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
    if (bestSplit(work, n, o.minSegment, scratch.left, scratch.right).q >= q) {
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
function referenceEDivisive(values: ArrayLike<number>, options: EDivisiveOptions, random: Random): Candidate[] {
  const { series, factor } = withinRange(values);
  const n = series.length;
  // Never longer than the series: one window is then the whole of it (and a huge --window allocates nothing huge).
  const window = Math.min(n, Math.max(options.window, 4 * options.minSegment));
  const scratch: Scratch = {
    segment: new Float64Array(window),
    work: new Float64Array(window),
    left: new Float64Array(window),
    right: new Float64Array(window),
  };
  const found: Candidate[] = [];
  const step = Math.max(1, Math.floor(window / 2));
  for (let start = 0; ; start += step) {
    const end = Math.min(n, start + window);
    // The last window ends at the series' end, so its last points get a full window too.
    const from = Math.max(0, end - window);
    segment(series, from, end, options, random, scratch, found);
    if (end >= n) break;
  }
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

// ---- End of the reference. ----

/** A generator that counts its draws, so that both searches are seen to draw the same numbers. */
function counted(seed: number): { random: Random; draws: () => number } {
  const inner = mulberry32(seed);
  let n = 0;
  return {
    random: () => {
      n++;
      return inner();
    },
    draws: () => n,
  };
}

/** Series with steps, noise and many ties (values from a few levels), up to a few windows long. */
const series = fc.oneof(
  fc.array(fc.integer({ min: 1, max: 4 }), { maxLength: 90 }),
  fc.array(fc.double({ min: 1, max: 1000, noNaN: true }), { maxLength: 90 }),
  fc
    .tuple(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 60 }), fc.double({ min: 0.5, max: 2, noNaN: true }), fc.array(fc.integer({ min: -3, max: 3 }), { minLength: 120, maxLength: 120 }))
    .map(([a, b, ratio, noise]) => [...Array.from({ length: a }, (_, i) => 100 + noise[i]!), ...Array.from({ length: b }, (_, i) => 100 * ratio + noise[60 + i]!)]),
  // Past LARGEST_SAFE: the scaled search.
  fc.array(fc.constantFrom(1e300, 2e300, 3e300), { maxLength: 40 }),
);

const settings = fc.record({
  window: fc.integer({ min: 1, max: 60 }),
  minSegment: fc.integer({ min: 0, max: 8 }),
  alpha: fc.constantFrom(0.001, 0.01, 0.05, 0.2, 1),
  permutations: fc.integer({ min: 1, max: 60 }),
  minChange: fc.option(fc.double({ min: 0, max: 0.3, noNaN: true }), { nil: undefined }),
});

describe('E-Divisive, equal to its reference', () => {
  it('finds the same candidates with the same p-values and statistics, drawing the same random numbers', () => {
    fc.assert(
      fc.property(series, settings, fc.integer(), (values, s, seed) => {
        const worthTesting =
          s.minChange === undefined
            ? undefined
            : (start: number, split: number, end: number): boolean => {
                let before = 0;
                let after = 0;
                for (let i = start; i < split; i++) before += values[i]!;
                for (let i = split; i < end; i++) after += values[i]!;
                return Math.abs(after / (end - split) / (before / (split - start)) - 1) >= s.minChange!;
              };
        const options = { window: s.window, minSegment: s.minSegment, alpha: s.alpha, permutations: s.permutations, ...(worthTesting ? { worthTesting } : {}) };
        const ours = counted(seed);
        const theirs = counted(seed);
        expect(eDivisive(values, options, ours.random)).toStrictEqual(referenceEDivisive(values, options, theirs.random));
        expect(ours.draws()).toBe(theirs.draws());
      }),
      { numRuns: 400 },
    );
  });

  it('gives the same answers when series of every length follow each other (the scratch arrays reused)', () => {
    fc.assert(
      fc.property(fc.array(series, { minLength: 2, maxLength: 6 }), settings, (all, s) => {
        const options = { window: s.window, minSegment: s.minSegment, alpha: s.alpha, permutations: s.permutations };
        for (const values of all) expect(eDivisive(values, options, mulberry32(7))).toStrictEqual(referenceEDivisive(values, options, mulberry32(7)));
      }),
      { numRuns: 100 },
    );
  });

  it('finds no change in a series shorter than two segments, as the whole search would', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.array(fc.double({ min: 1, max: 1000, noNaN: true }), { maxLength: 16 }), (minSegment, values) => {
        fc.pre(values.length < 2 * minSegment);
        const options = { ...DEFAULT_DETECT_OPTIONS, minSegment };
        expect(seriesChangePoints(values, 'x', options)).toEqual([]);
        expect(referenceEDivisive(values, options, mulberry32(1))).toEqual([]);
      }),
    );
  });
});
