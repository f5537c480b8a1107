/**
 * The reverse of a tool's export against N runs: ONE run whose entries carry per-iteration samples
 * against a baseline of run values (promoted, a history's, an A/B's base rounds). The run's
 * iterations are not observations of what a run's value is: its value is compared with the
 * baseline's runs, whose spread is the noise of a run's value.
 */
import { describe, expect, it } from 'vitest';
import { runGate } from '../../../src/core/gate.js';
import { DEFAULT_GATE_OPTIONS } from '../../../src/core/gate-options.js';
import { meanAndSd } from '../../../src/core/stats/dispersion.js';
import { observationsFrom, singleRunWarning } from '../../../src/core/stats/observations.js';
import { mulberry32 } from '../../../src/core/stats/random.js';
import { sourced } from '../../helpers/documents.js';

const STATS = { ...DEFAULT_GATE_OPTIONS, method: 'stats' as const };
const NAMES = ['a', 'b', 'c'];
const RUN_VALUES = [10e-6, 10.1e-6, 9.9e-6, 10.05e-6, 9.95e-6];

/** n samples around `centre`, uniform within ±`spreadPct`%, with a pause of 500 × centre every 200. */
function iterations(n: number, centre: number, spreadPct: number, seed: number): number[] {
  const random = mulberry32(seed);
  return Array.from({ length: n }, (_, i) => (i % 200 === 17 ? centre * 500 : centre * (1 + (spreadPct / 100) * 2 * (random() - 0.5))));
}

/** A baseline promoted from 5 runs of a tool: per benchmark the best run value, the 5 values as samples. */
const promoted = sourced(
  'base.json',
  NAMES.map((name) => ({ name, value: Math.min(...RUN_VALUES), unit: 's', direction: 'lower' as const, samples: RUN_VALUES })),
  { tool: { name: 'pytest-benchmark' }, promoted: { runs: 5, aggregate: 'best' } },
);

/** One tool run: per benchmark 2,000 iterations spread ±`spreadPct`% around `centre`, its value their median. */
function toolRun(centre: number, spreadPct: number): ReturnType<typeof sourced> {
  return sourced(
    'pr-1.json',
    NAMES.map((name, i) => {
      const samples = iterations(2000, centre, spreadPct, 7 + i);
      const sorted = [...samples].sort((x, y) => x - y);
      return { name, value: (sorted[999]! + sorted[1000]!) / 2, unit: 's', direction: 'lower' as const, samples };
    }),
    { tool: { name: 'pytest-benchmark' } },
  );
}

describe('one run with per-iteration samples against a baseline of run values', () => {
  it('--method stats compares the run value with the runs by the threshold rule, and says to give several runs', () => {
    const report = runGate(promoted, [toolRun(12e-6, 4)], STATS);
    for (const r of report.benchmarks) {
      expect(r.status).toBe('regressed');
      // Not 2,000 iterations against 5 run values: one value, so no test.
      expect(r.stats).toMatchObject({ test: 'none', baseline_n: 5, current_n: 1 });
      expect(r.stats!.fallback).toMatch(/^the single run's samples are its own iterations, not values of runs like the baseline's/);
      expect(r.current).toBeCloseTo(12e-6, 7);
    }
    expect(report.warnings.filter((w) => w.includes('value alone'))).toEqual([expect.stringMatching(/^3 benchmarks are compared by the single run's value alone: .* Give several runs/)]);
    // Said once, by its own warning, not again as "could not be tested".
    expect(report.warnings.some((w) => w.includes('could not be tested statistically'))).toBe(false);
  });

  it('the default method shows the spread of the baseline runs, not of the run\'s iterations', () => {
    // The iterations spread ±15% (an 8.7% CV, over the 8% limit); the run values 0.8%.
    const report = runGate(promoted, [toolRun(10.02e-6, 15)], DEFAULT_GATE_OPTIONS);
    const { mean, sd } = meanAndSd(RUN_VALUES);
    for (const r of report.benchmarks) {
      expect(r.status).toBe('unchanged');
      expect(r.dispersion).toEqual({ baseline: expect.objectContaining({ of: 'runs', n: 5 }) });
      expect(r.dispersion!.baseline!.cv_pct).toBeCloseTo((sd / mean) * 100, 10);
    }
    expect(report.warnings).toEqual([]);
  });

  it('keeps testing one run against a tool export (both per-iteration) and N runs against run values', () => {
    const runs = RUN_VALUES.map((v, i) => sourced(`r${i}.json`, NAMES.map((name) => ({ name, value: v * 1.2, unit: 's', direction: 'lower' as const }))));
    const many = runGate(promoted, runs, STATS);
    expect(many.benchmarks.map((r) => r.stats!.test)).toEqual(NAMES.map(() => 'mann-whitney'));
    const exported = sourced('base.json', toolRun(10e-6, 4).document.benchmarks, { tool: { name: 'pytest-benchmark' } });
    const one = runGate(exported, [toolRun(12e-6, 4)], STATS);
    expect(one.benchmarks.map((r) => r.stats!.test)).toEqual(NAMES.map(() => 'mann-whitney'));
    expect(one.warnings.some((w) => w.includes('value alone'))).toBe(false);
  });

  it('sets aside only samples: one run without any, or a baseline of one value, is as before', () => {
    expect(observationsFrom([1], undefined, 1, [1, 1.1, 0.9], 'runs')).toMatchObject({ currentOf: 'value', currentSamplesSetAside: false });
    expect(observationsFrom([1], [1, 2, 3], 1, [1], 'runs')).toMatchObject({ baselineOf: 'value', currentOf: 'samples', currentSamplesSetAside: false });
    expect(singleRunWarning([observationsFrom([1], [1, 2], 1, [1, 1.1], 'runs')])).toMatch(/^1 benchmark is compared by the single run's value alone/);
    expect(singleRunWarning([observationsFrom([1], [1, 2], 1, [1, 1.1], 'iterations')])).toBeUndefined();
  });
});
