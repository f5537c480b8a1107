/**
 * The limit a metric's geomean is held to (README, "Metrics"): the metric's `geomean_threshold` when
 * the config gives one; else, when the metric's own threshold is configured, the suite's proportion
 * (geomean threshold × metric threshold / benchmark threshold: 3 × 20/8 = 7.5% for p99 at 20%), when
 * that loosens it; else the suite's geomean threshold, as for every metric left to its default rule.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/core/config.js';
import { runGate } from '../../src/core/gate.js';
import { DEFAULT_GATE_OPTIONS, type GateOptions } from '../../src/core/gate-options.js';
import { metricGeomeanLimit, type MetricRule } from '../../src/core/metric-rules.js';
import type { BenchmarkEntry, SourcedDocument } from '../../src/core/model.js';
import { changePct, normalisedRatio, worseThan } from '../../src/core/ratio.js';
import type { Report } from '../../src/core/report.js';
import { gateOptions } from '../../src/core/settings.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { renderText } from '../../src/report/text.js';
import validateReport from '../../generated/report-validator.js';
import { sourced as doc } from '../helpers/documents.js';

const NAMES = ['GET /', 'GET /users', 'POST /login', 'GET /search'];

/** A suite of HTTP benchmarks whose p99 latency is `p99` ms (times `factor` in the runs), the throughput unchanged. */
function suite(factor: number, p99 = 20): { base: SourcedDocument; head: SourcedDocument } {
  const entry = (name: string, f: number): BenchmarkEntry => ({ name, value: 1000, unit: 'req/s', direction: 'higher', metrics: { p99: { value: p99 * f, unit: 'ms', direction: 'lower' } } });
  return { base: doc('base.json', NAMES.map((n) => entry(n, 1))), head: doc('head.json', NAMES.map((n) => entry(n, factor))) };
}

const gateWith = (factor: number, options: GateOptions): Report => {
  const { base, head } = suite(factor);
  return runGate(base, [head], options);
};
const fromConfig = (config: unknown, metricThresholds?: Record<string, number>): GateOptions => gateOptions(parseConfig(config, 'bench-gate.json'), { metricThresholds });

describe("the README's example: p99 at 20%", () => {
  const readme = fromConfig({ metrics: { p99: { threshold: 20 } } });

  it('passes a suite whose p99s all move +5%, well within the 20% allowed: its geomean is held to 3 × 20/8 = 7.5%, not 3%', () => {
    const report = gateWith(1.05, readme);
    expect(report.benchmarks.filter((r) => r.metric === 'p99').map((r) => [r.status, r.threshold_pct])).toEqual(NAMES.map(() => ['unchanged', 20]));
    expect(report.metric_geomeans?.p99).toMatchObject({ status: 'pass', gated: true, threshold_pct: 7.5, count: 4 });
    expect(report.verdict).toBe('pass');
    expect(validateReport(report)).toBe(true);
  });

  it('fails when the p99 geomean is more than 7.5% worse, though no single p99 is over 20%', () => {
    const report = gateWith(1.09, readme);
    expect(report.benchmarks.filter((r) => r.metric === 'p99').every((r) => r.status === 'unchanged')).toBe(true);
    expect(report.metric_geomeans?.p99).toMatchObject({ status: 'fail', gated: true, threshold_pct: 7.5 });
    expect(report.verdict).toBe('fail');
  });

  it('does the same for --metric-threshold p99=20 on the command line', () => {
    expect(gateWith(1.05, fromConfig({}, { p99: 20 })).metric_geomeans?.p99).toMatchObject({ status: 'pass', threshold_pct: 7.5 });
    expect(gateWith(1.09, fromConfig({}, { p99: 20 })).metric_geomeans?.p99).toMatchObject({ status: 'fail', threshold_pct: 7.5 });
  });

  it('follows the suite: a benchmark threshold of 10 and a geomean threshold of 2 make it 2 × 20/10 = 4%', () => {
    const report = gateWith(1.05, fromConfig({ threshold: 10, geomean_threshold: 2, metrics: { p99: { threshold: 20 } } }));
    expect(report.metric_geomeans?.p99).toMatchObject({ status: 'fail', threshold_pct: 4 });
  });

  it('shows the limit on the geomean line of the text and the Markdown', () => {
    const report = gateWith(1.09, readme);
    expect(renderText(report, { color: false })).toMatch(/^geomean p99 8\.3% worse \(limit 7\.5%\) over 4 benchmarks: fail$/m);
    expect(renderMarkdown(report)).toMatch(/\*\*Geomean\*\* p99 8\.3% worse \(limit 7\.5%\) over 4 benchmarks: fail/);
  });
});

describe("a metric's own geomean_threshold", () => {
  it('wins over the proportion', () => {
    const options = fromConfig({ metrics: { p99: { threshold: 20, geomean_threshold: 10 } } });
    expect(gateWith(1.09, options).metric_geomeans?.p99).toMatchObject({ status: 'pass', threshold_pct: 10 });
    expect(gateWith(1.12, options).metric_geomeans?.p99).toMatchObject({ status: 'fail', threshold_pct: 10 });
  });

  it('wins over the proportion of a --metric-threshold too', () => {
    const options = fromConfig({ metrics: { p99: { geomean_threshold: 1 } } }, { p99: 20 });
    expect(gateWith(1.05, options).metric_geomeans?.p99).toMatchObject({ status: 'fail', threshold_pct: 1 });
  });

  it('gates the geomean of a metric that is otherwise left to its default rule', () => {
    // MB/s is gated at the benchmark's threshold by default; only its geomean's limit is set here.
    const entry = (name: string, mbs: number): BenchmarkEntry => ({ name, value: 10, unit: 'ns', direction: 'lower', metrics: { 'MB/s': { value: mbs, unit: 'MB/s' } } });
    const base = doc('b', NAMES.map((n) => entry(n, 100)));
    const head = doc('c', NAMES.map((n) => entry(n, 95)));
    expect(runGate(base, [head], fromConfig({})).metric_geomeans?.['MB/s']).toMatchObject({ status: 'fail' });
    const report = runGate(base, [head], fromConfig({ metrics: { 'MB/s': { geomean_threshold: 6 } } }));
    expect(report.metric_geomeans?.['MB/s']).toMatchObject({ status: 'pass', threshold_pct: 6 });
    expect(report.verdict).toBe('pass');
  });
});

describe('metrics whose threshold is not configured keep the suite geomean threshold', () => {
  it('leaves an unconfigured metric, and an exact count at its default 0%, as they were: no threshold_pct on their geomean', () => {
    const entry = (name: string, bytes: number, mbs: number): BenchmarkEntry => ({
      name, value: 10, unit: 'ns', direction: 'lower',
      metrics: { 'B/op': { value: bytes, unit: 'B/op', samples: [bytes, bytes] }, 'MB/s': { value: mbs, unit: 'MB/s' } },
    });
    const report = runGate(doc('b', NAMES.map((n) => entry(n, 100, 100))), [doc('c', NAMES.map((n) => entry(n, 104, 96)))], fromConfig({}));
    expect(report.metric_geomeans?.['B/op']).toMatchObject({ status: 'fail' });
    expect(report.metric_geomeans?.['MB/s']).toMatchObject({ status: 'fail' });
    expect(report.metric_geomeans?.['B/op']).not.toHaveProperty('threshold_pct');
    expect(report.metric_geomeans?.['MB/s']).not.toHaveProperty('threshold_pct');
    expect(renderText(report, { color: false })).toMatch(/^geomean B\/op .* \(limit 3%\) over 4 benchmarks: fail$/m);
  });

  it('keeps it for a metric configured at 0% (what the count rule gives an exact count anyway) and when the benchmark threshold is 0', () => {
    expect(gateWith(1.05, fromConfig({ metrics: { p99: { threshold: 0 } } })).metric_geomeans?.p99).toMatchObject({ status: 'fail' });
    expect(gateWith(1.05, fromConfig({ metrics: { p99: { threshold: 0 } } })).metric_geomeans?.p99).not.toHaveProperty('threshold_pct');
    const zero = gateWith(1.02, fromConfig({ threshold: 0, metrics: { p99: { threshold: 20 } } }));
    expect(zero.metric_geomeans?.p99).toMatchObject({ status: 'pass' });
    expect(zero.metric_geomeans?.p99).not.toHaveProperty('threshold_pct');
  });

  it('keeps it for a metric set stricter than the benchmarks: the proportion only loosens, so a config that passed before cannot fail on it', () => {
    // B/op at 5% (README's example) against the benchmarks' 8%: 3 × 5/8 would be 1.875%; a suite 2% more is within 3%.
    const options = fromConfig({ metrics: { p99: { threshold: 5 } } });
    expect(gateWith(1.02, options).metric_geomeans?.p99).toMatchObject({ status: 'pass', gated: true });
    expect(gateWith(1.02, options).metric_geomeans?.p99).not.toHaveProperty('threshold_pct');
    // A tighter geomean is one setting away.
    const tighter = fromConfig({ metrics: { p99: { threshold: 5, geomean_threshold: 1.875 } } });
    expect(gateWith(1.02, tighter).metric_geomeans?.p99).toMatchObject({ status: 'fail', threshold_pct: 1.875 });
  });

  it('keeps it for a metric whose rule only gates it, at the benchmark threshold', () => {
    const report = gateWith(1.05, fromConfig({ metrics: { p99: { gate: true } } }));
    expect(report.metric_geomeans?.p99).toMatchObject({ status: 'fail', gated: true });
    expect(report.metric_geomeans?.p99).not.toHaveProperty('threshold_pct');
  });
});

describe('the limit, for any suite and metric thresholds', () => {
  it('stops at the metric threshold when the benchmark threshold is tiny', () => {
    // 3 × 20 / 1e-320 was shown as a limit of 1.79769e+308%.
    expect(metricGeomeanLimit({ threshold: 20 }, 1e-320, 3)).toBe(20);
    expect(metricGeomeanLimit({ threshold: 20 }, 8, 3)).toBe(7.5);
  });

  const pct = fc.double({ min: 0, max: 60, noNaN: true });
  const rule: fc.Arbitrary<MetricRule> = fc.record({ threshold: pct, geomean_threshold: pct, gate: fc.boolean() }, { requiredKeys: [] });

  it('is the explicit geomean_threshold, else the suite limit for an unconfigured metric or one set no looser than the benchmarks, else the suite proportion', () => {
    fc.assert(
      fc.property(pct, pct, rule, (threshold, geomeanThreshold, configured) => {
        const limit = metricGeomeanLimit(configured, threshold, geomeanThreshold);
        if (configured.geomean_threshold !== undefined) expect(limit).toBe(configured.geomean_threshold);
        else if (configured.threshold === undefined || configured.threshold <= threshold || threshold === 0 || geomeanThreshold === 0) expect(limit).toBe(geomeanThreshold);
        else {
          // Loosened in the suite's proportion, never tightened, and never past the metric's own
          // threshold (or the suite's geomean limit when that is the higher).
          const ceiling = Math.max(configured.threshold, geomeanThreshold);
          expect(limit).toBeGreaterThanOrEqual(geomeanThreshold);
          expect(limit).toBeLessThanOrEqual(ceiling);
          // (Among subnormal limits, 5e-324 × 6.4, the product has too few digits to keep the proportion.)
          if (geomeanThreshold > 1e-300 && limit < ceiling) expect(limit / geomeanThreshold / (configured.threshold / threshold)).toBeCloseTo(1, 12);
        }
        expect(Number.isFinite(limit)).toBe(true);
        expect(metricGeomeanLimit(undefined, threshold, geomeanThreshold)).toBe(geomeanThreshold);
      }),
    );
  });

  it('is what the gate holds the geomean to, and what the report says', () => {
    fc.assert(
      fc.property(pct, pct, rule, fc.double({ min: 0.8, max: 1.25, noNaN: true }), (threshold, geomeanThreshold, configured, factor) => {
        const report = gateWith(factor, { ...DEFAULT_GATE_OPTIONS, threshold, geomeanThreshold, metricRules: { p99: configured } });
        const limit = metricGeomeanLimit(configured, threshold, geomeanThreshold);
        const g = report.metric_geomeans!.p99!;
        expect(g.threshold_pct ?? report.thresholds.geomean_pct).toBe(limit);
        if (limit === geomeanThreshold) expect(g).not.toHaveProperty('threshold_pct');
        expect(g.change_pct).toBeCloseTo(changePct(normalisedRatio(20, 20 * factor, 'lower')), 9);
        expect(g.status).toBe(worseThan(g.change_pct!, limit) ? 'fail' : 'pass');
        expect(validateReport(report)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
