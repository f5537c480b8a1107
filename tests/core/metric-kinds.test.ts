/**
 * The kinds of metric that are reported and not gated unless a rule names them (a profile's
 * per-function instruction counts, a program's CPU times), the reasons a reader gives for a metric
 * it left out (`unmeasured_metrics`), and a metric's direction from the config: one rule for the gate
 * and for promote (README, "Metrics").
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/core/config.js';
import { runGate } from '../../src/core/gate.js';
import { DEFAULT_GATE_OPTIONS, type GateOptions } from '../../src/core/gate-options.js';
import { resolveMeasure } from '../../src/core/measure.js';
import { inferredMetricDirection, metricDirection, MetricFacts } from '../../src/core/metric-gate.js';
import { metricKind, resolveMetricRule, type MetricRule } from '../../src/core/metric-rules.js';
import type { BenchmarkEntry, Metric, SourcedDocument } from '../../src/core/model.js';
import { promote } from '../../src/core/promote.js';
import { metricNotes, promotedMetrics, addRunMetrics, type MetricRuns } from '../../src/core/promoted-metrics.js';
import type { BenchmarkResult, Report } from '../../src/core/report.js';
import { gateOptions } from '../../src/core/settings.js';
import { sourced } from '../helpers/documents.js';

const gate = (base: SourcedDocument, runs: SourcedDocument[], options: Partial<GateOptions> = {}): Report => runGate(base, runs, { ...DEFAULT_GATE_OPTIONS, ...options });
const row = (report: Report, name: string, metric?: string): BenchmarkResult | undefined =>
  report.benchmarks.find((b) => b.name === name && (b.metric ?? undefined) === metric);
const instructions = (value: number): Metric => ({ value, unit: 'instructions', direction: 'lower' });

/** A Valgrind profile as the readers give it: the total as value and metric `Ir`, the top functions as `Ir <function>`. */
function profile(source: string, functions: Record<string, number>, extra: Partial<BenchmarkEntry> = {}): SourcedDocument {
  const total = Object.values(functions).reduce((a, b) => a + b, 0);
  const metrics: Record<string, Metric> = { Ir: instructions(total) };
  for (const [fn, ir] of Object.entries(functions)) metrics[`Ir ${fn}`] = instructions(ir);
  return sourced(source, [{ name: './interp bench.lua', value: total, unit: 'instructions', direction: 'lower', metrics, ...extra }]);
}

describe('per-function instruction counts', () => {
  // 5% faster in all, with work moved from eval_loop into helper.
  const base = profile('a.out', { eval_loop: 600_000, helper: 400_000 });
  const head = profile('b.out', { eval_loop: 500_000, helper: 450_000 });

  it('are a kind of their own, whatever the function is called; the total stays a count', () => {
    fc.assert(fc.property(fc.string({ minLength: 1, maxLength: 40 }).filter((s) => /^\S/.test(s)), (fn) => {
      expect(metricKind(`Ir ${fn}`, 'instructions')).toBe('function');
      const rule = resolveMetricRule(`Ir ${fn}`, 'instructions', true, 8, undefined);
      expect(rule).toEqual({ threshold: 0, gate: false, geomean: false });
    }));
    expect(metricKind('Ir', 'instructions')).toBe('count');
    expect(resolveMetricRule('Ir', 'instructions', true, 8, undefined)).toEqual({ threshold: 0, gate: true, geomean: true });
  });

  it('are shown but do not fail a pull request that is faster in all, and have no gated geomean', () => {
    const report = gate(base, [head]);
    expect(report.verdict).toBe('pass');
    expect(row(report, './interp bench.lua')).toMatchObject({ status: 'improved' });
    expect(row(report, './interp bench.lua', 'Ir')).toMatchObject({ status: 'improved', exact: true, threshold_pct: 0 });
    expect(row(report, './interp bench.lua', 'Ir helper')).toMatchObject({ status: 'regressed', gated: false, exact: true });
    expect(report.metric_geomeans?.['Ir helper']?.gated).toBe(false);
    expect(report.metric_geomeans?.['Ir eval_loop']?.gated).toBe(false);
    // The program's one total: its geomean is that row, which gates on its own.
    expect(report.metric_geomeans?.Ir).toMatchObject({ count: 1, status: 'skipped', gated: false });
    expect(report.summary.regressed).toBe(0);
  });

  it('are gated as counts, exactly, once a rule names them', () => {
    const report = runGate(base, [head], gateOptions(parseConfig({ metrics: { 'Ir helper': { gate: true } } }, 'bench-gate.json'), {}));
    expect(row(report, './interp bench.lua', 'Ir helper')).toMatchObject({ status: 'regressed', threshold_pct: 0 });
    expect(row(report, './interp bench.lua', 'Ir helper')?.gated).toBeUndefined();
    expect(report.verdict).toBe('fail');
    const loose = runGate(base, [head], gateOptions({}, { metricThresholds: { 'Ir helper': 20 } }));
    expect(row(loose, './interp bench.lua', 'Ir helper')).toMatchObject({ status: 'unchanged', threshold_pct: 20 });
  });

  it('say plainly when a function fell out of the runs\' top functions, without asking whether the runs still measure it', () => {
    const moved = profile('c.out', { eval_loop: 990_000, other: 10_000 });
    const { warnings } = gate(base, [moved]);
    const about = warnings.filter((w) => w.includes('"Ir helper"'));
    expect(about).toEqual([expect.stringContaining('is in the baseline of 1 benchmark ("./interp bench.lua") but not among the runs\' top functions')]);
    expect(about[0]).toContain('the total "Ir" still is');
    expect(warnings.join('\n')).not.toContain('do the runs still measure it?');
  });
});

describe('CPU times', () => {
  const hyperfine = (source: string, wall: number, user: number, system: number): SourcedDocument => sourced(source, [{
    name: 'sleep 0.01', value: wall, unit: 's', direction: 'lower',
    metrics: { time_user: { value: user, unit: 's', direction: 'lower' }, time_system: { value: system, unit: 's', direction: 'lower' } },
  }]);

  it('of hyperfine and of run --measure resources are reported, not gated, unless configured', () => {
    for (const name of ['time_user', 'time_system', 'time_cpu', 'user_time', 'system_time']) {
      expect(metricKind(name, 's')).toBe('cputime');
      expect(resolveMetricRule(name, 'ms', false, 8, undefined).gate).toBe(false);
      expect(resolveMetricRule(name, 'ms', false, 8, { threshold: 15 })).toEqual({ threshold: 15, gate: true, geomean: true });
    }
    // What the benchmark itself measures, and peak memory, stay gated.
    expect(resolveMetricRule('peak_rss', 'B', false, 8, undefined).gate).toBe(true);
    expect(resolveMetricRule('memory_peak_resident', 'B', false, 8, undefined).gate).toBe(true);
  });

  it('do not fail a run whose wall time is fine when hyperfine 1.x\'s mean user time moves by 16%', () => {
    const report = gate(hyperfine('hr4.json', 0.01305, 0.000646, 0.0002686), [hyperfine('hr1.json', 0.01101, 0.0007487, 0.0000778)]);
    expect(row(report, 'sleep 0.01', 'time_user')).toMatchObject({ status: 'regressed', gated: false });
    expect(report.metric_geomeans?.time_user?.gated).toBe(false);
    expect(report.verdict).toBe('pass');
    const configured = runGate(hyperfine('hr4.json', 0.01305, 0.000646, 0.0002686), [hyperfine('hr1.json', 0.01101, 0.0007487, 0.0000778)], gateOptions(parseConfig({ metrics: { time_user: { threshold: 10 } } }, 'bench-gate.json'), {}));
    expect(configured.verdict).toBe('fail');
  });
});

describe('a metric a reader left out on purpose (unmeasured_metrics)', () => {
  const entry = (metrics: Record<string, Metric>, unmeasured?: unknown): BenchmarkEntry => ({
    name: 'GET /items', value: 1000, unit: 'req/s', direction: 'higher', metrics,
    ...(unmeasured !== undefined ? { unmeasured_metrics: unmeasured } : {}),
  });
  const p50 = { value: 2, unit: 'ms', direction: 'lower' } as const;
  const p99 = { value: 9, unit: 'ms', direction: 'lower' } as const;

  it('is named with the reader\'s reason, not as a metric the runs may have stopped measuring', () => {
    const base = sourced('base.json', [entry({ 'latency p50': p50, 'latency p99': p99 })]);
    const run = sourced('run.json', [entry({ 'latency p99': p99 }, { 'latency p50': 'hey printed 0.0000 s: below its resolution of 0.1 ms' })]);
    const { warnings } = gate(base, [run]);
    expect(warnings).toContain('metric "latency p50" of 1 benchmark ("GET /items") is not compared: a run did not measure it (hey printed 0.0000 s: below its resolution of 0.1 ms)');
    expect(warnings.join('\n')).not.toContain('do the runs still measure it?');
  });

  it('names the metrics left out for one reason on the same benchmarks in one warning', () => {
    // hey gives one reason for every latency below its resolution: seven warnings said it seven times.
    const why = 'hey prints latencies to 0.1 ms';
    const names = ['latency mean', 'latency p25', 'latency p50', 'latency p75', 'latency p90', 'latency p95', 'latency p99'];
    const all = Object.fromEntries(names.map((n) => [n, p50]));
    const base = sourced('base.json', [entry(all)]);
    const run = sourced('run.json', [entry({}, Object.fromEntries(names.map((n) => [n, why])))]);
    const about = gate(base, [run]).warnings.filter((w) => w.includes(why));
    expect(about).toEqual([`metrics "latency mean", "latency p25", "latency p50", "latency p75", "latency p90" and 2 more of 1 benchmark ("GET /items") are not compared: a run did not measure them (${why})`]);
    const twoLeftOut = sourced('run.json', [entry(Object.fromEntries(names.filter((n) => n !== 'latency p50' && n !== 'latency p99').map((n) => [n, p50])), { 'latency p50': why, 'latency p99': why })]);
    expect(gate(base, [twoLeftOut]).warnings.filter((w) => w.includes(why))).toEqual([`metrics "latency p50" and "latency p99" of 1 benchmark ("GET /items") are not compared: a run did not measure them (${why})`]);
  });

  it('in the baseline is named with its reason too', () => {
    const base = sourced('base.json', [entry({ 'latency p99': p99 }, { 'latency p50': 'no request completed' })]);
    const run = sourced('run.json', [entry({ 'latency p50': p50, 'latency p99': p99 })]);
    expect(gate(base, [run]).warnings).toContain('metric "latency p50" of 1 benchmark ("GET /items") is not compared until a promoted baseline has it: the baseline did not measure it (no request completed)');
  });

  it('still asks when the run gives no reason, and takes any value of unmeasured_metrics without failing', () => {
    const base = sourced('base.json', [entry({ 'latency p50': p50 })]);
    fc.assert(fc.property(fc.oneof(fc.constant(null), fc.constant([]), fc.string(), fc.integer(), fc.dictionary(fc.string(), fc.jsonValue())), (unmeasured) => {
      const { warnings } = gate(base, [sourced('run.json', [entry({}, unmeasured)])]);
      const about = warnings.filter((w) => w.startsWith('metric "latency p50"'));
      expect(about).toHaveLength(1);
      expect(about[0]!.length).toBeLessThan(400);
    }));
    const { warnings } = gate(base, [sourced('run.json', [entry({})])]);
    expect(warnings).toContain('metric "latency p50" is in the baseline of 1 benchmark ("GET /items") but not in every run, so it is not compared: do the runs still measure it?');
  });

  it('keeps a long reason to one short line', () => {
    const base = sourced('base.json', [entry({ 'latency p50': p50 })]);
    const { warnings } = gate(base, [sourced('run.json', [entry({}, { 'latency p50': `why\n${'x'.repeat(5000)}` })])]);
    const w = warnings.find((x) => x.startsWith('metric "latency p50"'))!;
    expect(w).toContain('(why xxx');
    expect(w.length).toBeLessThan(400);
    expect(w).not.toContain('\n');
  });
});

describe('a metric\'s direction from the config', () => {
  const counter = (source: string, value: number, direction?: 'higher' | 'lower'): SourcedDocument => sourced(source, [{
    name: 'BM_Interp/64', value: 15.2, unit: 'ns', direction: 'lower', metrics: { bytecodes: { value, unit: 'bytecodes', ...(direction ? { direction } : {}) } },
  }]);

  it('is accepted by the config and carried into the gate\'s rules', () => {
    const config = parseConfig({ metrics: { bytecodes: { direction: 'lower' } } }, 'bench-gate.json');
    expect(gateOptions(config, {}).metricRules).toEqual({ bytecodes: { direction: 'lower' } });
    expect(gateOptions(config, { metricThresholds: { bytecodes: 2 } }).metricRules).toEqual({ bytecodes: { direction: 'lower', threshold: 2 } });
    expect(() => parseConfig({ metrics: { bytecodes: { direction: 'up' } } }, 'bench-gate.json')).toThrow(/metrics\.bytecodes\.direction/);
  });

  it('makes a metric whose unit says no direction compared, and the warning without it names the config to write', () => {
    const without = gate(counter('base.json', 100), [counter('run.json', 120)]);
    expect(row(without, 'BM_Interp/64', 'bytecodes')).toBeUndefined();
    expect(without.warnings).toContain('metric "bytecodes" (1 benchmark): cannot tell whether higher or lower is better for unit "bytecodes", so it is not compared; say which is better in bench-gate.json: "metrics": {"bytecodes": {"direction": "lower"}} (or "higher")');
    const options = gateOptions(parseConfig({ metrics: { bytecodes: { direction: 'lower' } } }, 'bench-gate.json'), {});
    const report = runGate(counter('base.json', 100), [counter('run.json', 120)], options);
    expect(row(report, 'BM_Interp/64', 'bytecodes')).toMatchObject({ direction: 'lower', status: 'regressed' });
    expect(report.warnings.join('\n')).not.toContain('cannot tell');
  });

  it('wins over the direction the files give and the one the unit implies', () => {
    const options = gateOptions(parseConfig({ metrics: { bytecodes: { direction: 'higher' } } }, 'bench-gate.json'), {});
    const report = runGate(counter('base.json', 100, 'lower'), [counter('run.json', 120, 'lower')], options);
    expect(row(report, 'BM_Interp/64', 'bytecodes')).toMatchObject({ direction: 'higher', status: 'improved' });
    expect(metricDirection({ direction: 'higher' }, 'lower', () => 'lower')).toBe('higher');
    expect(metricDirection(undefined, 'higher', () => 'lower')).toBe('higher');
    expect(metricDirection({ threshold: 5 }, undefined, () => 'lower')).toBe('lower');
  });

  it('is one rule for promote and the gate: promote aggregates by the configured direction', () => {
    const runs: MetricRuns | undefined = [100, 300, 200].reduce<MetricRuns | undefined>((acc, v) => addRunMetrics(acc, { name: 'b', value: 1, metrics: { bytecodes: { value: v, unit: 'bytecodes' } } }), undefined);
    const how = (rules: Record<string, MetricRule> = {}) => ({ aggregate: 'best' as const, facts: new MetricFacts(rules), notes: metricNotes() });
    // Without a direction the median is kept; with one, the best by it.
    expect((promotedMetrics({}, runs, 3, 'b', how()) as Record<string, Metric>).bytecodes!.value).toBe(200);
    expect((promotedMetrics({}, runs, 3, 'b', how({ bytecodes: { direction: 'higher' } })) as Record<string, Metric>).bytecodes!.value).toBe(300);
    expect((promotedMetrics({}, runs, 3, 'b', how({ bytecodes: { direction: 'lower' } })) as Record<string, Metric>).bytecodes!.value).toBe(100);
    // The inference the two share, for any name and unit.
    const inferred = new MetricFacts({});
    fc.assert(fc.property(fc.string({ maxLength: 20 }), fc.constantFrom('ns', 'ms', 'ops/s', 'B/op', 'instructions', 'bytecodes', 'Ir', 'x'), (name, unit) => {
      expect(inferred.directionOf(name, undefined, unit)).toBe(inferredMetricDirection(metricKind(name, unit), unit));
    }));
    // promote itself, without rules, still infers as before.
    const { baseline } = promote(undefined, [counter('r1.json', 100), counter('r2.json', 90)], { ...DEFAULT_GATE_OPTIONS }, { date: '2026-01-01T00:00:00.000Z', toolVersion: '9.9.9' });
    expect((baseline.benchmarks[0]!.metrics!.bytecodes as Metric).samples).toEqual([100, 90]);
  });
});

describe('a benchmark whose unit says no direction', () => {
  it('is an error that names --direction, as README prescribes for pyperf\'s integer', () => {
    expect(() => resolveMeasure({ name: 'count', value: 3, unit: 'integer' }, 'int.json: benchmarks[0] ("count")')).toThrow(/"benchmarks" in bench-gate\.json; for a tool's output .*pyperf's "integer".*--direction higher or lower sets it for the whole file/);
  });
});
