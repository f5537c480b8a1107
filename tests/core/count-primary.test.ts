/**
 * A benchmark whose primary value is a count (instructions, allocations per op) is gated by the count
 * rule its metrics follow (README, "Metrics"): exact within 0.001%, then 0%, never inconclusive, noise
 * "exact"; a time or a throughput is decided exactly as before.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runGate } from '../../src/core/gate.js';
import { DEFAULT_GATE_OPTIONS, type GateOptions } from '../../src/core/gate-options.js';
import { isCountUnit } from '../../src/core/metric-rules.js';
import type { BenchmarkEntry, SourcedDocument } from '../../src/core/model.js';
import type { BenchmarkResult, Report } from '../../src/core/report.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { renderText } from '../../src/report/text.js';
import validateReport from '../../generated/report-validator.js';
import { sourced as doc } from '../helpers/documents.js';

const gate = (base: SourcedDocument, runs: SourcedDocument[], options: Partial<GateOptions> = {}): Report => runGate(base, runs, { ...DEFAULT_GATE_OPTIONS, ...options });
const row = (report: Report, name: string): BenchmarkResult => report.benchmarks.find((b) => b.name === name && b.metric === undefined)!;
const count = (name: string, value: number, unit = 'instructions', samples?: number[]): BenchmarkEntry => ({ name, value, unit, direction: 'lower', ...(samples ? { samples } : {}) });

describe('a primary value that is a count', () => {
  const base = doc('base.json', [count('parse', 1_000_000)]);

  it('fails on 1% more instructions, at 0%, with the noise column saying "exact"', () => {
    const report = gate(base, [doc('head.json', [count('parse', 1_010_000)])]);
    expect(row(report, 'parse')).toMatchObject({ status: 'regressed', exact: true, threshold_pct: 0, baseline: 1_000_000, current: 1_010_000 });
    expect(report.verdict).toBe('fail');
    expect(validateReport(report)).toBe(true);
    const text = renderText(report, { color: false }).split('\n');
    const header = text.find((l) => l.startsWith('benchmark'))!;
    expect(header).toMatch(/\bnoise\b/);
    expect(text.find((l) => l.startsWith('parse'))).toMatch(/\bexact\b.*regressed \(limit 0%\)/);
    expect(renderMarkdown(report)).toMatch(/\| exact \|/);
  });

  it('fails the same way with several identical runs on each side and with the stats method', () => {
    const runs = [1, 2, 3].map((i) => doc(`head${i}.json`, [count('parse', 1_010_000)]));
    const withSamples = doc('base.json', [count('parse', 1_000_000, 'instructions', [1_000_000, 1_000_000, 1_000_000])]);
    for (const method of ['best', 'stats'] as const) {
      const r = row(gate(withSamples, runs, { method }), 'parse');
      expect(r).toMatchObject({ status: 'regressed', exact: true, threshold_pct: 0 });
      expect(r.stats).toBeUndefined();
    }
  });

  it('passes identical counts, and counts a few dozen apart in a hundred million, as unchanged', () => {
    expect(row(gate(base, [base]), 'parse')).toMatchObject({ status: 'unchanged', exact: true, change_pct: 0 });
    const hundredMillion = doc('b.json', [count('parse', 100_000_000)]);
    const report = gate(hundredMillion, [doc('c.json', [count('parse', 100_000_040)])]);
    expect(row(report, 'parse')).toMatchObject({ status: 'unchanged', exact: true });
    expect(report.verdict).toBe('pass');
  });

  it('calls 1% fewer instructions an improvement', () => {
    expect(row(gate(base, [doc('c.json', [count('parse', 990_000)])]), 'parse').status).toBe('improved');
  });

  it('applies to allocations per op as well, and keeps a threshold an override gives the benchmark', () => {
    const allocs = doc('b.json', [count('alloc', 100, 'allocs/op')]);
    expect(row(gate(allocs, [doc('c.json', [count('alloc', 101, 'allocs/op')])]), 'alloc')).toMatchObject({ status: 'regressed', exact: true });
    const report = gate(base, [doc('c.json', [count('parse', 1_010_000)])], { overrides: { parse: { threshold: 2 } } });
    expect(row(report, 'parse')).toMatchObject({ status: 'unchanged', exact: true, threshold_pct: 2 });
  });

  it('keeps a protected benchmark protected, and says it is over its 0% limit', () => {
    const report = gate(base, [doc('c.json', [count('parse', 1_010_000)])], { protected: [{ name: 'parse' }] });
    expect(row(report, 'parse')).toMatchObject({ status: 'protected', over_threshold: true, exact: true });
    expect(report.verdict).toBe('pass');
  });

  it('gates a count that varies from run to run like a time: at the benchmark threshold, not exactly', () => {
    const runs = [1_000_000, 1_020_000, 990_000].map((v, i) => doc(`c${i}.json`, [count('parse', v)]));
    const r = row(gate(base, runs), 'parse');
    expect(r.exact).toBeUndefined();
    expect(r.threshold_pct).toBe(DEFAULT_GATE_OPTIONS.threshold);
    expect(r.status).toBe('unchanged');
  });

  it('counts instructions and allocations, not sizes in bytes (a peak RSS moves) nor times', () => {
    for (const unit of ['instructions', 'Ir', 'allocs/op', 'B/op', 'bytes/op', 'allocations']) expect(isCountUnit(unit), unit).toBe(true);
    for (const unit of ['bytes', 'B', 'MB', 'ns', 'ms', 'ops/s', 'cycles', 'req/s']) expect(isCountUnit(unit), unit).toBe(false);
    const rss = doc('b.json', [{ name: 'rss', value: 1_000_000, unit: 'B', direction: 'lower' }]);
    const r = row(gate(rss, [doc('c.json', [{ name: 'rss', value: 1_010_000, unit: 'B', direction: 'lower' }])]), 'rss');
    expect(r).toMatchObject({ status: 'unchanged', threshold_pct: DEFAULT_GATE_OPTIONS.threshold });
    expect(r.exact).toBeUndefined();
  });
});

describe('count rules never change a time primary', () => {
  const timeArb = fc.double({ min: 0.001, max: 1e6, noNaN: true });
  const runsArb = fc.array(timeArb, { minLength: 1, maxLength: 4 });
  const countArb = fc.integer({ min: 1, max: 1e9 });
  const suite = fc.record({
    times: fc.array(fc.tuple(timeArb, runsArb), { minLength: 1, maxLength: 5 }),
    counts: fc.array(fc.tuple(countArb, countArb), { maxLength: 4 }),
    moved: fc.array(fc.double({ min: 0.5, max: 2, noNaN: true }), { minLength: 4, maxLength: 4 }),
  });
  /** The suite's documents: times t0.. in ms over `runs` runs, counts n0.. the same in every run. */
  function documents(times: Array<[number, number[]]>, counts: Array<[number, number]>): { base: SourcedDocument; runs: SourcedDocument[] } {
    const n = Math.max(1, ...times.map(([, r]) => r.length));
    const base = doc('base', [...times.map(([v], i) => ({ name: `t${i}`, time_ms: v })), ...counts.map(([v], i) => count(`n${i}`, v))]);
    const runs = Array.from({ length: n }, (_, k) =>
      doc(`run${k}`, [...times.map(([, r], i) => ({ name: `t${i}`, time_ms: r[k % r.length]! })), ...counts.map(([, v], i) => count(`n${i}`, v))]),
    );
    return { base, runs };
  }
  const timeRows = (report: Report): BenchmarkResult[] => report.benchmarks.filter((b) => b.name.startsWith('t'));

  it('gives every time row the same result whether count benchmarks are in the suite or not, and whatever they do', () => {
    fc.assert(
      fc.property(suite, fc.constantFrom<'best' | 'stats'>('best', 'stats'), ({ times, counts, moved }, method) => {
        const alone = documents(times, []);
        const mixed = documents(times, counts);
        const changed = documents(times, counts.map(([b, c], i) => [b, Math.max(1, Math.round(c * moved[i]!))] as [number, number]));
        const reference = timeRows(gate(alone.base, alone.runs, { method }));
        expect(timeRows(gate(mixed.base, mixed.runs, { method }))).toEqual(reference);
        expect(timeRows(gate(changed.base, changed.runs, { method }))).toEqual(reference);
      }),
    );
  });
});
