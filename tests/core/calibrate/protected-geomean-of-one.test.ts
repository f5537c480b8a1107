/**
 * calibrate leaves the protected benchmarks out of the geomean when that makes it more sensitive. In
 * a suite of two with one protected, that left a geomean over one benchmark, which the gate never
 * gates (README "How the gate decides"): calibrate chose N and a geomean threshold by it and wrote
 * protected_in_geomean: false, and then no geomean gated the suite at all.
 */
import { describe, expect, it } from 'vitest';
import { calibrate } from '../../../src/core/calibrate/calibrate.js';
import { recommendedConfig } from '../../../src/core/calibrate/to-config.js';
import type { SourcedDocument } from '../../../src/core/model.js';
import { mulberry32, normal } from '../../../src/core/stats/random.js';

/** A/A runs of a suite with the given CVs (log-normal noise), times in ms. */
function aaRuns(cvs: Record<string, number>, count: number, seed = 3): SourcedDocument[] {
  const random = mulberry32(seed);
  return Array.from({ length: count }, (_, r) => ({
    source: `aa${r}.json`,
    document: { schema_version: 1 as const, benchmarks: Object.entries(cvs).map(([name, cv]) => ({ name, time_ms: 100 * Math.exp(cv * normal(random)) })) },
  }));
}

describe('calibrate: a suite of two with one protected', () => {
  it('keeps the protected one in the geomean rather than leave a geomean of one, which is not gated', () => {
    const c = calibrate(aaRuns({ quiet: 0.01, wild: 0.5 }, 30), { runs: 5 });
    expect(c.benchmarks.map((b) => b.protected)).toEqual([false, true]);
    expect(c.geomean.protected_in_geomean).toBe(true);
    expect(recommendedConfig(c).protected_in_geomean).toBe(true);
    expect(c.warnings).toEqual([]);
  });
});
