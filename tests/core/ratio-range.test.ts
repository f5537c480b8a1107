/** Ratios stay finite or the input is refused; bad baseline samples are named, not dropped silently. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/core/errors.js';
import { runGate } from '../../src/core/gate.js';
import { DEFAULT_GATE_OPTIONS } from '../../src/core/gate-options.js';
import { sourced } from '../helpers/documents.js';

describe('ratios beyond floating point', () => {
  it('1e-300 -> 1e308 ops/s is a one-line input error naming the benchmark, not +Infinity% and a null ratio', () => {
    const run = () => runGate(sourced('baseline.json', [{ name: 'x', ops_per_sec: 1e-300 }]), [sourced('run.json', [{ name: 'x', ops_per_sec: 1e308 }])], DEFAULT_GATE_OPTIONS);
    expect(run).toThrow(InputError);
    expect(run).toThrow(/^baseline\.json: benchmark "x": .*beyond what can be computed/);
  });

  it('and the other way round (a ratio that underflows to 0)', () => {
    expect(() => runGate(sourced('baseline.json', [{ name: 'x', time_ms: 1e-300 }]), [sourced('run.json', [{ name: 'x', time_ms: 1e308 }])], DEFAULT_GATE_OPTIONS)).toThrow(InputError);
  });

  it('a ratio just under the largest double, whose percentage overflows, is an input error too (found by the property below)', () => {
    expect(() => runGate(sourced('baseline.json', [{ name: 'x', time_ms: 8.881784197001253e-18 }]), [sourced('run.json', [{ name: 'x', time_ms: 5e-324 }])], DEFAULT_GATE_OPTIONS)).toThrow(InputError);
  });

  it('names the values as the files give them, in their units, when converting one overflows', () => {
    // 1e300 h is 3.6e315 s: beyond the largest double in the runs' picoseconds.
    const run = () => runGate(sourced('baseline.json', [{ name: 'x', value: 1e300, unit: 'h' }]), [sourced('run.json', [{ name: 'x', value: 1e300, unit: 'ps' }])], DEFAULT_GATE_OPTIONS);
    expect(run).toThrow(InputError);
    expect(run).toThrow(/the baseline's 1e\+300 h and the runs' 1e\+300 ps differ by a factor beyond what can be computed/);
    const units = fc.constantFrom('ps', 'ns', 'us', 'ms', 's', 'h');
    const positive = fc.double({ min: Number.MIN_VALUE, max: Number.MAX_VALUE, noNaN: true });
    fc.assert(
      fc.property(positive, units, positive, units, (b, bu, c, cu) => {
        try {
          runGate(sourced('b.json', [{ name: 'x', value: b, unit: bu }]), [sourced('r.json', [{ name: 'x', value: c, unit: cu }])], DEFAULT_GATE_OPTIONS);
        } catch (error) {
          expect(error).toBeInstanceOf(InputError);
          expect((error as Error).message).not.toMatch(/Infinity|NaN|'s 0 /);
        }
      }),
    );
  });

  it('any pair of positive finite values gives finite numbers, or an input error', () => {
    const positive = fc.double({ min: Number.MIN_VALUE, max: Number.MAX_VALUE, noNaN: true });
    fc.assert(
      fc.property(positive, positive, fc.constantFrom('ops_per_sec', 'time_ms'), (b, c, key) => {
        let report;
        try {
          report = runGate(sourced('b.json', [{ name: 'x', [key]: b }]), [sourced('r.json', [{ name: 'x', [key]: c }])], DEFAULT_GATE_OPTIONS);
        } catch (error) {
          expect(error).toBeInstanceOf(InputError);
          return;
        }
        const row = report.benchmarks[0]!;
        expect(Number.isFinite(row.ratio)).toBe(true);
        expect(Number.isFinite(row.change_pct)).toBe(true);
        expect(Number.isFinite(report.geomean.ratio)).toBe(true);
        expect(Number.isFinite(report.geomean.change_pct)).toBe(true);
        // What the JSON says is what the report holds: no Infinity turned into null.
        expect(JSON.parse(JSON.stringify(report)).benchmarks[0].ratio).toBe(row.ratio);
      }),
    );
  });
});

describe('invalid baseline samples', () => {
  it.each([
    [[1, 0, 2], 'samples[1] is 0'],
    [[3, -2], 'samples[1] is -2'],
    [[-1, 2, 3], 'samples[0] is -1'],
    [[1, '2'], 'samples[1] is "2"'],
  ])('%j is named in a warning', (samples, named) => {
    const base = sourced('baseline.json', [{ name: 'x', value: 10, unit: 'ms', samples: samples as number[] }]);
    const report = runGate(base, [sourced('run.json', [{ name: 'x', value: 10, unit: 'ms' }])], DEFAULT_GATE_OPTIONS);
    const warning = report.warnings.find((w) => w.includes(named));
    expect(warning).toBeDefined();
    expect(warning).toContain('baseline.json: benchmarks[0] ("x")');
  });

  it('valid samples give no warning', () => {
    const base = sourced('baseline.json', [{ name: 'x', value: 10, unit: 'ms', samples: [9, 10, 11] }]);
    expect(runGate(base, [sourced('run.json', [{ name: 'x', value: 10, unit: 'ms' }])], DEFAULT_GATE_OPTIONS).warnings).toEqual([]);
  });
});
