import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMITS, rates, scoreSeries, syntheticHistory, type Score } from '../../bench/decision-quality/changepoints.js';
import { mulberry32 } from '../../src/core/stats/random.js';
import { ROOT } from '../helpers/fixtures.js';

const empty = (): Score => ({ series: 0, truths: 0, found: 0, truthsLowCv: 0, foundLowCv: 0, detections: 0, falseDetections: 0 });

describe('change-point study', () => {
  it('builds 13 series of 300 commits with two steps each of the asked size', () => {
    const series = syntheticHistory(0.2, mulberry32(1));
    expect(series).toHaveLength(13);
    for (const s of series) {
      expect(s.points).toHaveLength(COMMITS);
      expect(s.truth).toHaveLength(2);
      const [a, b] = s.truth as [number, number];
      const mean = (from: number, to: number) => s.points.slice(from, to).reduce((x, y) => x + y, 0) / (to - from);
      const ratio = mean(a, b) / mean(0, a);
      // 20% better or worse, in either unit direction: 1.2, 0.8 or their inverses, within the noise.
      expect(Math.min(...[1.2, 0.8, 1 / 1.2, 1 / 0.8].map((r) => Math.abs(ratio / r - 1)))).toBeLessThan(0.05);
    }
    expect(syntheticHistory(0, mulberry32(1)).every((s) => s.truth.length === 0)).toBe(true);
  });

  it('counts a change found only within 2 commits, each detection at most once', () => {
    const score = empty();
    scoreSeries(score, { name: 'a', cv: 0.01, truth: [50, 200], points: new Array(COMMITS).fill(1) }, [52, 53, 150]);
    expect(score).toEqual({ series: 1, truths: 2, found: 1, truthsLowCv: 2, foundLowCv: 1, detections: 3, falseDetections: 2 });
    const r = rates(score);
    expect(r.recall).toBe(0.5);
    expect(r.precision).toBeCloseTo(1 / 3);
    expect(r.f1).toBeCloseTo(0.4);
    expect(r.falsePer1000).toBeCloseTo((2 * 1000) / COMMITS);
    const aa = empty();
    scoreSeries(aa, { name: 'b', cv: 0.05, truth: [], points: [] }, [10]);
    expect(rates(aa)).toMatchObject({ recall: null, precision: null, f1: null });
  });

  it('runs end to end in --quick mode (without Otava) and writes its results', { timeout: 180_000 }, () => {
    const out = mkdtempSync(join(tmpdir(), 'cp-'));
    const result = spawnSync(process.execPath, [join(ROOT, 'bench/decision-quality/changepoints.mjs'), '--quick', '--no-otava', '--out', out], { encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('| 5% steps |');
    const written = JSON.parse(readFileSync(join(out, 'changepoints.quick.json'), 'utf8'));
    expect(written.results.map((r: { scenario: string }) => r.scenario)).toEqual(['aa', 'step-3', 'step-5', 'step-10', 'step-20']);
    const step20 = written.results.find((r: { scenario: string }) => r.scenario === 'step-20');
    expect(step20.series).toBe(13);
    expect(step20.bench_gate.recall).toBeGreaterThan(0.9);
    expect(step20.otava).toBeNull();
  });
});
