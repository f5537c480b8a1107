/**
 * calibrate's "typical detectable change" per aggregate, beside its table. Exact counts (the same
 * in every A/A run) are kept at the gate's 0% and detect any change, but the headline averaged in
 * the 2% floor they got before they were found exact: an all-exact suite read "typical detectable
 * change: best 2.0%" above a table of 0.0%.
 */
import { describe, expect, it } from 'vitest';
import { calibrate } from '../../../src/core/calibrate/calibrate.js';
import type { SourcedDocument } from '../../../src/core/model.js';
import { mulberry32, normal } from '../../../src/core/stats/random.js';

function runs(count: number, withTime: boolean): SourcedDocument[] {
  const random = mulberry32(5);
  return Array.from({ length: count }, (_, r) => ({
    source: `aa${r}.json`,
    document: {
      schema_version: 1 as const,
      benchmarks: [
        { name: 'count', value: 6354814, unit: 'instructions', direction: 'lower' as const },
        ...(withTime ? [{ name: 'time', time_ms: 10 * Math.exp(0.03 * normal(random)) }] : []),
      ],
    },
  }));
}

const geomeanOf = (values: number[]) => Math.exp(values.reduce((a, v) => a + Math.log(v), 0) / values.length);

describe('calibrate: typical detectable change with exact counts', () => {
  it('is 0 for a suite of exact counts, as its table says', () => {
    const c = calibrate(runs(12, false));
    expect(c.benchmarks.map((b) => b.detectable_pct)).toEqual([0]);
    for (const a of c.aggregates) expect(a.detectable_pct).toBe(0);
  });

  it('is the geometric mean over the benchmarks that are not exact', () => {
    const c = calibrate(runs(30, true), { runs: 5 });
    const time = c.benchmarks.find((b) => b.name === 'time')!;
    const chosen = c.aggregates.find((a) => a.aggregate === c.aggregate)!;
    expect(chosen.detectable_pct).toBeCloseTo(geomeanOf([time.detectable_pct]), 9);
  });
});
