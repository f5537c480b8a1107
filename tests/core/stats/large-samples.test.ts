/** A million samples through the statistics helpers and the gate (not timed: performance lives in bench/). */
import { describe, expect, it } from 'vitest';
import { aggregate } from '../../../src/core/aggregate.js';
import { maxOf, minOf } from '../../../src/core/extent.js';
import { runGate } from '../../../src/core/gate.js';
import { DEFAULT_GATE_OPTIONS } from '../../../src/core/gate-options.js';
import { dispersion } from '../../../src/core/stats/dispersion.js';
import { sourced } from '../../helpers/documents.js';

const MILLION = 1_000_000;
/** 1..1,000,000 in a shuffled order (a fixed permutation: i * 7919 mod n is one for a prime coprime to n). */
const samples = Array.from({ length: MILLION }, (_, i) => ((i * 7919) % MILLION) + 1);

describe('a million samples', () => {
  it('have a dispersion, a best, a worst and a median', () => {
    const d = dispersion(samples, 'samples')!;
    expect(d).toMatchObject({ n: MILLION, min: 1, max: MILLION });
    expect(aggregate(samples, 'best', 'higher')).toBe(MILLION);
    expect(aggregate(samples, 'best', 'lower')).toBe(1);
    expect(aggregate(samples, 'worst', 'lower')).toBe(MILLION);
    expect(aggregate(samples, 'median', 'lower')).toBe(500_000.5);
    expect(maxOf(samples)).toBe(MILLION);
    expect(minOf(samples)).toBe(1);
  });

  it('go through the gate', () => {
    // 1000 ns to 1010 ns: some noise, not enough to leave the change inconclusive.
    const narrow = samples.map((s) => 1000 + s / 100_000);
    const base = sourced('baseline.json', [{ name: 'a', value: 1005, unit: 'ns', samples: narrow }]);
    const run = sourced('run.json', [{ name: 'a', value: 1005, unit: 'ns', samples: narrow }]);
    const report = runGate(base, [run], DEFAULT_GATE_OPTIONS);
    expect(report.benchmarks[0]!.status).toBe('unchanged');
    expect(report.benchmarks[0]!.dispersion?.current).toMatchObject({ n: MILLION, min: 1000.00001, max: 1010 });
  }, 120_000);
});

describe('maxOf and minOf', () => {
  it('agree with Math.max and Math.min, including empty and NaN', () => {
    for (const xs of [[], [3], [1, -2, 5], [NaN, 1], [-Infinity]]) {
      expect(maxOf(xs)).toBe(Math.max(...xs));
      expect(minOf(xs)).toBe(Math.min(...xs));
    }
  });
});
