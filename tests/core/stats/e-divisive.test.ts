import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DETECT_OPTIONS, detectChangePoints, MAX_DETECT_WINDOW, MIN_DETECT_WINDOW, seriesChangePoints } from '../../../src/core/history/detect.js';
import type { HistoryEntry } from '../../../src/core/history/entry.js';
import { eDivisive } from '../../../src/core/stats/e-divisive.js';
import { mulberry32, normal } from '../../../src/core/stats/random.js';
import validateChangePoints from '../../../generated/changepoints-validator.js';

const options = { window: 50, minSegment: 5, alpha: 0.01, permutations: 199 };

function noisy(levels: Array<[number, number]>, cv: number, seed: number): number[] {
  const random = mulberry32(seed);
  return levels.flatMap(([mean, n]) => Array.from({ length: n }, () => mean * (1 + cv * normal(random))));
}

describe('E-Divisive means', () => {
  it('finds no change point in a constant series, whatever its length and value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), fc.double({ min: 1e-6, max: 1e9, noNaN: true }), (n, value) => {
        expect(eDivisive(new Array<number>(n).fill(value), options, mulberry32(1))).toEqual([]);
        expect(seriesChangePoints(new Array<number>(n).fill(value), 'x', DEFAULT_DETECT_OPTIONS)).toEqual([]);
      }),
    );
  });

  it('finds a big step at its index, wherever it is', () => {
    fc.assert(
      fc.property(fc.integer({ min: 8, max: 192 }), fc.integer({ min: 1, max: 1000 }), (at, seed) => {
        const series = noisy([[100, at], [130, 200 - at]], 0.01, seed);
        const found = seriesChangePoints(series, 'x', DEFAULT_DETECT_OPTIONS);
        expect(found.map((l) => l.index)).toEqual([at]);
        expect(found[0]!.after / found[0]!.before).toBeCloseTo(1.3, 1);
        expect(found[0]!.pValue).toBeLessThanOrEqual(0.01);
      }),
      { numRuns: 40 },
    );
  });

  it('places a clear step at its commit with every window --window takes, wherever the step is', () => {
    // A 20% step on 1% noise over 100 commits: each accepted window from the smallest up, and windows
    // longer than the series (taken as the whole series), at every position a split can be made.
    const n = 100;
    const { minSegment } = DEFAULT_DETECT_OPTIONS;
    const windows = [...Array.from({ length: 13 }, (_, i) => MIN_DETECT_WINDOW + i), 40, 49, 50, 51, 75, 99, 100, 101, MAX_DETECT_WINDOW];
    const misplaced: string[] = [];
    for (const window of windows) {
      for (let at = minSegment; at <= n - minSegment; at++) {
        const random = mulberry32(at * 7919 + window);
        const series = Array.from({ length: n }, (_, i) => (i < at ? 1000 : 1200) * (1 + 0.01 * (random() - 0.5)));
        const found = seriesChangePoints(series, 'x', { ...DEFAULT_DETECT_OPTIONS, window }).map((l) => l.index);
        if (found.length !== 1 || found[0] !== at) misplaced.push(`window ${window}, step at ${at}: found [${found.join(', ')}]`);
      }
    }
    expect(misplaced).toEqual([]);
    expect(MIN_DETECT_WINDOW).toBe(4 * minSegment);
  });

  it('takes a window longer than the series as the whole series, without allocating it', () => {
    const series = noisy([[100, 30], [120, 30]], 0.01, 3);
    for (const window of [60, 5_000_000_000, Number.MAX_SAFE_INTEGER]) expect(eDivisive(series, { ...options, window }, mulberry32(1)).map((c) => c.index)).toEqual([30]);
  });

  it('finds several steps, up and down, and says nothing about noise alone', () => {
    const series = noisy([[100, 60], [110, 70], [104, 80], [104, 90]], 0.01, 7);
    expect(seriesChangePoints(series, 'x', DEFAULT_DETECT_OPTIONS).map((l) => l.index)).toEqual([60, 130]);
    expect(seriesChangePoints(noisy([[100, 300]], 0.02, 8), 'x', DEFAULT_DETECT_OPTIONS)).toEqual([]);
  });

  it('does not report a real but small change under --min-change', () => {
    const series = noisy([[100, 100], [101.5, 100]], 0.001, 9);
    expect(seriesChangePoints(series, 'x', DEFAULT_DETECT_OPTIONS)).toEqual([]);
    expect(seriesChangePoints(series, 'x', { ...DEFAULT_DETECT_OPTIONS, minChangePct: 1 }).map((l) => l.index)).toEqual([100]);
  });

  it('finds the same splits, with the same p-values, at any magnitude up to the largest double', () => {
    // A power of two scales the statistic exactly; near 1e306 its sums of distances overflowed and a
    // clear doubling went unseen.
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: -1000, max: 1000 }), (seed, power) => {
        const series = noisy([[1, 30], [2, 30]], 0.01, seed);
        const expected = eDivisive(series, options, mulberry32(seed));
        expect(expected.map((c) => c.index)).toContain(30);
        const scaled = series.map((v) => v * 2 ** power);
        const found = eDivisive(scaled, options, mulberry32(seed));
        expect(found.map(({ index, pValue }) => ({ index, pValue }))).toEqual(expected.map(({ index, pValue }) => ({ index, pValue })));
      }),
      { numRuns: 60 },
    );
    const near = noisy([[1, 30], [2, 30]], 0.01, 7).map((v) => v * 5e307);
    expect(eDivisive(near, options, mulberry32(7)).map((c) => c.index)).toContain(30);
    // And history detect, whose means of such values overflowed their sums, reports the doubling.
    const [found, ...more] = seriesChangePoints(near, 'x', DEFAULT_DETECT_OPTIONS);
    expect(more).toEqual([]);
    expect(found!.index).toBe(30);
    expect(found!.after / found!.before).toBeCloseTo(2, 1);
  });

  it('is deterministic for a seed', () => {
    const series = noisy([[100, 40], [103, 40]], 0.02, 3);
    expect(eDivisive(series, options, mulberry32(5))).toEqual(eDivisive(series, options, mulberry32(5)));
  });
});

describe('detectChangePoints', () => {
  const entries: HistoryEntry[] = Array.from({ length: 40 }, (_, i) => ({
    schema_version: 1,
    commit: `c${i}`,
    branch: 'main',
    date: `2026-01-${String(1 + (i % 28)).padStart(2, '0')}T00:00:00.000Z`,
    benchmarks: [
      { name: 'ops', unit: 'ops/s', direction: 'higher', values: [i < 25 ? 1000 + (i % 3) : 900 + (i % 3), 1 + (i % 2)] },
      { name: 'time', unit: 'ms', direction: 'lower', values: [i < 10 ? 50 : 40] },
    ],
  }));

  it('reports benchmark, commit, means, change and verdict by direction, in the schema', () => {
    const report = detectChangePoints(entries, 'main', DEFAULT_DETECT_OPTIONS);
    expect(validateChangePoints(report)).toBe(true);
    expect(report.change_points.map((c) => [c.benchmark, c.commit, c.previous_commit, c.verdict, Math.round(c.change_pct)])).toEqual([
      ['time', 'c10', 'c9', 'better', -20],
      ['ops', 'c25', 'c24', 'worse', -10],
    ]);
    expect(report.change_points[0]!.mean_before).toBe(50);
    expect(report.change_points[0]!.mean_after).toBe(40);
  });

  it('converts units of one kind and starts over when a benchmark changes what it measures', () => {
    const mixed = entries.map((e, i) => ({ ...e, benchmarks: [{ name: 'time', unit: i < 20 ? 'ms' : 's', direction: 'lower' as const, values: [i < 20 ? 50 : 0.05] }] }));
    expect(detectChangePoints(mixed, 'main', DEFAULT_DETECT_OPTIONS).change_points).toEqual([]);
    const other = entries.map((e, i) => ({ ...e, benchmarks: [{ name: 'time', unit: i < 20 ? 'ms' : 'B', direction: 'lower' as const, values: [i < 20 ? 50 : 500] }] }));
    expect(detectChangePoints(other, 'main', DEFAULT_DETECT_OPTIONS).change_points).toEqual([]);
  });
});
