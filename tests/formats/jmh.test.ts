import { describe, expect, it } from 'vitest';
import { jmh } from '../../src/formats/jmh.js';
import { parseInput } from '../../src/formats/index.js';
import { fileInputFromText } from '../../src/io/read-input.js';
import { inputErrorOf } from '../helpers/input-error.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FORMAT_FIXTURES } from '../helpers/fixtures.js';
import { runGate } from '../../src/core/gate.js';
import { DEFAULT_GATE_OPTIONS } from '../../src/core/gate-options.js';

const PATH = 'results/jmh.json';

function entry(over: Record<string, unknown> = {}, pm: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    jmhVersion: '1.37', benchmark: 'com.example.B.parse', mode: 'thrpt', threads: 1, forks: 1,
    jdkVersion: '21.0.2', vmName: 'OpenJDK 64-Bit Server VM', vmVersion: '21.0.2+13',
    params: { size: '10', kind: 'a' },
    primaryMetric: { score: 100, scoreError: 2.5, scoreUnit: 'ops/ms', rawData: [[99, 101], [98, 102]], ...pm },
    secondaryMetrics: {},
    ...over,
  };
}
const convert = (doc: unknown) => parseInput(fileInputFromText(PATH, JSON.stringify(doc)), 'jmh');
const errorOf = (doc: unknown): string => inputErrorOf(() => convert(doc));

describe('jmh', () => {
  it('names a benchmark by method, params in file order and mode', () => {
    const doc = convert([entry()]);
    expect(doc.benchmarks[0]).toMatchObject({
      name: 'com.example.B.parse (size=10, kind=a) [thrpt]', value: 100, unit: 'ops/ms', direction: 'higher',
      samples: [99, 101, 98, 102], score_error: 2.5, threads: 1, forks: 1, mode: 'thrpt',
    });
    expect(doc.metadata).toEqual({ tool: { name: 'JMH', version: '1.37' }, environment: { runtime: 'JDK 21.0.2 (OpenJDK 64-Bit Server VM 21.0.2+13)' } });
  });

  it('keeps one method measured in two modes as two benchmarks', () => {
    const doc = convert([entry({ params: undefined }), entry({ params: undefined, mode: 'avgt' }, { scoreUnit: 'us/op', score: 0.5 })]);
    expect(doc.benchmarks.map((b) => [b.name, b.direction])).toEqual([
      ['com.example.B.parse [thrpt]', 'higher'],
      ['com.example.B.parse [avgt]', 'lower'],
    ]);
  });

  it('takes the direction from the unit in every mode, and from the mode for an unknown unit', () => {
    const units = [['sample', 'ms/op', 'lower'], ['ss', 's/op', 'lower'], ['thrpt', 'ops/us', 'higher'], ['avgt', 'widgets', 'lower'], ['thrpt', 'widgets', 'higher']];
    for (const [mode, unit, direction] of units) {
      const b = convert([entry({ mode }, { scoreUnit: unit })]).benchmarks[0]!;
      expect([b.unit, b.direction]).toEqual([unit, direction]);
    }
    expect(errorOf([entry({ mode: 'custom' }, { scoreUnit: 'widgets' })])).toContain('[0].primaryMetric.scoreUnit');
  });

  it('turns a sample-mode histogram into per-iteration means', () => {
    const doc = convert([entry({ mode: 'sample' }, { scoreUnit: 'us/op', rawData: undefined, rawDataHistogram: [[[[1, 3], [5, 1]], [[2, 2]]]] })]);
    expect(doc.benchmarks[0]!.samples).toEqual([2, 2]);
  });

  it('keeps secondary metrics with a score, not the NaN ones', () => {
    const secondaryMetrics = { 'gc.alloc.rate.norm': { score: 48, scoreUnit: 'B/op' }, 'gc.time': { score: 'NaN', scoreUnit: 'ms' } };
    expect(convert([entry({ secondaryMetrics })]).benchmarks[0]!.secondary_metrics).toEqual({ 'gc.alloc.rate.norm': { value: 48, unit: 'B/op' } });
  });

  it('gates the gc profiler\'s per-operation figures only, not its per-second rates and per-iteration totals', () => {
    // -prof gc: gc.alloc.rate (MB/sec) is the throughput times gc.alloc.rate.norm, so a faster benchmark
    // "regressed" on it; gc.count and gc.time count what happened in the iteration, however long it was.
    const secondaryMetrics = {
      'gc.alloc.rate': { score: 900, scoreUnit: 'MB/sec' },
      'gc.alloc.rate.norm': { score: 48, scoreUnit: 'B/op' },
      'gc.churn.G1_Eden_Space': { score: 910, scoreUnit: 'MB/sec' },
      '\u00b7gc.churn.G1_Eden_Space.norm': { score: 49, scoreUnit: 'B/op' },
      'gc.count': { score: 3, scoreUnit: 'counts' },
      'gc.time': { score: 14, scoreUnit: 'ms' },
    };
    const b = convert([entry({ secondaryMetrics })]).benchmarks[0]!;
    expect(Object.keys(b.metrics ?? {}).sort()).toEqual(['gc.alloc.rate.norm', 'gc.churn.G1_Eden_Space.norm']);
    expect(Object.keys(b.secondary_metrics as object)).toHaveLength(6);
  });

  it('reads -prof perfnorm\'s event counts (unit "#/op") as events per operation, fewer is better', () => {
    const secondaryMetrics = { 'cycles:u': { score: 1200, scoreUnit: '#/op' }, 'instructions:u': { score: 3000, scoreUnit: '#/op' } };
    const b = convert([entry({ secondaryMetrics })]).benchmarks[0]!;
    expect(b.metrics).toEqual({
      'cycles:u': { value: 1200, unit: 'events/op', direction: 'lower' },
      'instructions:u': { value: 3000, unit: 'events/op', direction: 'lower' },
    });
  });

  it('compares @AuxCounters(OPERATIONS) like the score, not the iteration totals of @AuxCounters(EVENTS) ("#")', () => {
    // Real output: EVENTS counters (hits, misses) are summed over the iterations in the unit "#", so a
    // benchmark that got faster counts more of both; compared as "events, fewer is better" a 20% faster
    // run regressed on its cache hits.
    const real = parseInput(fileInputFromText('aux-counters.json', readFileSync(join(FORMAT_FIXTURES, 'jmh', 'aux-counters.json'), 'utf8')), 'jmh');
    const [b] = real.benchmarks;
    expect(b!.metrics).toEqual({ lookups: expect.objectContaining({ unit: 'ops/ms', direction: 'higher' }) });
    expect(b!.secondary_metrics).toMatchObject({ hits: { unit: '#' }, misses: { unit: '#' } });
    const run = (score: number, hits: number) => ({ source: `${score}.json`, document: convert([entry({ secondaryMetrics: { hits: { score: hits, scoreUnit: '#' } } }, { score, rawData: undefined })]) });
    const report = runGate(run(100, 1_000_000), [run(120, 1_200_000)], DEFAULT_GATE_OPTIONS);
    expect(report.benchmarks.map((r) => [r.metric ?? null, r.status])).toEqual([[null, 'improved']]);
    expect(report.verdict).toBe('pass');
  });

  it('rounds gc.alloc.rate.norm to whole bytes: two runs of code that allocates nothing do not differ', () => {
    // Real output: JMH's figure is the harness's own allocations over the operations (≈ 10⁻⁵ B/op), a
    // different fraction in each run; as an exact count it failed the gate at 0% (+25.7%).
    const real = (name: string) => parseInput(fileInputFromText(name, readFileSync(join(FORMAT_FIXTURES, 'jmh', name), 'utf8')), 'jmh');
    const [one, two] = [real('no-alloc-1.json'), real('no-alloc-2.json')];
    for (const doc of [one, two]) {
      for (const b of doc.benchmarks) {
        expect(b.metrics!['gc.alloc.rate.norm']).toEqual({ value: 0, unit: 'B/op', direction: 'lower' });
        expect((b.secondary_metrics as Record<string, { value: number }>)['gc.alloc.rate.norm']!.value).toBeGreaterThan(0);
      }
    }
    const rows = runGate({ source: 'no-alloc-1.json', document: one }, [{ source: 'no-alloc-2.json', document: two }], DEFAULT_GATE_OPTIONS).benchmarks;
    expect(rows.filter((r) => r.metric === 'gc.alloc.rate.norm').map((r) => r.status)).toEqual(['unchanged', 'unchanged']);
    // A real allocation keeps its size, and a change of a byte or more still fails at 0%.
    const metric = (score: number) => (convert([entry({ secondaryMetrics: { 'gc.alloc.rate.norm': { score, scoreUnit: 'B/op' } } })]).benchmarks[0]!.metrics!['gc.alloc.rate.norm'] as { value: number }).value;
    expect([metric(56.0135), metric(56.0024), metric(63.9), metric(0.4)]).toEqual([56, 56, 64, 0]);
  });

  it('compares none of the figures of JMH\'s cl, comp, safepoints, pauses and mempool profilers', () => {
    // Real output: two runs of the same code under -prof cl -prof comp -prof safepoints -prof pauses
    // -prof mempool. JIT time, safepoint and GC pauses, pool sizes and class loading are totals of an
    // iteration or of the run, not per operation: as metrics they failed the gate with 11 regressions.
    const real = (name: string) => ({ source: name, document: parseInput(fileInputFromText(name, readFileSync(join(FORMAT_FIXTURES, 'jmh', name), 'utf8')), 'jmh') });
    const [one, two] = [real('profilers-1.json'), real('profilers-2.json')];
    for (const b of [...one.document.benchmarks, ...two.document.benchmarks]) {
      expect(b.metrics, b.name).toBeUndefined();
      // Kept as JMH wrote them, for a reader of the converted file.
      expect(Object.keys(b.secondary_metrics as object)).toEqual(expect.arrayContaining(['compiler.time.total', 'safepoints.pause', 'pauses.avg', 'mempool.total.used', 'class.load.norm']));
    }
    const report = runGate(one, [two], DEFAULT_GATE_OPTIONS);
    expect(report.benchmarks.filter((r) => r.metric != null)).toEqual([]);
    expect(report.warnings).toEqual([]);
    // Each profiler's figures, by name: none is compared; the per-operation ones of gc and perfnorm are.
    const secondaryMetrics = Object.fromEntries([
      ['class.load', 'classes/sec'], ['class.load.norm', 'classes/op'], ['class.unload.norm', 'classes/op'],
      ['compiler.time.profiled', 'ms'], ['compiler.time.total', 'ms'],
      ['safepoints.pause', 'ms'], ['safepoints.pause.count', '#'], ['safepoints.ttsp.p0.99', 'ms'], ['safepoints.interval', 'ms'],
      ['pauses', 'ms'], ['pauses.count', '#'], ['pauses.p0.50', 'ms'],
      ['mempool.G1 Old Gen.used', 'KiB'], ['mempool.total.used', 'KiB'],
      ['gc.alloc.rate.norm', 'B/op'], ['cycles:u', '#/op'],
    ].map(([name, scoreUnit]) => [name, { score: 3, scoreUnit }]));
    expect(Object.keys(convert([entry({ secondaryMetrics })]).benchmarks[0]!.metrics!)).toEqual(['gc.alloc.rate.norm', 'cycles:u']);
  });

  it('compares a baseline in ops/ms and us/op with runs after @OutputTimeUnit changed to seconds and nanoseconds', () => {
    // all-modes-other-units.json is all-modes.json with parse in ops/s and concat and upper (and the
    // latter's percentiles) in ns/op, every figure x 1000, and two benchmarks really changed: parse
    // (kind=a, size=10) 10% fewer operations, concat (kind=b, size=100) 25% longer per operation.
    const real = (name: string) => ({ source: name, document: parseInput(fileInputFromText(name, readFileSync(join(FORMAT_FIXTURES, 'jmh', name), 'utf8')), 'jmh') });
    const report = runGate(real('all-modes.json'), [real('all-modes-other-units.json')], DEFAULT_GATE_OPTIONS);
    const primary = report.benchmarks.filter((r) => r.metric == null);
    expect(primary).toHaveLength(24);
    const row = (name: string, metric?: string) => report.benchmarks.find((r) => r.name === name && (r.metric ?? undefined) === metric)!;
    const parse = row('com.example.TinyBench.parse (kind=a, size=10) [thrpt]');
    expect(parse).toMatchObject({ unit: 'ops/s', direction: 'higher', status: 'regressed' });
    expect(parse.baseline).toBeCloseTo(4_718_104.496612055, 6);
    expect(parse.change_pct).toBeCloseTo(-10, 9);
    const concat = row('com.example.TinyBench.concat (kind=b, size=100) [avgt]');
    expect(concat).toMatchObject({ unit: 'ns/op', direction: 'lower', status: 'regressed' });
    expect(concat.value_change_pct).toBeCloseTo(25, 9);
    // Every other benchmark is the same quantity in another unit: no change, its samples converted too
    // (both sides' noise the same).
    for (const r of primary.filter((b) => b !== parse && b !== concat)) {
      expect(Math.abs(r.change_pct!), r.name).toBeLessThan(1e-12);
      expect(r.status, r.name).not.toBe('regressed');
      expect(r.dispersion!.baseline!.cv_pct, r.name).toBeCloseTo(r.dispersion!.current!.cv_pct, 9);
    }
    expect(row('com.example.TinyBench.upper (kind=a, size=10) [sample]').unit).toBe('ns/op');
    // The sample mode's percentiles (metrics) convert as the primary value does.
    expect(row('com.example.TinyBench.upper (kind=a, size=10) [sample]', 'p0.99')).toMatchObject({ unit: 'ns/op', baseline: 10_064, current: 10_064, change_pct: 0 });
    expect(report.warnings.filter((w) => w.includes('not compared'))).toEqual([]);
  });

  it('reports a bad score with the file and the key path', () => {
    expect(errorOf([entry({}, { score: 'NaN' })])).toMatch(/^results\/jmh\.json: \[0\]\.primaryMetric\.score: expected a number, found string "NaN"/);
    expect(errorOf([entry(), entry({}, { score: 0 })])).toContain('results/jmh.json: [1].primaryMetric.score: is zero');
    expect(errorOf([entry({}, { rawData: [[1, 'x']] })])).toContain('[0].primaryMetric.rawData[0][1]');
  });

  it('rejects duplicates and empty results', () => {
    expect(errorOf([entry(), entry()])).toContain('[1]: benchmark name "com.example.B.parse (size=10, kind=a) [thrpt]" is used twice (also at [0])');
    expect(() => jmh.parse(fileInputFromText(PATH, '[]'), {})).toThrow(/results\/jmh\.json: no benchmarks found/);
  });

  it('detects JMH arrays only', () => {
    expect(jmh.detect(fileInputFromText(PATH, JSON.stringify([entry()])))).toBe(true);
    expect(jmh.detect(fileInputFromText(PATH, '[{"name": "x", "unit": "ns", "value": 1}]'))).toBe(false);
    expect(jmh.detect(fileInputFromText(PATH, 'com.example.B.parse thrpt 100'))).toBe(false);
  });
});
