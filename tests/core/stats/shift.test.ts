import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kthDifference } from '../../../src/core/stats/pairwise-select.js';
import { criticalCount, fullRangeCoverage, shiftEstimate, shiftInterval, shiftSamples, widestShiftInterval } from '../../../src/core/stats/shift.js';
import { mulberry32, normal } from '../../../src/core/stats/random.js';

/**
 * The reference: every difference y[j] - x[i], computed and sorted the plain way. -0 and +0 sort as
 * equal, in no particular order, so the tests compare a rank's value with "+ 0" (which makes -0 +0).
 */
function bruteDifferences(x: readonly number[], y: readonly number[]): number[] {
  const out: number[] = [];
  for (const a of x) for (const b of y) out.push(b - a);
  return out.sort((p, q) => p - q);
}

/** P(U <= u) under no shift, by listing every way of choosing which n of the n + m ranks the first sample holds. */
function bruteNullCdf(n: number, m: number): number[] {
  const counts = new Array<number>(n * m + 1).fill(0);
  let total = 0;
  const choose = (start: number, picked: number[]) => {
    if (picked.length === n) {
      // U = pairs where the first sample's value exceeds the second's: for each picked rank, the unpicked ranks below it.
      let u = 0;
      for (const r of picked) u += r - picked.filter((p) => p < r).length;
      counts[u]!++;
      total++;
      return;
    }
    for (let r = start; r < n + m; r++) choose(r + 1, [...picked, r]);
  };
  choose(0, []);
  let sum = 0;
  return counts.map((c) => (sum += c) / total);
}

const sortedF64 = (v: readonly number[]) => Float64Array.from(v).sort();
/** Values with many ties (a few distinct integers), or continuous ones. */
const values = (maxLength: number, minLength = 1) =>
  fc.oneof(
    fc.array(fc.integer({ min: -3, max: 3 }), { minLength, maxLength }),
    fc.array(fc.double({ min: -1e3, max: 1e3, noNaN: true, noDefaultInfinity: true }), { minLength, maxLength }),
  );

describe('kthDifference', () => {
  it('agrees with sorting every difference, ties included, on the direct path', () => {
    fc.assert(
      fc.property(values(12), values(12), fc.nat(), (x, y, r) => {
        const brute = bruteDifferences(x, y);
        const k = r % brute.length;
        expect(kthDifference(sortedF64(x), sortedF64(y), k) + 0).toBe(brute[k]! + 0);
      }),
    );
  });

  it('agrees with sorting every difference on the selection path (more than 4096 differences)', () => {
    fc.assert(
      fc.property(values(120, 60), values(120, 70), fc.nat(), (x, y, r) => {
        const brute = bruteDifferences(x, y);
        const k = r % brute.length;
        for (const rank of [k, 0, brute.length - 1, brute.length >> 1]) expect(kthDifference(sortedF64(x), sortedF64(y), rank) + 0).toBe(brute[rank]! + 0);
      }),
      { numRuns: 30 },
    );
  });

  it('finds the rank in a single tie group spanning everything', () => {
    const x = new Float64Array(100).fill(2);
    const y = new Float64Array(100).fill(5);
    expect(kthDifference(x, y, 5000)).toBe(3);
  });

  it('rejects a rank outside the matrix', () => {
    expect(() => kthDifference(sortedF64([1]), sortedF64([2]), 1)).toThrow(RangeError);
  });

  it('selects in a million by a million observations without the 10^12 array', () => {
    const random = mulberry32(7);
    const x = Float64Array.from({ length: 1_000_000 }, () => normal(random)).sort();
    const y = Float64Array.from({ length: 1_000_000 }, () => 0.5 + normal(random)).sort();
    const median = kthDifference(x, y, 5e11);
    // The median difference of N(0,1) and N(0.5,1) samples is 0.5 within a few thousandths.
    expect(Math.abs(median - 0.5)).toBeLessThan(0.01);
    // Exactly rank 5e11: as many differences below it as the rank, fewer than rank + 1 strictly below... counted directly.
    let below = 0;
    let atMost = 0;
    let j = 0;
    let je = 0;
    for (let i = 0; i < x.length; i++) {
      while (j < y.length && y[j]! - x[i]! < median) j++;
      while (je < y.length && y[je]! - x[i]! <= median) je++;
      below += j;
      atMost += je;
    }
    expect(below).toBeLessThanOrEqual(5e11);
    expect(atMost).toBeGreaterThan(5e11);
  }, 60_000);
});

describe('criticalCount', () => {
  it('matches the null distribution of U counted by brute force', () => {
    for (const [n, m] of [[2, 2], [2, 3], [3, 3], [4, 5], [5, 5], [3, 8], [6, 6], [2, 10]] as const) {
      const cdf = bruteNullCdf(n, m);
      for (const confidence of [0.5, 0.8, 0.9, 0.95, 0.99]) {
        const tail = (1 - confidence) / 2;
        let c = -1;
        while (c + 1 < cdf.length && cdf[c + 1]! <= tail + 1e-12) c++;
        const got = criticalCount(n, m, confidence);
        expect(got.c, `${n} vs ${m} at ${confidence}`).toBe(c);
        if (c >= 0) expect(got.coverage).toBeCloseTo(1 - 2 * cdf[c]!, 12);
        expect(got.c < 0 || got.coverage >= confidence - 1e-12).toBe(true);
      }
    }
  });

  it('passes smoothly from the exact distribution to the normal approximation', () => {
    // 50 x 50 is the last exact size; 50 x 51 the first approximated. Their c differ by about n/2, not by a jump.
    const exact = criticalCount(50, 50, 0.99).c;
    const approx = criticalCount(50, 51, 0.99).c;
    expect(approx - exact).toBeGreaterThan(0);
    expect(approx - exact).toBeLessThan(40);
  });

  it('the full range covers 1 - 2 / C(n + m, n)', () => {
    expect(fullRangeCoverage(2, 2)).toBeCloseTo(1 - 2 / 6, 12);
    expect(fullRangeCoverage(5, 5)).toBeCloseTo(1 - 2 / 252, 12);
  });
});

describe('shiftEstimate and shiftInterval', () => {
  it('are the median and the (c+1)-th and (nm-c)-th of the sorted differences', () => {
    fc.assert(
      fc.property(values(15), values(15), fc.constantFrom(0.8, 0.9, 0.95, 0.99), (x, y, confidence) => {
        const brute = bruteDifferences(x, y);
        const s = shiftSamples(x, y);
        const mid = brute.length >> 1;
        const median = brute.length % 2 === 1 ? brute[mid]! : (brute[mid - 1]! + brute[mid]!) / 2;
        expect(shiftEstimate(s)).toBe(median);
        const { c } = criticalCount(x.length, y.length, confidence);
        const interval = shiftInterval(s, confidence);
        if (c < 0) expect(interval).toBeNull();
        else {
          expect(interval!.low).toBe(brute[c]);
          expect(interval!.high).toBe(brute[brute.length - 1 - c]);
          expect(interval!.low).toBeLessThanOrEqual(median);
          expect(interval!.high).toBeGreaterThanOrEqual(median);
        }
      }),
    );
  });

  it('agree with brute force above the sort-all size too', () => {
    fc.assert(
      fc.property(values(90, 50), values(90, 85), (x, y) => {
        const brute = bruteDifferences(x, y);
        const s = shiftSamples(x, y);
        const { c } = criticalCount(x.length, y.length, 0.99);
        const interval = shiftInterval(s, 0.99)!;
        expect([interval.low, interval.high]).toEqual([brute[c], brute[brute.length - 1 - c]]);
        const mid = brute.length >> 1;
        expect(shiftEstimate(s)).toBe(brute.length % 2 === 1 ? brute[mid] : (brute[mid - 1]! + brute[mid]!) / 2);
      }),
      { numRuns: 15 },
    );
  });

  it('estimates the shift of samples with more than 2^31 pairs (the middle rank is not a 32-bit integer)', () => {
    // 50,000 x 50,000 = 2.5e9 differences: \`pairs >> 1\` would wrap to a negative rank.
    const x = Array.from({ length: 50_000 }, (_, i) => i);
    const y = Array.from({ length: 50_000 }, (_, i) => i + 7);
    // The differences are d = 7 + j - i, symmetric around 7: their median is exactly 7.
    const s = shiftSamples(x, y);
    expect(shiftEstimate(s)).toBe(7);
    const interval = shiftInterval(s, 0.99)!;
    expect(interval.low).toBeLessThan(7);
    expect(interval.high).toBeGreaterThan(7);
    expect(interval.low + interval.high).toBe(14);
  });

  it('gives no interval where the level cannot be reached, and says how far the widest one goes', () => {
    const s = shiftSamples([10, 11], [12, 14]);
    expect(shiftInterval(s, 0.99)).toBeNull();
    const widest = widestShiftInterval(s, 0.99);
    expect(widest).toEqual({ low: 1, high: 4, coverage: fullRangeCoverage(2, 2) });
    expect(widest.coverage).toBeLessThan(0.99);
  });

  it('on log values, gives the interval of a ratio', () => {
    const s = shiftSamples([100, 101, 99, 100.5, 99.5], [110, 111, 109, 110.5, 109.5], Math.log);
    expect(Math.exp(shiftEstimate(s))).toBeCloseTo(1.1, 2);
  });

  it('covers the true shift at least as often as its level, within sampling error', () => {
    const random = mulberry32(2026);
    for (const [n, m, confidence] of [[5, 5, 0.9], [8, 12, 0.95], [30, 30, 0.9], [60, 60, 0.9]] as const) {
      const trials = 1500;
      let covered = 0;
      let level = 0;
      for (let t = 0; t < trials; t++) {
        // Skewed noise (log-normal, as timings are) and a shift of 0.3 on the log scale.
        const x = Array.from({ length: n }, () => Math.exp(0.5 * normal(random)));
        const y = Array.from({ length: m }, () => Math.exp(0.5 * normal(random)) * Math.exp(0.3));
        const interval = shiftInterval(shiftSamples(x, y, Math.log), confidence)!;
        level = interval.coverage;
        if (interval.low <= 0.3 && 0.3 <= interval.high) covered++;
      }
      const sd = Math.sqrt((level * (1 - level)) / trials);
      expect(covered / trials, `${n} vs ${m} at ${confidence}`).toBeGreaterThan(level - 4 * sd);
      expect(covered / trials).toBeLessThan(level + 4 * sd);
    }
  });
});
