import { describe, expect, it } from 'vitest';
import { comparePaired } from '../../../src/core/stats/paired.js';
import { planPaired, robustSpread } from '../../../src/core/stats/paired-plan.js';
import { mulberry32, normal } from '../../../src/core/stats/random.js';

describe('robustSpread', () => {
  it('is the standard deviation on normal noise and ignores a few wild rounds', () => {
    const random = mulberry32(3);
    const clean = Array.from({ length: 2000 }, () => 0.04 * normal(random));
    expect(robustSpread(clean)).toBeGreaterThan(0.037);
    expect(robustSpread(clean)).toBeLessThan(0.043);
    const wild = [...clean.slice(0, 20), 5, -5];
    expect(robustSpread(wild)).toBeLessThan(0.1);
    expect(robustSpread([0.1, 0.1, 0.1, 0.2])).toBeGreaterThan(0); // MAD 0: falls back on the sd
  });
});

describe('planPaired', () => {
  const measured = (sd: number, k: number, seed: number) => {
    const random = mulberry32(seed);
    return Array.from({ length: k }, () => sd * normal(random));
  };

  it('needs more rounds for more noise, smaller changes and more benchmarks', () => {
    const logs = measured(0.1, 200, 1);
    const one = planPaired([{ name: 'a', threshold_pct: 5, logRatios: logs }], { alpha: 0.01, detectPct: 10 });
    const noisier = planPaired([{ name: 'a', threshold_pct: 5, logRatios: logs.map((v) => 2 * v) }], { alpha: 0.01, detectPct: 10 });
    const smaller = planPaired([{ name: 'a', threshold_pct: 5, logRatios: logs }], { alpha: 0.01, detectPct: 7 });
    const many = planPaired(Array.from({ length: 20 }, (_, i) => ({ name: `b${i}`, threshold_pct: 5, logRatios: logs })), { alpha: 0.01, detectPct: 10 });
    expect(noisier.rounds_needed).toBeGreaterThan(3 * one.rounds_needed);
    expect(smaller.rounds_needed).toBeGreaterThan(one.rounds_needed);
    expect(many.rounds_needed).toBeGreaterThan(one.rounds_needed);
    expect(one.benchmarks[0]!.spread_pct).toBeGreaterThan(9);
    expect(one.benchmarks[0]!.spread_pct).toBeLessThan(13);
  });

  it('has no verdict plan for a change no larger than the threshold, and never plans below the reachable minimum', () => {
    const plan = planPaired([{ name: 'a', threshold_pct: 8, logRatios: [0, 0, 0, 0] }], { alpha: 0.01 });
    expect(plan.benchmarks[0]!.rounds_for_verdict).toBeNull();
    expect(plan.benchmarks[0]!.rounds_for_test).toBe(7); // 2^-7 <= 0.01 < 2^-6
    expect(plan.rounds_needed).toBe(7);
  });

  it('reaches about the power it promises: simulated verdicts at the planned rounds', () => {
    const sd = 0.06;
    const plan = planPaired([{ name: 'a', threshold_pct: 5, logRatios: measured(sd, 400, 9) }], { alpha: 0.01, detectPct: 12 });
    const n = plan.rounds_needed;
    const random = mulberry32(11);
    let caught = 0;
    const trials = 300;
    for (let t = 0; t < trials; t++) {
      const head = Array.from({ length: n }, () => 1.12 * Math.exp(sd * normal(random)));
      const result = comparePaired([{ name: 'a', direction: 'lower', threshold_pct: 5, base: head.map(() => 1), head }], { alpha: 0.01, geomeanThreshold: 3 });
      if (result.benchmarks[0]!.status === 'regressed') caught++;
    }
    expect(caught / trials).toBeGreaterThan(0.85);
    // And not wildly more than needed: at half the rounds, the power is clearly lower.
    let caughtHalf = 0;
    for (let t = 0; t < trials; t++) {
      const head = Array.from({ length: Math.ceil(n / 2) }, () => 1.12 * Math.exp(sd * normal(random)));
      const result = comparePaired([{ name: 'a', direction: 'lower', threshold_pct: 5, base: head.map(() => 1), head }], { alpha: 0.01, geomeanThreshold: 3 });
      if (result.benchmarks[0]!.status === 'regressed') caughtHalf++;
    }
    expect(caughtHalf / trials).toBeLessThan(0.85);
  });
});
