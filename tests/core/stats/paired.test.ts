import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hodgesLehmann, walshAverages } from '../../../src/core/stats/hodges-lehmann.js';
import { comparePaired, fmtP, logRatiosOf, roundsToReach, type PairedInput } from '../../../src/core/stats/paired.js';
import { signedRank, signedRankDistribution } from '../../../src/core/stats/signed-rank.js';
import { betterThan, worseThan } from '../../../src/core/ratio.js';

interface SignedCase {
  name: string;
  d: number[];
  method: 'exact' | 'approx';
  less: number;
  greater: number;
}
interface HlCase {
  d: number[];
  confidence: number;
  estimate: number;
  low: number;
  high: number;
  coverage: number;
}
const reference = JSON.parse(readFileSync(join(import.meta.dirname, 'reference.json'), 'utf8')) as { signed_rank: SignedCase[]; hodges_lehmann: HlCase[] };

/** P(W+ >= observed) by enumerating every sign vector: the definition, with midranks for ties. */
function bruteForceGreater(d: number[]): number {
  const nz = d.filter((v) => v !== 0);
  const abs = nz.map(Math.abs);
  const rank = (v: number) => {
    const below = abs.filter((a) => a < v).length;
    const equal = abs.filter((a) => a === v).length;
    return below + (equal + 1) / 2;
  };
  const ranks = abs.map(rank);
  const observed = nz.reduce((s, v, i) => s + (v > 0 ? ranks[i]! : 0), 0);
  let hits = 0;
  for (let mask = 0; mask < 2 ** nz.length; mask++) {
    const w = ranks.reduce((s, r, i) => s + ((mask >> i) & 1 ? r : 0), 0);
    if (w >= observed - 1e-9) hits++;
  }
  return hits / 2 ** nz.length;
}

const lognormalish = fc.array(fc.double({ min: -0.3, max: 0.3, noNaN: true }), { minLength: 1, maxLength: 25 });

/** scipy.stats.wilcoxon(range(1, 101), alternative='greater', method='approx', correction=True).pvalue */
const SCIPY_WILCOXON_1_TO_100 = 1.9779558044497857e-18;

describe('signedRank', () => {
  for (const c of reference.signed_rank) {
    it(`matches scipy.stats.wilcoxon on ${c.name}`, () => {
      const r = signedRank(c.d, c.method === 'exact' ? 'exact' : 'normal');
      expect(r.pGreater).toBeCloseTo(c.greater, 6);
      expect(r.pLess).toBeCloseTo(c.less, 6);
    });
  }

  it('chooses the exact distribution up to 50 differences and the normal one above', () => {
    const d = (n: number) => Array.from({ length: n }, (_, i) => (i % 3 === 0 ? -1 : 1) * (i + 1));
    expect(signedRank(d(50)).method).toBe('exact');
    expect(signedRank(d(51)).method).toBe('normal');
  });

  it('is exact with ties, as a brute-force enumeration of the signs', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -4, max: 4 }), { minLength: 1, maxLength: 12 }), (ints) => {
        const d = ints.map((v) => v / 10);
        if (d.every((v) => v === 0)) return;
        expect(signedRank(d, 'exact').pGreater).toBeCloseTo(bruteForceGreater(d), 10);
      }),
    );
  });

  it('gives 2^-n when every difference is positive, and ignores zeros', () => {
    expect(signedRank([0.1, 0.2, 0.3, 0.4, 0.5]).pGreater).toBeCloseTo(1 / 32, 12);
    expect(signedRank([0, 0.1, 0.2, 0, 0.3, 0.4, 0.5]).pGreater).toBeCloseTo(1 / 32, 12);
    expect(signedRank([0, 0]).pGreater).toBe(1);
  });

  it('keeps a tiny normal-approximation p-value in the upper tail, not 0, and mirrors it under a sign flip', () => {
    const d = Array.from({ length: 100 }, (_, i) => i + 1);
    const up = signedRank(d);
    expect(up.method).toBe('normal');
    expect(up.pGreater / SCIPY_WILCOXON_1_TO_100).toBeCloseTo(1, 5);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -20, max: 60 }), { minLength: 51, maxLength: 120 }), (values) => {
        const r = signedRank(values, 'normal');
        const flipped = signedRank(values.map((v) => -v), 'normal');
        expect(r.pGreater > 0).toBe(flipped.pLess > 0);
        if (flipped.pLess > 0) expect(r.pGreater / flipped.pLess).toBeCloseTo(1, 5);
      }),
    );
  });

  it('has a distribution that sums to one and is symmetric', () => {
    const dist = signedRankDistribution([2, 4, 6, 6, 10]);
    expect(dist.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 12);
    dist.forEach((p, s) => expect(p).toBeCloseTo(dist[dist.length - 1 - s]!, 12));
  });
});

describe('hodgesLehmann', () => {
  for (const c of reference.hodges_lehmann) {
    it(`matches the brute-force reference for ${c.d.length} differences at ${c.confidence}`, () => {
      const r = hodgesLehmann(c.d, c.confidence);
      expect(r.estimate).toBeCloseTo(c.estimate, 12);
      expect(r.low).toBeCloseTo(c.low, 12);
      expect(r.high).toBeCloseTo(c.high, 12);
      expect(r.coverage).toBeCloseTo(c.coverage, 12);
    });
  }

  it('is the median of the Walsh averages: for 1, 2 and 3 values by hand', () => {
    expect(hodgesLehmann([0.5], 0.9).estimate).toBe(0.5);
    expect(hodgesLehmann([1, 3], 0.9).estimate).toBe(2); // Walsh: 1, 2, 3
    expect([...walshAverages([0, 1, 10])]).toEqual([0, 0.5, 1, 5, 5.5, 10]);
    expect(hodgesLehmann([0, 1, 10], 0.9).estimate).toBe(3); // (1 + 5) / 2
  });

  it('contains its estimate, negates under a sign flip and shifts with the data', () => {
    fc.assert(
      fc.property(lognormalish, fc.double({ min: -1, max: 1, noNaN: true }), (d, shift) => {
        const r = hodgesLehmann(d, 0.95);
        expect(r.low).toBeLessThanOrEqual(r.estimate);
        expect(r.estimate).toBeLessThanOrEqual(r.high);
        const flipped = hodgesLehmann(d.map((v) => -v), 0.95);
        expect(flipped.estimate).toBeCloseTo(-r.estimate, 12);
        expect(flipped.low).toBeCloseTo(-r.high, 12);
        const shifted = hodgesLehmann(d.map((v) => v + shift), 0.95);
        expect(shifted.estimate).toBeCloseTo(r.estimate + shift, 9);
      }),
    );
  });

  it('is the set of centres the signed-rank test does not reject (exact sizes)', () => {
    // Distinct magnitudes on a grid of 1e-3: no ties among |d|, which the interval's distribution assumes.
    const grid = fc.uniqueArray(fc.integer({ min: 1, max: 300 }), { minLength: 8, maxLength: 20 });
    fc.assert(
      fc.property(grid, fc.array(fc.boolean(), { minLength: 20, maxLength: 20 }), (mags, signs) => {
        const d = mags.map((m, i) => (signs[i] ? m : -m) / 1000);
        const r = hodgesLehmann(d, 0.9);
        const tail = (1 - r.coverage) / 2;
        const eps = 1e-5; // below the 5e-4 spacing of the Walsh averages
        // Just outside the interval, the one-sided test rejects at the tail level; just inside, it does not.
        expect(signedRank(d.map((v) => v - (r.low - eps))).pGreater).toBeLessThanOrEqual(tail + 1e-12);
        expect(signedRank(d.map((v) => v - (r.low + eps))).pGreater).toBeGreaterThan(tail);
        expect(signedRank(d.map((v) => v - (r.high + eps))).pLess).toBeLessThanOrEqual(tail + 1e-12);
        expect(signedRank(d.map((v) => v - (r.high - eps))).pLess).toBeGreaterThan(tail);
      }),
    );
  });

  it('covers the true centre at least as often as it claims (simulated, normal approximation above 50)', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const gauss = () => Math.sqrt(-2 * Math.log(random() || 1e-12)) * Math.cos(2 * Math.PI * random());
    for (const n of [12, 80]) {
      let covered = 0;
      const trials = 400;
      for (let t = 0; t < trials; t++) {
        const r = hodgesLehmann(Array.from({ length: n }, () => 0.2 + 0.05 * gauss()), 0.9);
        if (r.low <= 0.2 && 0.2 <= r.high) covered++;
      }
      expect(covered / trials).toBeGreaterThan(0.86);
    }
  });
});

function input(name: string, base: number[], head: number[], extra: Partial<PairedInput> = {}): PairedInput {
  return { name, direction: 'lower', threshold_pct: 5, base, head, ...extra };
}

/** Two benchmarks with the same rounds: a geomean over one benchmark is never gated, so one over two is what these tests judge. */
function twice(name: string, base: number[], head: number[], extra: Partial<PairedInput> = {}): PairedInput[] {
  return [input(name, base, head, extra), input(`${name} again`, base, head, extra)];
}

/** A round-by-round load factor shared by both sides of a round, as a busy runner gives. */
const load = [1, 1.4, 0.9, 2.1, 1.1, 1.0, 1.7, 1.2, 0.95, 1.3, 1.05, 1.6];

describe('comparePaired', () => {
  it('signs log-ratios so that worse is positive, for both directions, and skips unusable rounds', () => {
    const lower = logRatiosOf(input('a', [100, 100], [110, 90]));
    expect(lower[0]).toBeCloseTo(Math.log(1.1), 12);
    expect(lower[1]).toBeCloseTo(Math.log(0.9), 12);
    const higher = logRatiosOf(input('a', [100, 100], [110, 90], { direction: 'higher' }));
    expect(higher[0]).toBeCloseTo(Math.log(100 / 110), 12);
    expect(higher[1]).toBeCloseTo(Math.log(100 / 90), 12);
    const r = logRatiosOf(input('a', [100, Number.NaN, 0], [110, 90, 5]));
    expect(r[0]).toBeCloseTo(Math.log(1.1), 12);
    expect(r.slice(1).every(Number.isNaN)).toBe(true);
  });

  it('catches a 10% slowdown hidden under a load that varies 2x between rounds', () => {
    const base = load.map((l, i) => 100 * l * (1 + 0.01 * ((i % 3) - 1)));
    const head = load.map((l, i) => 110 * l * (1 + 0.01 * (((i + 1) % 3) - 1)));
    const result = comparePaired([input('slow', base, head), input('same', base, base.map((v, i) => v * (1 + 0.005 * ((i % 2) * 2 - 1))))], { alpha: 0.01, geomeanThreshold: 3 });
    const [slow, same] = result.benchmarks;
    expect(slow!.status).toBe('regressed');
    expect(slow!.change_pct!).toBeGreaterThan(-11);
    expect(slow!.change_pct!).toBeLessThan(-8);
    expect(slow!.ci_pct![0]).toBeLessThan(slow!.change_pct!);
    expect(slow!.ci_pct![1]).toBeGreaterThan(slow!.change_pct!);
    expect(same!.status).toBe('unchanged');
    expect(result.geomean.status).toBe('fail'); // about 5% worse over the two
    expect(result.geomean.rounds).toBe(12);
    expect(result.warnings).toEqual([]);
  });

  it('calls a change over the limit inconclusive when the rounds disagree, and improved when they agree', () => {
    const base = [100, 100, 100, 100, 100, 100, 100, 100];
    const mixed = comparePaired([input('m', base, [130, 95, 128, 96, 131, 129, 94, 127])], { alpha: 0.01, geomeanThreshold: 3 });
    expect(mixed.benchmarks[0]!.status).toBe('inconclusive');
    expect(mixed.benchmarks[0]!.note).toMatch(/not significant/);
    const faster = comparePaired([input('f', base, [80, 81, 79, 80, 82, 78, 80, 81])], { alpha: 0.01, geomeanThreshold: 3 });
    expect(faster.benchmarks[0]!.status).toBe('improved');
    expect(faster.geomean.status).toBe('pass');
  });

  it('warns when there are too few rounds to reach the corrected level, and says how many are needed', () => {
    expect(roundsToReach(0.01, 1)).toBe(7); // 2^-7 = 0.0078
    expect(roundsToReach(0.01, 10)).toBe(10); // 2^-10 < 0.001
    const base = [100, 100, 100, 100, 100];
    const r = comparePaired([input('a', base, base.map((v) => v * 1.2)), input('b', base, base)], { alpha: 0.01, geomeanThreshold: 3 });
    expect(r.benchmarks[0]!.status).toBe('inconclusive');
    expect(r.warnings[0]).toMatch(/--runs 8/);
  });

  it('swapping base and head negates every estimate and swaps the tests; scaling both sides keeps the estimate', () => {
    const values = fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 12, maxLength: 12 });
    fc.assert(
      fc.property(values, values, fc.double({ min: 1e-3, max: 1e3, noNaN: true }), (a, b, scale) => {
        const opts = { alpha: 0.05, geomeanThreshold: 3 };
        const ab = comparePaired([input('x', a, b)], opts).benchmarks[0]!;
        const ba = comparePaired([input('x', b, a)], opts).benchmarks[0]!;
        const logOf = (pct: number | null) => Math.log(1 + pct! / 100);
        expect(logOf(ba.change_pct)).toBeCloseTo(-logOf(ab.change_pct), 9);
        expect(ba.p_worse).toBe(ab.p_better);
        expect(ba.p_better).toBe(ab.p_worse);
        // (Statuses need not swap: "5% worse" and "5% better" are not the same log-ratio, as in the gate.)
        // Scaling moves the logs by rounding errors only (which may split exact ties), so compare the estimate.
        const scaled = comparePaired([input('x', a.map((v) => v * scale), b.map((v) => v * scale))], opts).benchmarks[0]!;
        expect(scaled.change_pct).toBeCloseTo(ab.change_pct!, 6);
        expect(scaled.ci_pct![0]).toBeCloseTo(ab.ci_pct![0], 6);
        expect(scaled.ci_pct![1]).toBeCloseTo(ab.ci_pct![1], 6);
      }),
    );
  });

  it('calls a benchmark unchanged only when its whole interval lies within the limit, in either direction', () => {
    // Per round a worse-positive log-ratio; base 100, head 100 * exp(d), lower is better.
    const logs = fc.array(fc.double({ min: -0.4, max: 0.4, noNaN: true }), { minLength: 1, maxLength: 30 });
    fc.assert(
      fc.property(logs, fc.integer({ min: 0, max: 30 }), fc.constantFrom<'lower' | 'higher'>('lower', 'higher'), (d, threshold, direction) => {
        const base = d.map(() => 100);
        const head = d.map((v) => 100 * Math.exp(direction === 'lower' ? v : -v));
        const b = comparePaired([input('x', base, head, { threshold_pct: threshold, direction })], { alpha: 0.01, geomeanThreshold: 3 }).benchmarks[0]!;
        const within = (pct: number) => !worseThan(pct, threshold) && !betterThan(pct, threshold);
        const intervalWithin = b.ci_pct !== null && b.coverage! > 0 && within(b.ci_pct[0]) && within(b.ci_pct[1]);
        if (b.status === 'unchanged') expect(intervalWithin).toBe(true);
        if (intervalWithin && within(b.change_pct!)) expect(b.status).toBe('unchanged');
        // Past the limit the rule is as before: regressed or improved when significant, else inconclusive.
        if (!within(b.change_pct!)) expect(b.status).toBe(b.significant ? (b.change_pct! < 0 ? 'regressed' : 'improved') : 'inconclusive');
      }),
    );
  });

  it('says why a benchmark within its limit is inconclusive, and which side its interval reaches past', () => {
    // 8 rounds (enough for Holm over two) of a noisy benchmark: its estimate is within 8%, its interval is not.
    const base = [100, 100, 100, 100, 100, 100, 100, 100];
    const head = [84, 120, 97, 141, 90, 105, 102, 95];
    const r = comparePaired([input('noisy', base, head, { threshold_pct: 8 }), input('quiet', base, base.map((v, i) => v * (1 + 0.001 * (i % 3))), { threshold_pct: 8 })], { alpha: 0.01, geomeanThreshold: 3 });
    const [noisy, quiet] = r.benchmarks;
    expect(worseThan(noisy!.change_pct!, 8) || betterThan(noisy!.change_pct!, 8)).toBe(false);
    expect(noisy!.ci_pct![0]).toBeLessThan(-8);
    expect(noisy!.ci_pct![1]).toBeGreaterThan(8);
    expect(noisy!.status).toBe('inconclusive');
    expect(noisy!.note).toMatch(/^\d+\.\d% (worse|better) is within the 8% limit, but its 99% interval reaches past it on both sides: the rounds cannot rule out a change that large$/);
    expect(quiet!.status).toBe('unchanged');
    expect(quiet!.note).toBeUndefined();
    // The advice to give more rounds comes once, in the suite's warning; the geomean, half as noisy, is inconclusive too.
    expect(r.geomean.status).toBe('inconclusive');
    expect(r.warnings).toEqual([
      '1 benchmark within the limit has an interval that reaches past it, so it is inconclusive: more rounds narrow the interval: about 155 (--runs 155), estimated from its spread so far',
      expect.stringMatching(/^the geomean, \d+\.\d% (worse|better), is within the 3% limit, but its 99% interval \(\d+\.\d% worse…\d+\.\d% better\) reaches past it on both sides, so it is inconclusive: more rounds \(a larger --runs\) would tell$/),
    ]);
    // Only the worse side past the limit is enough, and only the better side too.
    const worseSide = comparePaired([input('w', base, [104, 103, 110, 102, 104, 103, 105, 104], { threshold_pct: 8 })], { alpha: 0.01, geomeanThreshold: 3 }).benchmarks[0]!;
    expect(worseSide.ci_pct![0]).toBeLessThan(-8);
    expect(worseSide.note).toMatch(/reaches past it on the worse side/);
    const betterSide = comparePaired([input('b', base, [96, 97, 90, 98, 96, 97, 95, 96], { threshold_pct: 8 })], { alpha: 0.01, geomeanThreshold: 3 }).benchmarks[0]!;
    expect(betterSide.ci_pct![1]).toBeGreaterThan(8);
    expect(betterSide.note).toMatch(/reaches past it on the better side/);
  });

  it('calls nothing unchanged from one round, which gives no interval, nor passes the geomean, and says so once', () => {
    const r = comparePaired(twice('a', [100], [100.5], { threshold_pct: 8 }), { alpha: 0.01, geomeanThreshold: 3 });
    expect(r.benchmarks[0]!.status).toBe('inconclusive');
    expect(r.benchmarks[0]!.note).toBe('0.5% worse is within the 8% limit, but one round gives no interval: the rounds cannot rule out a change that large');
    expect(r.geomean.status).toBe('inconclusive');
    // One warning: the geomean's reason joins the one about too few rounds rather than repeating its advice.
    expect(r.warnings).toEqual([
      "with 1 round the signed-rank test cannot reach p <= 0.005, the level Holm's correction needs for 2 benchmarks: changes over the limit show as inconclusive, as do changes within it whose interval reaches past it, " +
        'and the geomean cannot fail, whatever its change (its test needs 7 rounds to reach p <= 0.01); the geomean, 0.5% worse, is within the 3% limit, but one round gives it no interval, so it is inconclusive. Give --runs 8 or more',
    ]);
    // Past its limit, one round cannot reach alpha either: not significant, so inconclusive, not a pass.
    const over = comparePaired(twice('a', [100], [110], { threshold_pct: 8 }), { alpha: 0.01, geomeanThreshold: 3 });
    expect(over.geomean).toMatchObject({ status: 'inconclusive', significant: false });
    expect(over.warnings.join('\n')).toContain('; the geomean, 9.1% worse, is over the 3% limit but not significant (p = 0.5; needs <= 0.01), so it is inconclusive. Give --runs 8 or more');
    // A geomean over one benchmark is never gated: nothing is said about it, only about the row.
    const one = comparePaired([input('a', [100], [110], { threshold_pct: 8 })], { alpha: 0.01, geomeanThreshold: 3 });
    expect(one.warnings).toEqual([
      "with 1 round the signed-rank test cannot reach p <= 0.01, the level Holm's correction needs for 1 benchmark: changes over the limit show as inconclusive. Give --runs 7 or more",
    ]);
  });

  it('passes the geomean only when its interval backs the pass; wider is inconclusive, which fails nothing', () => {
    const base = [100, 100, 100, 100, 100, 100, 100, 100];
    const opts = { alpha: 0.01, geomeanThreshold: 3 };
    // Within 3%, its interval too: pass, and nothing to say.
    const tight = comparePaired(twice('a', base, [101, 100.5, 101.2, 100.8, 100.9, 101.1, 100.7, 101], { threshold_pct: 12 }), opts);
    expect(tight.geomean.status).toBe('pass');
    expect(tight.warnings).toEqual([]);
    // Within 3%, its interval reaching 3% worse only.
    const worse = comparePaired(twice('w', base, [101, 103, 99.5, 104.5, 100.5, 102, 101, 106], { threshold_pct: 12 }), opts);
    expect(worseThan(worse.geomean.change_pct!, 3)).toBe(false);
    expect(worse.geomean.ci_pct![0]).toBeLessThan(-3);
    expect(worse.geomean.status).toBe('inconclusive');
    expect(worse.warnings).toEqual([expect.stringMatching(/^the geomean, \d\.\d% worse, is within the 3% limit, but its 99% interval \(\d+\.\d+% worse…[^)]+\) reaches past it on the worse side, so it is inconclusive: more rounds \(a larger --runs\) would tell$/)]);
    // Better than 3%, but its interval reaching 3% worse: a pass would claim what the rounds cannot show.
    const better = comparePaired(twice('b', base, [80, 104, 90, 99, 88, 93, 91, 89], { threshold_pct: 30 }), opts);
    expect(betterThan(better.geomean.change_pct!, 3)).toBe(true);
    expect(better.geomean.status).toBe('inconclusive');
    expect(better.warnings).toEqual(['the geomean, 9.9% better, is over the 3% limit on the better side, but its 99% interval (3.8% worse…25.0% better) reaches past it on the worse side, so it is inconclusive: more rounds (a larger --runs) would tell']);
    // Better than 3% with its interval on the better side of -3%: the improvement passes.
    const faster = comparePaired(twice('f', base, [90, 91, 89, 92, 90, 90.5, 91, 89.5], { threshold_pct: 12 }), opts);
    expect(faster.geomean.status).toBe('pass');
  });

  it('calls a geomean worse than its limit but not significant inconclusive, in the words of a row, and fails it when significant', () => {
    const base = [100, 100, 100, 100, 100, 100, 100, 100, 100, 100];
    const opts = { alpha: 0.01, geomeanThreshold: 3 };
    // Ten rounds (enough to reach 0.01), mostly 5% slower but three rounds faster: the estimate is past
    // 3% and the test does not reach 0.01. The row over its 3% threshold reads the same way.
    const noisy = comparePaired(twice('n', base, [106, 105, 97, 107, 104, 96, 105, 108, 98, 106], { threshold_pct: 3 }), opts);
    expect(worseThan(noisy.geomean.change_pct!, 3)).toBe(true);
    expect(noisy.geomean).toMatchObject({ status: 'inconclusive', significant: false });
    expect(noisy.benchmarks[0]!.status).toBe('inconclusive');
    expect(noisy.benchmarks[0]!.note).toMatch(/^\d\.\d% worse is over the 3% limit but not significant \(p = 0\.\d+ after Holm's correction; needs <= 0\.01\)$/);
    expect(noisy.warnings).toEqual([
      `the geomean, ${noisy.geomean.change_pct!.toFixed(1).slice(1)}% worse, is over the 3% limit but not significant (p = ${fmtP(noisy.geomean.p_worse)}; needs <= 0.01), so it is inconclusive: more rounds (a larger --runs) would tell`,
    ]);
    // The same slowdown in every round: significant, so it fails.
    const steady = comparePaired(twice('s', base, [106, 105, 105.5, 107, 104, 106, 105, 108, 105, 106], { threshold_pct: 3 }), opts);
    expect(steady.geomean).toMatchObject({ status: 'fail', significant: true });
    expect(steady.warnings).toEqual([]);
  });

  it('never passes a geomean its interval cannot back, and passes every one it can', () => {
    // Per benchmark and round a worse-positive log-ratio; up to three benchmarks, one to 14 rounds.
    const suite = fc.integer({ min: 1, max: 14 }).chain((n) => fc.array(fc.array(fc.double({ min: -0.15, max: 0.15, noNaN: true }), { minLength: n, maxLength: n }), { minLength: 1, maxLength: 3 }));
    fc.assert(
      fc.property(suite, fc.double({ min: -0.1, max: 0.1, noNaN: true }), fc.integer({ min: 0, max: 10 }), (logs, shift, limit) => {
        const inputs = logs.map((d, k) => input(`b${k}`, d.map(() => 100), d.map((v) => 100 * Math.exp(v + shift))));
        const g = comparePaired(inputs, { alpha: 0.05, geomeanThreshold: limit }).geomean;
        const within = (pct: number) => !worseThan(pct, limit) && !betterThan(pct, limit);
        const interval = g.ci_pct !== null && g.coverage! > 0 ? g.ci_pct : null;
        // A pass is backed by an interval whose worse end is within the limit, whatever the estimate.
        if (g.status === 'pass') {
          expect(interval).not.toBeNull();
          expect(worseThan(interval![0], limit)).toBe(false);
          expect(worseThan(g.change_pct!, limit)).toBe(false);
          if (within(g.change_pct!)) expect(within(interval![1])).toBe(true);
        }
        if (worseThan(g.change_pct!, limit)) {
          // Past its limit the geomean fails when significant, else it is inconclusive, as a row is.
          expect(g.status).toBe(g.significant ? 'fail' : 'inconclusive');
          return;
        }
        if (interval !== null && within(interval[0]) && within(interval[1]) && within(g.change_pct!)) expect(g.status).toBe('pass');
        if (interval === null) expect(g.status).toBe('inconclusive');
        expect(g.status).not.toBe('fail');
      }),
    );
  });

  it('says to give more rounds once, not per row, when too few rounds leave every row inconclusive', () => {
    const base = [100, 100, 100];
    const r = comparePaired(
      ['a', 'b', 'c'].map((name, k) => input(name, base, [100 + 10 * k, 90, 112 - k], { threshold_pct: 8 })),
      { alpha: 0.01, geomeanThreshold: 3 },
    );
    expect(r.benchmarks.map((b) => b.status)).toEqual(['inconclusive', 'inconclusive', 'inconclusive']);
    expect(r.warnings).toEqual([
      "with 3 rounds the signed-rank test cannot reach p <= 0.0033, the level Holm's correction needs for 3 benchmarks: changes over the limit show as inconclusive, as do changes within it whose interval reaches past it, and the geomean cannot fail, whatever its change (its test needs 7 rounds to reach p <= 0.01); " +
        'the geomean, 4.5% worse, is over the 3% limit but not significant (p = 0.625; needs <= 0.01), so it is inconclusive. Give --runs 9 or more',
    ]);
    expect(r.geomean.status).toBe('inconclusive');
    for (const b of r.benchmarks) expect(b.note ?? '').not.toMatch(/--runs|more rounds/);
  });

  it('leaves benchmarks out of the geomean when asked, and skips it when none count', () => {
    const base = [1, 1, 1, 1, 1, 1, 1, 1];
    const r = comparePaired([input('a', base, base.map(() => 2), { in_geomean: false })], { alpha: 0.01, geomeanThreshold: 3 });
    expect(r.geomean.status).toBe('skipped');
    expect(r.benchmarks[0]!.status).toBe('regressed');
  });
});

describe('fmtP', () => {
  it('is never more than 5% off the p-value or level it shows (Holm\'s 0.01/3 read 0.003)', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-12, max: 1, noNaN: true }), (p) => {
        const shown = Number(fmtP(p));
        expect(Math.abs(shown - p) / p).toBeLessThanOrEqual(0.05);
      }),
    );
    expect(fmtP(0.01 / 3)).toBe('0.0033');
    expect(fmtP(0.05)).toBe('0.05');
    expect(fmtP(0.0123)).toBe('0.012');
    expect(fmtP(2.5e-5)).toBe('2.5e-5');
  });
});
