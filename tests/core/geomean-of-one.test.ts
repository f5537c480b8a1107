/**
 * A geomean over fewer than two benchmarks is shown but never gated (README, "How the gate decides"):
 * over one benchmark it is that benchmark, so it held a single slowdown to the geomean's 3% in place of
 * the benchmark's own 8% (or its calibrated or configured limit), and counted one slowdown twice. The
 * rule holds for the suite's geomean and each metric's, whatever the method, and for a suite of one
 * gated benchmark among protected ones left out of the geomean.
 */
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import validateReport from '../../generated/report-validator.js';
import { runGate } from '../../src/core/gate.js';
import { DEFAULT_GATE_OPTIONS, type GateOptions } from '../../src/core/gate-options.js';
import type { BenchmarkEntry } from '../../src/core/model.js';
import { worseThan } from '../../src/core/ratio.js';
import type { Report } from '../../src/core/report.js';
import { renderJson } from '../../src/report/json.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { renderText } from '../../src/report/text.js';
import { cli } from '../helpers/cli.js';
import { sourced } from '../helpers/documents.js';
import { ROOT } from '../helpers/fixtures.js';

const FIXTURE = join(ROOT, 'fixtures/geomean-of-one');
const WHY = 'not gated (a geomean of one benchmark is that benchmark, held to its own limit)';

const ns = (values: Record<string, number>, samples?: (v: number) => number[]): BenchmarkEntry[] =>
  Object.entries(values).map(([name, value]) => ({ name, value, unit: 'ns', direction: 'lower', ...(samples ? { samples: samples(value) } : {}) }));

function gate(base: Record<string, number>, run: Record<string, number>, options: Partial<GateOptions> = {}): Report {
  return runGate(sourced('b.json', ns(base)), [sourced('r.json', ns(run))], { ...DEFAULT_GATE_OPTIONS, ...options });
}

describe('a geomean over one benchmark', () => {
  it('passes a single benchmark 5% slower, within its own 8%, and says the geomean is not gated in text, Markdown and JSON', () => {
    const text = cli(['baseline.json', 'run.json'], FIXTURE);
    expect(text.stderr).toBe('');
    expect(text.status).toBe(0);
    expect(text.stdout.split('\n')[0]).toBe('bench-gate PASS: no regressions; geomean 4.8% worse (1 benchmark, not gated)');
    expect(text.stdout).toContain(`\ngeomean 4.8% worse over 1 benchmark: ${WHY}\n`);
    expect(text.stdout).not.toContain('limit 3%');
    const md = cli(['baseline.json', 'run.json', '--format', 'markdown'], FIXTURE);
    expect(md.status).toBe(0);
    expect(md.stdout).toContain(`**Geomean** over 1 benchmark: 4.8% worse, ${WHY}`);
    expect(md.stdout).not.toContain('❌');
    const json = cli(['baseline.json', 'run.json', '--format', 'json'], FIXTURE);
    expect(json.status).toBe(0);
    const report = JSON.parse(json.stdout) as Report;
    expect(validateReport(report)).toBe(true);
    expect(report.verdict).toBe('pass');
    expect(report.geomean).toMatchObject({ count: 1, status: 'skipped', gated: false });
    expect(report.geomean.change_pct).toBeCloseTo(-4.76, 2);
  });

  it('lets the benchmark\'s own, larger limit decide: an override of 20% passes 10% slower', () => {
    const report = gate({ only: 100 }, { only: 110 }, { overrides: { only: { threshold: 20 } } });
    expect(report.benchmarks[0]).toMatchObject({ status: 'unchanged', threshold_pct: 20 });
    expect(report.verdict).toBe('pass');
    // Over its own limit it fails once, as a regression, not again as a geomean.
    const worse = gate({ only: 100 }, { only: 130 }, { overrides: { only: { threshold: 20 } } });
    expect(worse.verdict).toBe('fail');
    expect(worse.summary.regressed).toBe(1);
    expect(worse.geomean.status).toBe('skipped');
    expect(renderText(worse, { color: false }).split('\n')[0]).toBe('bench-gate FAIL: 1 regression; geomean 23.1% worse (1 benchmark, not gated)');
  });

  it('is not gated when one gated benchmark is left among protected ones, and is gated once they count', () => {
    const options = { protected: [{ name: 'p1' }, { name: 'p2' }], protectedInGeomean: false };
    const left = gate({ a: 100, p1: 100, p2: 100 }, { a: 105, p1: 100, p2: 100 }, options);
    expect(left.geomean).toMatchObject({ count: 1, status: 'skipped', gated: false });
    expect(left.verdict).toBe('pass');
    const counted = gate({ a: 100, p1: 100, p2: 100 }, { a: 110, p1: 110, p2: 110 }, { ...options, protectedInGeomean: true });
    expect(counted.geomean).toMatchObject({ count: 3, status: 'fail' });
    expect(counted.geomean.gated).toBeUndefined();
    expect(counted.verdict).toBe('fail');
    // Two benchmarks are a geomean that gates: each 5% slower passes on its own and fails together.
    expect(gate({ a: 100, b: 100 }, { a: 105, b: 105 }).geomean).toMatchObject({ count: 2, status: 'fail' });
  });

  it('is not gated with --method stats either, and says nothing of its own', () => {
    const spread = (v: number) => [0.99, 1, 1.01, 0.995, 1.005, 0.998, 1.002].map((f) => v * f);
    const base = sourced('b.json', ns({ only: 100 }, spread));
    const runs = [1, 2, 3, 4, 5, 6, 7].map((i) => sourced(`r${i}.json`, ns({ only: 105 + (i % 3) * 0.1 })));
    const report = runGate(base, runs, { ...DEFAULT_GATE_OPTIONS, method: 'stats' });
    expect(report.benchmarks[0]!.status).toBe('unchanged');
    expect(report.geomean).toMatchObject({ count: 1, status: 'skipped', gated: false });
    expect(report.warnings.filter((w) => w.includes('geomean'))).toEqual([]);
    expect(report.verdict).toBe('pass');
  });

  it('leaves the verdict of any suite of one to its benchmark alone', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 1000, noNaN: true }), fc.double({ min: 1, max: 1000, noNaN: true }), fc.constantFrom(2, 8, 20), (b, r, threshold) => {
        const report = gate({ x: b }, { x: r }, { threshold });
        expect(report.geomean).toMatchObject({ count: 1, status: 'skipped', gated: false });
        expect(report.verdict).toBe(worseThan(report.benchmarks[0]!.change_pct!, threshold) ? 'fail' : 'pass');
        expect(validateReport(JSON.parse(renderJson(report)))).toBe(true);
        expect(renderMarkdown(report)).not.toMatch(/Geomean.*\(limit/);
      }),
      { numRuns: 200 },
    );
  });
});

describe('a metric geomean over one benchmark', () => {
  const withMetric = (name: string, mbps: number | undefined, time: number): BenchmarkEntry => ({
    name,
    value: time,
    unit: 'ns',
    direction: 'lower',
    ...(mbps === undefined ? {} : { metrics: { 'MB/s': { value: mbps, unit: 'MB/s', direction: 'higher' } } }),
  });

  it('is not gated: Go\'s MB/s of the one benchmark that sets bytes, 5% lower, passes on its row\'s 8%', () => {
    const base = sourced('b.json', [withMetric('BenchmarkCopy', 1000, 100), withMetric('BenchmarkA', undefined, 100), withMetric('BenchmarkB', undefined, 100)]);
    const run = sourced('r.json', [withMetric('BenchmarkCopy', 950, 100), withMetric('BenchmarkA', undefined, 100), withMetric('BenchmarkB', undefined, 100)]);
    const report = runGate(base, [run], DEFAULT_GATE_OPTIONS);
    expect(report.benchmarks.find((r) => r.metric === 'MB/s')).toMatchObject({ status: 'unchanged' });
    expect(report.metric_geomeans?.['MB/s']).toMatchObject({ count: 1, status: 'skipped', gated: false });
    expect(report.verdict).toBe('pass');
    // Its line would repeat the row: text and Markdown leave it out, the JSON keeps it (above).
    expect(renderText(report, { color: false })).not.toContain('geomean MB/s');
    expect(renderMarkdown(report)).not.toContain('**Geomean** MB/s');
    expect(validateReport(report)).toBe(true);
  });
});
