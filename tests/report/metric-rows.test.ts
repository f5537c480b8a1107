/** How text, Markdown and JSON show metric rows: grouped under their benchmark, "from 0", "exact", per-metric geomeans. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runGate } from '../../src/core/gate.js';
import { DEFAULT_GATE_OPTIONS } from '../../src/core/gate-options.js';
import type { BenchmarkEntry, Metric } from '../../src/core/model.js';
import { STATUSES, type BenchmarkResult, type Report } from '../../src/core/report.js';
import { renderJson } from '../../src/report/json.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { renderText } from '../../src/report/text.js';
import { groupMetricRows } from '../../src/report/metric-rows.js';
import { orderedResults } from '../../src/report/phrasing.js';
import { sourced as doc } from '../helpers/documents.js';

const entry = (name: string, value: number, metrics: Record<string, Metric>): BenchmarkEntry => ({ name, value, unit: 'ns', direction: 'lower', metrics });
const bytes = (value: number): Metric => ({ value, unit: 'B/op', direction: 'lower', samples: [value, value] });
const allocs = (value: number): Metric => ({ value, unit: 'allocs/op', direction: 'lower', samples: [value, value] });

function report(): Report {
  const base = doc('base.json', [entry('steady', 50, { 'B/op': bytes(0), 'allocs/op': allocs(0) }), entry('parse', 1000, { 'B/op': bytes(64), 'allocs/op': allocs(2) })]);
  const head = doc('head.json', [entry('steady', 50, { 'B/op': bytes(0), 'allocs/op': allocs(1) }), entry('parse', 1001, { 'B/op': bytes(192), 'allocs/op': allocs(6) })]);
  return runGate(base, [head], DEFAULT_GATE_OPTIONS);
}

describe('metric rows in the renderings', () => {
  it('text: each benchmark once, its metrics indented under it, regressions first, "from 0" and "exact"', () => {
    const lines = renderText(report(), { color: false }).split('\n');
    const table = lines.slice(lines.findIndex((l) => l.startsWith('benchmark')) + 1);
    const names = table.slice(0, 6).map((l) => /^\s*\S+/.exec(l)![0]);
    expect(names).toEqual(['parse', '  B/op', '  allocs/op', 'steady', '  allocs/op', '  B/op']);
    const fromZero = table.find((l) => l.includes('allocs/op') && l.includes('1 allocs/op'))!;
    expect(fromZero).toMatch(/from 0\s+exact\s+regressed/);
    // B/op is one benchmark's metric: its geomean repeats that row, so no line (the JSON keeps it).
    expect(lines.join('\n')).not.toContain('geomean B/op');
  });

  it('Markdown: the benchmark\'s name once, then its metrics, in the changed table', () => {
    const text = renderMarkdown(report());
    expect(text).toContain('| ❌ | `parse` · `B/op` | 64 B/op | 192 B/op | +200.0% (3.00× worse) | exact | regressed (limit 0%) |');
    expect(text).toContain('| ❌ | ↳ `allocs/op` | 2 allocs/op | 6 allocs/op | +200.0% (3.00× worse) | exact | regressed (limit 0%) |');
    expect(text).toContain('| ❌ | `steady` · `allocs/op` | 0 allocs/op | 1 allocs/op | from 0 | exact | regressed (limit 0%) |');
    expect(text).not.toContain('**Geomean** allocs/op');
  });

  it('Markdown: a metric that is only reported never gets the ❌ of what failed, and says "reported only" when it improved too', () => {
    // A p99 is reported unless configured: one 20% worse and one 20% better, with the gated values unchanged.
    const p99 = (value: number): Metric => ({ value, unit: 'ms', direction: 'lower' });
    const gated = runGate(
      doc('base.json', [entry('a', 10, { 'latency p99': p99(2) }), entry('b', 10, { 'latency p99': p99(2) })]),
      [doc('head.json', [entry('a', 10, { 'latency p99': p99(2.4) }), entry('b', 10, { 'latency p99': p99(1.6) })])],
      DEFAULT_GATE_OPTIONS,
    );
    expect(gated.verdict).toBe('pass');
    const text = renderMarkdown(gated);
    expect(text).toMatch(/^\| ⚠️ \| `a` · `latency p99` \| .* \| worse \(reported only\) \|$/m);
    expect(text).toMatch(/^\| 🚀 \| `b` · `latency p99` \| .* \| better \(reported only\) \|$/m);
    expect(text).not.toContain('❌');
    // The text says it the same way, without a limit that decides nothing.
    const plain = renderText(gated, { color: false });
    expect(plain).toMatch(/^ {2}latency p99 .* worse \(reported only\)$/m);
    expect(plain).toMatch(/^ {2}latency p99 .* better \(reported only\)$/m);
    expect(plain).not.toMatch(/regressed \(limit \d+%\) \(/);
  });

  it('lists the gated regression above the reported-only changes, however large those are', () => {
    const p99 = (value: number): Metric => ({ value, unit: 'ms', direction: 'lower' });
    const names = ['n0', 'n1', 'n2', 'n3'];
    const report = runGate(
      doc('base.json', names.map((n) => entry(n, 10, { 'latency p99': p99(2) }))),
      [doc('head.json', names.map((n, i) => entry(n, n === 'n3' ? 12 : 10, { 'latency p99': p99(i === 3 ? 2 : 20) })))],
      DEFAULT_GATE_OPTIONS,
    );
    expect(report.verdict).toBe('fail');
    const rows = renderMarkdown(report).split('\n').filter((l) => l.startsWith('| ❌') || l.startsWith('| ⚠️'));
    expect(rows[0]).toMatch(/^\| ❌ \| `n3` \|/);
    expect(rows.slice(1).every((l) => l.startsWith('| ⚠️'))).toBe(true);
    expect(orderedResults(report)[0]).toMatchObject({ name: 'n3', status: 'regressed' });
  });

  it('JSON: one entry per benchmark and metric, the primary without a metric name', () => {
    const json = JSON.parse(renderJson(report())) as Report;
    expect(json.benchmarks.map((b) => [b.name, b.metric ?? null])).toEqual([
      ['steady', null], ['steady', 'B/op'], ['steady', 'allocs/op'],
      ['parse', null], ['parse', 'B/op'], ['parse', 'allocs/op'],
    ]);
  });

  it('says in the verdict line that a metric geomean failed the gate when nothing else did', () => {
    // Every MB/s 5% lower: no row over 8%, the MB/s geomean over 3%, the primary geomean unchanged.
    const metric = (v: number): BenchmarkEntry['metrics'] => ({ 'MB/s': { value: v, unit: 'MB/s' } });
    const names = ['a', 'b', 'c', 'd'];
    const failing = runGate(
      doc('base.json', names.map((n) => ({ name: n, value: 10, unit: 'ns', metrics: metric(100) }))),
      [doc('head.json', names.map((n) => ({ name: n, value: 10, unit: 'ns', metrics: metric(95) })))],
      DEFAULT_GATE_OPTIONS,
    );
    expect(failing.verdict).toBe('fail');
    expect(failing.summary.regressed).toBe(0);
    expect(renderText(failing, { color: false }).split('\n')[0]).toBe('bench-gate FAIL: 1 metric geomean over its limit; geomean ±0.0% (limit 3%)');
    expect(renderMarkdown(failing).split('\n')[0]).toBe('### ❌ bench-gate: 1 metric geomean over its limit · geomean ±0.0% (limit 3%)');
    // A failing verdict line always names a reason: a failing row, or a geomean over its limit.
    for (const r of [failing, report()]) {
      const first = renderText(r, { color: false }).split('\n')[0]!;
      if (r.verdict === 'fail') expect(first).toMatch(/FAIL: (\d+ (regressions?|failed|missing|metric geomeans? over)|.*geomean [\d.]+% worse)/);
    }
  });

  it('says the note of an inconclusive metric row once in text, as Markdown does', () => {
    // MB/s samples 10% apart on both sides: noisier than the 8% limit, so inconclusive, with a note.
    const noisy = (v: number): Metric => ({ value: v, unit: 'MB/s', samples: [v * 0.9, v, v * 1.1] });
    const r = runGate(doc('base.json', [entry('x', 10, { 'MB/s': noisy(100) })]), [doc('head.json', [entry('x', 10, { 'MB/s': noisy(101) })])], DEFAULT_GATE_OPTIONS);
    expect(r.benchmarks.find((b) => b.metric === 'MB/s')!.status).toBe('inconclusive');
    for (const [text, marker] of [[renderText(r, { color: false }), 'x · MB/s: noise of'], [renderMarkdown(r), '`x · MB/s`: noise of']] as const) {
      expect(text.split(marker).length - 1).toBe(1);
    }
  });

  it('renders a report without metrics exactly as before: no metric geomean lines', () => {
    const plain = runGate(doc('b', [{ name: 'x', value: 10, unit: 'ns' }]), [doc('c', [{ name: 'x', value: 10, unit: 'ns' }])], DEFAULT_GATE_OPTIONS);
    expect(plain.metric_geomeans).toBeUndefined();
    expect(renderText(plain, { color: false }).split('\n').filter((l) => l.startsWith('geomean'))).toHaveLength(1);
  });
});

describe('the order of rows with metrics', () => {
  /** The order as defined: every row sorted by urgency then change, then grouped by benchmark. */
  function definedOrder(report: Report): BenchmarkResult[] {
    const rank = (r: BenchmarkResult) => STATUSES.indexOf(r.status);
    const indexed = report.benchmarks.map((r, i) => ({ r, i }));
    indexed.sort((a, b) => rank(a.r) - rank(b.r) || (a.r.change_pct ?? 0) - (b.r.change_pct ?? 0) || a.i - b.i);
    return groupMetricRows(indexed.map((x) => x.r));
  }

  it('is each benchmark where its most urgent row sorts, its primary row first, then its metrics by urgency', () => {
    const row = fc.record({
      name: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
      metric: fc.option(fc.constantFrom('B/op', 'allocs/op', 'p99', 'x'), { nil: undefined }),
      status: fc.constantFrom(...STATUSES),
      change_pct: fc.option(fc.constantFrom(-50, -8, -1, 0, 2, 8.5, 30), { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 40 }), (rows) => {
        // One primary row per name, as the gate makes them; metric rows repeat freely.
        const seen = new Set<string>();
        const benchmarks = rows.filter((r) => r.metric !== undefined || (!seen.has(r.name) && seen.add(r.name))) as unknown as BenchmarkResult[];
        const r = { ...report(), benchmarks };
        expect(orderedResults(r)).toEqual(definedOrder(r));
      }),
    );
  });

  it('keeps the last primary row of a name that has two, as grouping the sorted rows does', () => {
    const r = report();
    const twice = { ...r, benchmarks: [...r.benchmarks, { ...r.benchmarks[0]!, status: 'regressed' as const, change_pct: -90 }] };
    expect(orderedResults(twice)).toEqual(definedOrder(twice));
  });
});

describe('the Markdown counts of rows with metric rows among them', () => {
  // One benchmark and its two metrics, all unchanged, read "3 unchanged benchmarks": a metric row is not a benchmark.
  const same = (name: string) => entry(name, 100, { 'B/op': bytes(10), 'allocs/op': allocs(3) });
  const gate = (protect: boolean) =>
    runGate(doc('b.json', [same('p'), same('q')]), [doc('r.json', [entry('p', 120, { 'B/op': bytes(20), 'allocs/op': allocs(4) }), same('q')])], {
      ...DEFAULT_GATE_OPTIONS,
      ...(protect ? { protected: [{ name: 'p' }] } : {}),
    });

  it('count benchmarks and metrics apart', () => {
    const md = renderMarkdown(gate(true));
    expect(md).toContain('<details><summary>1 unchanged benchmark and 2 metrics</summary>');
    expect(renderMarkdown(gate(true), { unchanged: 'omitted', compact: true })).toContain('🛡️ 1 protected benchmark and 2 metrics (details in the job summary).');
    expect(renderMarkdown(gate(false), { unchanged: 'omitted', compact: true, maxChangedRows: 1 })).toContain('… and 2 more changed metrics not shown');
    expect(renderMarkdown(gate(false), { unchanged: 'omitted' })).toContain('1 unchanged benchmark and 2 metrics not shown');
  });

  it('say benchmarks alone when there are no metric rows, as before', () => {
    const plain = runGate(doc('b.json', [entry('a', 1, {}), entry('b', 1, {})]), [doc('r.json', [entry('a', 1, {}), entry('b', 1, {})])], DEFAULT_GATE_OPTIONS);
    expect(renderMarkdown(plain)).toContain('<details><summary>2 unchanged benchmarks</summary>');
  });
});
