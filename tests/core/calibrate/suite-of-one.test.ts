/**
 * calibrate on a suite whose geomean the gate does not gate (fewer benchmarks than GEOMEAN_MIN_COUNT:
 * a suite of one, README "How the gate decides"). It chose N "to catch a uniform 5% slowdown through
 * the geomean", recommended a geomean threshold and wrote it to the config, as if that geomean were
 * gated; with its one benchmark protected, nothing gated the suite and calibrate did not say so.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calibrate } from '../../../src/core/calibrate/calibrate.js';
import { recommendedConfig } from '../../../src/core/calibrate/to-config.js';
import { parseConfig } from '../../../src/core/config.js';
import type { SourcedDocument } from '../../../src/core/model.js';
import { mulberry32, normal } from '../../../src/core/stats/random.js';
import { geomeanGates } from '../../../src/core/verdict.js';
import { renderCalibration } from '../../../src/report/calibration.js';

/** A/A runs of a suite with the given CVs (log-normal noise), times in ms. */
function aaRuns(cvs: Record<string, number>, count: number, seed = 3): SourcedDocument[] {
  const random = mulberry32(seed);
  return Array.from({ length: count }, (_, r) => ({
    source: `aa${r}.json`,
    document: { schema_version: 1 as const, benchmarks: Object.entries(cvs).map(([name, cv]) => ({ name, time_ms: 100 * Math.exp(cv * normal(random)) })) },
  }));
}

const headline = (text: string) => text.split('\n')[1]!;

describe('calibrate: a suite of one benchmark', () => {
  it('says its geomean is not gated, and writes no geomean threshold', () => {
    expect(geomeanGates(1)).toBe(false);
    const c = calibrate(aaRuns({ solo: 0.02 }, 30));
    expect(c.geomean.gated).toBe(false);
    const config = recommendedConfig(c);
    expect(config.geomean_threshold).toBeUndefined();
    expect(config.protected_in_geomean).toBeUndefined();
    const text = renderCalibration(c);
    expect(text).not.toMatch(/geomean: threshold/);
    expect(text).toMatch(/^geomean: not gated \(a geomean over 1 benchmark is that benchmark, so its own threshold alone decides; no geomean threshold is recommended\)$/m);
  });

  it('keeps the geomean threshold a config already has', () => {
    const c = calibrate(aaRuns({ solo: 0.02 }, 30));
    const config = recommendedConfig(c, { geomean_threshold: 4, protected_in_geomean: false });
    expect(config.geomean_threshold).toBe(4);
    expect(config.protected_in_geomean).toBe(false);
  });

  it('chooses N as the fewest runs with which the benchmark catches 8% on its own', () => {
    const c = calibrate(aaRuns({ solo: 0.02 }, 30));
    const [solo] = c.benchmarks;
    expect(c.runs_searched).toBe(true);
    // Before: 9 runs, to catch a uniform 5% slowdown through a geomean that is not gated.
    expect(c.runs).toBeLessThan(9);
    expect(solo!.detectable_pct).toBeLessThanOrEqual(c.target_change_pct);
    expect(solo!.runs_for_target).toBe(c.runs);
    const fewer = calibrate(aaRuns({ solo: 0.02 }, 30), { runs: c.runs - 1 });
    expect(fewer.benchmarks[0]!.detectable_pct).toBeGreaterThan(c.target_change_pct);
    expect(headline(renderCalibration(c))).toContain(`Recommended: ${c.runs} runs per comparison (the fewest with which its benchmark catches a slowdown of 8% on its own; the geomean is not gated)`);
    expect(c.warnings).toEqual([]);
  });

  it('warns that nothing is gated when its benchmark is protected, and says what --max-runs leaves it catching', () => {
    const c = calibrate(aaRuns({ solo: 0.3 }, 30));
    expect(c.benchmarks[0]!.protected).toBe(true);
    expect(c.runs).toBe(10);
    expect(c.warnings.some((w) => w.startsWith('nothing would be gated: solo is protected'))).toBe(true);
    const text = renderCalibration(c);
    expect(text).toMatch(/^warning: nothing would be gated: solo is protected \(too noisy for a threshold of 25% or less\) and a geomean over 1 benchmark is not gated, so the gate would pass any change; /m);
    expect(headline(text)).toContain(`(the most --max-runs allows: with them solo catches a slowdown of ${c.benchmarks[0]!.detectable_pct.toFixed(1)}%, not 8%; a larger --max-runs finds how many would)`);
    expect(recommendedConfig(c).geomean_threshold).toBeUndefined();
  });

  it('never chooses N by the geomean, whatever the noise (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.001, max: 0.5, noNaN: true }), fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: 10 }), (cv, seed, maxRuns) => {
        const c = calibrate(aaRuns({ solo: cv }, 20, seed), { maxRuns });
        const [solo] = c.benchmarks;
        expect(c.geomean.gated).toBe(false);
        // The fewest that catch the target on the benchmark's own, or the most allowed.
        if (c.runs < maxRuns) expect(solo!.detectable_pct).toBeLessThanOrEqual(c.target_change_pct);
        const text = renderCalibration(c);
        expect(text).not.toContain('through the geomean');
        expect(text).not.toMatch(/geomean: threshold/);
        const config = parseConfig(JSON.parse(JSON.stringify(recommendedConfig(c))), 'bench-gate.json');
        expect(config.geomean_threshold).toBeUndefined();
        expect(c.warnings.some((w) => w.startsWith('nothing would be gated'))).toBe(solo!.protected);
      }),
      { numRuns: 30 },
    );
  });
});
