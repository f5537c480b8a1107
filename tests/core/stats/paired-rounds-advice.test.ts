/**
 * The advice `bench-diff ab` gives when benchmarks within their limit are inconclusive because their
 * intervals reach past it: about how many rounds would fit the interval within the limit, from the
 * spread measured (half-width ~ 1 / sqrt(n)), rather than a pointer to `--plan`, which plans the
 * rounds to catch a change, not to rule one out.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { comparePaired, type PairedBenchmark, type PairedInput } from '../../../src/core/stats/paired.js';

const OPTIONS = { alpha: 0.01, geomeanThreshold: 3 };
const input = (name: string, base: readonly number[], head: readonly number[], threshold_pct = 8): PairedInput => ({ name, direction: 'lower', threshold_pct, base, head });
const repeat = (values: readonly number[], times: number): number[] => Array.from({ length: times }, () => values).flat();
// 8 rounds of a noisy benchmark: its estimate is within 8%, its 99% interval reaches past it on both sides.
const BASE = [100, 100, 100, 100, 100, 100, 100, 100];
const HEAD = [84, 120, 97, 141, 90, 105, 102, 95];
const advice = (warnings: readonly string[]): string | undefined => warnings.find((w) => w.includes('within the limit') && w.includes('more rounds narrow'));
const roundsAdvised = (warnings: readonly string[]): number | undefined => {
  const m = /: about (\d+) \(--runs (\d+)\), estimated from (?:its|their) spread so far$/.exec(advice(warnings) ?? '');
  if (!m) return undefined;
  expect(m[1]).toBe(m[2]);
  return Number(m[1]);
};
/** n × (half-width / room)² on the log scale, the larger side: the rule the advice states. */
const expected = (b: PairedBenchmark): number => {
  const log = (pct: number) => Math.log1p(pct / 100);
  const c = log(b.change_pct!);
  const worse = ((c - log(b.ci_pct![0])) / (c - log(-b.threshold_pct))) ** 2;
  const better = ((log(b.ci_pct![1]) - c) / (log(b.threshold_pct) - c)) ** 2;
  return Math.ceil(b.rounds * Math.max(worse, better));
};

describe('advice for a benchmark within its limit whose interval reaches past it', () => {
  it('gives about how many rounds its spread needs, not a pointer to --plan', () => {
    const r = comparePaired([input('noisy', BASE, HEAD)], OPTIONS);
    const noisy = r.benchmarks[0]!;
    expect(noisy.status).toBe('inconclusive');
    const text = advice(r.warnings)!;
    expect(text).toMatch(/^1 benchmark within the limit has an interval that reaches past it, so it is inconclusive: more rounds narrow the interval: about \d+ \(--runs \d+\), estimated from its spread so far$/);
    expect(text).not.toContain('--plan');
    const n = roundsAdvised(r.warnings)!;
    expect(n).toBe(expected(noisy));
    expect(n).toBeGreaterThan(8);
  });

  it('advises enough rounds: the same spread over that many rounds fits within the limit', () => {
    for (const times of [1, 2, 4]) {
      const r = comparePaired([input('noisy', repeat(BASE, times), repeat(HEAD, times))], OPTIONS);
      const n = roundsAdvised(r.warnings)!;
      // The same rounds again, as many times as it takes to reach the advice: same estimate, narrower interval.
      const enough = comparePaired([input('noisy', repeat(BASE, Math.ceil(n / 8)), repeat(HEAD, Math.ceil(n / 8)))], OPTIONS);
      expect(enough.benchmarks[0]!.status).toBe('unchanged');
      expect(advice(enough.warnings)).toBeUndefined();
    }
  });

  it('takes the most any benchmark needs, and says "their" for several', () => {
    const wider = HEAD.map((v) => 100 + (v - 100) * 1.3);
    const r = comparePaired([input('noisy', BASE, HEAD), input('noisier', BASE, wider)], OPTIONS);
    expect(r.benchmarks.map((b) => b.status)).toEqual(['inconclusive', 'inconclusive']);
    expect(advice(r.warnings)).toMatch(/^2 benchmarks within the limit have intervals that reach past it, so they are inconclusive: more rounds narrow the intervals: about \d+ \(--runs \d+\), estimated from their spread so far$/);
    expect(roundsAdvised(r.warnings)).toBe(Math.max(...r.benchmarks.map(expected)));
  });

  it('gives no number when the estimate sits on the limit, where no number of rounds would do', () => {
    // Log-ratios symmetric about 0 under a 0% limit: the estimate is on the limit, with no room either side.
    const base = repeat([100], 10);
    const head = [1, -1, 2, -2, 3, -3, 1, -1, 2, -2].map((k) => 100 * Math.exp(0.05 * k));
    const r = comparePaired([input('on', base, head, 0)], OPTIONS);
    expect(r.benchmarks[0]!.status).toBe('inconclusive');
    expect(advice(r.warnings)).toBe('1 benchmark within the limit has an interval that reaches past it, so it is inconclusive: more rounds narrow the interval, but not to within the limit in 10,000 rounds: its estimate is too near it');
  });

  it('always advises more rounds than were run', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: -0.3, max: 0.3, noNaN: true }), { minLength: 8, maxLength: 40 }), (logs) => {
        const base = logs.map(() => 100);
        const r = comparePaired([input('x', base, logs.map((l) => 100 * Math.exp(l)))], OPTIONS);
        const n = roundsAdvised(r.warnings);
        if (n !== undefined) expect(n).toBeGreaterThan(logs.length);
      }),
      { numRuns: 200 },
    );
  });
});
