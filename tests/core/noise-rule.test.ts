/**
 * The noise rule (README "Noise and statistics", measured in docs/decision-quality.md): a benchmark
 * whose noise is larger than its threshold is `inconclusive` instead of `unchanged`; a change beyond
 * the threshold still regresses (or improves), however noisy the benchmark.
 */
import { describe, expect, it } from 'vitest';
import { runGate } from '../../src/core/gate.js';
import { DEFAULT_GATE_OPTIONS } from '../../src/core/gate-options.js';
import type { BenchmarkResult } from '../../src/core/report.js';
import { sourced } from '../helpers/documents.js';

/** A baseline promoted from five runs of `around` ops/s with a spread of ±`spread`, and five runs at `current` with the same spread. */
function gate(current: number, spread: number, method: 'best' | 'stats' = 'best'): { result: BenchmarkResult; verdict: string } {
  const offsets = [-1, -0.5, 0, 0.5, 1].map((k) => k * spread);
  const baseline = sourced('baseline.json', [
    { name: 'noisy', value: 100 + spread, unit: 'ops/s', samples: offsets.map((o) => 100 + o) },
    { name: 'steady', value: 100, unit: 'ops/s', samples: [100, 100, 100, 100, 100] },
  ]);
  const runs = offsets.map((o, i) =>
    sourced(`run-${i}.json`, [
      { name: 'noisy', value: current + (o * current) / 100, unit: 'ops/s' },
      { name: 'steady', value: 100, unit: 'ops/s' },
    ]),
  );
  const report = runGate(baseline, runs, { ...DEFAULT_GATE_OPTIONS, method, geomeanThreshold: 100 });
  return { result: report.benchmarks.find((b) => b.name === 'noisy')!, verdict: report.verdict };
}

const noiseOf = (r: BenchmarkResult): number => Math.max(r.dispersion?.baseline?.cv_pct ?? 0, r.dispersion?.current?.cv_pct ?? 0);

describe('a benchmark noisier than its threshold', () => {
  it('is inconclusive, not unchanged, when its change is within the threshold', () => {
    const { result, verdict } = gate(98, 30);
    expect(noiseOf(result)).toBeGreaterThan(8);
    expect(result.status).toBe('inconclusive');
    expect(result.note).toMatch(/^noise of \d+\.\d% is larger than the 8% limit$/);
    expect(verdict).toBe('pass');
  });

  it('still regresses, and fails the gate, when its change is beyond the threshold', () => {
    const { result, verdict } = gate(50, 30);
    expect(noiseOf(result)).toBeGreaterThan(8);
    expect(result.change_pct!).toBeLessThan(-8);
    expect(result.status).toBe('regressed');
    expect(verdict).toBe('fail');
  });

  it('still improves when its change is beyond the threshold the other way', () => {
    const { result } = gate(200, 30);
    expect(noiseOf(result)).toBeGreaterThan(8);
    expect(result.status).toBe('improved');
  });

  it('with --method stats, regresses when the change is also significant, and is inconclusive when it is not', () => {
    const apart = gate(50, 30, 'stats');
    expect(apart.result.status).toBe('regressed');
    expect(apart.verdict).toBe('fail');
    // Runs that overlap the baseline's samples: over the threshold, but not significant.
    const overlapping = gate(85, 30, 'stats');
    expect(overlapping.result.change_pct!).toBeLessThan(-8);
    expect(overlapping.result.status).toBe('inconclusive');
    expect(overlapping.result.note).toMatch(/over the 8% limit but not significant/);
    expect(overlapping.verdict).toBe('pass');
  });

  it('a quiet benchmark within its threshold is unchanged', () => {
    const { result } = gate(98, 2);
    expect(noiseOf(result)).toBeLessThan(8);
    expect(result.status).toBe('unchanged');
  });
});
