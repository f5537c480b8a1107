/**
 * A promoted baseline's benchmark samples are the runs' values, but its metrics are the representative
 * run's, as that run had them (promote copies the rest of its entry): a metric's samples there are one
 * run's iterations (tinybench's hz, one per iteration), not run values. They are read as such.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runGate } from '../../../src/core/gate.js';
import { DEFAULT_GATE_OPTIONS } from '../../../src/core/gate-options.js';
import type { BenchmarkDocument, SourcedDocument } from '../../../src/core/model.js';
import { promote } from '../../../src/core/promote.js';
import { loadDocument } from '../../../src/io/read-input.js';

const TINYBENCH = join(__dirname, '../../../fixtures/formats/tinybench/results.json');

/** The tinybench export's benchmarks that did not fail, their times and hz scaled by `factor` (one run of them). */
function run(source: string, factor: number): SourcedDocument {
  const { document } = loadDocument(TINYBENCH);
  const benchmarks = document.benchmarks
    .filter((b) => b.error === undefined && b.success !== false && typeof b.value === 'number')
    .map((b) => {
      const metrics = b.metrics as Record<string, { value: number }> | undefined;
      const hz = metrics?.hz;
      return { ...b, value: b.value! * factor, ...(hz ? { metrics: { ...metrics, hz: { ...hz, value: hz.value / factor } } } : {}) };
    });
  return { source, document: { ...document, benchmarks } as BenchmarkDocument };
}

describe("a promoted baseline's metric samples", () => {
  const runs = [run('run-1.json', 1), run('run-2.json', 1.01), run('run-3.json', 0.99)];
  const { baseline } = promote(undefined, runs, DEFAULT_GATE_OPTIONS, { date: '2026-01-01T00:00:00Z', toolVersion: '0.0.0' });
  const promoted = { source: 'baseline.json', document: baseline };

  it('are one run\'s iterations, which promote keeps (the fixture holds them)', () => {
    const hz = baseline.benchmarks[0]!.metrics!.hz as { samples?: number[] };
    expect(hz.samples!.length).toBeGreaterThan(100);
    expect(baseline.benchmarks[0]!.samples).toHaveLength(3);
  });

  it('are not read as run values against N runs: an hz that did not move is unchanged, not inconclusive', () => {
    const report = runGate(promoted, runs, DEFAULT_GATE_OPTIONS);
    const hz = report.benchmarks.filter((r) => r.metric === 'hz');
    expect(hz.length).toBeGreaterThan(0);
    for (const r of hz) {
      // Were they run values, 131 iterations spread ±9% would be the noise of a run's hz.
      expect(r.dispersion?.baseline).toBeUndefined();
      expect(r.status).toBe('unchanged');
    }
    // The benchmark's own samples are still the runs' values.
    const primary = report.benchmarks.find((r) => r.metric === undefined)!;
    expect(primary.dispersion!.baseline).toMatchObject({ of: 'runs', n: 3 });
  });

  it('are compared with one run\'s iterations, like with like', () => {
    const report = runGate(promoted, [runs[0]!], DEFAULT_GATE_OPTIONS);
    const hz = report.benchmarks.find((r) => r.metric === 'hz')!;
    expect(hz.dispersion).toMatchObject({ baseline: { of: 'samples' }, current: { of: 'samples' } });
  });

  it('are said to be one run\'s, not a tool\'s export, when --method stats sets them aside', () => {
    const report = runGate(promoted, runs, { ...DEFAULT_GATE_OPTIONS, method: 'stats' });
    const hz = report.benchmarks.find((r) => r.metric === 'hz')!;
    expect(hz.stats!.fallback).toMatch(/^the baseline's samples are the iterations of one run \(a tool's own export, or a metric a promoted baseline kept from one of its runs\)/);
    const warning = report.warnings.find((w) => w.startsWith('metric "hz": '))!;
    expect(warning).not.toMatch(/the baseline is a tool's own export/);
    expect(warning).toMatch(/its samples are the iterations of one run \(a tool's own export, or a metric a promoted baseline kept from one of its runs\)/);
  });
});
