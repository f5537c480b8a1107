/**
 * Rates (ops/ms, req/sec, MiB/s) and times per item (us/op) in another time unit convert as a time
 * does (src/core/units.ts convertUnit, through runs.ts sameUnitValue): a JMH user who changes
 * @OutputTimeUnit from MILLISECONDS to SECONDS gets ops/s in the runs against ops/ms in the baseline.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/core/errors.js';
import { runGate } from '../../src/core/gate.js';
import { DEFAULT_GATE_OPTIONS } from '../../src/core/gate-options.js';
import type { BenchmarkEntry } from '../../src/core/model.js';
import { sameUnitValue } from '../../src/core/runs.js';
import { convertTime, convertUnit, directionOfUnit } from '../../src/core/units.js';
import { sourced } from '../helpers/documents.js';

/** The decimal time units as powers of ten of a second, written out here rather than taken from units.ts. */
const TEN_TO: Readonly<Record<string, number>> = { ps: -12, ns: -9, us: -6, 'µs': -6, 'μs': -6, ms: -3, s: 0, sec: 0 };
const DECIMAL_TIMES = Object.keys(TEN_TO);

/**
 * The families of units that convert into each other, each unit with the power of ten that takes a
 * value in it to the family's base unit: a time per op is `10^t` seconds an op, a rate of ops per
 * `10^t` seconds is `10^-t` ops a second.
 */
const FAMILIES: ReadonlyArray<ReadonlyArray<readonly [unit: string, exponent: number]>> = [
  DECIMAL_TIMES.map((t) => [t, TEN_TO[t]!]),
  DECIMAL_TIMES.map((t) => [`${t}/op`, TEN_TO[t]!]),
  DECIMAL_TIMES.map((t) => [`${t}/iter`, TEN_TO[t]!]),
  DECIMAL_TIMES.map((t) => [`ops/${t}`, -TEN_TO[t]!]),
  DECIMAL_TIMES.map((t) => [`req/${t}`, -TEN_TO[t]!]),
  DECIMAL_TIMES.map((t) => [`MiB/${t}`, -TEN_TO[t]!]),
];

/** Two units of one family and the power of ten from the first to the second. */
const convertiblePair = fc
  .constantFrom(...FAMILIES)
  .chain((family) => fc.tuple(fc.constantFrom(...family), fc.constantFrom(...family)))
  .map(([[a, ea], [b, eb]]) => ({ from: a, to: b, exponent: ea - eb }));

const gate = (base: BenchmarkEntry, run: BenchmarkEntry) => runGate(sourced('baseline.json', [base]), [sourced('run.json', [run])], DEFAULT_GATE_OPTIONS).benchmarks[0]!;

describe('rates and times per item in another time unit', () => {
  it('convert exactly between decimal units: 2 ops/ms is 2000 ops/s', () => {
    expect(convertUnit(2, 'ops/ms', 'ops/s')).toBe(2000);
    expect(convertUnit(2000, 'ops/s', 'ops/ms')).toBe(2);
    expect(convertUnit(1.13, 'ops/us', 'ops/ms')).toBe(1130);
    expect(convertUnit(1.13, 'us/op', 'ns/op')).toBe(1130);
    expect(convertUnit(250, 'ns/op', 'us/op')).toBe(0.25);
    expect(convertUnit(3, 'req/sec', 'req/s')).toBe(3);
    expect(convertUnit(5, 'µs/iter', 'μs/iter')).toBe(5);
    expect(convertUnit(2, 'ops/s', 'ops/min')).toBe(120);
    expect(convertUnit(120, 'ops/min', 'ops/s')).toBe(2);
    expect(convertUnit(2, 'min/op', 's/op')).toBe(120);
  });

  it('convert byte rates whose byte unit all tools agree on', () => {
    expect(convertUnit(1, 'MiB/s', 'B/s')).toBe(1024 ** 2);
    expect(convertUnit(3, 'GiB/s', 'MiB/ms')).toBe(3.072);
    expect(convertUnit(1536, 'KiB/s', 'MiB/s')).toBe(1.5);
    expect(convertUnit(7, 'MB/sec', 'MB/s')).toBe(7);
    expect(convertUnit(7, 'MB/s', 'MB/ms')).toBe(0.007);
  });

  it('do not convert between units of different kinds, nor between names of items that differ', () => {
    const pairs = [
      ['ops/s', 'ms'], ['ms', 'ops/s'], ['ops/ms', 'ms/op'], ['ns/op', 'ns/iter'], ['ops/s', 'op/s'], ['ops/s', 'req/s'],
      // MB is 10⁶ bytes to Go and criterion and 1024² to wrk: which one a file means is unknown.
      ['MB/s', 'GB/s'], ['MB/s', 'B/s'], ['MB/s', 'MiB/s'],
      ['ms/s', 'us/s'], ['B/op', 'KiB/op'], ['ops/second', 'ops/s'], ['ops', 'ops/s'], ['constructor', 's'], ['ops/constructor', 'ops/s'], ['toString/op', 's/op'],
      ['', 'ms'], ['points', 'points/s'],
    ];
    for (const [from, to] of pairs) {
      expect(convertUnit(1, from!, to!), `${from} -> ${to}`).toBeUndefined();
      expect(sameUnitValue(1, from!, to!), `${from} -> ${to}`).toBeUndefined();
    }
  });

  it('convert a plain time as before', () => {
    for (const from of [...DECIMAL_TIMES, 'm', 'min', 'h']) for (const to of [...DECIMAL_TIMES, 'm', 'min', 'h']) for (const v of [1, 1.13, 53, 0.29, 1e-300, 1e300]) {
      expect(convertUnit(v, from, to)).toBe(convertTime(v, from, to));
    }
  });

  it('keep their direction: a rate higher is better, a time per item lower', () => {
    for (const t of DECIMAL_TIMES) {
      expect(directionOfUnit(`ops/${t}`)).toBe('higher');
      expect(directionOfUnit(`MiB/${t}`)).toBe('higher');
      expect(directionOfUnit(`${t}/op`)).toBe('lower');
    }
  });

  it('property: a whole number converts exactly, by its power of ten', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 }), convertiblePair, (n, { from, to, exponent }) => {
        // Number() of the decimal text is the correctly rounded value, as one multiplication or division by 10^k is.
        expect(convertUnit(n, from, to)).toBe(Number(`${n}e${exponent}`));
      }),
    );
  });

  it('property: a quantity in one unit against the same quantity in another compares as unchanged (ratio 1)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 40 }), fc.integer({ min: -20, max: 20 }), convertiblePair, fc.boolean(), (m, e, { from, to, exponent }, samples) => {
        const base = Number(`${m}e${e}`);
        const current = Number(`${m}e${e + exponent}`);
        const row = gate(
          { name: 'x', value: base, unit: from, ...(samples ? { samples: [base, base, base] } : {}) },
          { name: 'x', value: current, unit: to, ...(samples ? { samples: [current, current, current] } : {}) },
        );
        expect(row.unit).toBe(to);
        expect(row.status).toBe('unchanged');
        // Only the last bit of the baseline's double can differ from the runs' one (0.29 x 100 is 28.999999999999996).
        expect(Math.abs(row.change_pct!)).toBeLessThan(1e-12);
        expect(Math.abs(row.baseline! / current - 1)).toBeLessThan(1e-15);
        // Of a whole number (below 2^53, so that the double is the number), exactly.
        if (e >= 0 && Number.isSafeInteger(base) && (exponent < 0 || Number.isSafeInteger(current))) {
          expect(row.ratio).toBe(1);
          expect(row.change_pct).toBe(0);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('compare a baseline in ops/ms with runs in ops/s, in the runs\' unit, samples and metrics too', () => {
    const row = gate(
      { name: 'parse', value: 100, unit: 'ops/ms', samples: [98, 100, 102], metrics: { p99: { value: 2, unit: 'us/op' } } },
      { name: 'parse', value: 90_000, unit: 'ops/s', samples: [89_000, 90_000, 91_000], metrics: { p99: { value: 2500, unit: 'ns/op' } } },
    );
    expect(row).toMatchObject({ unit: 'ops/s', direction: 'higher', baseline: 100_000, current: 90_000, status: 'regressed' });
    expect(row.change_pct).toBeCloseTo(-10, 12);
    const report = runGate(
      sourced('baseline.json', [{ name: 'parse', value: 100, unit: 'ops/ms', metrics: { p99: { value: 2, unit: 'us/op' } } }]),
      [sourced('run.json', [{ name: 'parse', value: 100_000, unit: 'ops/s', metrics: { p99: { value: 2500, unit: 'ns/op' } } }])],
      { ...DEFAULT_GATE_OPTIONS, metricRules: { p99: { gate: true, threshold: 10 } } },
    );
    const p99 = report.benchmarks.find((r) => r.metric === 'p99')!;
    expect(p99).toMatchObject({ unit: 'ns/op', direction: 'lower', baseline: 2000, current: 2500, status: 'regressed' });
  });

  it('runs of one benchmark in two time units are one series, in the first run\'s unit', () => {
    const report = runGate(sourced('baseline.json', [{ name: 'x', value: 5, unit: 'us/op' }]), [sourced('run-1.json', [{ name: 'x', value: 5000, unit: 'ns/op' }]), sourced('run-2.json', [{ name: 'x', value: 0.0049, unit: 'ms/op' }])], DEFAULT_GATE_OPTIONS);
    expect(report.benchmarks[0]).toMatchObject({ unit: 'ns/op', baseline: 5000, current: 4900, runs: 2 });
  });

  it('keep the error, with its message, for units of different kinds', () => {
    const run = () => gate({ name: 'x', value: 5, unit: 'ops/s' }, { name: 'x', value: 5, unit: 'ms' });
    expect(run).toThrow(InputError);
    expect(run).toThrow('baseline.json: benchmark "x": is in ops/s (higher is better) in the baseline but in ms (lower is better) in the runs');
    expect(() => gate({ name: 'x', value: 5, unit: 'MB/s' }, { name: 'x', value: 5, unit: 'GB/s' })).toThrow('is in MB/s (higher is better) in the baseline but in GB/s (higher is better) in the runs');
  });
});
