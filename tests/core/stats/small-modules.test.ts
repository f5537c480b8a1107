import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dispersion, meanAndSd } from '../../../src/core/stats/dispersion.js';
import { holmAdjust } from '../../../src/core/stats/holm.js';
import { normalCdf } from '../../../src/core/stats/normal.js';
import { mulberry32, seedFor } from '../../../src/core/stats/random.js';

describe('holmAdjust', () => {
  it('adjusts the textbook example (Holm 1979 step-down)', () => {
    // Sorted: 0.005 x 4, 0.01 x 3, 0.03 x 2, 0.04 x 1, each at least the previous one.
    const adjusted = holmAdjust([0.01, 0.04, 0.03, 0.005]);
    expect(adjusted.map((p) => Number(p.toFixed(10)))).toEqual([0.03, 0.06, 0.06, 0.02]);
  });

  it('never adjusts below the raw p-value nor above 1, and keeps the order', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 30 }), (ps) => {
        const adjusted = holmAdjust(ps);
        ps.forEach((p, i) => {
          expect(adjusted[i]!).toBeGreaterThanOrEqual(p);
          expect(adjusted[i]!).toBeLessThanOrEqual(1);
        });
        ps.forEach((p, i) => ps.forEach((q, j) => {
          if (p < q) expect(adjusted[i]!).toBeLessThanOrEqual(adjusted[j]!);
        }));
      }),
    );
  });

  it('is Bonferroni for the smallest p-value', () => {
    expect(holmAdjust([0.001, 0.5, 0.9])[0]).toBeCloseTo(0.003, 12);
  });
});

describe('dispersion', () => {
  it('computes the sample CV and the range', () => {
    // mean 5, sample variance 32/7, sd 2.138
    const d = dispersion([2, 4, 4, 4, 5, 5, 7, 9], 'runs')!;
    expect(d.cv_pct).toBeCloseTo((Math.sqrt(32 / 7) / 5) * 100, 10);
    expect([d.min, d.max, d.n, d.of]).toEqual([2, 9, 8, 'runs']);
  });

  it('has nothing to say about fewer than two observations', () => {
    expect(dispersion([3], 'runs')).toBeUndefined();
    expect(dispersion([], 'samples')).toBeUndefined();
  });

  it('keeps its precision on large values', () => {
    const { mean, sd } = meanAndSd([1e15 + 1, 1e15 + 2, 1e15 + 3]);
    expect(mean).toBe(1e15 + 2);
    expect(sd).toBeCloseTo(1, 6);
  });
});

describe('normalCdf', () => {
  it('matches tabulated values', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1.959963985)).toBeCloseTo(0.975, 7);
    expect(normalCdf(-2.326347874)).toBeCloseTo(0.01, 7);
    expect(normalCdf(-3.090232306) / 0.001).toBeCloseTo(1, 5);
  });
});

describe('random', () => {
  it('is reproducible from its seed and differs between seeds', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const xs = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(xs);
    expect(Array.from({ length: 5 }, () => c())).not.toEqual(xs);
  });

  it('is roughly uniform', () => {
    const random = mulberry32(7);
    let sum = 0;
    for (let i = 0; i < 100_000; i++) sum += random();
    expect(sum / 100_000).toBeCloseTo(0.5, 2);
  });

  it('derives a different stream per name', () => {
    expect(seedFor('a', 1)).not.toBe(seedFor('b', 1));
    expect(seedFor('a', 1)).not.toBe(seedFor('a', 2));
    expect(seedFor('a', 1)).toBe(seedFor('a', 1));
  });
});
