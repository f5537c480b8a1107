/**
 * The number formatting every rendering shares. `significant` trims zeros and groups thousands by hand
 * (it runs for every cell of a million-row table); these properties hold it to what toPrecision and
 * Intl's en-US grouping say, and every number, however large, to a few characters.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changeInWords, normalisedRatio, valueChangePct } from '../../src/core/ratio.js';
import { humanChange, humanValue, humanValueChange, significant } from '../../src/report/humanize.js';

/**
 * `value` rounded to `digits` significant digits on its decimal digits (read at 15, what a double
 * holds), a tie away from zero: what a reader (and benchstat) expects of 1.4285, which toPrecision
 * rounds down when the double is just below it (tests/report/half-away-digits.test.ts).
 */
function decimalRound(value: number, digits: number): number {
  if (digits >= 15 || value === 0) return value;
  const [mantissa, exponent] = Math.abs(value).toExponential(14).split('e') as [string, string];
  const all = mantissa.replace('.', '');
  const kept = BigInt(all.slice(0, digits)) + (Number(all[digits]) >= 5 ? 1n : 0n);
  return Math.sign(value) * Number(`${kept}e${Number(exponent) - digits + 1}`);
}

/** What the hand-written formatting must agree with: toPrecision (of the decimal rounding) without trailing zeros, Intl for large values, an exponent past 1e15. */
function reference(value: number, digits: number): string {
  if (!Number.isFinite(value)) return String(value);
  if (Math.abs(value) >= 1e15) return value.toExponential(digits - 1).replace(/\.?0+e/, 'e');
  if (Math.abs(value) >= 10 ** digits) return (Math.sign(value) * Math.round(Math.abs(value))).toLocaleString('en-US');
  const text = decimalRound(value, digits).toPrecision(digits);
  return text.includes('e') ? String(Number(text)) : text.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
}

describe('significant', () => {
  it('reads as in the examples', () => {
    expect(significant(2.98)).toBe('2.98');
    expect(significant(2000)).toBe('2000');
    expect(significant(1234567.4)).toBe('1,234,567');
    expect(significant(-98765.5)).toBe('-98,766');
    expect(significant(0.000123456)).toBe('0.0001235');
    expect(significant(999_999_999_999_999)).toBe('999,999,999,999,999');
    expect(significant(1e25)).toBe('1e+25');
    expect(significant(-1.23456e308)).toBe('-1.235e+308');
  });

  it('agrees with toPrecision and en-US grouping for any double', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: false }), fc.integer({ min: 1, max: 8 }), (value, digits) => {
        expect(significant(value, digits)).toBe(reference(value, digits));
      }),
      { numRuns: 5000 },
    );
  });

  it('agrees at every power of ten and next to it', () => {
    for (let e = -12; e <= 24; e++) {
      for (const v of [10 ** e, 10 ** e - 0.5, 10 ** e + 0.5, -(10 ** e), 9.9995 * 10 ** e]) expect(significant(v)).toBe(reference(v, 4));
    }
  });
});

describe('sizes in binary units', () => {
  it('are scaled like bytes, not given an SI prefix on top of their own', () => {
    // 1536 KiB read "1.536k KiB".
    expect(humanValue(1536, 'KiB')).toBe('1.5 MiB');
    expect(humanValue(1537, 'KiB')).toBe('1.501 MiB');
    expect(humanValue(3, 'MiB')).toBe('3 MiB');
    expect(humanValue(0.5, 'MiB')).toBe('512 KiB');
    expect(humanValue(2048, 'GiB')).toBe('2 TiB');
    expect(humanValue(100, 'KiB')).toBe('100 KiB');
    expect(humanValue(0.25, 'KiB')).toBe('256 B');
    expect(humanValue(1e308, 'TiB')).toBe('1e+308 TiB');
  });
});

describe('sizes with a decimal prefix and byte rates', () => {
  it('move to their own next unit, never get an SI prefix on top of their own', () => {
    // 1575 MB/s read "1.575k MB/s", 1575 MB "1.575k MB", 2.5M B/s "2.5M B/s".
    expect(humanValue(1575, 'MB/s')).toBe('1.575 GB/s');
    expect(humanValue(1575, 'MB')).toBe('1.575 GB');
    expect(humanValue(2.5e6, 'B/s')).toBe('2.5 MB/s');
    expect(humanValue(999, 'B/s')).toBe('999 B/s');
    expect(humanValue(0.5, 'MB/s')).toBe('500 kB/s');
    expect(humanValue(1500, 'kB/s')).toBe('1.5 MB/s');
    expect(humanValue(1500, 'KB')).toBe('1.5 MB');
    expect(humanValue(0.5, 'MB')).toBe('500 kB');
    expect(humanValue(0.5, 'KB')).toBe('500 B');
    expect(humanValue(1500, 'GB/sec')).toBe('1.5 TB/sec');
    expect(humanValue(2e6, 'TB/s')).toBe('2,000,000 TB/s');
    expect(humanValue(1536, 'KiB/s')).toBe('1.5 MiB/s');
    expect(humanValue(0.5, 'GiB/s')).toBe('512 MiB/s');
    expect(humanValue(1e308, 'TB/s')).toBe('1e+308 TB/s');
    expect(humanValue(1e300, 'B/s')).toBe('1e+300 B/s');
    // Units it does not know keep their SI prefix, and plain bytes their binary units.
    expect(humanValue(1575, 'kops/s')).toBe('1.575k kops/s');
    expect(humanValue(1575, 'Mbit/s')).toBe('1.575k Mbit/s');
    expect(humanValue(1536, 'B')).toBe('1.5 KiB');
    expect(humanValue(1536, 'B/op')).toBe('1.536k B/op');
  });

  it('read as the same amount in the unit shown, 1000 or 1024 to the next', () => {
    const units: Array<[string, number]> = [
      ['B/s', 1], ['kB/s', 1e3], ['KB/s', 1e3], ['MB/s', 1e6], ['GB/s', 1e9], ['TB/s', 1e12], ['MB/sec', 1e6],
      ['KiB/s', 1024], ['MiB/s', 1024 ** 2], ['GiB/s', 1024 ** 3], ['TiB/s', 1024 ** 4],
      ['kB', 1e3], ['KB', 1e3], ['MB', 1e6], ['GB', 1e9], ['TB', 1e12],
    ];
    const worth = new Map(units);
    for (const [label, f] of [['B', 1], ['KiB', 1024], ['MiB', 1024 ** 2], ['GiB', 1024 ** 3], ['TiB', 1024 ** 4]] as const) worth.set(label, f);
    fc.assert(
      fc.property(fc.constantFrom(...units), fc.double({ min: 1e-3, max: 1e11, noNaN: true }), ([unit, factor], value) => {
        const text = humanValue(value, unit, 15);
        const m = /^([\d,.e+-]+) (\S+)$/.exec(text)!;
        expect(m, text).not.toBeNull();
        const rate = unit.slice(unit.indexOf('B') + 1);
        // The unit shown is of the same kind (a size, or per second the same way), with no SI prefix before it.
        expect(m[2]!.endsWith(`B${rate}`), text).toBe(true);
        const shownFactor = worth.get(m[2]!.slice(0, m[2]!.length - rate.length));
        expect(shownFactor, text).toBeDefined();
        const number = Number(m[1]!.replaceAll(',', ''));
        expect(Math.abs(number * shownFactor! - value * factor) / (value * factor)).toBeLessThan(1e-9);
        // Scaled up to the largest unit it is at least 1 of, below 1000 (1024) of it unless it is the largest.
        if (!m[2]!.startsWith('T')) expect(number, text).toBeLessThan(unit.includes('i') ? 1024 : 1000);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('a time per item', () => {
  it('scales as the time it is, keeping what it is per (JMH\'s avgt in s/op read 5.361e-9 s/op)', () => {
    expect(humanValue(5.361e-9, 's/op')).toBe('5.361 ns/op');
    expect(humanValue(1234.6, 'us/op')).toBe('1.235 ms/op');
    expect(humanValue(0.25, 'ms/iter')).toBe('250 µs/iter');
    // Not a time on top: a rate or a count keeps its prefix rule.
    expect(humanValue(1500, 'ops/s')).toBe('1.5k ops/s');
  });

  it('reads the same as the time alone, for any value', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-12, max: 1e12, noNaN: true }), fc.constantFrom('s', 'ms', 'us', 'ns'), (value, time) => {
        expect(humanValue(value, `${time}/op`)).toBe(`${humanValue(value, time)}/op`);
      }),
    );
  });
});

describe('a hostile value (up to the largest double) renders in a few characters', () => {
  const finite = fc.double({ noNaN: true, noDefaultInfinity: true });

  it('as a value, a change and a geomean change', () => {
    fc.assert(
      fc.property(finite, fc.constantFrom('ns', 's', 'B', 'KiB', 'TiB', 'ops/s', 'instructions'), (value, unit) => {
        for (const text of [humanValue(value, unit), humanChange(value), changeInWords(value)]) {
          expect(text).not.toMatch(/Infinity|NaN/);
          expect(text.length).toBeLessThan(40);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('a value too large for its largest prefix is written with an exponent, without the prefix', () => {
    // "1e+288T ops/s" and "9.095e+287 TiB" made a reader multiply twice.
    expect(humanValue(1e300, 'ops/s')).toBe('1e+300 ops/s');
    expect(humanValue(1.5e300, 'instructions')).toBe('1.5e+300 instructions');
    expect(humanValue(1e300, 'B')).toBe('1e+300 B');
    expect(humanValue(-1e300, 'ops/s')).toBe('-1e+300 ops/s');
    // Within the prefixes, as before.
    expect(humanValue(2e15, 'ops/s')).toBe('2000T ops/s');
    expect(humanValue(16_772_895, 'ops/s')).toBe('16.77M ops/s');
    expect(humanValue(3 * 1024 ** 4, 'B')).toBe('3 TiB');
    fc.assert(
      fc.property(fc.double({ min: 2e27, max: 1.7e308, noNaN: true }), fc.constantFrom('ops/s', 'B', 'widgets'), (value, unit) => {
        expect(humanValue(value, unit)).toMatch(/^\d(\.\d+)?e\+\d+ \S+$/);
      }),
    );
  });

  it('a change of +1e308% reads as such, not +Infinity%', () => {
    expect(humanChange(1e308)).toBe('+1e+308%');
    expect(changeInWords(-1.0000000000000325e308)).toBe('1e+308% worse');
    expect(humanChange(510)).toBe('+510.0%');
    expect(changeInWords(2.84)).toBe('2.8% better');
  });
});

describe('a change and its factor', () => {
  it('say "same" together or not at all', () => {
    // "+0.3% (same)": the factor 1.003 rounded to 1.00 beside a change that did not round to 0.
    expect(humanValueChange({ ratio: 1.003, value_change_pct: 0.3, unit: 'ops/s', direction: 'higher', status: 'unchanged' })).toBe('+0.3% (1.003× faster)');
    expect(humanValueChange({ ratio: 100 / 99.6, value_change_pct: -0.4, unit: 'ns', direction: 'lower', status: 'unchanged' }, '−')).toBe('−0.4% (1.004× faster)');
    expect(humanValueChange({ ratio: 1 / 1.0004, value_change_pct: 0.04, unit: 'B', direction: 'lower', status: 'unchanged' })).toBe('±0.0% (same)');
    fc.assert(
      fc.property(
        fc.double({ min: 1e-3, max: 1e9, noNaN: true }),
        fc.oneof(fc.double({ min: -0.02, max: 0.02, noNaN: true }), fc.double({ min: -0.9, max: 5, noNaN: true })),
        fc.constantFrom('ns', 'ops/s', 'B', 'instructions'),
        fc.constantFrom('unchanged', 'improved', 'regressed', 'inconclusive'),
        (baseline, change, unit, status) => {
          const current = baseline * (1 + change);
          const direction = unit === 'ops/s' ? 'higher' : 'lower';
          const ratio = normalisedRatio(baseline, current, direction);
          // The gate decides a change of more than 1e-9% at the least (its slack at a 0% limit).
          fc.pre(status === 'unchanged' || status === 'inconclusive' || Math.abs(valueChangePct(ratio, direction)) > 1e-9);
          const text = humanValueChange({ ratio, value_change_pct: valueChangePct(ratio, direction), unit, direction, status, threshold_pct: 8 });
          const [, shownChange, factor] = /^(.*) \((.*)\)$/.exec(text)!;
          expect(factor === 'same', text).toBe(shownChange === '±0.0%');
          // A factor shown is never 1 as written: "1.00× slower" says nothing changed, too.
          expect(factor, text).not.toMatch(/^1(\.0*)?×/);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
