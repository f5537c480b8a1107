/**
 * A promoted baseline's metrics are "runs" like its values: each metric's value is the aggregate of
 * the runs' values of it and its samples are those values (src/core/promoted-metrics.ts), so that
 * `--method stats` tests metrics against a promoted baseline as it tests the benchmarks' values.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aggregate, parseAggregate } from '../../src/core/aggregate.js';
import { runGate } from '../../src/core/gate.js';
import { DEFAULT_GATE_OPTIONS, type GateOptions } from '../../src/core/gate-options.js';
import type { BenchmarkEntry, Metric, SourcedDocument } from '../../src/core/model.js';
import { promote, type BaselineProvenance } from '../../src/core/promote.js';
import { metricSamplesOf } from '../../src/core/stats/observations.js';
import { validateDocument } from '../../src/core/validate.js';
import { sourced } from '../helpers/documents.js';

const PROVENANCE: BaselineProvenance = { date: '2026-01-01T00:00:00.000Z', toolVersion: '9.9.9' };

function options(overrides: Partial<GateOptions> = {}): GateOptions {
  return { ...DEFAULT_GATE_OPTIONS, ...overrides };
}

function metricOf(entry: BenchmarkEntry, name: string): Metric {
  return entry.metrics![name] as Metric;
}

/** Run `i` of a suite of one benchmark with a p99 (ms, lower is better) and B/op (per-iteration samples). */
function run(i: number, p99: number, bytes = 64, extra: Record<string, Metric | number | null> = {}): SourcedDocument {
  return sourced(`run-${i}.json`, [{ name: 'parse', value: 1000 + i, unit: 'ops/s', metrics: { p99: { value: p99, unit: 'ms' }, 'B/op': { value: bytes, unit: 'B/op', samples: [bytes, bytes, bytes] }, ...extra } }]);
}

describe('promote: metrics from the runs', () => {
  it('writes each metric as the best of the runs, with the runs\' values as its samples in run order', () => {
    const runs = [run(1, 12), run(2, 10), run(3, 11)];
    const { baseline } = promote(undefined, runs, options(), PROVENANCE);
    const entry = baseline.benchmarks[0]!;
    // The representative run (the best value, run 3) is copied; the metrics are every run's.
    expect(entry.value).toBe(1003);
    expect(metricOf(entry, 'p99')).toEqual({ value: 10, unit: 'ms', samples: [12, 10, 11] });
    // One value per run, not the run's per-iteration samples.
    expect(metricOf(entry, 'B/op')).toEqual({ value: 64, unit: 'B/op', samples: [64, 64, 64] });
    expect(baseline.samples_of).toBe('runs');
    expect(metricSamplesOf(baseline)).toBe('runs');
    expect(validateDocument(JSON.parse(JSON.stringify(baseline)), 'baseline.json')).toEqual(baseline);
  });

  it('takes the aggregate asked for, by the metric\'s own direction', () => {
    const runs = [
      run(1, 12, 64, { hz: { value: 100 } }),
      run(2, 10, 64, { hz: { value: 300 } }),
      run(3, 11, 64, { hz: { value: 200 } }),
    ];
    const best = promote(undefined, runs, options(), PROVENANCE).baseline.benchmarks[0]!;
    // hz: higher is better, whatever the benchmark's own direction.
    expect(metricOf(best, 'hz')).toEqual({ value: 300, samples: [100, 300, 200] });
    const worst = promote(undefined, runs, options({ aggregate: 'worst' }), PROVENANCE).baseline.benchmarks[0]!;
    expect(metricOf(worst, 'p99').value).toBe(12);
    expect(metricOf(worst, 'hz').value).toBe(100);
    const median = promote(undefined, runs, options({ aggregate: 'median' }), PROVENANCE).baseline.benchmarks[0]!;
    expect(metricOf(median, 'p99').value).toBe(11);
    expect(metricOf(median, 'hz').value).toBe(200);
  });

  it('converts the runs\' values into one unit of the same kind', () => {
    const runs = [run(1, 12), sourced('run-2.json', [{ name: 'parse', value: 1010, unit: 'ops/s', metrics: { p99: { value: 9000, unit: 'us' } } }])];
    const { baseline } = promote(undefined, runs, options(), PROVENANCE);
    // The representative run (run 2, the best value) gives the unit.
    expect(metricOf(baseline.benchmarks[0]!, 'p99')).toEqual({ value: 9000, unit: 'us', samples: [12000, 9000] });
  });

  it('writes a metric in only some runs from those runs, and says so', () => {
    const runs = [run(1, 12, 64, { hz: { value: 100 } }), run(2, 10), run(3, 11, 64, { hz: { value: 200 } })];
    const result = promote(undefined, runs, options(), PROVENANCE);
    const entry = result.baseline.benchmarks[0]!;
    // Run 3 is the representative; run 2 has no hz.
    expect(metricOf(entry, 'hz')).toEqual({ value: 200, samples: [100, 200] });
    expect(result.warnings).toEqual(['metric "hz" is in only some of the runs of 1 benchmark ("parse"): the new baseline\'s value and samples of it are those of the runs that have it']);
    // The representative run lacks it: written all the same, after the representative's own.
    const lacking = promote(undefined, [run(1, 12, 64, { hz: { value: 100 } }), run(2, 10), run(3, 11)], options(), PROVENANCE).baseline.benchmarks[0]!;
    expect(Object.keys(lacking.metrics!)).toEqual(['p99', 'B/op', 'hz']);
    expect(metricOf(lacking, 'hz')).toEqual({ value: 100, samples: [100] });
  });

  it('keeps the representative run\'s value alone when the runs\' units do not convert, and says so', () => {
    const runs = [run(1, 12), sourced('run-2.json', [{ name: 'parse', value: 1010, unit: 'ops/s', metrics: { p99: { value: 9, unit: 'B', samples: [9, 9] } } }])];
    const result = promote(undefined, runs, options(), PROVENANCE);
    expect(metricOf(result.baseline.benchmarks[0]!, 'p99')).toEqual({ value: 9, unit: 'B' });
    // (Run 2 has no B/op: the other warning.)
    expect(result.warnings).toEqual([
      expect.stringMatching(/^metric "B\/op" is in only some of the runs of 1 benchmark/),
      expect.stringMatching(/^metric "p99" of 1 benchmark \("parse"\) is measured in units \(or directions\) that do not convert/),
    ]);
  });

  it('keeps the representative run\'s value alone when the runs disagree on the metric\'s direction', () => {
    const scored = (i: number, score: number, direction?: 'higher' | 'lower'): SourcedDocument =>
      sourced(`run-${i}.json`, [{ name: 'parse', value: 1000 + i, unit: 'ops/s', metrics: { score: { value: score, unit: 'pt', ...(direction ? { direction } : {}), samples: [score, score] } } }]);
    const result = promote(undefined, [scored(1, 5, 'higher'), scored(2, 6, 'lower')], options(), PROVENANCE);
    expect(metricOf(result.baseline.benchmarks[0]!, 'score')).toEqual({ value: 6, unit: 'pt', direction: 'lower' });
    expect(result.warnings).toEqual([expect.stringMatching(/^metric "score" of 1 benchmark \("parse"\) is measured in units \(or directions\)/)]);
    // A direction said in one run and implied by the unit in another is one direction.
    const same = promote(undefined, [run(1, 12), sourced('run-2.json', [{ name: 'parse', value: 1010, unit: 'ops/s', metrics: { p99: { value: 11, unit: 'ms', direction: 'lower' } } }])], options(), PROVENANCE);
    expect(metricOf(same.baseline.benchmarks[0]!, 'p99')).toEqual({ value: 11, unit: 'ms', direction: 'lower', samples: [12, 11] });
  });

  it('keeps the older shape (a bare number or null) as the representative run has it', () => {
    const runs = [run(1, 12, 64, { old: 3, gone: null }), run(2, 10, 64, { old: 4, gone: null })];
    const entry = promote(undefined, runs, options(), PROVENANCE).baseline.benchmarks[0]!;
    expect(entry.metrics!.old).toBe(4);
    expect(entry.metrics!.gone).toBeNull();
  });

  it('keeps a metric named "__proto__" as a plain key', () => {
    const entry = (i: number, v: number): SourcedDocument => sourced(`run-${i}.json`, [JSON.parse(`{"name":"a","value":${i},"unit":"ns","metrics":{"__proto__":{"value":${v},"unit":"B"}}}`) as BenchmarkEntry]);
    const promoted = promote(undefined, [entry(1, 5), entry(2, 6)], options(), PROVENANCE).baseline.benchmarks[0]!;
    expect(Object.getPrototypeOf(promoted.metrics)).toBe(Object.prototype);
    expect(Object.hasOwn(promoted.metrics!, '__proto__')).toBe(true);
    expect(JSON.parse(JSON.stringify(promoted.metrics))).toEqual(JSON.parse('{"__proto__":{"value":5,"unit":"B","samples":[5,6]}}'));
  });

  it('lets --method stats test a metric against the promoted baseline (a run value per observation on both sides)', () => {
    const p99s = [10, 10.1, 9.9, 10.05, 9.95, 10.02, 9.98, 10.03];
    const before = p99s.map((p, i) => run(i, p));
    const after = p99s.map((p, i) => run(i, p * 1.2));
    const { baseline } = promote(undefined, before, options(), PROVENANCE);
    const report = runGate({ source: 'baseline.json', document: baseline }, after, options({ method: 'stats' }));
    const p99 = report.benchmarks.find((r) => r.metric === 'p99')!;
    expect(p99.stats).toMatchObject({ test: 'mann-whitney', baseline_n: 8, current_n: 8, significant: true });
    expect(p99.status).toBe('regressed');
    expect(p99.dispersion?.baseline).toMatchObject({ of: 'runs', n: 8 });
    expect(report.warnings.filter((w) => w.startsWith('metric "p99"'))).toEqual([]);
  });

  it('reads a baseline promoted before metrics were (no samples_of) as before: its metrics\' samples are one run\'s iterations', () => {
    const older = { schema_version: 1 as const, benchmarks: [], metadata: { promoted: { runs: 3 } } };
    expect(metricSamplesOf(older)).toBe('iterations');
    expect(metricSamplesOf({ ...older, samples_of: 'runs' })).toBe('runs');
  });
});

describe('promote: metrics, property', () => {
  const aggregates = fc.constantFrom('best', 'worst', 'median', 'mean', 'p90').map((a) => parseAggregate(a, 'test'));
  const metric = fc.constantFrom(
    { name: 'p99', unit: 'ms', direction: 'lower' as const },
    { name: 'hz', unit: 'hz', direction: 'higher' as const },
    { name: 'B/op', unit: 'B/op', direction: 'lower' as const },
    { name: 'score', unit: 'pt', direction: 'higher' as const, explicit: true },
  );

  it('a promoted metric\'s samples are exactly the runs\' values, in run order, and its value their aggregate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.uniqueArray(metric, { minLength: 1, maxLength: 4, selector: (m) => m.name }),
        aggregates,
        fc.infiniteStream(fc.double({ min: 0, max: 1e12, noNaN: true })),
        fc.infiniteStream(fc.array(fc.double({ min: 0, max: 1e6, noNaN: true }), { maxLength: 4 })),
        (n, metrics, agg, values, iterations) => {
          const runs = Array.from({ length: n }, (_, i) =>
            sourced(`run-${i}.json`, [{
              name: 'a',
              value: 1 + values.next().value,
              unit: 'ns',
              metrics: Object.fromEntries(metrics.map((m) => [m.name, { value: values.next().value, unit: m.unit, ...('explicit' in m ? { direction: m.direction } : {}), samples: iterations.next().value }])),
            }]),
          );
          const { baseline } = promote(undefined, runs, options({ aggregate: agg }), PROVENANCE);
          const entry = baseline.benchmarks[0]!;
          for (const m of metrics) {
            const runValues = runs.map((r) => metricOf(r.document.benchmarks[0]!, m.name).value);
            const promoted = metricOf(entry, m.name);
            expect(promoted.samples).toEqual(runValues);
            expect(promoted.value).toBe(aggregate(runValues, agg, m.direction));
          }
          expect(() => validateDocument(JSON.parse(JSON.stringify(baseline)), 'promoted.json')).not.toThrow();
        },
      ),
    );
  });
});
