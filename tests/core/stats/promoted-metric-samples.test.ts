/**
 * A promoted baseline's metrics are "runs" like its benchmarks' values: promote writes each metric's
 * samples as the runs' values (promoted-metrics.ts) and marks the document `samples_of: "runs"`. A
 * baseline promoted before that (`metadata.promoted`, no marker) kept the representative run's metrics
 * as that run had them, their samples one run's iterations (tinybench's hz): they are still read as such.
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

  it("are the runs' values, not one run's iterations (the fixture holds 100 and more)", () => {
    const hz = baseline.benchmarks[0]!.metrics!.hz as { value: number; samples?: number[] };
    const runValues = runs.map((r) => (r.document.benchmarks[0]!.metrics!.hz as { value: number }).value);
    expect(hz.samples).toEqual(runValues);
    // hz: higher is better, so the best of the three.
    expect(hz.value).toBe(Math.max(...runValues));
    expect(baseline.benchmarks[0]!.samples).toHaveLength(3);
    expect(baseline.samples_of).toBe('runs');
  });

  it('are read as run values against N runs: the noise of a run\'s hz, and an hz that did not move is unchanged', () => {
    const report = runGate(promoted, runs, DEFAULT_GATE_OPTIONS);
    const hz = report.benchmarks.filter((r) => r.metric === 'hz');
    expect(hz.length).toBeGreaterThan(0);
    for (const r of hz) {
      expect(r.dispersion?.baseline).toMatchObject({ of: 'runs', n: 3 });
      expect(r.status).toBe('unchanged');
    }
    const primary = report.benchmarks.find((r) => r.metric === undefined)!;
    expect(primary.dispersion!.baseline).toMatchObject({ of: 'runs', n: 3 });
  });

  it('are tested by --method stats against N runs, with nothing set aside', () => {
    const report = runGate(promoted, runs, { ...DEFAULT_GATE_OPTIONS, method: 'stats' });
    const hz = report.benchmarks.find((r) => r.metric === 'hz')!;
    expect(hz.stats).toMatchObject({ test: 'mann-whitney', baseline_n: 3, current_n: 3 });
    expect(report.warnings.filter((w) => w.startsWith('metric "hz": ') && /iterations of one run/.test(w))).toEqual([]);
  });

  describe('of a baseline promoted by an earlier bench-diff (no samples_of, one run\'s iterations)', () => {
    // What such a promote wrote: the representative run's metrics as they were, and no marker.
    const iterations = run('run-2.json', 1.01).document.benchmarks;
    const { samples_of: _marker, ...unmarked } = baseline;
    const older = { source: 'baseline.json', document: { ...unmarked, benchmarks: baseline.benchmarks.map((b, i) => ({ ...b, metrics: iterations[i]!.metrics })) } };

    it('are set aside against N runs: an hz that did not move is unchanged, not inconclusive', () => {
      expect((older.document.benchmarks[0]!.metrics!.hz as { samples: number[] }).samples.length).toBeGreaterThan(100);
      const report = runGate(older, runs, DEFAULT_GATE_OPTIONS);
      for (const r of report.benchmarks.filter((b) => b.metric === 'hz')) {
        expect(r.dispersion?.baseline).toBeUndefined();
        expect(r.status).toBe('unchanged');
      }
    });

    it('are compared with one run\'s iterations, like with like', () => {
      const report = runGate(older, [runs[0]!], DEFAULT_GATE_OPTIONS);
      const hz = report.benchmarks.find((r) => r.metric === 'hz')!;
      expect(hz.dispersion).toMatchObject({ baseline: { of: 'samples' }, current: { of: 'samples' } });
    });

    it('are said to be an earlier promotion\'s when --method stats sets them aside, and promoting again is the advice', () => {
      // hz is only reported unless a rule gates it: gated, the method's warnings about it are said.
      const report = runGate(older, runs, { ...DEFAULT_GATE_OPTIONS, method: 'stats', metricRules: { hz: { gate: true } } });
      const hz = report.benchmarks.find((r) => r.metric === 'hz')!;
      expect(hz.stats!.fallback).toMatch(/^the baseline's samples are the iterations of one run \(a tool's own export, or a metric of a baseline promoted by an earlier bench-diff, which kept one run's\)/);
      // Only reported, they are not: what the method could not decide does not decide the check.
      expect(runGate(older, runs, { ...DEFAULT_GATE_OPTIONS, method: 'stats' }).warnings.filter((w) => w.startsWith('metric "hz": '))).toEqual([]);
      const warning = report.warnings.find((w) => w.startsWith('metric "hz": '))!;
      expect(warning).toMatch(/a metric of a baseline promoted by an earlier bench-diff, which kept one run's/);
      expect(warning).toMatch(/Promote a baseline from several runs .* its benchmarks' values and its metrics then hold the runs' values$/);
    });
  });
});
