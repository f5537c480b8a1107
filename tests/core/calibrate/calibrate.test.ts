import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aggregate } from '../../../src/core/aggregate.js';
import { calibrate } from '../../../src/core/calibrate/calibrate.js';
import { fastAggregate } from '../../../src/core/calibrate/resample.js';
import { sdMargin } from '../../../src/core/calibrate/tails.js';
import { zOf } from '../../../src/core/stats/normal.js';
import { recommendedConfig } from '../../../src/core/calibrate/to-config.js';
import { parseConfig } from '../../../src/core/config.js';
import { gateOptions } from '../../../src/core/settings.js';
import { runGate } from '../../../src/core/gate.js';
import { InputError } from '../../../src/core/errors.js';
import type { SourcedDocument } from '../../../src/core/model.js';
import { mulberry32, normal } from '../../../src/core/stats/random.js';

/** A/A runs of a suite with the given CVs (log-normal noise), ops/s. */
function aaRuns(cvs: Record<string, number>, count: number, seed = 3): SourcedDocument[] {
  const random = mulberry32(seed);
  return Array.from({ length: count }, (_, r) => ({
    source: `aa${r}.json`,
    document: { schema_version: 1 as const, benchmarks: Object.entries(cvs).map(([name, cv]) => ({ name, ops_per_sec: 1e6 * Math.exp(cv * normal(random)) })) },
  }));
}

const CVS = { quiet: 0.005, calm: 0.02, busy: 0.06, wild: 0.3 };

describe('calibrate', () => {
  const result = calibrate(aaRuns(CVS, 30), { runs: 5 });
  const by = (name: string) => result.benchmarks.find((b) => b.name === name)!;

  it('measures each benchmark\'s noise', () => {
    expect(by('quiet').cv_pct).toBeGreaterThan(0.3);
    expect(by('quiet').cv_pct).toBeLessThan(0.8);
    expect(by('wild').cv_pct).toBeGreaterThan(20);
    expect(by('quiet').min).toBeLessThan(by('quiet').max);
  });

  it('gives quieter benchmarks lower thresholds and smaller detectable changes', () => {
    expect(by('quiet').threshold_pct).toBeLessThan(by('calm').threshold_pct);
    expect(by('calm').threshold_pct).toBeLessThan(by('busy').threshold_pct);
    expect(by('quiet').detectable_pct).toBeLessThan(by('busy').detectable_pct);
    for (const b of result.benchmarks) expect(b.detectable_pct).toBeGreaterThanOrEqual(b.threshold_pct);
    expect(by('quiet').threshold_pct).toBe(2); // the floor
  });

  it('protects a benchmark too noisy to gate, saying what was measured', () => {
    expect(by('wild').protected).toBe(true);
    expect(by('wild').reason).toMatch(/^measured by bench-diff calibrate: CV \d+\.\d% over 30 A\/A runs; with 5 runs/);
    expect(by('quiet').protected).toBe(false);
  });

  it('reports the runs needed for an 8% change, more for noisier benchmarks', () => {
    expect(by('quiet').runs_for_target).toBe(1);
    expect(by('busy').runs_for_target).toBeGreaterThan(by('calm').runs_for_target);
    expect(by('wild').extrapolated).toBe(true);
  });

  it('is deterministic for a seed', () => {
    expect(calibrate(aaRuns(CVS, 30), { runs: 5 })).toEqual(result);
  });

  it('searches N when it is not given, and takes more runs for noisier suites', () => {
    const quiet = calibrate(aaRuns({ a: 0.005, b: 0.01, c: 0.01 }, 30));
    const noisy = calibrate(aaRuns({ a: 0.04, b: 0.05, c: 0.06 }, 30));
    expect(quiet.runs_searched).toBe(true);
    expect(quiet.runs).toBeLessThan(noisy.runs);
  });

  it('refuses too few runs with a one-line input error', () => {
    expect(() => calibrate(aaRuns(CVS, 3))).toThrow(InputError);
    expect(() => calibrate(aaRuns(CVS, 3))).toThrow(/needs at least 6 runs of unchanged code, got 3/);
  });

  it('keeps false alarms rare on fresh A/A data with the config it recommends', () => {
    const config = parseConfig(JSON.parse(JSON.stringify(recommendedConfig(result))), 'bench-gate.json');
    const options = gateOptions(config, {});
    let fails = 0;
    const trials = 150;
    for (let t = 0; t < trials; t++) {
      const runs = aaRuns(CVS, 10, 1000 + t);
      const base = runs.slice(0, 5);
      const baseline: SourcedDocument = {
        source: 'base.json',
        document: { schema_version: 1, benchmarks: base[0]!.document.benchmarks.map((b, i) => ({ name: b.name, ops_per_sec: aggregate(base.map((r) => r.document.benchmarks[i]!.ops_per_sec!), options.aggregate, 'higher') })) },
      };
      if (runGate(baseline, runs.slice(5), options).verdict === 'fail') fails++;
    }
    // The target is 1%; 150 trials cannot resolve it, but 5% or more would be a broken calibration.
    expect(fails / trials).toBeLessThan(0.05);
  });
});

describe('recommendedConfig', () => {
  const result = calibrate(aaRuns(CVS, 30), { runs: 5 });

  it('is a valid bench-gate.json with the thresholds, protections, aggregate and runs', () => {
    const config = parseConfig(JSON.parse(JSON.stringify(recommendedConfig(result))), 'bench-gate.json');
    expect(config.runs).toBe(5);
    expect(config.aggregate).toBe(result.aggregate);
    expect(config.benchmarks!.quiet!.threshold).toBe(2);
    expect(config.protected!.map((p) => p.name)).toEqual(['wild']);
    expect(config.benchmarks!.wild).toBeUndefined();
    expect(config.geomean_threshold).toBe(result.geomean.threshold_pct);
  });

  it('keeps what calibrate does not measure from an existing config', () => {
    const config = recommendedConfig(result, {
      baseline: 'bench/baseline.json',
      alpha: 0.05,
      benchmarks: { quiet: { direction: 'higher', threshold: 50 } },
      protected: [{ name: 'elsewhere', reason: 'flaky network' }],
    });
    expect(config.baseline).toBe('bench/baseline.json');
    expect(config.alpha).toBe(0.05);
    expect(config.method).toBeUndefined();
    expect(config.benchmarks!.quiet).toEqual({ direction: 'higher', threshold: 2 });
    expect(config.protected!.map((p) => p.name)).toEqual(['elsewhere', 'wild']);
  });
});

describe('more runs per comparison than the A/A runs can stand for', () => {
  it('warns past half the A/A runs, where both sides of a resample share most of their runs', () => {
    const runs = aaRuns(CVS, 20);
    const tooMany = calibrate(runs, { runs: 15 });
    expect(tooMany.warnings).toContain('15 runs per comparison is more than half the 20 A/A runs: resampled comparisons repeat the same runs, so the thresholds may be too tight; give at least 30 A/A runs');
    expect(calibrate(runs, { runs: 10 }).warnings.filter((w) => w.includes('more than half'))).toEqual([]);
  });
});

describe('an exact count (instructions the same in every A/A run)', () => {
  // What `run --measure instructions` gives a deterministic program, beside a timed benchmark.
  const runs: SourcedDocument[] = aaRuns({ timed: 0.02 }, 12).map((run, r) => ({
    ...run,
    document: { ...run.document, benchmarks: [...run.document.benchmarks, { name: 'insns', value: 1_000_000 + (r % 3), unit: 'instructions' }] },
  }));
  const result = calibrate(runs, { runs: 3 });
  const config = parseConfig(JSON.parse(JSON.stringify(recommendedConfig(result))), 'bench-gate.json');

  it('keeps the gate\'s 0% rule: no calibrated threshold loosens it', () => {
    expect(result.benchmarks.find((b) => b.name === 'insns')).toMatchObject({ exact: true, threshold_pct: 0, detectable_pct: 0, protected: false });
    expect(config.benchmarks!.insns).toBeUndefined();
    expect(config.threshold).toBe(config.benchmarks!.timed!.threshold);
    // 1% more instructions fails with the recommended config, as it does without one.
    const doc = (insns: number): SourcedDocument['document'] => ({ schema_version: 1, benchmarks: [{ name: 'timed', ops_per_sec: 1e6 }, { name: 'insns', value: insns, unit: 'instructions' }] });
    const report = runGate({ source: 'base.json', document: doc(1_000_000) }, [{ source: 'run.json', document: doc(1_010_000) }], gateOptions(config, {}));
    expect(report.benchmarks.find((b) => b.name === 'insns')).toMatchObject({ status: 'regressed', threshold_pct: 0 });
  });

  it('is not exact when the count varies from run to run, nor for a time that happens not to', () => {
    const varying = runs.map((run, r) => ({ ...run, document: { ...run.document, benchmarks: [run.document.benchmarks[0]!, { name: 'insns', value: 1_000_000 * (1 + 0.01 * (r % 3)), unit: 'instructions' }] } }));
    expect(calibrate(varying, { runs: 3 }).benchmarks.find((b) => b.name === 'insns')!.exact).toBeUndefined();
    const steady = runs.map((run) => ({ ...run, document: { ...run.document, benchmarks: [run.document.benchmarks[0]!, { name: 'insns', value: 5, unit: 'ms' }] } }));
    expect(calibrate(steady, { runs: 3 }).benchmarks.find((b) => b.name === 'insns')!.exact).toBeUndefined();
  });
});

describe('fastAggregate', () => {
  it('equals aggregate() for best, worst, median and mean', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 1, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 12 }),
        fc.constantFrom('best' as const, 'worst' as const, 'median' as const, 'mean' as const, 'p75' as const),
        fc.constantFrom('higher' as const, 'lower' as const),
        (values, method, direction) => {
          expect(fastAggregate(Float64Array.from(values), values.length, method, direction)).toBeCloseTo(aggregate(values, method, direction), 6);
        },
      ),
    );
  });
});

describe('tails', () => {
  it('widens a standard deviation from K runs by its 95% upper confidence bound', () => {
    // sqrt(29 / chi2_0.05(29)), chi2_0.05(29) = 17.708 (tables)
    expect(sdMargin(30)).toBeCloseTo(Math.sqrt(29 / 17.708), 2);
    expect(sdMargin(1000)).toBeLessThan(1.06);
    expect(sdMargin(6)).toBeGreaterThan(sdMargin(30));
  });

  it('inverts the normal distribution', () => {
    expect(zOf(0.975)).toBeCloseTo(1.959964, 5);
    expect(zOf(0.995)).toBeCloseTo(2.575829, 5);
  });
});
