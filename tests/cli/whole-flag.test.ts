/**
 * The one rule for whole-number flags (--runs, --rounds, --warmup, --seed, --keep, --window,
 * --max-runs): digits only, within the flag's range, or a one-line error that names the flag.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRunCount, parseWholeFlag } from '../../src/cli/options.js';

describe('parseWholeFlag', () => {
  it('takes every whole number in its range, written in digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 2000 }), (a, b, n) => {
        const [min, max] = a <= b ? [a, b] : [b, a];
        const inRange = n >= min && n <= max;
        if (inRange) expect(parseWholeFlag('--keep', String(n), min, max)).toBe(n);
        else expect(() => parseWholeFlag('--keep', String(n), min, max)).toThrow(`--keep: "${n}" is not a whole number from ${min} to ${max}`);
      }),
    );
  });

  it('refuses what Number() would also take', () => {
    for (const text of ['0x10', '1e3', ' 5', '5 ', '', '+5', '-1', '5.0', '٥']) {
      expect(() => parseWholeFlag('--runs', text, 1, 100), text).toThrow('--runs: ');
    }
  });

  it('says "at least" when the flag has no upper bound, and leaves an absent flag undefined', () => {
    expect(() => parseWholeFlag('--window', '3', 10)).toThrow('--window: "3" is not a whole number of at least 10');
    expect(parseWholeFlag('--window', '12', 10)).toBe(12);
    expect(parseWholeFlag('--window', undefined, 10)).toBeUndefined();
  });

  it('gives an example inside the range', () => {
    expect(() => parseWholeFlag('--warmup', 'x', 0, 3)).toThrow('Give e.g. --warmup 3');
    expect(() => parseWholeFlag('--window', 'x', 10)).toThrow('Give e.g. --window 10');
  });
});

describe('parseRunCount', () => {
  it('falls back when the flag is absent, and bounds the count at 10,000', () => {
    expect(parseRunCount(undefined, '--runs', 7)).toBe(7);
    expect(parseRunCount('10000', '--runs', 7)).toBe(10_000);
    expect(() => parseRunCount('10001', '--rounds', 7)).toThrow('--rounds: "10001" is not a whole number from 1 to 10000');
  });
});
