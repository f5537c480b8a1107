import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aggregate } from '../../../src/core/aggregate.js';
import { calibrate, DEFAULT_CALIBRATE_OPTIONS, evaluate, runsForTarget } from '../../../src/core/calibrate/calibrate.js';
import type { AaSeries } from '../../../src/core/calibrate/resample.js';
import { meanAndSd } from '../../../src/core/stats/dispersion.js';
import { quantile, type Aggregate } from '../../../src/core/aggregate.js';
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
import { geomeanGates } from '../../../src/core/verdict.js';

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
      benchmarks: { quiet: { direction: 'higher', threshold: 50 }, 'not in the runs': { threshold: 12 }, 'nor this': { direction: 'lower' } },
      protected: [{ name: 'elsewhere', reason: 'flaky network' }],
    });
    // A benchmark the A/A runs do not have keeps its hand-set override: calibrate measured nothing of it.
    expect(config.benchmarks!['not in the runs']).toEqual({ threshold: 12 });
    expect(config.benchmarks!['nor this']).toEqual({ direction: 'lower' });
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

/**
 * The calibration as it was computed before it was streamed one benchmark at a time: every resampled
 * log ratio of every benchmark kept in full arrays, sorted, and read with quantile(). Written here
 * apart from the code under test (its own drawing, aggregate(), sort and tails), so that the streamed
 * reduction has to give the same numbers, to the last bit, as the plain computation.
 */
const reference = {
  logs(series: readonly AaSeries[], runs: number, method: Aggregate, resamples: number, random: () => number): number[][] {
    const k = series[0]!.values.length;
    const logs = series.map((): number[] => []);
    for (let r = 0; r < resamples; r++) {
      const pairs = Array.from({ length: runs }, () => [Math.floor(random() * k), Math.floor(random() * k)] as const);
      series.forEach((s, b) => {
        const base = aggregate(pairs.map(([i]) => s.values[i]!), method, s.direction);
        const cur = aggregate(pairs.map(([, j]) => s.values[j]!), method, s.direction);
        logs[b]!.push(Math.log(s.direction === 'higher' ? cur / base : base / cur));
      });
    }
    return logs;
  },

  limits(sorted: Float64Array, alpha: number, power: number, minPct: number, margin: number): { threshold: number; detectable: number } {
    const { mean, sd } = meanAndSd(sorted);
    const tail = Math.min(quantile(sorted, alpha), mean - zOf(1 - alpha) * sd * margin);
    const threshold = Math.ceil(Math.max((1 - Math.exp(tail)) * 100, minPct) / 0.5 - 1e-9) * 0.5;
    return { threshold, detectable: (1 - (1 - threshold / 100) * Math.exp(-quantile(sorted, power))) * 100 };
  },

  evaluate(series: readonly AaSeries[], runs: number, method: Aggregate, resamples: number, random: () => number, o: typeof DEFAULT_CALIBRATE_OPTIONS) {
    const logs = reference.logs(series, runs, method, resamples, random);
    const sorted = logs.map((l) => Float64Array.from(l).sort());
    const margin = sdMargin(series[0]!.values.length);
    const half = o.falseAlarmPct / 100 / 2;
    let protectedFlags = series.map(() => false);
    let thresholds: number[] = [];
    let detectables: number[] = [];
    for (let round = 0; round < 3; round++) {
      const alpha = half / Math.max(1, protectedFlags.filter((p) => !p).length);
      const lim = sorted.map((s) => reference.limits(s, alpha, o.power, o.minThreshold, margin));
      thresholds = lim.map((l) => l.threshold);
      detectables = lim.map((l) => l.detectable);
      const next = thresholds.map((t) => t > o.maxThreshold);
      if (next.every((p, i) => p === protectedFlags[i])) break;
      protectedFlags = next;
    }
    const geomean = (include: boolean[]) => {
      const chosen = logs.filter((_, i) => include[i]);
      const sums = new Float64Array(resamples);
      for (const l of chosen) for (let r = 0; r < resamples; r++) sums[r]! += l[r]! / chosen.length;
      return reference.limits(sums.sort(), half, o.power, 1, margin);
    };
    const all = geomean(series.map(() => true));
    // Without the protected ones only when the gate gates that geomean too.
    const some = protectedFlags.some((p) => p) && geomeanGates(protectedFlags.filter((p) => !p).length) ? geomean(protectedFlags.map((p) => !p)) : undefined;
    const useSome = some !== undefined && some.detectable < all.detectable;
    const g = useSome ? some : all;
    const score = Math.exp(detectables.reduce((acc, d) => acc + Math.log(Math.max(d, 1e-6)), 0) / detectables.length);
    return { aggregate: method, thresholds, detectables, protectedFlags, geomean: { threshold_pct: g.threshold, detectable_pct: g.detectable, protected_in_geomean: !useSome }, score };
  },

  runsForTarget(series: readonly AaSeries[], method: Aggregate, alpha: number, o: typeof DEFAULT_CALIBRATE_OPTIONS) {
    const random = mulberry32(o.seed ^ 0x7a7);
    const z = zOf(1 - alpha) + zOf(o.power);
    const target = -Math.log(1 - o.targetChange / 100);
    const maxN = Math.max(1, Math.floor(series[0]!.values.length / 2));
    const found: Array<{ runs: number; extrapolated: boolean } | undefined> = series.map(() => undefined);
    let sds: number[] = [];
    for (let n = 1; n <= maxN && found.includes(undefined); n++) {
      sds = reference.logs(series, n, n >= 3 || method === 'best' ? method : 'best', 2000, random).map((l) => meanAndSd(l).sd);
      sds.forEach((sd, i) => {
        if (found[i] === undefined && z * sd <= target) found[i] = { runs: n, extrapolated: false };
      });
    }
    return found.map((f, i) => f ?? { runs: Math.ceil(maxN * ((z * sds[i]!) / target) ** 2), extrapolated: true });
  },
};

/**
 * Small A/A suites: 6 to 12 runs of 1 to 6 benchmarks, each log-normal around its own value with
 * a spread from none (an exact count) to wild, so that some are protected, most or all of them at
 * times (which needs the deeper tails and the geomean without them).
 */
const aaSuite = fc.integer({ min: 6, max: 12 }).chain((k) =>
  fc.array(
    fc.record({
      name: fc.string(),
      direction: fc.constantFrom('higher' as const, 'lower' as const),
      spread: fc.constantFrom(0, 0.003, 0.03, 0.2, 1),
      // The values from a seed: fast-check's own doubles crowd at 0 and the bounds.
      seed: fc.integer({ min: 1, max: 2 ** 31 }),
    }),
    { minLength: 1, maxLength: 6 },
  ).map((bs): AaSeries[] =>
    bs.map((b) => {
      const random = mulberry32(b.seed);
      return { name: b.name, direction: b.direction, values: Array.from({ length: k }, () => 100 * Math.exp(b.spread * normal(random))) };
    }),
  ),
);

const calibrateOptions = fc.record({
  falseAlarmPct: fc.constantFrom(0.1, 1, 10, 50),
  power: fc.constantFrom(0.5, 0.95),
  minThreshold: fc.constantFrom(0, 2),
  maxThreshold: fc.constantFrom(1, 5, 25),
  targetChange: fc.constantFrom(2, 8),
  seed: fc.integer({ min: 1, max: 2 ** 31 }),
});

describe('the streamed resampling (one benchmark at a time, no array of all resamples)', () => {
  it('gives, to the bit, what full sorted arrays of every resample give', () => {
    fc.assert(
      fc.property(
        aaSuite,
        fc.integer({ min: 1, max: 4 }),
        fc.constantFrom<Aggregate>('best', 'median', 'mean', 'p90'),
        fc.integer({ min: 2, max: 300 }),
        calibrateOptions,
        (series, runs, method, resamples, options) => {
          const o = { ...DEFAULT_CALIBRATE_OPTIONS, ...options };
          const streamed = evaluate(series, runs, method, resamples, mulberry32(o.seed), o);
          expect(streamed).toEqual(reference.evaluate(series, runs, method, resamples, mulberry32(o.seed), o));
        },
      ),
    );
  });

  it('leaves the random stream where the full arrays left it, for the next evaluation to draw from', () => {
    const series: AaSeries[] = [{ name: 'a', direction: 'lower', values: [1, 2, 3, 4, 5, 6] }];
    const streamed = mulberry32(5);
    const full = mulberry32(5);
    evaluate(series, 3, 'best', 100, streamed, DEFAULT_CALIBRATE_OPTIONS);
    reference.logs(series, 3, 'best', 100, full);
    expect(streamed()).toBe(full());
  });

  it('protects most of a suite and still matches (the lower tails are taken again, deeper)', () => {
    const random = mulberry32(9);
    const series: AaSeries[] = Array.from({ length: 8 }, (_, b) => ({ name: `b${b}`, direction: 'higher', values: Array.from({ length: 10 }, () => 100 * Math.exp((b < 2 ? 0.001 : 0.5) * normal(random))) }));
    const o = { ...DEFAULT_CALIBRATE_OPTIONS, falseAlarmPct: 50 };
    const streamed = evaluate(series, 2, 'best', 4000, mulberry32(1), o);
    expect(streamed.protectedFlags.filter((p) => p).length).toBeGreaterThan(4);
    expect(streamed.geomean.protected_in_geomean).toBe(false);
    expect(streamed).toEqual(reference.evaluate(series, 2, 'best', 4000, mulberry32(1), o));
  });

  it('finds the runs needed for the target change as full arrays do', () => {
    fc.assert(
      fc.property(aaSuite, fc.constantFrom<Aggregate>('best', 'median'), fc.constantFrom(1e-4, 0.01, 0.2), calibrateOptions, (series, method, alpha, options) => {
        const o = { ...DEFAULT_CALIBRATE_OPTIONS, ...options };
        expect(runsForTarget(series, method, alpha, o)).toEqual(reference.runsForTarget(series, method, alpha, o));
      }),
      { numRuns: 25 },
    );
  });
});
