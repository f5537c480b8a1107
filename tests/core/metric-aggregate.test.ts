/**
 * A metric's own aggregate (README, "Metrics"): `"metrics": {"latency p99": {"aggregate": "median"}}`
 * combines that metric's N runs by its median while every other figure keeps the suite's aggregate
 * (best of N by default), in the gate and in promote; it wins over the config's top-level aggregate
 * and over --aggregate, as a benchmark's own threshold wins over --threshold.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aggregate, type Aggregate } from '../../src/core/aggregate.js';
import { parseConfig } from '../../src/core/config.js';
import { runGate } from '../../src/core/gate.js';
import { DEFAULT_GATE_OPTIONS, type GateOptions } from '../../src/core/gate-options.js';
import type { Metric, SourcedDocument } from '../../src/core/model.js';
import { promote } from '../../src/core/promote.js';
import type { BenchmarkResult, Report } from '../../src/core/report.js';
import { gateOptions } from '../../src/core/settings.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { renderText } from '../../src/report/text.js';
import validateReport from '../../generated/report-validator.js';
import { sourced } from '../helpers/documents.js';

const P99 = 'latency p99';

/** A run of one HTTP benchmark: requests/s (the benchmark's value) and a p99 in ms. */
function run(source: string, rps: number, p99: number): SourcedDocument {
  return sourced(source, [{ name: 'GET /', value: rps, unit: 'req/s', metrics: { [P99]: { value: p99, unit: 'ms' } } }]);
}

const BASE = run('base.json', 1000, 20);
const RUNS = [run('run-1.json', 1000, 10), run('run-2.json', 1100, 30), run('run-3.json', 900, 20)];

function gate(config: unknown, flags: Parameters<typeof gateOptions>[1] = {}): Report {
  return runGate(BASE, RUNS, gateOptions(parseConfig(config, 'bench-gate.json'), flags));
}

const row = (report: Report, metric?: string): BenchmarkResult => report.benchmarks.find((b) => (b.metric ?? undefined) === metric)!;

function message(json: unknown): string {
  try {
    parseConfig(json, 'bench-gate.json');
  } catch (error) {
    return (error as Error).message;
  }
  return 'accepted';
}

describe('the config: a metric rule\'s aggregate', () => {
  it('is read with the rule', () => {
    expect(parseConfig({ metrics: { [P99]: { threshold: 20, aggregate: 'median' } } }, 'bench-gate.json').metrics?.[P99]).toEqual({ threshold: 20, aggregate: 'median' });
    expect(parseConfig({ metrics: { 'B/op': { aggregate: 'p75' } } }, 'bench-gate.json').metrics?.['B/op']).toEqual({ aggregate: 'p75' });
  });

  it('refuses an unknown aggregate in one line naming the place, as the top-level aggregate', () => {
    expect(message({ metrics: { [P99]: { aggregate: 'max' } } })).toBe('bench-gate.json: metrics.latency p99.aggregate: unknown aggregate "max". Use best, worst, median, mean or pNN (e.g. p75)');
    expect(message({ metrics: { 'B/op': { aggregate: 'p101' } } })).toBe('bench-gate.json: metrics.B/op.aggregate: unknown aggregate "p101". Use best, worst, median, mean or pNN (e.g. p75)');
    expect(message({ metrics: { p99: { aggregate: 50 } } })).toMatch(/^bench-gate\.json: metrics\.p99\.aggregate: must be string\. /);
    expect(message({ metrics: { p99: { agregate: 'median' } } })).toMatch(/^bench-gate\.json: metrics\.p99: unknown key "agregate"\. Did you mean "aggregate"\?/);
  });

  it('is kept by the settings, and --aggregate does not override it', () => {
    const config = parseConfig({ aggregate: 'mean', metrics: { [P99]: { aggregate: 'median' } } }, 'bench-gate.json');
    expect(gateOptions(config, { aggregate: 'worst' })).toMatchObject({ aggregate: 'worst', metricRules: { [P99]: { aggregate: 'median' } } });
    // --metric-threshold over the rule keeps its aggregate.
    expect(gateOptions(config, { metricThresholds: { [P99]: 30 } }).metricRules?.[P99]).toEqual({ aggregate: 'median', threshold: 30 });
  });
});

describe('the gate: a p99 whose runs are 10, 20 and 30 ms', () => {
  it('takes the best (10) of the suite\'s aggregate without a rule of its own', () => {
    const report = gate({});
    expect(row(report, P99)).toMatchObject({ baseline: 20, current: 10, runs: 3 });
    expect(row(report, P99).aggregate).toBeUndefined();
  });

  it('takes its median (20) with its own aggregate, the benchmark\'s value still best of N', () => {
    const report = gate({ metrics: { [P99]: { threshold: 20, aggregate: 'median' } } });
    expect(row(report)).toMatchObject({ current: 1100 });
    expect(row(report, P99)).toMatchObject({ baseline: 20, current: 20, change_pct: 0, aggregate: 'median' });
    expect(report.aggregate).toBe('best');
    expect(validateReport(report)).toBe(true);
  });

  it('keeps its own aggregate over --aggregate and the config\'s top-level one', () => {
    expect(row(gate({ metrics: { [P99]: { aggregate: 'median' } } }, { aggregate: 'worst' }), P99)).toMatchObject({ current: 20, aggregate: 'median' });
    const report = gate({ aggregate: 'worst', metrics: { [P99]: { aggregate: 'best' } } });
    expect(row(report)).toMatchObject({ current: 900 });
    expect(row(report, P99)).toMatchObject({ current: 10, aggregate: 'best' });
  });

  it('names no aggregate on a row whose own is the suite\'s', () => {
    const report = gate({ metrics: { [P99]: { aggregate: 'median' } } }, { aggregate: 'median' });
    expect(row(report, P99)).toMatchObject({ current: 20 });
    expect(row(report, P99).aggregate).toBeUndefined();
  });

  it('says which aggregate the metric used in the text and the Markdown', () => {
    const report = gate({ metrics: { [P99]: { aggregate: 'median' } } });
    expect(renderText(report, { color: false })).toContain('\nbest of 3 runs, median for latency p99\n');
    expect(renderMarkdown(report)).toContain('<sub>best of 3 runs, median for `latency p99` · limits: 8% per benchmark, 3% geomean</sub>');
    const plain = gate({});
    expect(renderText(plain, { color: false })).not.toContain('runs, ');
    expect(renderMarkdown(plain)).toContain('<sub>best of 3 runs · limits');
  });

  it('a row\'s current value is aggregate(values) by its own aggregate, else the suite\'s, for any values', () => {
    const method = fc.oneof(fc.constantFrom<Aggregate>('best', 'worst', 'median', 'mean'), fc.integer({ min: 0, max: 100 }).map((n) => `p${n}` as Aggregate));
    const value = fc.double({ min: 1e-3, max: 1e6, noNaN: true });
    fc.assert(
      fc.property(fc.array(value, { minLength: 1, maxLength: 7 }), value, method, fc.option(method, { nil: undefined }), fc.constantFrom<'higher' | 'lower'>('higher', 'lower'), (values, base, suite, own, direction) => {
        const m = (v: number): Metric => ({ value: v, unit: 'widgets', direction });
        const runs = values.map((v, i) => sourced(`run-${i}.json`, [{ name: 'b', value: 100, unit: 'ns', metrics: { w: m(v) } }]));
        const options: GateOptions = { ...DEFAULT_GATE_OPTIONS, aggregate: suite, metricRules: own === undefined ? {} : { w: { aggregate: own } } };
        const report = runGate(sourced('base.json', [{ name: 'b', value: 100, unit: 'ns', metrics: { w: m(base) } }]), runs, options);
        const r = row(report, 'w');
        expect(r.current).toBe(aggregate(values, own ?? suite, direction));
        expect(r.aggregate).toBe(own !== undefined && own !== suite ? own : undefined);
      }),
    );
  });
});

describe('promote: a metric with its own aggregate', () => {
  it('writes the metric\'s median, the benchmark\'s best', () => {
    const options = gateOptions(parseConfig({ metrics: { [P99]: { aggregate: 'median' } } }, 'bench-gate.json'), {});
    const { baseline } = promote(undefined, RUNS, options, { date: '2026-01-01T00:00:00.000Z', toolVersion: '9.9.9' });
    const entry = baseline.benchmarks[0]!;
    expect(entry.value).toBe(1100);
    expect(entry.metrics![P99]).toEqual({ value: 20, unit: 'ms', samples: [10, 30, 20] });
  });

  it('follows the suite\'s aggregate without one', () => {
    const { baseline } = promote(undefined, RUNS, DEFAULT_GATE_OPTIONS, { date: '2026-01-01T00:00:00.000Z', toolVersion: '9.9.9' });
    expect(baseline.benchmarks[0]!.metrics![P99]).toMatchObject({ value: 10 });
  });
});
