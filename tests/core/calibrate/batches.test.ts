/**
 * calibrate's batches (runs of different CI jobs): the baseline's runs of a resample come from one
 * batch and the current side's from another; with one batch, calibrate gives to the bit the advice
 * it gave before it knew batches.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calibrate } from '../../../src/core/calibrate/calibrate.js';
import { drawBatchedRuns, drawRuns } from '../../../src/core/calibrate/resample.js';
import type { SourcedDocument } from '../../../src/core/model.js';
import { mulberry32, normal } from '../../../src/core/stats/random.js';
import { renderCalibration } from '../../../src/report/calibration.js';

function aaRuns(cvs: readonly number[], count: number, seed: number): SourcedDocument[] {
  const random = mulberry32(seed);
  return Array.from({ length: count }, (_, r) => ({
    source: `aa${r}.json`,
    document: { schema_version: 1 as const, benchmarks: cvs.map((cv, b) => ({ name: `b${b}`, time_ms: 10 * Math.exp(cv * normal(random)) })) },
  }));
}

describe('drawBatchedRuns', () => {
  it('draws what drawRuns draws from one batch of all the runs in order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1, max: 2 ** 31 }), (k, runs, resamples, seed) => {
        const all = Array.from({ length: k }, (_, i) => i);
        expect(drawBatchedRuns([all], runs, resamples, mulberry32(seed))).toEqual(drawRuns(k, runs, resamples, mulberry32(seed)));
      }),
    );
  });

  it('takes each side of a resample from one batch, the two sides from different batches', () => {
    const batchesArb = fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 2, maxLength: 6 }).map((sizes) => {
      let next = 0;
      return sizes.map((n) => Array.from({ length: n }, () => next++));
    });
    fc.assert(
      fc.property(batchesArb, fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 2 ** 31 }), (batches, runs, seed) => {
        const batchOf = new Map(batches.flatMap((b, i) => b.map((run) => [run, i] as const)));
        const draws = drawBatchedRuns(batches, runs, 40, mulberry32(seed));
        for (let r = 0; r < draws.resamples; r++) {
          const side = (s: number) => new Set(Array.from({ length: runs }, (_, i) => batchOf.get(draws.indices[(r * runs + i) * 2 + s]!)));
          const base = side(0);
          const current = side(1);
          expect(base.size).toBe(1);
          expect(current.size).toBe(1);
          expect([...base][0]).not.toBe([...current][0]);
        }
      }),
    );
  });
});

describe('calibrate with one batch', () => {
  it('gives the advice it gave without batches, for any small suite and seed', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0.001, max: 0.3, noNaN: true }), { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 6, max: 14 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 2 ** 31 }),
        (cvs, count, runs, seed) => {
          const docs = aaRuns(cvs, count, seed);
          const without = calibrate(docs, { runs, seed, maxRuns: 4 });
          const all = Array.from({ length: count }, (_, i) => i);
          expect(without.batches).toBe(1);
          // One batch of all the runs, or batches of one run each (a folder per run): one pool.
          expect(calibrate(docs, { runs, seed, maxRuns: 4, batches: [all] })).toEqual(without);
          expect(calibrate(docs, { runs, seed, maxRuns: 4, batches: all.map((i) => [i]) })).toEqual(without);
        },
      ),
      { numRuns: 15 },
    );
  });
});

describe('calibrate with batches', () => {
  it('puts the drift between batches in the thresholds', () => {
    // Three jobs, the second 6% slower throughout, little noise within each.
    const docs = aaRuns([0.004, 0.004], 30, 9).map((d, r) => (r >= 10 && r < 20 ? { ...d, document: { ...d.document, benchmarks: d.document.benchmarks.map((b) => ({ ...b, time_ms: b.time_ms! * 1.06 })) } } : d));
    const batches = [0, 1, 2].map((j) => Array.from({ length: 10 }, (_, i) => j * 10 + i));
    const pooled = calibrate(docs, { runs: 5 });
    const batched = calibrate(docs, { runs: 5, batches });
    expect(batched.batches).toBe(3);
    expect(pooled.geomean.threshold_pct).toBeLessThan(6);
    expect(batched.geomean.threshold_pct).toBeGreaterThan(6);
    for (const b of batched.benchmarks) expect(b.threshold_pct).toBeGreaterThan(6);
    expect(batched.warnings).toContain('only 3 batches: the drift between jobs is estimated from few of them; runs of 6 or more jobs are recommended');
  });

  it('says that runs for the target past half the A/A runs are a floor when the batches drift', () => {
    // The 1/sqrt(N) law extrapolated "74+ runs would catch 8%" as if more runs shrank the drift
    // between jobs, which is the same however many runs each job makes.
    const docs = aaRuns([0.004, 0.004], 30, 9).map((d, r) => (r >= 10 && r < 20 ? { ...d, document: { ...d.document, benchmarks: d.document.benchmarks.map((b) => ({ ...b, time_ms: b.time_ms! * 1.06 })) } } : d));
    const batches = [0, 1, 2].map((j) => Array.from({ length: 10 }, (_, i) => j * 10 + i));
    const batched = calibrate(docs, { runs: 5, batches });
    expect(batched.benchmarks.every((b) => b.extrapolated)).toBe(true);
    expect(renderCalibration(batched)).toContain(
      '"+": past half the A/A runs, extrapolated by the 1/sqrt(N) law, which only the noise within a job follows: the drift between batches does not shrink with more runs, so it is at least that many, and perhaps no number is enough.',
    );
    expect(renderCalibration(calibrate(aaRuns([0.3], 30, 9), { runs: 5 }))).toContain('"+": past half the A/A runs, extrapolated by the 1/sqrt(N) law.\n');
  });

  it('refuses batches that are not a partition of the runs (a caller\'s mistake)', () => {
    const docs = aaRuns([0.01], 8, 1);
    expect(() => calibrate(docs, { batches: [[0, 1, 2, 3], [3, 4, 5, 6, 7]] })).toThrow(RangeError);
    expect(() => calibrate(docs, { batches: [[0, 1, 2, 3], [4, 5, 6]] })).toThrow(RangeError);
  });
});
