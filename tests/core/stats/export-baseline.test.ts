/** A tool's export as the baseline of N runs: its per-iteration samples are not tested against run values. */
import { describe, expect, it } from 'vitest';
import { runGate } from '../../../src/core/gate.js';
import { DEFAULT_GATE_OPTIONS } from '../../../src/core/gate-options.js';
import { meanAndSd } from '../../../src/core/stats/dispersion.js';
import { baselineSamplesOf, observationsFrom } from '../../../src/core/stats/observations.js';
import { sourced } from '../../helpers/documents.js';
import { normalSamples } from '../../helpers/normal-samples.js';


describe('a baseline of per-iteration samples against the values of N runs', () => {
  const STATS = { ...DEFAULT_GATE_OPTIONS, method: 'stats' as const };
  const NAMES = ['a', 'b', 'c', 'd', 'e'];
  /** One tool run: per benchmark 2,000 iterations of about `centre` with a pause now and then, its value their median. */
  const toolRun = (source: string, centre: number, seed: number, metadata: Record<string, unknown> = { tool: { name: 'pytest-benchmark' } }) =>
    sourced(
      source,
      NAMES.map((name, i) => {
        const samples = normalSamples(2000, centre, 2, seed * 10 + i);
        for (let k = 0; k < 10; k++) samples[k * 199] = centre * 500;
        const sorted = [...samples].sort((x, y) => x - y);
        return { name, value: (sorted[999]! + sorted[1000]!) / 2, unit: 's', direction: 'lower' as const, samples };
      }),
      metadata,
    );

  it('compares the runs with the baseline value, not its iterations, and calls a 20% regression regressed', () => {
    const runs = [1, 2, 3].map((i) => toolRun(`pr-${i}.json`, 12e-6, i + 1));
    const report = runGate(toolRun('base.json', 10e-6, 1), runs, STATS);
    for (const r of report.benchmarks) {
      expect(r.status).toBe('regressed');
      expect(r.stats!.test).toBe('none');
      expect(r.stats!.fallback).toMatch(/^the baseline's samples are the iterations of one run/);
      expect(r.dispersion!.baseline).toBeUndefined();
    }
    expect(report.warnings.filter((w) => w.includes("baseline's value alone"))).toEqual([expect.stringMatching(/^5 benchmarks are compared/)]);
    // The default method: no warning (nothing is tested), and the noise is the runs' alone.
    const plain = runGate(toolRun('base.json', 10e-6, 1), runs, DEFAULT_GATE_OPTIONS);
    expect(plain.benchmarks.map((r) => r.status)).toEqual(NAMES.map(() => 'regressed'));
    expect(plain.benchmarks[0]!.dispersion).toEqual({ current: expect.objectContaining({ of: 'runs', n: 3 }) });
    expect(plain.warnings).toEqual([]);
  });

  it('does the same for a metric: its per-iteration samples in the export are not tested against the runs\' values', () => {
    // The same suite with the timings as a metric (`latency`) of a throughput.
    const asMetric = (doc: ReturnType<typeof toolRun>) =>
      sourced(doc.source, doc.document.benchmarks.map((b) => ({ name: b.name, value: 1000, unit: 'ops/s', metrics: { latency: { value: b.value!, unit: 's', direction: 'lower' as const, samples: b.samples! } } })), doc.document.metadata);
    const runs = [1, 2, 3].map((i) => asMetric(toolRun(`pr-${i}.json`, 12e-6, i + 1)));
    const report = runGate(asMetric(toolRun('base.json', 10e-6, 1)), runs, { ...STATS, metricRules: { latency: { gate: true } } });
    const rows = report.benchmarks.filter((r) => r.metric === 'latency');
    expect(rows).toHaveLength(5);
    for (const r of rows) {
      expect(r.status).toBe('regressed');
      expect(r.dispersion!.baseline).toBeUndefined();
    }
  });

  it('still tests a promoted baseline, whose samples are run values, with their plain CV', () => {
    const promoted = sourced('base.json', [{ name: 'a', value: 100, unit: 'ops/s', samples: [100, 99, 98, 101, 140] }], { tool: { name: 'x' }, promoted: { runs: 5 } });
    const runs = [80, 81, 79, 80, 82].map((v, i) => sourced(`r${i}.json`, [{ name: 'a', value: v, unit: 'ops/s' }], { tool: { name: 'x' } }));
    const r = runGate(promoted, runs, STATS).benchmarks[0]!;
    expect(r.stats!.test).toBe('mann-whitney');
    const { mean, sd } = meanAndSd([100, 99, 98, 101, 140]);
    expect(r.dispersion!.baseline).toMatchObject({ of: 'runs', n: 5 });
    expect(r.dispersion!.baseline!.cv_pct).toBeCloseTo((sd / mean) * 100, 10);
  });

  it("tells what a baseline's samples are from who wrote it", () => {
    expect(baselineSamplesOf({ metadata: { tool: { name: 'criterion' } } })).toBe('iterations');
    expect(baselineSamplesOf({ metadata: { tool: { name: 'criterion' }, promoted: { runs: 3 } } })).toBe('runs');
    // The baselines bench-gate builds from runs (an A/B's base rounds, with the base run's tool; a history's) say so.
    expect(baselineSamplesOf({ samples_of: 'runs', metadata: { tool: { name: 'criterion' } } })).toBe('runs');
    expect(baselineSamplesOf({ samples_of: 'iterations' })).toBe('iterations');
    // promote copies the first run's fields: its own marker wins over a copied one.
    expect(baselineSamplesOf({ samples_of: 'iterations', metadata: { promoted: { runs: 3 } } })).toBe('runs');
    // Anything else in samples_of says nothing.
    expect(baselineSamplesOf({ samples_of: 'RUNS', metadata: { tool: { name: 'criterion' } } })).toBe('iterations');
    expect(baselineSamplesOf({ samples_of: ['runs'] })).toBe('unknown');
    // bench-gate's own format without a marker or a tool (one written by hand): as before.
    expect(baselineSamplesOf({ metadata: { commit: 'abc' } })).toBe('unknown');
    expect(baselineSamplesOf({})).toBe('unknown');
    // Samples not known to be either are read as what they are compared with.
    expect(observationsFrom([1, 2], undefined, 1, [1, 1.1, 0.9], 'unknown')).toMatchObject({ baselineOf: 'runs', baselineSamplesSetAside: false });
    expect(observationsFrom([1], [1, 2], 1, [1, 1.1, 0.9], 'unknown')).toMatchObject({ baselineOf: 'samples', currentOf: 'samples' });
    expect(observationsFrom([1, 2], undefined, 1, [1, 1.1, 0.9], 'iterations')).toMatchObject({ baseline: [1], baselineOf: 'value', baselineSamplesSetAside: true });
    // One run's samples against a tool's: both per-iteration, like with like.
    expect(observationsFrom([1], [1, 2], 1, [1, 1.1, 0.9], 'iterations')).toMatchObject({ baselineOf: 'samples', currentOf: 'samples', baselineSamplesSetAside: false });
    // One run's samples against run values: the run's samples are set aside, its value is compared with the runs.
    expect(observationsFrom([1], [1, 2], 1, [1, 1.1, 0.9], 'runs')).toMatchObject({ baseline: [1, 1.1, 0.9], baselineOf: 'runs', current: [1], currentOf: 'value', currentSamplesSetAside: true });
  });
});
