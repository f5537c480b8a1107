/**
 * A metric whose baseline and runs differ by a factor beyond a double (a value converted into the
 * runs' unit that overflows, 1e306 ops/ms in ops/s; or 1e-300 against 1e300) has no ratio: it is not
 * compared, with a warning, as a metric in another kind of unit is; never a row of "Infinity ops/s",
 * "-100.0% (Infinity× slower)" and a null baseline, which a metric's rule would fail the gate on.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runGate } from '../../src/core/gate.js';
import { DEFAULT_GATE_OPTIONS } from '../../src/core/gate-options.js';
import validateReport from '../../generated/report-validator.js';
import { sourced } from '../helpers/documents.js';

const withHz = (source: string, value: number, unit: string) =>
  sourced(source, [{ name: 'a', value: 1, unit: 'ms', metrics: { hz: { value, unit, direction: 'higher' } } }]);
// hz gated, so that a wrong row would fail the verdict.
const options = { ...DEFAULT_GATE_OPTIONS, metricRules: { hz: { threshold: 5 } } };

describe('a metric beyond what a ratio can hold', () => {
  it.each([
    ['the baseline converted past a double', withHz('base.json', 1e306, 'ops/ms'), [withHz('run.json', 1e300, 'ops/s')]],
    // The row's unit is the first run's: the second run's value is converted into it.
    ['a run converted past a double', withHz('base.json', 1e300, 'ops/s'), [withHz('run-1.json', 1e300, 'ops/s'), withHz('run-2.json', 1e306, 'ops/ms')]],
    ['of one unit, 1e-300 against 1e300', withHz('base.json', 1e-300, 'ops/s'), [withHz('run.json', 1e300, 'ops/s')]],
  ])('is not compared, with a warning: %s', (_what, base, runs) => {
    const report = runGate(base, [...runs, ...runs], options);
    expect(report.benchmarks.filter((b) => b.metric === 'hz')).toEqual([]);
    expect(report.warnings.join('\n')).toMatch(/metric "hz" of benchmark "a": .* differ by a factor beyond what can be computed, so it is not compared/);
    expect(report.verdict).toBe('pass');
    expect(validateReport(JSON.parse(JSON.stringify(report)))).toBe(true);
  });

  it('leaves every metric row with finite numbers, whatever the values and units', () => {
    const units = ['ops/s', 'ops/ms', 'ops/ns', 'ops/h'];
    const value = fc.double({ min: 1e-300, max: 1e308, noNaN: true });
    fc.assert(
      fc.property(value, fc.constantFrom(...units), value, fc.constantFrom(...units), (bv, bu, rv, ru) => {
        const report = runGate(withHz('base.json', bv, bu), [withHz('run.json', rv, ru)], options);
        for (const row of report.benchmarks) {
          for (const n of [row.baseline, row.current, row.ratio, row.change_pct, row.value_change_pct]) expect(n === null || Number.isFinite(n)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
