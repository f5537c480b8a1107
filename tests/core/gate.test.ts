/** The rules of the README's "How the gate decides", each with its edges. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/core/errors.js';
import { runGate } from '../../src/core/gate.js';
import { DEFAULT_GATE_OPTIONS, type GateOptions } from '../../src/core/gate-options.js';
import { geometricMean, normalisedRatio } from '../../src/core/ratio.js';
import type { Report } from '../../src/core/report.js';
import { sourced, msRun, opsRun } from '../helpers/documents.js';

const gate = (base: ReturnType<typeof sourced>, runs: ReturnType<typeof sourced>[], options: Partial<GateOptions> = {}): Report =>
  runGate(base, runs, { ...DEFAULT_GATE_OPTIONS, ...options });
const result = (report: Report, name: string) => report.benchmarks.find((b) => b.name === name)!;

describe('ratio and change', () => {
  it('is current/baseline when higher is better and baseline/current when lower is better', () => {
    expect(normalisedRatio(100, 110, 'higher')).toBeCloseTo(1.1);
    expect(normalisedRatio(100, 110, 'lower')).toBeCloseTo(100 / 110);
  });

  it('reports change_pct = (ratio - 1) * 100 with > 0 better in both directions', () => {
    const faster = gate(msRun('b', { t: 10 }), [msRun('c', { t: 8 })]);
    expect(result(faster, 't').ratio).toBeCloseTo(1.25);
    expect(result(faster, 't').change_pct).toBeCloseTo(25);
    expect(result(faster, 't').direction).toBe('lower');
    const slower = gate(opsRun('b', { o: 100 }), [opsRun('c', { o: 80 })]);
    expect(result(slower, 'o').change_pct).toBeCloseTo(-20);
  });
});

describe('per-benchmark check', () => {
  it('regresses only when more than the threshold worse', () => {
    const r = gate(opsRun('b', { a: 100, b: 100, c: 100 }), [opsRun('c', { a: 91.9, b: 92.1, c: 100 })], { geomeanThreshold: 100 });
    expect(result(r, 'a').status).toBe('regressed');
    expect(result(r, 'b').status).toBe('unchanged');
    expect(r.verdict).toBe('fail');
  });

  it('passes a change of exactly the threshold, in either direction of measurement', () => {
    // 100 -> 92 ops/s is exactly 8% worse; 92 -> 100 ms is exactly 8% worse too (ratio 0.92).
    const higher = gate(opsRun('b', { x: 100 }), [opsRun('c', { x: 92 })], { geomeanThreshold: 100 });
    expect(result(higher, 'x').status).toBe('unchanged');
    const lower = gate(msRun('b', { x: 92 }), [msRun('c', { x: 100 })], { geomeanThreshold: 100 });
    expect(result(lower, 'x').ratio).toBeCloseTo(0.92, 12);
    expect(result(lower, 'x').status).toBe('unchanged');
    // ... and the smallest step beyond it fails.
    const beyond = gate(opsRun('b', { x: 100 }), [opsRun('c', { x: 91.99 })], { geomeanThreshold: 100 });
    expect(result(beyond, 'x').status).toBe('regressed');
  });

  it('uses a per-benchmark threshold from the overrides', () => {
    const r = gate(opsRun('b', { noisy: 100, tight: 100 }), [opsRun('c', { noisy: 85, tight: 97 })], {
      geomeanThreshold: 100,
      overrides: { noisy: { threshold: 20 }, tight: { threshold: 2 } },
    });
    expect(result(r, 'noisy')).toMatchObject({ status: 'unchanged', threshold_pct: 20 });
    expect(result(r, 'tight')).toMatchObject({ status: 'regressed', threshold_pct: 2 });
  });

  it('reports improvements beyond the threshold as improved, and they do not fail', () => {
    const r = gate(opsRun('b', { a: 100, b: 100 }), [opsRun('c', { a: 120, b: 105 })]);
    expect(result(r, 'a').status).toBe('improved');
    expect(result(r, 'b').status).toBe('unchanged');
    expect(r.verdict).toBe('pass');
  });

  it('handles a suite of one benchmark: its geomean is shown, not gated, and the benchmark fails on its own', () => {
    const r = gate(opsRun('b', { only: 100 }), [opsRun('c', { only: 50 })]);
    expect(r.geomean).toMatchObject({ count: 1, status: 'skipped', gated: false });
    expect(r.geomean.ratio).toBeCloseTo(0.5);
    expect(r.verdict).toBe('fail');
  });

  it('handles mixed directions in one suite', () => {
    const base = sourced('b', [{ name: 'ops', ops_per_sec: 100 }, { name: 'lat', time_ms: 10 }, { name: 'mem', value: 1000, unit: 'B' }]);
    const cur = sourced('c', [{ name: 'ops', ops_per_sec: 110 }, { name: 'lat', time_ms: 11 }, { name: 'mem', value: 900, unit: 'B' }]);
    const r = gate(base, [cur]);
    expect(result(r, 'ops').change_pct).toBeCloseTo(10);
    expect(result(r, 'lat').change_pct).toBeCloseTo((10 / 11 - 1) * 100);
    expect(result(r, 'lat').status).toBe('regressed');
    expect(result(r, 'mem')).toMatchObject({ direction: 'lower', status: 'improved' });
  });
});

describe('protected benchmarks', () => {
  it('are exempt from the per-benchmark check but count toward the geomean by default', () => {
    const r = gate(opsRun('b', { noisy: 100, a: 100 }), [opsRun('c', { noisy: 50, a: 100 })], {
      protected: [{ name: 'noisy', reason: 'GC timing' }],
      geomeanThreshold: 50,
    });
    expect(result(r, 'noisy')).toMatchObject({ status: 'protected', over_threshold: true, in_geomean: true, protected_reason: 'GC timing' });
    expect(r.geomean.count).toBe(2);
    expect(r.geomean.ratio).toBeCloseTo(Math.sqrt(0.5));
    expect(r.verdict).toBe('pass');
  });

  it('still fail the geomean when they drag it down', () => {
    const r = gate(opsRun('b', { noisy: 100, a: 100 }), [opsRun('c', { noisy: 50, a: 100 })], { protected: [{ name: 'noisy' }] });
    expect(r.geomean.status).toBe('fail');
    expect(r.verdict).toBe('fail');
  });

  it('can be left out of the geomean', () => {
    const r = gate(opsRun('b', { noisy: 100, a: 100 }), [opsRun('c', { noisy: 50, a: 101 })], {
      protected: [{ name: 'noisy' }],
      protectedInGeomean: false,
    });
    expect(r.geomean.count).toBe(1);
    expect(r.geomean.ratio).toBeCloseTo(1.01);
    expect(r.verdict).toBe('pass');
  });

  it('all protected and left out: no geomean, and the gate passes', () => {
    const r = gate(opsRun('b', { a: 100, b: 100 }), [opsRun('c', { a: 10, b: 10 })], {
      protected: [{ name: 'a' }, { name: 'b' }],
      protectedInGeomean: false,
    });
    expect(r.geomean).toEqual({ ratio: null, change_pct: null, count: 0, status: 'skipped' });
    expect(r.verdict).toBe('pass');
  });

  it('warns about a protected name that matches no benchmark', () => {
    const r = gate(opsRun('b', { a: 100 }), [opsRun('c', { a: 100 })], { protected: [{ name: 'typo' }] });
    expect(r.warnings.join('\n')).toMatch(/"typo"/);
  });

  it('says when a protected name or an override matches a benchmark only but for its encoding or spaces', () => {
    const composed = 'caf\u00e9';
    const decomposed = 'cafe\u0301';
    const r = gate(opsRun('b', { [composed]: 100 }), [opsRun('c', { [composed]: 100 })], { protected: [{ name: ` ${composed}` }], overrides: { [decomposed]: { threshold: 5 } } });
    const hint = 'differs from it only in how its characters are encoded (Unicode normalization) or in spaces at either end, and names are matched exactly';
    expect(r.warnings).toContain(`protected benchmark " ${composed}" is in neither the baseline nor the runs; "${composed}" ${hint}: write it as the benchmark's name is written`);
    expect(r.warnings).toContain(`the override for benchmark "${decomposed}" matches no benchmark; "${composed}" ${hint}: write it as the benchmark's name is written`);
    // A name that matches nothing at all keeps the plain question.
    expect(gate(opsRun('b', { a: 100 }), [opsRun('c', { a: 100 })], { overrides: { typo: { threshold: 5 } } }).warnings).toContain('the override for benchmark "typo" matches no benchmark; is the name right?');
  });

  it('offers the name without go test\'s GOMAXPROCS suffix when that names a benchmark', () => {
    const names = { BenchmarkJoin: 100, 'BenchmarkSplit/size=10': 100 };
    const r = gate(opsRun('b', names), [opsRun('c', names)], {
      protected: [{ name: 'BenchmarkJoin-8' }, { name: 'BenchmarkNope-8' }],
      overrides: { 'BenchmarkSplit/size=10-16': { threshold: 5 } },
    });
    expect(r.warnings).toContain('protected benchmark "BenchmarkJoin-8" is in neither the baseline nor the runs; did you mean "BenchmarkJoin"? (go test\'s -8 is the GOMAXPROCS suffix, which bench-gate drops)');
    expect(r.warnings).toContain('the override for benchmark "BenchmarkSplit/size=10-16" matches no benchmark; did you mean "BenchmarkSplit/size=10"? (go test\'s -16 is the GOMAXPROCS suffix, which bench-gate drops)');
    // Without the suffix it still names nothing: the plain question.
    expect(r.warnings).toContain('protected benchmark "BenchmarkNope-8" is in neither the baseline nor the runs; is the name right?');
  });

  it('offers the unsuffixed name when it differs from a benchmark only in encoding or spaces', () => {
    const composed = 'BenchmarkCaf\u00e9';
    const r = gate(opsRun('b', { [composed]: 100 }), [opsRun('c', { [composed]: 100 })], { protected: [{ name: 'BenchmarkCafe\u0301-4 ' }] });
    expect(r.warnings).toContain(`protected benchmark "BenchmarkCafe\u0301-4 " is in neither the baseline nor the runs; did you mean "${composed}"? (go test's -4 is the GOMAXPROCS suffix, which bench-gate drops)`);
  });
});

describe('limits that no change can pass', () => {
  // A change is at most 100% worse (a time ten times as long is 90% worse): a limit of 100% or more
  // can never be exceeded, and the gate says so rather than silently never failing.
  const limitArb = fc.oneof(fc.double({ min: 0, max: 99.99, noNaN: true }), fc.double({ min: 100, max: 1e6, noNaN: true }));
  it('warns about each limit of 100% or more, and only those', () => {
    fc.assert(
      fc.property(limitArb, limitArb, limitArb, limitArb, limitArb, fc.double({ min: 1e-6, max: 1e6, noNaN: true }), (threshold, override, geomeanThreshold, metric, metricGeomean, factor) => {
        const entry = (name: string, v: number) => ({ name, value: v, unit: 'ms', metrics: { 'B/op': { value: v, unit: 'B/op' }, 'allocs/op': { value: v, unit: 'allocs/op' } } });
        const report = runGate(
          sourced('b', [entry('a', 10), entry('b', 10)]),
          [sourced('c', [entry('a', 10 * factor), entry('b', 10 * factor)])],
          { ...DEFAULT_GATE_OPTIONS, threshold, geomeanThreshold, overrides: { b: { threshold: override } }, metricRules: { 'B/op': { threshold: metric }, 'allocs/op': { geomean_threshold: metricGeomean } } },
        );
        const warned = (what: string) => report.warnings.some((w) => w.startsWith(what) && w.includes('can never be exceeded'));
        expect(warned('the threshold of')).toBe(threshold >= 100);
        expect(warned('the threshold for benchmark "b" of')).toBe(override >= 100);
        expect(warned('the geomean threshold of')).toBe(geomeanThreshold >= 100);
        expect(warned('the threshold for metric "B/op" of')).toBe(metric >= 100);
        expect(warned('the geomean threshold for metric "allocs/op" of')).toBe(metricGeomean >= 100);
        if (metricGeomean >= 100) expect(report.metric_geomeans?.['allocs/op']?.status).not.toBe('fail');
        // And it is true: no benchmark or geomean fails a limit of 100% or more.
        if (threshold >= 100) expect(result(report, 'a').status).not.toBe('regressed');
        if (geomeanThreshold >= 100) expect(report.geomean.status).not.toBe('fail');
      }),
      { numRuns: 300 },
    );
  });
});

describe('geometric mean', () => {
  it('is geometric, not arithmetic', () => {
    expect(geometricMean([2, 0.5])).toBeCloseTo(1);
    const r = gate(opsRun('b', { a: 100, b: 100 }), [opsRun('c', { a: 200, b: 50 })], { threshold: 1000 });
    expect(r.geomean.ratio).toBeCloseTo(1);
    expect(r.geomean.status).toBe('pass');
  });

  it('fails when more than the geomean threshold worse, even with no single regression', () => {
    const names = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`b${i}`, 100]));
    const worse = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`b${i}`, 96]));
    const r = gate(opsRun('b', names), [opsRun('c', worse)]);
    expect(r.summary.regressed).toBe(0);
    expect(r.geomean.status).toBe('fail');
    expect(r.verdict).toBe('fail');
  });

  it('passes a geomean of exactly the threshold', () => {
    const r = gate(opsRun('b', { a: 100, b: 100 }), [opsRun('c', { a: 97, b: 97 })]);
    expect(r.geomean.status).toBe('pass');
  });

  it('stays finite over thousands of ratios', () => {
    expect(geometricMean(Array.from({ length: 5000 }, () => 1e200))).toBeCloseTo(1e200, -190);
  });
});

describe('missing, new and failed benchmarks', () => {
  it('fails on a missing benchmark with a message saying how to accept it', () => {
    const r = gate(opsRun('b', { a: 100, gone: 100 }), [opsRun('c', { a: 100 })]);
    expect(result(r, 'gone')).toMatchObject({ status: 'missing', current: null, baseline: 100, ratio: null });
    expect(result(r, 'gone').note).toMatch(/--allow-missing.*promote a new baseline with it/);
    expect(r.verdict).toBe('fail');
  });

  it('passes a missing benchmark with allowMissing', () => {
    const r = gate(opsRun('b', { a: 100, gone: 100 }), [opsRun('c', { a: 100 })], { allowMissing: true });
    expect(result(r, 'gone').status).toBe('missing');
    expect(r.verdict).toBe('pass');
  });

  it('reports new benchmarks without gating them', () => {
    const r = gate(opsRun('b', { a: 100 }), [opsRun('c', { a: 100, fresh: 1 })]);
    expect(result(r, 'fresh')).toMatchObject({ status: 'new', baseline: null, current: 1, in_geomean: false });
    expect(r.verdict).toBe('pass');
  });

  it('fails on a failed benchmark and shows its error and file', () => {
    const cur = sourced('run-2.json', [{ name: 'a', ops_per_sec: 100 }, { name: 'boom', success: false, error: 'segfault' }]);
    const r = gate(opsRun('b', { a: 100, boom: 100 }), [opsRun('run-1.json', { a: 100, boom: 100 }), cur]);
    expect(result(r, 'boom')).toMatchObject({ status: 'failed', error: 'segfault (in run-2.json)' });
    expect(r.verdict).toBe('fail');
  });

  it('treats a benchmark that failed in the baseline as new', () => {
    const base = sourced('b', [{ name: 'a', success: false, error: 'x' }]);
    const r = gate(base, [opsRun('c', { a: 100 })]);
    expect(result(r, 'a').status).toBe('new');
  });
});

describe('N runs', () => {
  const runs = [opsRun('r1', { a: 90 }), opsRun('r2', { a: 100 }), opsRun('r3', { a: 95 })];

  it('takes the best run by default: the maximum when higher is better', () => {
    const r = gate(opsRun('b', { a: 100 }), runs);
    expect(result(r, 'a')).toMatchObject({ current: 100, runs: 3, status: 'unchanged' });
  });

  it('takes the minimum when lower is better', () => {
    const r = gate(msRun('b', { t: 10 }), [msRun('r1', { t: 12 }), msRun('r2', { t: 9 })]);
    expect(result(r, 't').current).toBe(9);
  });

  it('honours other aggregates', () => {
    expect(result(gate(opsRun('b', { a: 100 }), runs, { aggregate: 'worst' }), 'a').current).toBe(90);
    expect(result(gate(opsRun('b', { a: 100 }), runs, { aggregate: 'median' }), 'a').current).toBe(95);
    expect(result(gate(opsRun('b', { a: 100 }), runs, { aggregate: 'mean' }), 'a').current).toBeCloseTo(95);
  });

  it('rejects runs that are not of the same suite, naming the file and the benchmark', () => {
    expect(() => gate(opsRun('b', { a: 1 }), [opsRun('r1', { a: 1, b: 1 }), opsRun('r2', { a: 1 })])).toThrow(/r2: benchmark "b" of r1 is missing/);
    expect(() => gate(opsRun('b', { a: 1 }), [opsRun('r1', { a: 1 }), opsRun('r2', { a: 1, extra: 1 })])).toThrow(/r2: benchmarks\[1\] \("extra"\): is not in r1/);
  });

  it('rejects a benchmark measured in different kinds of unit in two runs', () => {
    const r2 = sourced('r2', [{ name: 'a', time_ms: 3 }]);
    expect(() => gate(opsRun('b', { a: 1 }), [opsRun('r1', { a: 1 }), r2])).toThrow(InputError);
  });

  it('converts compatible time units between runs and the baseline', () => {
    const base = sourced('b', [{ name: 't', value: 2, unit: 'ms' }]);
    const r = gate(base, [sourced('r1', [{ name: 't', value: 2100, unit: 'us' }]), sourced('r2', [{ name: 't', value: 1.9, unit: 'ms' }])]);
    expect(result(r, 't')).toMatchObject({ unit: 'us', baseline: 2000, current: 1900 });
  });
});

describe('values and directions', () => {
  it('prefers value over ops_per_sec over time_ms', () => {
    const base = sourced('b', [{ name: 'v', value: 10, unit: 'ns', ops_per_sec: 1, time_ms: 1 }, { name: 'o', ops_per_sec: 5, time_ms: 1 }]);
    const r = gate(base, [base]);
    expect(result(r, 'v')).toMatchObject({ unit: 'ns', direction: 'lower', baseline: 10 });
    expect(result(r, 'o')).toMatchObject({ unit: 'ops/s', direction: 'higher', baseline: 5 });
  });

  it('asks for a direction when the unit does not tell', () => {
    const base = sourced('b.json', [{ name: 'score', value: 10, unit: 'points' }]);
    expect(() => gate(base, [base])).toThrow(/b\.json: benchmarks\[0\] \("score"\): cannot tell whether higher or lower is better/);
    const r = gate(base, [base], { overrides: { score: { direction: 'higher' } } });
    expect(result(r, 'score').direction).toBe('higher');
  });

  it('lets a config direction override the one the file implies', () => {
    const r = gate(msRun('b', { t: 10 }), [msRun('c', { t: 12 })], { overrides: { t: { direction: 'higher' } } });
    expect(result(r, 't')).toMatchObject({ direction: 'higher', status: 'improved' });
  });
});

describe('a renamed benchmark', () => {
  const renamed = (name: string) => `if it was renamed to "${name}" (new in the runs), promoting a new baseline with --allow-missing records the new name in place of the old`;

  it('says so in the note of the one missing benchmark when exactly one is new, measured alike', () => {
    const r = gate(opsRun('b', { a: 100, parse: 50 }), [opsRun('c', { a: 100, parse_v2: 51 })]);
    expect(result(r, 'parse').note).toBe(`not in the runs; if it was removed on purpose, pass --allow-missing (in the Action: allow-missing), and promote a new baseline with it; ${renamed('parse_v2')}`);
    // Another time unit is the same kind of unit; allow-missing keeps its own first half.
    const times = gate(msRun('b', { old: 2 }), [sourced('c', [{ name: 'renamed', value: 2100, unit: 'us' }])], { allowMissing: true });
    expect(result(times, 'old').note).toBe(`not in the runs (allowed by allow-missing); ${renamed('renamed')}`);
  });

  it('says nothing of a rename when the two are not alike or not one of each', () => {
    const plain = 'not in the runs; if it was removed on purpose, pass --allow-missing (in the Action: allow-missing), and promote a new baseline with it';
    // ops/s and a time are different kinds of unit.
    expect(result(gate(opsRun('b', { a: 1, old: 5 }), [sourced('c', [{ name: 'a', ops_per_sec: 1 }, { name: 'fresh', time_ms: 5 }])]), 'old').note).toBe(plain);
    // Two missing, one new; one missing, two new.
    expect(result(gate(opsRun('b', { x: 1, y: 1 }), [opsRun('c', { z: 1 })]), 'x').note).toBe(plain);
    expect(result(gate(opsRun('b', { x: 1 }), [opsRun('c', { y: 1, z: 1 })]), 'x').note).toBe(plain);
    // "New" because it failed in the baseline: it is in the baseline, not a new name.
    const failedBefore = gate(sourced('b', [{ name: 'x', ops_per_sec: 1 }, { name: 'y', success: false, error: 'boom' }]), [opsRun('c', { y: 1 })]);
    expect(result(failedBefore, 'y').status).toBe('new');
    expect(result(failedBefore, 'x').note).toBe(plain);
  });
});
