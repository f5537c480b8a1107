/**
 * mitata 1.x's `stats.heap` (bytes the heap grew by per iteration): read as the metric `heap`, and
 * reported unless a rule gates it, since a benchmark that allocates nothing averages a fraction of a
 * byte that moves by tens of percent between runs (README, "Metrics").
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/core/config.js';
import { runGate } from '../../src/core/gate.js';
import { DEFAULT_GATE_OPTIONS } from '../../src/core/gate-options.js';
import { metricGated, metricKind, resolveMetricRule } from '../../src/core/metric-rules.js';
import type { SourcedDocument } from '../../src/core/model.js';
import type { Report } from '../../src/core/report.js';
import { gateOptions } from '../../src/core/settings.js';
import { parseInput } from '../../src/formats/index.js';
import { fileInputFromText, readInput } from '../../src/io/read-input.js';
import { inputErrorOf } from '../helpers/input-error.js';

const PATH = 'mitata.json';
const convert = (doc: unknown) => parseInput(fileInputFromText(PATH, JSON.stringify(doc)), 'mitata');
const stats = (over: Record<string, unknown> = {}) => ({ kind: 'fn', samples: null, min: 1, max: 9, p50: 2, p99: 8, avg: 3, ...over });
const run = (name: string, over: Record<string, unknown> = {}) => ({ stats: stats(), args: {}, name, ...over });
const v1 = (...benchmarks: unknown[]) => ({
  layout: [{ name: null, types: [] }],
  benchmarks,
  context: { now: 0, arch: 'x64-linux', version: '22.1.0', runtime: 'node', cpu: { name: 'Apple M1', freq: 3.2 } },
});
/** One mitata run of benchmark `a` at p50 100 ns whose heap grew by `heap` bytes per iteration, as the gate gets it. */
const heapRun = (source: string, heap: number): SourcedDocument => ({
  source,
  document: convert(v1({ alias: 'a', group: 0, args: {}, runs: [run('a', { stats: stats({ p50: 100, heap: { _: 100, total: heap * 100, min: heap, max: heap, avg: heap } }) })] })),
});
const heapRow = (report: Report) => report.benchmarks.find((b) => b.name === 'a' && b.metric === 'heap');

describe('mitata heap', () => {
  it('reads stats.heap.avg as the metric `heap` in B, lower is better', () => {
    // Real output of mitata 1.0.34 on Node (fixtures/generate/mitata.sh): stats.heap = { _, total, min, max, avg }.
    const real = parseInput(readInput(resolve(import.meta.dirname, '../../fixtures/formats/mitata/mitata1.json')), 'mitata');
    const heap = Object.fromEntries(real.benchmarks.map((b) => [b.name, b.metrics?.heap]));
    expect(heap.add).toEqual({ value: 0.10091230460514164, unit: 'B', direction: 'lower' });
    expect(heap['strings > join']).toEqual({ value: 232.53353279259554, unit: 'B', direction: 'lower' });
    expect(heap['Array.from(100)']).toEqual({ value: 937.2408854166666, unit: 'B', direction: 'lower' });
    expect(heap.throws).toBeUndefined();
    // Without heap (mitata 0.1, a runtime mitata cannot measure it on), or an average of no sample (NaN, written null): no metric.
    const none = convert(v1(
      { alias: 'a', group: 0, args: {}, runs: [run('a')] },
      { alias: 'b', group: 0, args: {}, runs: [run('b', { stats: stats({ heap: { _: 0, total: 0, min: null, max: null, avg: null } }) })] },
    ));
    expect(none.benchmarks.map((b) => b.metrics?.heap)).toEqual([undefined, undefined]);
    const zero = convert(v1({ alias: 'z', group: 0, args: {}, runs: [run('z', { stats: stats({ heap: { _: 9, total: 0, min: 0, max: 0, avg: 0 } }) })] }));
    expect(zero.benchmarks[0]!.metrics!.heap).toEqual({ value: 0, unit: 'B', direction: 'lower' });
    expect(inputErrorOf(() => convert(v1({ alias: 'a', group: 0, args: {}, runs: [run('a', { stats: stats({ heap: { avg: 'x' } }) })] }))))
      .toMatch(/^mitata\.json: benchmarks\[0\]\.runs\[0\]\.stats\.heap\.avg/);
  });

  it('is a kind of its own, reported and gated only once a rule names it', () => {
    expect(metricKind('heap', 'B')).toBe('heap');
    expect(metricGated(metricKind('heap', 'B'), undefined)).toBe(false);
    expect(resolveMetricRule('heap', 'B', false, 8, undefined)).toEqual({ threshold: 8, gate: false, geomean: false });
    expect(resolveMetricRule('heap', 'B', false, 8, { threshold: 20 })).toEqual({ threshold: 20, gate: true, geomean: true });
    // Other memory figures in bytes stay gated.
    expect(metricGated(metricKind('memory_peak_resident', 'B'), undefined)).toBe(true);
  });

  it('reports a 50% heap change without failing, and gates it once a rule sets a threshold', () => {
    const base = heapRun('base.json', 100);
    const head = heapRun('run.json', 150);
    const report = runGate(base, [head], DEFAULT_GATE_OPTIONS);
    expect(heapRow(report)).toMatchObject({ status: 'regressed', gated: false });
    expect(report.verdict).toBe('pass');
    expect(report.summary.regressed).toBe(0);

    const gated = runGate(base, [head], gateOptions(parseConfig({ metrics: { heap: { threshold: 20 } } }, 'bench-gate.json'), {}));
    expect(heapRow(gated)).toMatchObject({ status: 'regressed', threshold_pct: 20 });
    expect(heapRow(gated)?.gated).toBeUndefined();
    expect(gated.verdict).toBe('fail');
    // Within the configured threshold: unchanged.
    const within = runGate(base, [heapRun('run.json', 115)], gateOptions(parseConfig({ metrics: { heap: { threshold: 20 } } }, 'bench-gate.json'), {}));
    expect(heapRow(within)).toMatchObject({ status: 'unchanged', threshold_pct: 20 });
    expect(within.verdict).toBe('pass');
  });
});
