/**
 * Metrics per benchmark (README, "Metrics"): each (benchmark, metric) compared under its own rule,
 * deterministic metrics exact, zero a value, old-shape files compared exactly as before, and metrics
 * never changing the primary value's verdict.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/core/config.js';
import { runGate } from '../../src/core/gate.js';
import { DEFAULT_GATE_OPTIONS, type GateOptions } from '../../src/core/gate-options.js';
import type { BenchmarkEntry, Metric, SourcedDocument } from '../../src/core/model.js';
import type { BenchmarkResult, Report } from '../../src/core/report.js';
import { gateOptions } from '../../src/core/settings.js';
import validateReport from '../../generated/report-validator.js';
import { parseInput } from '../../src/formats/index.js';
import { fileInputFromText } from '../../src/io/read-input.js';
import { sourced as doc } from '../helpers/documents.js';

const gate = (base: SourcedDocument, runs: SourcedDocument[], options: Partial<GateOptions> = {}): Report => runGate(base, runs, { ...DEFAULT_GATE_OPTIONS, ...options });
const row = (report: Report, name: string, metric?: string): BenchmarkResult =>
  report.benchmarks.find((b) => b.name === name && (b.metric ?? undefined) === metric)!;

/** `go test -bench -benchmem -count 5` output of one benchmark, with these per-line figures. */
function goRun(lines: Array<[ns: number, bytes: number, allocs: number]>): string {
  const body = lines.map(([ns, b, a]) => `BenchmarkParse-8   100000   ${ns} ns/op   ${b} B/op   ${a} allocs/op`).join('\n');
  return `goos: linux\ngoarch: amd64\npkg: example.com/m\n${body}\nPASS\nok  \texample.com/m\t1.2s\n`;
}
const goDoc = (source: string, text: string): SourcedDocument => ({ source, document: parseInput(fileInputFromText(source, text), 'go-test') });

describe('the tripled-allocation Go case', () => {
  const base = goDoc('base.txt', goRun([[1012, 64, 2], [1003, 64, 2], [998, 64, 2], [1021, 64, 2], [1007, 64, 2]]));
  const head = goDoc('head.txt', goRun([[1009, 192, 6], [1000, 192, 6], [1015, 192, 6], [996, 192, 6], [1010, 192, 6]]));

  it('fails on B/op and allocs/op while the time is unchanged', () => {
    const report = gate(base, [head]);
    expect(row(report, 'BenchmarkParse').status).toBe('unchanged');
    expect(row(report, 'BenchmarkParse', 'B/op')).toMatchObject({ status: 'regressed', baseline: 64, current: 192, exact: true, threshold_pct: 0, unit: 'B/op', direction: 'lower' });
    expect(row(report, 'BenchmarkParse', 'allocs/op')).toMatchObject({ status: 'regressed', baseline: 2, current: 6, exact: true });
    expect(row(report, 'BenchmarkParse', 'B/op').change_pct).toBeCloseTo((64 / 192 - 1) * 100);
    expect(report.verdict).toBe('fail');
    expect(report.summary.regressed).toBe(2);
    // Over one benchmark a geomean is that benchmark: shown, not gated (the rows fail on their own).
    expect(report.metric_geomeans?.['B/op']).toMatchObject({ count: 1, status: 'skipped', gated: false });
    expect(report.geomean.count).toBe(1);
    expect(validateReport(report)).toBe(true);
  });

  it('puts each benchmark\'s metric rows right after its primary row', () => {
    const report = gate(base, [head]);
    expect(report.benchmarks.map((b) => b.metric ?? null)).toEqual([null, 'B/op', 'allocs/op']);
  });

  it('passes when only the time moves within its limit and the allocations stay the same', () => {
    const report = gate(base, [base]);
    expect(report.verdict).toBe('pass');
    expect(row(report, 'BenchmarkParse', 'B/op')).toMatchObject({ status: 'unchanged', exact: true, change_pct: 0 });
  });

  it('compares only the metrics --metrics names', () => {
    const report = gate(base, [head], { metrics: ['allocs/op'] });
    expect(report.benchmarks.map((b) => b.metric ?? null)).toEqual([null, 'allocs/op']);
  });

  it('uses a metric threshold from the flags over the 0% default', () => {
    const options = gateOptions({}, { metricThresholds: { 'B/op': 250, 'allocs/op': 250 } });
    const report = runGate(base, [head], options);
    expect(row(report, 'BenchmarkParse', 'B/op')).toMatchObject({ status: 'unchanged', threshold_pct: 250 });
    // Each metric's geomean would be held to the suite's proportion of that limit, 3 × 250/8 = 93.75%,
    // but over this one benchmark it is not gated.
    expect(report.metric_geomeans?.['B/op']).toMatchObject({ status: 'skipped', gated: false, threshold_pct: 93.75 });
    expect(report.verdict).toBe('pass');
    // At 70% the tripled allocations (66.7% worse) pass on their one benchmark, and a geomean of that one
    // benchmark (26.25% limit) does not fail them again.
    const tighter = runGate(base, [head], gateOptions({}, { metricThresholds: { 'B/op': 70, 'allocs/op': 70 } }));
    expect(row(tighter, 'BenchmarkParse', 'B/op')).toMatchObject({ status: 'unchanged', threshold_pct: 70 });
    expect(tighter.metric_geomeans?.['B/op']).toMatchObject({ status: 'skipped', gated: false, threshold_pct: 26.25 });
    expect(tighter.verdict).toBe('pass');
    expect(runGate(base, [head], { ...options, geomeanThreshold: 250 }).verdict).toBe('pass');
  });

  it('reports but does not gate a metric the config says not to gate', () => {
    const config = parseConfig({ metrics: { 'B/op': { gate: false }, 'allocs/op': { gate: false } } }, 'bench-gate.json');
    const report = runGate(base, [head], gateOptions(config, {}));
    expect(row(report, 'BenchmarkParse', 'B/op')).toMatchObject({ status: 'regressed', gated: false });
    expect(report.summary.regressed).toBe(0);
    expect(report.metric_geomeans?.['B/op']?.gated).toBe(false);
    expect(report.verdict).toBe('pass');
  });
});

const entry = (name: string, value: number, metrics: Record<string, Metric | number | null>): BenchmarkEntry => ({ name, value, unit: 'ns', direction: 'lower', metrics });

describe('zero is a value', () => {
  it('reports a count that goes from 0 to 1 as a regression "from 0", with no ratio', () => {
    const report = gate(doc('b', [entry('x', 10, { 'allocs/op': { value: 0 } })]), [doc('c', [entry('x', 10, { 'allocs/op': { value: 1 } })])]);
    expect(row(report, 'x', 'allocs/op')).toMatchObject({ status: 'regressed', from_zero: true, ratio: null, change_pct: null, note: 'from 0', in_geomean: false });
    expect(report.verdict).toBe('fail');
    expect(report.metric_geomeans?.['allocs/op']).toMatchObject({ count: 0, status: 'skipped' });
    expect(validateReport(report)).toBe(true);
  });

  it('calls 0 to 0 unchanged and a count that drops to 0 an improvement', () => {
    const same = gate(doc('b', [entry('x', 10, { 'B/op': { value: 0 } })]), [doc('c', [entry('x', 10, { 'B/op': { value: 0 } })])]);
    expect(row(same, 'x', 'B/op')).toMatchObject({ status: 'unchanged', ratio: 1, change_pct: 0 });
    const dropped = gate(doc('b', [entry('x', 10, { 'B/op': { value: 32 } })]), [doc('c', [entry('x', 10, { 'B/op': { value: 0 } })])]);
    expect(row(dropped, 'x', 'B/op')).toMatchObject({ status: 'improved', note: 'to 0', ratio: null });
    expect(dropped.verdict).toBe('pass');
  });

  it('calls a throughput that falls to 0 a regression', () => {
    const report = gate(doc('b', [entry('x', 10, { 'MB/s': { value: 20 } })]), [doc('c', [entry('x', 10, { 'MB/s': { value: 0 } })])]);
    expect(row(report, 'x', 'MB/s')).toMatchObject({ status: 'regressed', direction: 'higher', note: 'to 0' });
  });
});

describe('rules per metric', () => {
  it('gates noisy allocations at the benchmark threshold, and never calls exact metrics inconclusive', () => {
    const noisy = gate(
      doc('b', [entry('x', 10, { 'B/op': { value: 100, samples: [90, 100, 110] } })]),
      [doc('c', [entry('x', 10, { 'B/op': { value: 105, samples: [95, 105, 115] } })])],
    );
    expect(row(noisy, 'x', 'B/op').threshold_pct).toBe(8);
    expect(row(noisy, 'x', 'B/op').exact).toBeUndefined();
    const exact = gate(doc('b', [entry('x', 10, { instructions: { value: 1000, samples: [1000, 1000] } })]), [doc('c', [entry('x', 10, { instructions: { value: 1001, samples: [1001, 1001] } })])], { method: 'stats' });
    expect(row(exact, 'x', 'instructions')).toMatchObject({ status: 'regressed', exact: true, threshold_pct: 0 });
  });

  it('takes instruction counts a few dozen apart in a hundred million as the same count, and 1% more as a regression', () => {
    // Valgrind's counts of one program, as measured here: 19 or 38 instructions apart from run to run.
    const ir = (value: number, samples: number[]) => entry('w', 200, { Ir: { value, unit: 'instructions', samples } });
    const base = doc('b', [ir(100263677, [100263677, 100263658, 100263677])]);
    const same = gate(base, [doc('c', [ir(100263639, [100263639, 100263658])])]);
    expect(row(same, 'w', 'Ir')).toMatchObject({ status: 'unchanged', exact: true, threshold_pct: 0 });
    const reverse = gate(doc('b', [ir(100263639, [100263639, 100263639])]), [doc('c', [ir(100263677, [100263677, 100263677])])]);
    expect(row(reverse, 'w', 'Ir')).toMatchObject({ status: 'unchanged', exact: true });
    const more = gate(base, [doc('c', [ir(101263658, [101263658, 101263639])])]);
    expect(row(more, 'w', 'Ir')).toMatchObject({ status: 'regressed', exact: true, threshold_pct: 0 });
    // Beyond the tolerance (0.001%) within a side, the count is noisy and gated like time.
    const noisy = gate(doc('b', [ir(100263677, [100263677, 100300000])]), [doc('c', [ir(101263658, [101263658, 101263639])])]);
    expect(row(noisy, 'w', 'Ir').exact).toBeUndefined();
    expect(row(noisy, 'w', 'Ir').threshold_pct).toBe(8);
  });

  it('reports latency percentiles without gating them, unless configured', () => {
    const base = doc('b', [{ name: 'GET /', value: 1000, unit: 'req/s', metrics: { p99: { value: 10, unit: 'ms' } } }]);
    const head = doc('c', [{ name: 'GET /', value: 1000, unit: 'req/s', metrics: { p99: { value: 20, unit: 'ms' } } }]);
    const report = gate(base, [head]);
    expect(row(report, 'GET /', 'p99')).toMatchObject({ status: 'regressed', gated: false });
    expect(report.verdict).toBe('pass');
    const configured = runGate(base, [head], gateOptions(parseConfig({ metrics: { p99: { threshold: 20 } } }, 'c.json'), {}));
    expect(row(configured, 'GET /', 'p99')).toMatchObject({ status: 'regressed', threshold_pct: 20 });
    expect(configured.verdict).toBe('fail');
  });

  it('reports garbage-collection counts (BenchmarkDotNet\'s Gen0/Gen1/Gen2) without gating them, unless configured, and gates the allocations behind them', () => {
    const dotnet = (gen0: number, allocated: number) => ({ name: 'Parse', value: 100, unit: 'ns', metrics: {
      Allocated: { value: allocated, unit: 'B/op', direction: 'lower' as const }, Gen0: { value: gen0, unit: 'collections/1k op', direction: 'lower' as const },
    } });
    const report = gate(doc('b', [dotnet(0.011, 112)]), [doc('c', [dotnet(0.014, 112)])]);
    expect(row(report, 'Parse', 'Gen0')).toMatchObject({ status: 'regressed', gated: false });
    expect(row(report, 'Parse', 'Allocated')).toMatchObject({ status: 'unchanged', exact: true, threshold_pct: 0 });
    expect(report.verdict).toBe('pass');
    expect(report.metric_geomeans?.Gen0).toMatchObject({ gated: false });
    const configured = runGate(doc('b', [dotnet(0.011, 112)]), [doc('c', [dotnet(0.014, 112)])], gateOptions(parseConfig({ metrics: { Gen0: { threshold: 10 } } }, 'c.json'), {}));
    expect(configured.verdict).toBe('fail');
    expect(gate(doc('b', [dotnet(0.011, 112)]), [doc('c', [dotnet(0.011, 120)])]).verdict).toBe('fail');
  });

  it('reports a single extreme (latency max) and a rate derived from the timings (ops, hz) without gating them, unless configured', () => {
    const load = (max: number, ops: number) => ({ name: 'GET /', value: 1000, unit: 'req/s', direction: 'higher' as const, metrics: {
      'latency max': { value: max, unit: 'ms', direction: 'lower' as const }, ops: { value: ops, unit: 'ops/s', direction: 'higher' as const },
    } });
    const report = gate(doc('b', [load(20, 500)]), [doc('c', [load(90, 300)])]);
    expect(row(report, 'GET /', 'latency max')).toMatchObject({ status: 'regressed', gated: false });
    expect(row(report, 'GET /', 'ops')).toMatchObject({ status: 'regressed', gated: false });
    expect(report.verdict).toBe('pass');
    const configured = runGate(doc('b', [load(20, 500)]), [doc('c', [load(90, 300)])], gateOptions(parseConfig({ metrics: { 'latency max': { threshold: 50 } } }, 'c.json'), {}));
    expect(row(configured, 'GET /', 'latency max')).toMatchObject({ status: 'regressed', threshold_pct: 50 });
    expect(configured.verdict).toBe('fail');
  });

  it('fails on a metric geomean over its limit even when no single benchmark does', () => {
    const names = ['a', 'b', 'c', 'd'];
    const base = doc('b', names.map((n) => entry(n, 10, { 'MB/s': { value: 100, samples: [100, 100] } })));
    const head = doc('c', names.map((n) => entry(n, 10, { 'MB/s': { value: 95, samples: [95, 95] } })));
    const report = gate(base, [head]);
    expect(names.map((n) => row(report, n, 'MB/s').status)).toEqual(['unchanged', 'unchanged', 'unchanged', 'unchanged']);
    expect(report.metric_geomeans?.['MB/s']).toMatchObject({ status: 'fail', count: 4 });
    expect(report.verdict).toBe('fail');
    const relaxed = runGate(base, [head], gateOptions(parseConfig({ metrics: { 'MB/s': { geomean: false } } }, 'c.json'), {}));
    expect(relaxed.verdict).toBe('pass');
  });

  it('gates the other metrics of an exact instruction count at the benchmark\'s threshold, not at the count\'s 0%', () => {
    // An iai-callgrind-like benchmark: its value an exact count (gated at 0%), a throughput metric
    // beside it that moves with the machine, and a simulated cache event the config chose to gate.
    const bench = (mbs: number, cycles: number, override?: number): Report => {
      const e = (v: number, c: number): BenchmarkEntry => ({ name: 'parse', value: 1e6, unit: 'Ir', direction: 'lower', metrics: { 'MB/s': { value: v, unit: 'MB/s' }, EstimatedCycles: { value: c, unit: 'cycles' } } });
      const config = parseConfig({ metrics: { EstimatedCycles: { gate: true } }, ...(override === undefined ? {} : { benchmarks: { parse: { threshold: override } } }) }, 'c.json');
      return runGate(doc('b', [e(100, 2e6)]), [doc('c', [e(mbs, cycles)])], gateOptions(config, {}));
    };
    fc.assert(
      fc.property(fc.double({ min: -30, max: 30, noNaN: true }), fc.option(fc.constantFrom(2, 15), { nil: undefined }), (pct, override) => {
        const report = bench(100 * (1 + pct / 100), 2e6 / (1 + pct / 100), override);
        const limit = override ?? DEFAULT_GATE_OPTIONS.threshold;
        expect(row(report, 'parse')).toMatchObject({ exact: true, threshold_pct: override ?? 0 });
        for (const metric of ['MB/s', 'EstimatedCycles']) {
          const r = row(report, 'parse', metric);
          expect(r.threshold_pct).toBe(limit);
          // The reference: normalised change, "more than the limit worse" regresses.
          const change = (r.ratio! - 1) * 100;
          const expected = -change > limit + 1e-9 ? 'regressed' : change > limit + 1e-9 ? 'improved' : 'unchanged';
          expect(r.status).toBe(expected);
        }
      }),
    );
    expect(row(bench(99, 2.02e6), 'parse', 'MB/s').status).toBe('unchanged');
  });

  it('rejects an unknown key in a metric rule', () => {
    expect(() => parseConfig({ metrics: { 'B/op': { treshold: 1 } } }, 'bench-gate.json')).toThrow(/treshold/);
  });

  it('warns about a metric without a direction instead of guessing one', () => {
    const report = gate(doc('b', [entry('x', 10, { 'widgets/op': { value: 5 } })]), [doc('c', [entry('x', 10, { 'widgets/op': { value: 6 } })])]);
    expect(report.benchmarks).toHaveLength(1);
    expect(report.warnings.join('\n')).toMatch(/metric "widgets\/op" \(1 benchmark\): cannot tell whether higher or lower is better/);
  });

  it('keeps the protection of a benchmark on its metrics', () => {
    const report = gate(doc('b', [entry('x', 10, { 'B/op': { value: 10 } })]), [doc('c', [entry('x', 10, { 'B/op': { value: 20 } })])], { protected: [{ name: 'x', reason: 'noisy' }], protectedInGeomean: false });
    expect(row(report, 'x', 'B/op')).toMatchObject({ status: 'protected', over_threshold: true });
    expect(report.verdict).toBe('pass');
  });
});

describe('old-shape files', () => {
  it('compares an old-shape baseline (bare numbers under metrics) with a new-shape run exactly as before', () => {
    const oldBase = doc('b', [entry('x', 10, { 'B/op': 64, 'allocs/op': 2 })]);
    const newRun = doc('c', [entry('x', 10.5, { 'B/op': { value: 192, unit: 'B/op', direction: 'lower' } })]);
    const plain = (d: SourcedDocument): SourcedDocument => doc(d.source, d.document.benchmarks.map(({ metrics: _, ...rest }) => rest));
    const report = gate(oldBase, [newRun]);
    const before = gate(plain(oldBase), [plain(newRun)]);
    expect(report).toEqual(before);
  });
});

describe('metrics never change the primary verdict', () => {
  const metricArb = fc.record({ value: fc.oneof(fc.constant(0), fc.double({ min: 0.001, max: 1e6, noNaN: true })), unit: fc.constantFrom('B/op', 'allocs/op', 'MB/s', 'ms') });
  const metricsArb = fc.dictionary(fc.constantFrom('B/op', 'allocs/op', 'MB/s', 'p99', 'instructions'), metricArb, { maxKeys: 4 });
  const valueArb = fc.double({ min: 0.001, max: 1e6, noNaN: true });
  it('gives every primary row the same status, and the same primary geomean, with or without metrics', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(valueArb, valueArb, metricsArb, metricsArb), { minLength: 1, maxLength: 6 }), fc.constantFrom<'best' | 'stats'>('best', 'stats'), (rows, method) => {
        const base = doc('b', rows.map(([v, , m], i) => entry(`b${i}`, v, m)));
        const head = doc('c', rows.map(([, v, , m], i) => entry(`b${i}`, v, m)));
        const plain = (d: SourcedDocument): SourcedDocument => doc(d.source, d.document.benchmarks.map(({ metrics: _, ...rest }) => rest));
        const withMetrics = gate(base, [head], { method });
        const without = gate(plain(base), [plain(head)], { method });
        const primary = withMetrics.benchmarks.filter((b) => b.metric === undefined);
        expect(primary).toEqual(without.benchmarks);
        expect(withMetrics.geomean).toEqual(without.geomean);
        expect(validateReport(withMetrics)).toBe(true);
      }),
    );
  });
});

describe('a metric on one side only', () => {
  const entry = (name: string, metrics: Record<string, number>): BenchmarkEntry => ({
    name,
    value: 100,
    unit: 'ns',
    metrics: Object.fromEntries(Object.entries(metrics).map(([k, v]) => [k, { value: v, unit: 'allocs/op' } satisfies Metric])),
  });

  it('is not compared, and a warning names it, its side and its benchmarks', () => {
    // The runs stopped reporting allocations (b.ReportAllocs() removed) and started reporting another.
    const base = doc('base.json', [entry('q', { 'allocs/op': 3, 'gone/op': 5 }), entry('r', { 'gone/op': 1 })]);
    const runs = [doc('run-1.json', [entry('q', { 'allocs/op': 3, 'fresh/op': 7 }), entry('r', {})]), doc('run-2.json', [entry('q', { 'allocs/op': 3, 'gone/op': 5 }), entry('r', {})])];
    const report = gate(base, runs);
    expect(report.benchmarks.map((b) => [b.name, b.metric])).toEqual([['q', undefined], ['q', 'allocs/op'], ['r', undefined]]);
    expect(report.warnings).toEqual([
      'metric "gone/op" is in the baseline of 2 benchmarks ("q", "r") but not in every run, so it is not compared: do the runs still measure it?',
      'metric "fresh/op" is in the runs of 1 benchmark ("q") but not in the baseline, so it is not compared until a promoted baseline has it',
    ]);
    expect(report.verdict).toBe('pass');
  });

  it('says nothing when both sides have the same metrics, or when --metrics chose others', () => {
    const base = doc('base.json', [entry('q', { 'allocs/op': 3, 'gone/op': 5 })]);
    expect(gate(base, [doc('run.json', [entry('q', { 'allocs/op': 3, 'gone/op': 5 })])]).warnings).toEqual([]);
    expect(gate(base, [doc('run.json', [entry('q', { 'allocs/op': 3, 'fresh/op': 7 })])], { metrics: ['allocs/op'] }).warnings).toEqual([]);
  });
});
