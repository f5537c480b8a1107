import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mannWhitney, smallestOneSidedP, type Alternative } from '../../../src/core/stats/mann-whitney.js';

interface Case {
  name: string;
  x: number[];
  y: number[];
  method: 'exact' | 'asymptotic';
  less: { u: number; p: number };
  greater: { u: number; p: number };
  'two-sided': { u: number; p: number };
}
const reference = JSON.parse(readFileSync(join(import.meta.dirname, 'reference.json'), 'utf8')) as { mann_whitney: Case[] };

/** Every way of splitting the pooled values: the permutation distribution, by brute force. */
function bruteForceP(x: number[], y: number[], alternative: 'less' | 'greater'): number {
  const pooled = [...x, ...y];
  const u = (xs: number[], ys: number[]) => xs.reduce((acc, a) => acc + ys.reduce((s, b) => s + (a > b ? 1 : a === b ? 0.5 : 0), 0), 0);
  const observed = u(x, y);
  let hits = 0;
  let total = 0;
  const choose = (start: number, picked: number[]) => {
    if (picked.length === x.length) {
      const xs = picked.map((i) => pooled[i]!);
      const ys = pooled.filter((_, i) => !picked.includes(i));
      const v = u(xs, ys);
      total++;
      if (alternative === 'less' ? v <= observed + 1e-9 : v >= observed - 1e-9) hits++;
      return;
    }
    for (let i = start; i < pooled.length; i++) choose(i + 1, [...picked, i]);
  };
  choose(0, []);
  return hits / total;
}

describe('mannWhitney', () => {
  for (const c of reference.mann_whitney) {
    for (const alternative of ['less', 'greater', 'two-sided'] as Alternative[]) {
      it(`matches scipy on ${c.name} (${alternative})`, () => {
        const result = mannWhitney(c.x, c.y, alternative, c.method === 'exact' ? 'exact' : 'normal');
        expect(result.u).toBeCloseTo(c[alternative].u, 9);
        expect(result.p).toBeCloseTo(c[alternative].p, 6);
      });
    }
  }

  it('gives the textbook table values for n = m = 5: P(U <= 2) = 4/252, P(U <= 3) = 7/252 = 0.0278', () => {
    const two = mannWhitney([1, 2, 3, 4, 6.5], [5, 6, 7, 8, 9], 'less');
    expect(two.u).toBe(2);
    expect(two.p).toBeCloseTo(4 / 252, 12);
    const three = mannWhitney([1, 2, 3, 4, 7.5], [5, 6, 7, 8, 9], 'less');
    expect(three.u).toBe(3);
    expect(three.p).toBeCloseTo(0.0278, 4);
  });

  it('counts ties exactly in small groups, as a brute-force enumeration does', () => {
    const x = [3, 3, 4, 5, 5];
    const y = [4, 5, 5, 6, 6, 7];
    expect(mannWhitney(x, y, 'less').p).toBeCloseTo(bruteForceP(x, y, 'less'), 12);
    expect(mannWhitney(x, y, 'greater').p).toBeCloseTo(bruteForceP(x, y, 'greater'), 12);
  });

  it('agrees with brute force on random small groups with ties', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 5 }), fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 5 }), (x, y) => {
        expect(mannWhitney(x, y, 'less').p).toBeCloseTo(bruteForceP(x, y, 'less'), 9);
        expect(mannWhitney(x, y, 'greater').p).toBeCloseTo(bruteForceP(x, y, 'greater'), 9);
      }),
      { numRuns: 150 },
    );
  });

  it('swapping the groups swaps the one-sided alternatives', () => {
    const x = [10.2, 9.8, 10.5, 10.1];
    const y = [10.9, 11.2, 10.4, 11.0, 10.8];
    expect(mannWhitney(x, y, 'less').p).toBeCloseTo(mannWhitney(y, x, 'greater').p, 12);
  });

  it('keeps a tiny normal-approximation p-value in either tail, not 0 in the upper one', () => {
    // scipy.stats.mannwhitneyu(y, x, alternative='greater', method='asymptotic') for these groups: 1.2810718345817004e-34.
    const x = Array.from({ length: 100 }, (_, i) => i + 1);
    const y = Array.from({ length: 100 }, (_, i) => i + 101);
    expect(mannWhitney(y, x, 'greater').method).toBe('normal');
    expect(mannWhitney(y, x, 'greater').p / 1.2810718345817004e-34).toBeCloseTo(1, 5);
    expect(mannWhitney(x, y, 'less').p / 1.2810718345817004e-34).toBeCloseTo(1, 5);
    // Swapping the groups swaps the tails, to the relative precision of the normal function, however small.
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 50 }), { minLength: 3, maxLength: 40 }), fc.array(fc.integer({ min: 0, max: 50 }), { minLength: 3, maxLength: 40 }), fc.integer({ min: 0, max: 60 }), (a, b, shift) => {
        const shifted = b.map((v) => v + shift);
        const greater = mannWhitney(shifted, a, 'greater', 'normal').p;
        const less = mannWhitney(a, shifted, 'less', 'normal').p;
        expect(greater > 0).toBe(less > 0);
        if (less > 0) expect(greater / less).toBeCloseTo(1, 5);
      }),
    );
  });

  it('returns p = 1 when every value is tied', () => {
    expect(mannWhitney([5, 5, 5], [5, 5], 'two-sided', 'normal').p).toBe(1);
    expect(mannWhitney([5, 5, 5], [5, 5], 'two-sided').p).toBe(1);
  });

  it('uses the normal approximation for large groups', () => {
    const x = Array.from({ length: 300 }, (_, i) => i);
    const y = Array.from({ length: 300 }, (_, i) => i + 0.5);
    expect(mannWhitney(x, y, 'less').method).toBe('normal');
    expect(mannWhitney(x.slice(0, 5), y.slice(0, 30), 'less').method).toBe('exact');
  });

  it('knows the smallest p-value small groups can reach', () => {
    expect(smallestOneSidedP(5, 5)).toBeCloseTo(1 / 252, 12);
    expect(smallestOneSidedP(5, 30)).toBeCloseTo(1 / 324632, 15);
    expect(mannWhitney([1, 2, 3, 4, 5], [6, 7, 8, 9, 10], 'less').p).toBeCloseTo(smallestOneSidedP(5, 5), 12);
  });
});
