import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runGate } from '../../../src/core/gate.js';
import { DEFAULT_GATE_OPTIONS, type GateOptions } from '../../../src/core/gate-options.js';
import validateReport from '../../../generated/report-validator.js';
import type { BenchmarkEntry, SourcedDocument } from '../../../src/core/model.js';
import { worseThan } from '../../../src/core/ratio.js';
import { mulberry32, normal } from '../../../src/core/stats/random.js';
import { renderText } from '../../../src/report/text.js';

const doc = (source: string, benchmarks: BenchmarkEntry[]): SourcedDocument => ({ source, document: { schema_version: 1, benchmarks } });

/** A suite of benchmarks with the given CVs: a promoted baseline (with samples) and N runs. */
function suite(cvs: Record<string, number>, options: { baselineRuns: number; runs: number; slowdown?: Record<string, number>; seed?: number }) {
  const random = mulberry32(options.seed ?? 5);
  const value = (name: string, factor = 1) => 1000 * Math.exp(cvs[name]! * normal(random)) * factor;
  const names = Object.keys(cvs);
  const baseRuns = names.map((n) => Array.from({ length: options.baselineRuns }, () => value(n)));
  const baseline = doc(
    'base.json',
    names.map((name, i) => ({ name, value: Math.max(...baseRuns[i]!), unit: 'ops/s', samples: baseRuns[i]! })),
  );
  const runs = Array.from({ length: options.runs }, (_, r) =>
    doc(`run${r}.json`, names.map((name) => ({ name, value: value(name, 1 - (options.slowdown?.[name] ?? 0)), unit: 'ops/s' }))),
  );
  return { baseline, runs };
}

const stats = (extra: Partial<GateOptions> = {}): GateOptions => ({ ...DEFAULT_GATE_OPTIONS, method: 'stats', ...extra });

describe('--method stats', () => {
  it('flags a large significant regression and leaves quiet unchanged benchmarks alone', () => {
    const { baseline, runs } = suite({ a: 0.01, b: 0.01, c: 0.02 }, { baselineRuns: 30, runs: 5, slowdown: { a: 0.2 } });
    const report = runGate(baseline, runs, stats());
    const a = report.benchmarks.find((r) => r.name === 'a')!;
    expect(a.status).toBe('regressed');
    expect(a.stats!.test).toBe('mann-whitney');
    expect(a.stats!.p_holm!).toBeLessThanOrEqual(0.01);
    expect(a.stats!.ci_pct![0]).toBeLessThan(-15);
    expect(a.stats!.ci_pct![1]).toBeGreaterThan(-25);
    expect(report.benchmarks.filter((r) => r.name !== 'a').map((r) => r.status)).toEqual(['unchanged', 'unchanged']);
    expect(report.method).toBe('stats');
    expect(report.verdict).toBe('fail');
    expect(validateReport(JSON.parse(JSON.stringify(report)))).toBe(true);
  });

  it('uses medians of the observations as baseline and current values', () => {
    const baseline = doc('b.json', [{ name: 'x', value: 130, unit: 'ops/s', samples: [100, 130, 90, 110, 105] }]);
    const runs = [95, 99, 120, 97, 101].map((v, i) => doc(`r${i}.json`, [{ name: 'x', value: v, unit: 'ops/s' }]));
    const r = runGate(baseline, runs, stats()).benchmarks[0]!;
    expect([r.baseline, r.current]).toEqual([105, 99]);
    expect(r.ratio).toBeCloseTo(99 / 105, 12);
  });

  it('calls a change over the threshold that is not significant inconclusive, and passes', () => {
    // Two observations a side: the smallest possible p-value is 1/6.
    const baseline = doc('b.json', [{ name: 'x', value: 100, unit: 'ops/s', samples: [100, 101] }]);
    const runs = [80, 81].map((v, i) => doc(`r${i}.json`, [{ name: 'x', value: v, unit: 'ops/s' }]));
    const report = runGate(baseline, runs, stats({ geomeanThreshold: 50 }));
    const r = report.benchmarks[0]!;
    expect(r.status).toBe('inconclusive');
    expect(r.note).toMatch(/not significant/);
    expect(report.verdict).toBe('pass');
    expect(report.summary.inconclusive).toBe(1);
    expect(report.warnings.join('\n')).toMatch(/cannot reach p <= 0\.01, the level Holm's correction needs for 1 benchmark \(/);
    // 2 against 2 observations: 6 equally likely orderings, so no interval reaches 99%; none is shown.
    expect(r.stats!.ci_pct).toBeUndefined();
    expect(r.stats!.confidence).toBeUndefined();
    expect(report.warnings.join('\n')).toMatch(/1 benchmark has no 99% interval of the change: .* covers only 66\.7%/);
    expect(validateReport(JSON.parse(JSON.stringify(report)))).toBe(true);
  });

  it('names, in the warning that no benchmark can reach Holm\'s level, the sizes that give the smallest p it states', () => {
    // Benchmarks of different sizes: the warning's sizes and its smallest p must be of one benchmark.
    const sizes = fc.array(fc.tuple(fc.integer({ min: 2, max: 5 }), fc.integer({ min: 2, max: 4 })), { minLength: 1, maxLength: 4 });
    fc.assert(
      fc.property(sizes, (list) => {
        const samples = (n: number, from: number) => Array.from({ length: n }, (_, i) => from + i);
        const baseline = doc('b.json', list.map(([n], i) => ({ name: `x${i}`, value: 100, unit: 'ops/s', samples: samples(n, 100) })));
        const runs = [doc('r.json', list.map(([, m], i) => ({ name: `x${i}`, value: 100, unit: 'ops/s', samples: samples(m, 50) })))];
        const report = runGate(baseline, runs, stats());
        const warning = report.warnings.find((w) => w.includes('cannot reach'));
        // The reference: the smallest one-sided p of n against m observations is 1 / C(n + m, n).
        const choose = (a: number, b: number): number => (b === 0 ? 1 : (choose(a - 1, b - 1) * a) / b);
        const smallest = Math.min(...list.map(([n, m]) => 1 / choose(n + m, n)));
        const level = 0.01 / list.length;
        expect(warning !== undefined).toBe(smallest > level);
        if (!warning) return;
        const [, n, m] = /with (\d+) baseline and (\d+) current observations/.exec(warning)!.map(Number);
        expect(1 / choose(n! + m!, n!)).toBeCloseTo(smallest, 12);
      }),
    );
  });

  it('gives the interval of the ratio from the sorted pairwise ratios, in the direction of "better"', () => {
    // 6 against 7 observations at 90%: the interval runs from the (c+1)-th to the (42-c)-th of the 42 pairwise ratios.
    const base = [10, 10.4, 9.7, 10.1, 9.9, 10.3];
    const cur = [11, 11.5, 10.8, 11.2, 10.9, 11.1, 11.6];
    const baseline = doc('b.json', [{ name: 'x', value: 10, unit: 'ms', samples: base }]);
    const runs = cur.map((v, i) => doc(`r${i}.json`, [{ name: 'x', value: v, unit: 'ms' }]));
    const r = runGate(baseline, runs, stats({ alpha: 0.1 })).benchmarks[0]!;
    const ratios = base.flatMap((b) => cur.map((c) => c / b)).sort((p, q) => p - q);
    // P(U <= c) <= 0.05 for 6 and 7 untied observations holds up to c = 8 (Mann-Whitney tables: 0.0367; c = 9 gives 0.051).
    const c = 8;
    // Lower is better: the report's ratio is baseline / current, so the ends swap.
    expect(r.stats!.ci_pct![0]).toBeCloseTo((1 / ratios[41 - c]! - 1) * 100, 9);
    expect(r.stats!.ci_pct![1]).toBeCloseTo((1 / ratios[c]! - 1) * 100, 9);
    expect(r.stats!.confidence).toBe(0.9);
  });

  it('warns that 5 against 5 observations cannot pass Holm for 13 benchmarks', () => {
    const cvs = Object.fromEntries(Array.from({ length: 13 }, (_, i) => [`b${i}`, 0.01]));
    const { baseline, runs } = suite(cvs, { baselineRuns: 5, runs: 5, slowdown: { b0: 0.3 } });
    const report = runGate(baseline, runs, stats());
    expect(report.warnings.some((w) => w.includes('smallest possible p is 0.004'))).toBe(true);
    expect(report.benchmarks.find((r) => r.name === 'b0')!.status).toBe('inconclusive');
  });

  it('falls back to the threshold rule, and says so, when the baseline holds a single value', () => {
    const baseline = doc('b.json', [{ name: 'x', value: 100, unit: 'ops/s' }]);
    const runs = [80, 82, 81].map((v, i) => doc(`r${i}.json`, [{ name: 'x', value: v, unit: 'ops/s' }]));
    const report = runGate(baseline, runs, stats());
    const r = report.benchmarks[0]!;
    expect(r.status).toBe('regressed');
    expect(r.current).toBe(82); // best of 3, as the threshold rule takes it
    expect(r.stats).toMatchObject({ test: 'none', baseline_n: 1, current_n: 3, significant: false });
    expect(r.stats!.fallback).toMatch(/single value.*threshold rule \(best of 3 runs\)/);
    expect(report.warnings.join('\n')).toMatch(/could not be tested statistically/);
    expect(validateReport(JSON.parse(JSON.stringify(report)))).toBe(true);
  });

  it('uses the samples of a single run when there is only one run', () => {
    const baseline = doc('b.json', [{ name: 'x', value: 10, unit: 'ms', samples: [10, 10.1, 9.9, 10.05, 9.95, 10.02, 9.98, 10.03] }]);
    const run = doc('r.json', [{ name: 'x', value: 12, unit: 'ms', samples: [12, 12.1, 11.9, 12.05, 11.95, 12.02, 11.98, 12.03] }]);
    const r = runGate(baseline, [run], stats()).benchmarks[0]!;
    expect(r.status).toBe('regressed');
    expect(r.dispersion!.current!.of).toBe('samples');
    expect(r.stats!.current_n).toBe(8);
    expect(r.change_pct!).toBeCloseTo((10.01 / 12.01 - 1) * 100, 6); // medians of the samples
  });

  it('converts the baseline samples into the runs\' time unit', () => {
    const baseline = doc('b.json', [{ name: 'x', value: 1, unit: 's', samples: [1, 1.01, 0.99, 1.02, 0.98] }]);
    const runs = [1000, 1010, 990, 1005, 995].map((v, i) => doc(`r${i}.json`, [{ name: 'x', value: v, unit: 'ms' }]));
    const r = runGate(baseline, runs, stats()).benchmarks[0]!;
    expect(r.baseline).toBe(1000);
    expect(r.status).toBe('unchanged');
  });

  it('is deterministic: the same data give the same interval', () => {
    const { baseline, runs } = suite({ a: 0.05, b: 0.02 }, { baselineRuns: 10, runs: 5 });
    const a = runGate(baseline, runs, stats());
    const b = runGate(baseline, runs, stats());
    expect(a.benchmarks.map((r) => r.stats!.ci_pct)).toEqual(b.benchmarks.map((r) => r.stats!.ci_pct));
    expect(a.geomean.ci_pct).toEqual(b.geomean.ci_pct);
  });

  it('fails the geomean only when it is over its limit and significant', () => {
    const cvs = Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`b${i}`, 0.01]));
    const slow = Object.fromEntries(Object.keys(cvs).map((n) => [n, 0.05]));
    const { baseline, runs } = suite(cvs, { baselineRuns: 10, runs: 5, slowdown: slow });
    const report = runGate(baseline, runs, stats());
    expect(report.geomean.status).toBe('fail');
    expect(report.geomean.significant).toBe(true);
    expect(report.geomean.ci_pct![1]).toBeLessThan(0);
    // The same slowdown on very noisy benchmarks is not significant.
    const noisy = Object.fromEntries(Object.keys(cvs).map((n) => [n, 0.3]));
    const loud = suite(noisy, { baselineRuns: 3, runs: 3, slowdown: slow, seed: 9 });
    const r2 = runGate(loud.baseline, loud.runs, stats());
    if ((r2.geomean.change_pct ?? 0) < -3) expect(r2.geomean.status).toBe(r2.geomean.ci_pct![1] < 0 ? 'fail' : 'inconclusive');
    expect(r2.geomean.ci_pct![1] - r2.geomean.ci_pct![0]).toBeGreaterThan(10);
  });

  it('shows the geomean of one benchmark with that benchmark\'s own test, and never gates it: the row decides', () => {
    // 5 baseline samples against 5 runs, 9.6% slower: the exact rank test gives p = 0.016, not
    // significant at 0.01, so the row is inconclusive; the geomean is the same benchmark.
    const baseline = doc('b.json', [{ name: 'x', value: 97.469, unit: 'ns', samples: [101.802, 99.228, 99.786, 104.856, 97.469] }]);
    const runs = [109.349, 113.508, 104.521, 104.713, 113.788].map((v, i) => doc(`r${i}.json`, [{ name: 'x', value: v, unit: 'ns' }]));
    const report = runGate(baseline, runs, stats());
    const x = report.benchmarks[0]!;
    expect(x.status).toBe('inconclusive');
    expect(x.note).toBe("8.7% worse is over the 8% limit but not significant (p = 0.016 after Holm's correction; needs <= 0.01)");
    // The geomean is the same benchmark: the row's interval and test, shown but not gated, and no
    // warning of its own (the row's note says why it is inconclusive).
    expect(report.geomean).toMatchObject({ count: 1, significant: false, status: 'skipped', gated: false, ci_pct: x.stats!.ci_pct });
    expect(report.warnings.filter((w) => w.includes('geomean'))).toEqual([]);
    expect(report.verdict).toBe('pass');
    // With more runs the same slowdown is significant: the row regresses and fails the verdict on its own.
    const more = [...runs, ...[110.2, 112.9, 108.8].map((v, i) => doc(`s${i}.json`, [{ name: 'x', value: v, unit: 'ns' }]))];
    const strong = runGate(baseline, more, stats());
    expect(strong.benchmarks[0]!.status).toBe('regressed');
    expect(strong.geomean).toMatchObject({ significant: true, status: 'skipped', gated: false });
    expect(strong.verdict).toBe('fail');
  });

  it('agrees with its one benchmark on every suite of one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 8 }), fc.integer({ min: 2, max: 8 }), fc.double({ min: -0.3, max: 0.3, noNaN: true }), fc.integer({ min: 1, max: 1000 }), (nb, nc, shift, seed) => {
        const random = mulberry32(seed);
        const samples = Array.from({ length: nb }, () => 100 * Math.exp(0.03 * normal(random)));
        const baseline = doc('b.json', [{ name: 'x', value: Math.min(...samples), unit: 'ns', samples }]);
        const runs = Array.from({ length: nc }, (_, i) => doc(`r${i}.json`, [{ name: 'x', value: 100 * (1 + shift) * Math.exp(0.03 * normal(random)), unit: 'ns' }]));
        const report = runGate(baseline, runs, stats());
        const x = report.benchmarks[0]!;
        expect(report.geomean.significant).toBe(x.stats!.significant);
        // Never gated: the row alone decides the verdict.
        expect(report.geomean).toMatchObject({ count: 1, status: 'skipped', gated: false });
        expect(report.verdict).toBe(x.status === 'regressed' ? 'fail' : 'pass');
      }),
      { numRuns: 300 },
    );
  });

  it('centres the geomean interval on the shift of all observations, not on a jump of the medians', () => {
    // Two-mode benchmarks (100 or 110 ops/s, half the time each): the baseline's median falls between
    // the modes (105), the current runs' median on the lower one (100), so the ratio of medians says
    // 4.8% worse, while the runs as a whole sit where they always did (Hodges-Lehmann shift 0).
    const names = Array.from({ length: 8 }, (_, i) => `b${i}`);
    const samples = Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? 100 : 110));
    const baseline = doc('base.json', names.map((name) => ({ name, value: 110, unit: 'ops/s', samples })));
    const runs = [100, 100, 110, 100, 100].map((v, r) => doc(`run${r}.json`, names.map((name) => ({ name, value: v, unit: 'ops/s' }))));
    const report = runGate(baseline, runs, stats());
    expect(report.geomean.change_pct).toBeCloseTo((100 / 105 - 1) * 100, 9);
    expect(report.geomean.ci_pct![0]).toBeLessThan(0);
    expect(report.geomean.ci_pct![1]).toBeGreaterThan(0);
    expect(report.geomean.significant).toBe(false);
    // Over its 3% limit by the medians, not shown worse by the interval: inconclusive, which fails nothing.
    // The interval lies wholly within the limit, and the warning says that the two disagree.
    expect(report.geomean.status).toBe('inconclusive');
    expect(report.geomean.ci_pct![0]).toBeGreaterThan(-3);
    expect(report.warnings.filter((w) => w.includes('geomean'))).toEqual([
      expect.stringMatching(
        /^the geomean, 4\.8% worse, is over the 3% limit but the shift of the whole distributions is within it \(its 99% interval, \d+\.\d% worse…\d+\.\d% better\), so it is inconclusive: the medians moved differently from the bulk of the observations/,
      ),
    ]);
    expect(report.verdict).toBe('pass');
  });

  it("holds a metric's geomean to the same rule: worse than its limit but not significant, it is inconclusive, and the verdict passes", () => {
    // The primary values do not move; the p99 of two benchmarks about 5% worse, with noise of about 5% (fixtures/stats-geomean's numbers).
    const base = [[100.2, 97.1, 103.5, 99.0, 101.4], [50.3, 52.0, 48.9, 49.6, 51.1]];
    const head = [[104.0, 114.3, 98.2, 109.9, 106.1], [52.9, 50.1, 55.8, 49.4, 53.5]];
    const names = ['parse', 'render'];
    const baseline = doc('b.json', names.map((name, k) => ({ name, value: 10, unit: 'ms', samples: [10, 10.1, 9.9, 10, 10.05], metrics: { p99: { value: base[k]![0]!, unit: 'ms', samples: base[k]! } } })));
    const runs = [0, 1, 2, 3, 4].map((r) => doc(`r${r}.json`, names.map((name, k) => ({ name, value: 10 + 0.01 * r, unit: 'ms', metrics: { p99: { value: head[k]![r]!, unit: 'ms' } } }))));
    // Gated (a latency is reported only unless asked), so that its geomean could fail the verdict.
    const report = runGate(baseline, runs, stats({ metricRules: { p99: { gate: true } } }));
    expect(validateReport(report)).toBe(true);
    const p99 = report.metric_geomeans!.p99!;
    expect(p99.gated).toBe(true);
    expect(p99.change_pct!).toBeLessThan(-3);
    expect(p99).toMatchObject({ status: 'inconclusive', significant: false });
    expect(report.warnings).toContain(
      'metric "p99": the geomean, 5.2% worse, is over the 3% limit but not significant (its 99% interval, 10.3% worse…1.4% better, includes no change), so it is inconclusive: more runs, or a baseline promoted from more runs, would tell',
    );
    expect(report.verdict).toBe('pass');
    expect(renderText(report, { color: false })).toContain('geomean p99 5.2% worse (limit 3%) over 2 benchmarks: inconclusive');
  });

  it('never passes a geomean worse than its limit: it fails when its test shows it worse, else it is inconclusive, which fails nothing', () => {
    // One to four benchmarks (one: the geomean is not gated), noisy or not, shifted either way.
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 2, max: 6 }),
        fc.integer({ min: 2, max: 6 }),
        fc.double({ min: 0.005, max: 0.2, noNaN: true }),
        fc.double({ min: -0.15, max: 0.15, noNaN: true }),
        fc.integer({ min: 1, max: 1000 }),
        (k, nb, nc, cv, shift, seed) => {
          const random = mulberry32(seed);
          const names = Array.from({ length: k }, (_, i) => `b${i}`);
          const value = (factor: number) => 100 * factor * Math.exp(cv * normal(random));
          const baseline = doc('b.json', names.map((name) => {
            const samples = Array.from({ length: nb }, () => value(1));
            return { name, value: Math.min(...samples), unit: 'ns', samples };
          }));
          const runs = Array.from({ length: nc }, (_, r) => doc(`r${r}.json`, names.map((name) => ({ name, value: value(1 + shift), unit: 'ns' }))));
          // A wide per-benchmark threshold: no row regresses, so only the geomean could fail the verdict.
          const report = runGate(baseline, runs, stats({ threshold: 90 }));
          expect(validateReport(report)).toBe(true);
          const g = report.geomean;
          if (k === 1) {
            // A geomean of one benchmark is that benchmark, held to its own (90%) limit only.
            expect(g).toMatchObject({ count: 1, status: 'skipped', gated: false });
            expect(report.warnings.join('\n')).not.toMatch(/the geomean/);
            expect(report.verdict).toBe('pass');
            return;
          }
          const worse = worseThan(g.change_pct!, 3);
          // A pass's interval does not lie wholly past the limit; a fail's reaches past it.
          if (g.status === 'pass') expect(worse || (g.ci_pct !== undefined && worseThan(g.ci_pct[1], 3))).toBe(false);
          if (g.status === 'fail') expect(worse && g.significant === true && g.ci_pct !== undefined && g.ci_pct[1] < 0 && worseThan(g.ci_pct[0], 3)).toBe(true);
          if (g.status === 'inconclusive') {
            // Over the limit and not shown worse, or the medians and the interval on either side of the limit.
            const why = report.warnings.join('\n');
            if (worse) expect(why).toMatch(/the geomean, \d+\.\d+% worse, is over the 3% limit but (not significant|the shift of the whole distributions is within it).*, so it is inconclusive/);
            else expect(why).toMatch(/the geomean, (\d+\.\d+% (worse|better)|±0\.0%), is within the 3% limit but the shift of the whole distributions is past it.*, so it is inconclusive/);
          }
          if (worse) expect(['fail', 'inconclusive']).toContain(g.status);
          expect(report.verdict).toBe(g.status === 'fail' ? 'fail' : 'pass');
        },
      ),
      // A case found by this property: one benchmark, 5 against 4, failed with no interval.
      { numRuns: 300, examples: [[1, 5, 4, 0.005, 0.027924447723218004, 36]] },
    );
  });

  it('keeps protected benchmarks out of the Holm family and reports whether they were significantly over', () => {
    const { baseline, runs } = suite({ a: 0.01, b: 0.01 }, { baselineRuns: 30, runs: 5, slowdown: { a: 0.2 } });
    const report = runGate(baseline, runs, stats({ protected: [{ name: 'a', reason: 'known noisy' }] }));
    const a = report.benchmarks.find((r) => r.name === 'a')!;
    expect(a.status).toBe('protected');
    expect(a.over_threshold).toBe(true);
    expect(a.stats!.p_holm).toBeUndefined();
    expect(report.verdict).toBe('fail'); // the geomean of two benchmarks, one 20% slower
  });
});

describe('noise in every report', () => {
  it('records the dispersion of the runs and of the baseline samples', () => {
    const baseline = doc('b.json', [{ name: 'x', value: 100, unit: 'ops/s', samples: [98, 100, 102] }]);
    const runs = [99, 101].map((v, i) => doc(`r${i}.json`, [{ name: 'x', value: v, unit: 'ops/s' }]));
    const r = runGate(baseline, runs, DEFAULT_GATE_OPTIONS).benchmarks[0]!;
    expect(r.dispersion!.current).toMatchObject({ n: 2, min: 99, max: 101, of: 'runs' });
    expect(r.dispersion!.current!.cv_pct).toBeCloseTo((Math.SQRT2 / 100) * 100, 9);
    expect(r.dispersion!.baseline).toMatchObject({ n: 3, min: 98, max: 102, of: 'samples' });
    expect(r.dispersion!.baseline!.cv_pct).toBeCloseTo(2, 9);
    expect(validateReport(JSON.parse(JSON.stringify(runGate(baseline, runs, DEFAULT_GATE_OPTIONS))))).toBe(true);
  });

  it('has no dispersion for a single run without samples, and the report stays as it was', () => {
    const baseline = doc('b.json', [{ name: 'x', value: 100, unit: 'ops/s' }]);
    const report = runGate(baseline, [doc('r.json', [{ name: 'x', value: 101, unit: 'ops/s' }])], DEFAULT_GATE_OPTIONS);
    expect(report.benchmarks[0]!.dispersion).toBeUndefined();
    expect(report.method).toBeUndefined();
    expect(report.benchmarks[0]!.status).toBe('unchanged');
  });

  it('calls a benchmark inconclusive, not unchanged, when its noise is larger than its threshold', () => {
    const baseline = doc('b.json', [{ name: 'x', value: 100, unit: 'ops/s' }]);
    const runs = [100, 80, 120].map((v, i) => doc(`r${i}.json`, [{ name: 'x', value: v, unit: 'ops/s' }]));
    const report = runGate(baseline, runs, { ...DEFAULT_GATE_OPTIONS, aggregate: 'median' });
    expect(report.benchmarks[0]!.status).toBe('inconclusive');
    expect(report.benchmarks[0]!.note).toMatch(/noise of 20.0% is larger than the 8% limit/);
    expect(report.verdict).toBe('pass');
  });

  it('ignores samples that could not be values', () => {
    const baseline = doc('b.json', [{ name: 'x', value: 100, unit: 'ops/s', samples: [100, -1, 3] }]);
    const r = runGate(baseline, [doc('r.json', [{ name: 'x', value: 100, unit: 'ops/s' }])], DEFAULT_GATE_OPTIONS).benchmarks[0]!;
    expect(r.dispersion).toBeUndefined();
  });

  it('shows the noise of a new benchmark', () => {
    const baseline = doc('b.json', [{ name: 'x', value: 100, unit: 'ops/s' }]);
    const runs = [1, 2].map((i) => doc(`r${i}.json`, [{ name: 'x', value: 100, unit: 'ops/s' }, { name: 'y', value: 10 * i, unit: 'ops/s' }]));
    const y = runGate(baseline, runs, DEFAULT_GATE_OPTIONS).benchmarks.find((r) => r.name === 'y')!;
    expect(y.status).toBe('new');
    expect(y.dispersion!.current!.n).toBe(2);
  });
});
