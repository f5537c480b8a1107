/**
 * Every metric an adapter writes (under `metrics`, checked on every golden) is in the shape the gate
 * compares: a value >= 0 with its unit, and its direction wherever the name or the unit tells it. A
 * metric is left without a direction only when nothing says which way is better (a user counter such
 * as Google Benchmark's `elements`, a Go `b.ReportMetric` unit without a `Unit` line); the gate then
 * says so once instead of guessing.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { metricKind, resolveMetricRule } from '../../src/core/metric-rules.js';
import type { BenchmarkDocument, Metric } from '../../src/core/model.js';
import { metricDirection } from '../../src/formats/shared/metrics.js';
import { formatFixtures } from '../helpers/fixtures.js';

const goldens = formatFixtures().map((f) => ({ ...f, golden: `${f.path.replace(/\/$/, '')}.expected.json` }));

describe('metrics of every adapter', () => {
  it.each(goldens)('$format/$name: every metric has a value, a unit, and a direction where one can be known', ({ golden }) => {
    const document = JSON.parse(readFileSync(golden, 'utf8')) as BenchmarkDocument;
    for (const b of document.benchmarks) {
      for (const [name, m] of Object.entries(b.metrics ?? {})) {
        if (m === null) continue; // a value the tool could not compute (Go prints NaN)
        expect(typeof m, `${b.name} ${name}`).toBe('object');
        if (typeof m !== 'object') continue;
        expect(m.value, `${b.name} ${name}`).toBeGreaterThanOrEqual(0);
        expect(typeof m.unit === 'string' && m.unit !== '', `${b.name} ${name} has a unit`).toBe(true);
        if (m.direction === undefined) expect(metricDirection(name, m.unit!), `${b.name} ${name} could have a direction`).toBeUndefined();
      }
    }
  });

  it('fills metrics for the tools that report more than one figure', () => {
    const withMetrics = new Set(goldens.filter(({ golden }) => (JSON.parse(readFileSync(golden, 'utf8')) as BenchmarkDocument).benchmarks.some((b) => b.metrics !== undefined)).map((g) => g.format));
    for (const format of [
      'go-test', 'go-test-json', 'google-benchmark', 'jmh', 'julia-benchmarktools', 'libtest', 'criterion-text',
      'criterion', 'benchmarkdotnet', 'hyperfine', 'pytest-benchmark', 'pyperf', 'vitest-bench', 'tinybench', 'mitata',
    ]) expect(withMetrics, format).toContain(format);
  });

  it('names every latency percentile so that the gate knows it for one: reported, not gated unless configured', () => {
    const percentiles = goldens.flatMap(({ format, golden }) => (JSON.parse(readFileSync(golden, 'utf8')) as BenchmarkDocument).benchmarks
      .flatMap((b) => Object.entries(b.metrics ?? {}).filter(([name]) => /^p\d/.test(name)).map(([name, m]) => ({ format, name, unit: (m as Metric).unit! }))));
    for (const format of ['vitest-bench', 'tinybench', 'mitata']) expect(percentiles.map((p) => p.format), format).toContain(format);
    for (const { format, name, unit } of percentiles) {
      expect(metricKind(name, unit), `${format} ${name}`).toBe('percentile');
      expect(resolveMetricRule(name, unit, false, 8, undefined).gate, `${format} ${name}`).toBe(false);
      expect(resolveMetricRule(name, unit, false, 8, { threshold: 20 }), `${format} ${name}`).toEqual({ threshold: 20, gate: true, geomean: true });
    }
  });
});
