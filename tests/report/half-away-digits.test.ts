/**
 * A value halfway in decimal rounds away from zero, as a reader (and benchstat) expects: a go test
 * median of 1428.5 ns read "1.428 µs" where benchstat shows 1.429µ, because 1428.5 ns scaled to µs is
 * 1.42849999... in binary and toPrecision rounds the binary value.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { humanValue, significant } from '../../src/report/humanize.js';

/**
 * n / 10^k rounded half away from zero on its decimal digits, to `digits` significant digits, or to
 * a whole number when it has more integer digits than that (as `significant` shows it): by the digits
 * of n, without any floating-point rounding.
 */
function expected(n: number, k: number, digits: number): number {
  const s = String(Math.abs(n));
  const keep = Math.max(digits, s.length - k);
  if (s.length <= keep) return n / 10 ** k;
  const kept = BigInt(s.slice(0, keep)) + (Number(s[keep]) >= 5 ? 1n : 0n);
  return Math.sign(n) * Number(`${kept}e${s.length - keep - k}`);
}

describe('a value halfway in decimal', () => {
  it('rounds away from zero when scaled to a readable unit', () => {
    expect(humanValue(1428.5, 'ns')).toBe('1.429 µs');
    expect(humanValue(1428.5e-9, 's')).toBe('1.429 µs');
    expect(humanValue(1.4285, 'ms')).toBe('1.429 ms');
    expect(humanValue(14_285, 'ops/s')).toBe('14.29k ops/s');
    expect(humanValue(-14_285, 'ops/s')).toBe('-14.29k ops/s');
    expect(significant(-98_765.5)).toBe('-98,766');
    // Below the tie it still rounds down, above it up.
    expect(humanValue(1428.49, 'ns')).toBe('1.428 µs');
    expect(humanValue(1428.51, 'ns')).toBe('1.429 µs');
  });

  it('n / 10^k shows the decimal half-away rounding of its digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: 12 }), fc.integer({ min: 1, max: 8 }), (n, k, digits) => {
        const shown = significant(n / 10 ** k, digits);
        expect(Number(shown.replace(/,/g, ''))).toBe(expected(n, k, digits));
      }),
      { numRuns: 5000 },
    );
  });

  it('ties in particular: n5 / 10^k', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), fc.integer({ min: 0, max: 12 }), fc.integer({ min: 1, max: 8 }), (m, k, digits) => {
        const n = m * 10 + (m < 0 ? -5 : 5);
        const shown = significant(n / 10 ** k, digits);
        expect(Number(shown.replace(/,/g, ''))).toBe(expected(n, k, digits));
      }),
      { numRuns: 5000 },
    );
  });
});
