import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runGate } from '../../../src/core/gate.js';
import { DEFAULT_GATE_OPTIONS } from '../../../src/core/gate-options.js';
import { quantile } from '../../../src/core/aggregate.js';
import { dispersion, meanAndSd, robustCvPct } from '../../../src/core/stats/dispersion.js';
import { sourced } from '../../helpers/documents.js';
import { normalSamples } from '../../helpers/normal-samples.js';


describe('the noise of one run\'s per-iteration samples', () => {
  it('is about the plain CV when the samples have no outliers', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.double({ min: 0.5, max: 10, noNaN: true }), (seed, cv) => {
        const samples = normalSamples(2000, 100, cv, seed);
        const { mean, sd } = meanAndSd(samples);
        const plain = (sd / mean) * 100;
        // The MAD's own sampling error on 2,000 normal samples is about 3%.
        expect(dispersion(samples, 'samples')!.cv_pct / plain).toBeGreaterThan(0.85);
        expect(dispersion(samples, 'samples')!.cv_pct / plain).toBeLessThan(1.15);
      }),
      { numRuns: 50 },
    );
  });

  it('barely moves when a few huge outliers (GC pauses) are added to many samples', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.double({ min: 0.5, max: 5, noNaN: true }),
        fc.array(fc.double({ min: 10, max: 1000, noNaN: true }), { minLength: 1, maxLength: 10 }),
        (seed, cv, factors) => {
          const samples = normalSamples(1000, 100, cv, seed);
          const before = dispersion(samples, 'samples')!.cv_pct;
          const after = dispersion([...samples, ...factors.map((f) => 100 * f)], 'samples')!;
          // At most 1% outliers: the median and the MAD move by about that share of a spread.
          expect(Math.abs(after.cv_pct - before) / before).toBeLessThan(0.05);
          expect(after.max).toBe(100 * Math.max(...factors));
        },
      ),
      { numRuns: 50 },
    );
  });

  it('is about the spread of a few samples too, on average: the MAD is corrected for their number', () => {
    // Of 3 samples the MAD is the distance to the nearer neighbour: uncorrected, a third short.
    for (const n of [3, 4, 5, 7, 9, 12]) {
      let sum = 0;
      const trials = 4000;
      for (let seed = 0; seed < trials; seed++) sum += dispersion(normalSamples(n, 100, 2, seed * 7919 + n), 'samples')!.cv_pct;
      expect(sum / trials / 2, `${n} samples`).toBeGreaterThan(0.95);
      expect(sum / trials / 2, `${n} samples`).toBeLessThan(1.05);
    }
  });

  it('reads go test -count 3 with one slow count as noisier than an 8% limit', () => {
    // go-test-benchmem's BenchmarkConcat: the middle one is compared; the far one is a third of the samples.
    expect(dispersion([104.7, 110, 158.5], 'samples')!.cv_pct).toBeGreaterThan(8);
  });

  it('keeps the plain CV for the values of runs, outliers and all', () => {
    const values = [100, 101, 99, 100, 1000];
    const { mean, sd } = meanAndSd(values);
    expect(dispersion(values, 'runs')!.cv_pct).toBeCloseTo((sd / mean) * 100, 10);
  });

  it('never claims no noise for quantised samples that are not all equal', () => {
    // A timer ticking in 100 ns: more than half the samples on one tick (MAD 0).
    const half = [...Array(6).fill(100), 200, 200, 300, 300];
    expect(dispersion(half, 'samples')!.cv_pct).toBeCloseTo((((200 - 100) / 1.349) / 100) * 100, 6);
    // Three quarters on one tick (MAD and IQR 0): the mean absolute deviation from the median.
    const most = [...Array(9).fill(100), 200];
    expect(dispersion(most, 'samples')!.cv_pct).toBeCloseTo((Math.sqrt(Math.PI / 2) * 10) / 100 * 100, 6);
    expect(dispersion([...Array(10).fill(100)], 'samples')!.cv_pct).toBe(0);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 2, maxLength: 50 }), (ticks) => {
        const d = dispersion(ticks.map((t) => t * 100), 'samples')!;
        if (new Set(ticks).size > 1) expect(d.cv_pct).toBeGreaterThan(0);
        else expect(d.cv_pct).toBe(0);
      }),
    );
  });

  it('lets a file of per-iteration samples with GC pauses compared with itself be unchanged, not inconclusive', () => {
    // 2,000 rounds of about 200 ns, ±2%, and 20 pauses of 20 to 100 µs: a plain CV of several hundred percent.
    const samples = normalSamples(2000, 200e-9, 2, 7);
    for (let i = 0; i < 20; i++) samples[i * 97] = (20 + 4 * i) * 1e-6;
    const entry = { name: 'tiny', value: 200e-9, unit: 's', direction: 'lower' as const, samples };
    const report = runGate(sourced('base.json', [entry]), [sourced('run.json', [entry])], DEFAULT_GATE_OPTIONS);
    const r = report.benchmarks[0]!;
    expect(r.status).toBe('unchanged');
    expect(r.dispersion!.current!.cv_pct).toBeLessThan(3);
    expect(r.dispersion!.current!.of).toBe('samples');
  });
});

describe('robustCvPct', () => {
  /** The rule as written: sort, median, absolute deviations, their median (and the fallbacks). */
  function reference(values: readonly number[]): number {
    const sorted = [...values].sort((a, b) => a - b);
    const n = sorted.length;
    const centre = quantile(sorted, 0.5);
    const deviations = sorted.map((v) => Math.abs(v - centre)).sort((a, b) => a - b);
    const mad = quantile(deviations, 0.5);
    const corrections = [1, 1, 1.196, 1.495, 1.363, 1.206, 1.2, 1.14, 1.129, 1.107];
    const correction = n < corrections.length ? corrections[n]! : n / (n - 0.8);
    if (mad > 0) return ((correction * 1.4826 * mad) / centre) * 100;
    const iqr = quantile(sorted, 0.75) - quantile(sorted, 0.25);
    if (iqr > 0) return (iqr / 1.349 / centre) * 100;
    return ((Math.sqrt(Math.PI / 2) * (deviations.reduce((s, d) => s + d, 0) / n)) / centre) * 100;
  }

  it('is the rule as written, for any samples, ties, quantised ones and large ones included (it sorts in a kept buffer)', () => {
    const value = fc.oneof(fc.double({ min: 1e-9, max: 1e9, noNaN: true }), fc.integer({ min: 1, max: 5 }));
    fc.assert(
      fc.property(fc.array(value, { minLength: 2, maxLength: 300 }), (values) => {
        expect(robustCvPct(values)).toBeCloseTo(reference(values), 9);
      }),
      { numRuns: 500 },
    );
    // Above the kept buffer's size, and a small one after it (the buffer is not left too short).
    const large = normalSamples(5000, 100, 3, 9);
    expect(robustCvPct(large)).toBeCloseTo(reference(large), 9);
    expect(robustCvPct([1, 2, 3])).toBeCloseTo(reference([1, 2, 3]), 12);
  });
});
