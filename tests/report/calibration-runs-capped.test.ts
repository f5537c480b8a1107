/**
 * calibrate's headline about the recommended number of runs. When the search for N stops at
 * --max-runs without the geomean catching a uniform 5% slowdown, the headline said "10 runs per
 * comparison (the fewest that catch a uniform 5% slowdown through the geomean)" above a geomean
 * line saying "detectable uniform slowdown 7.3%": it must say that N is only the most allowed.
 */
import { describe, expect, it } from 'vitest';
import { calibrate } from '../../src/core/calibrate/calibrate.js';
import type { SourcedDocument } from '../../src/core/model.js';
import { mulberry32, normal } from '../../src/core/stats/random.js';
import { renderCalibration } from '../../src/report/calibration.js';

function aaRuns(cvs: Record<string, number>, count: number, seed = 3): SourcedDocument[] {
  const random = mulberry32(seed);
  return Array.from({ length: count }, (_, r) => ({
    source: `aa${r}.json`,
    document: { schema_version: 1 as const, benchmarks: Object.entries(cvs).map(([name, cv]) => ({ name, time_ms: 10 * Math.exp(cv * normal(random)) })) },
  }));
}

const headline = (text: string) => text.split('\n')[1]!;

describe('calibrate: the recommended runs, as the headline says them', () => {
  it('says a searched N that catches a uniform 5% slowdown is the fewest that do', () => {
    const c = calibrate(aaRuns({ a: 0.01, b: 0.015, c: 0.02 }, 30));
    expect(c.runs_searched).toBe(true);
    expect(c.geomean.detectable_pct).toBeLessThanOrEqual(5);
    expect(headline(renderCalibration(c))).toMatch(/^Recommended: \d+ runs? per comparison \(the fewest that catch a uniform 5% slowdown through the geomean\)/);
  });

  it('says an N that stopped at --max-runs short of it is only the most allowed, and what it catches', () => {
    const c = calibrate(aaRuns({ a: 0.08, b: 0.1, c: 0.12 }, 30));
    expect(c.runs_searched).toBe(true);
    expect(c.runs).toBe(10);
    expect(c.geomean.detectable_pct).toBeGreaterThan(5);
    const text = renderCalibration(c);
    expect(headline(text)).not.toContain('the fewest that catch');
    const shown = c.geomean.detectable_pct.toFixed(1);
    expect(headline(text)).toContain(`Recommended: 10 runs per comparison (the most --max-runs allows: with them the geomean catches a uniform slowdown of ${shown}%, not 5%; a larger --max-runs finds how many would)`);
    expect(text).toContain(`detectable uniform slowdown ${shown}%`);
    const fewer = calibrate(aaRuns({ a: 0.08, b: 0.1, c: 0.12 }, 30), { maxRuns: 4 });
    expect(headline(renderCalibration(fewer))).toMatch(/^Recommended: 4 runs per comparison \(the most --max-runs allows: /);
  });

  it('says a given N is as given, whatever it catches', () => {
    const c = calibrate(aaRuns({ a: 0.08, b: 0.1, c: 0.12 }, 30), { runs: 3 });
    expect(headline(renderCalibration(c))).toMatch(/^Recommended: 3 runs per comparison \(as given\)/);
  });
});
