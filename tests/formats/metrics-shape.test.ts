/**
 * Every metric an adapter writes (under `metrics`, checked on every golden) is in the shape the gate
 * compares: a value >= 0 with its unit, and its direction wherever the name or the unit tells it. A
 * metric is left without a direction only when nothing says which way is better (a user counter such
 * as Google Benchmark's `elements`, a Go `b.ReportMetric` unit without a `Unit` line); the gate then
 * says so once instead of guessing.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { BenchmarkDocument } from '../../src/core/model.js';
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
    for (const format of ['go-test', 'go-test-json', 'google-benchmark', 'jmh', 'julia-benchmarktools', 'libtest', 'criterion-text']) expect(withMetrics, format).toContain(format);
  });
});
