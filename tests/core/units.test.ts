/** Unit parsing and normalisation (src/core/units.ts), and the format adapters' use of it. */
import { describe, expect, it } from 'vitest';
import { tidy, toMs } from '../../src/formats/shared/http.js';
import { convertTime, directionOfUnit, parseBytes, parseCount, parseDuration } from '../../src/core/units.js';
import { isCountUnit } from '../../src/core/metric-rules.js';

describe('durations', () => {
  it.each([
    ['53.00us', 'ms', 0.053],
    ['53.00µs', 'ms', 0.053],
    ['53.00μs', 'us', 53],
    ['1.13ms', 'us', 1130],
    ['8.00s', 'ms', 8000],
    ['250ns', 'us', 0.25],
    ['2m', 's', 120],
    ['1.5h', 'min', 90],
    ['0.5 s', 'ms', 500],
  ])('%s in %s is %d', (text, unit, expected) => {
    expect(parseDuration(text, unit)).toBeCloseTo(expected, 12);
  });

  it('is exact between decimal units', () => {
    expect(convertTime(2, 'ms', 'us')).toBe(2000);
    expect(convertTime(1.13, 'ms', 'us')).toBe(1130);
    expect(convertTime(2000, 'us', 'ms')).toBe(2);
  });

  it('rejects what is not a duration', () => {
    for (const text of ['', 'ms', '12', '12 parsecs', '1.2.3ms', 'NaNms']) expect(parseDuration(text)).toBeUndefined();
    expect(() => convertTime(1, 'ms', 'ops')).toThrow(RangeError);
  });
});

describe('counts and bytes', () => {
  it.each([
    ['12.45k', 12450],
    ['3.2M', 3_200_000],
    ['1G', 1e9],
    ['17', 17],
    ['0.5K', 500],
  ])('count %s is %d', (text, expected) => {
    expect(parseCount(text)).toBeCloseTo(expected, 6);
  });

  it.each([
    ['0.87GB', 0.87 * 1024 ** 3],
    ['512B', 512],
    ['1.5KB', 1536],
    ['2MB', 2 * 1024 ** 2],
    ['1MiB', 1024 ** 2],
  ])('bytes %s is %d', (text, expected) => {
    expect(parseBytes(text)).toBeCloseTo(expected, 3);
  });

  it('rejects what is not a count or a size', () => {
    expect(parseCount('12x')).toBeUndefined();
    expect(parseBytes('12')).toBeUndefined();
    expect(parseBytes('12 bits')).toBeUndefined();
  });
});

describe('direction of a unit', () => {
  it.each([
    ['ns', 'lower'], ['us', 'lower'], ['µs', 'lower'], ['ms', 'lower'], ['s', 'lower'],
    ['ns/op', 'lower'], ['ms/iter', 'lower'], ['s/op', 'lower'],
    ['ops/s', 'higher'], ['op/s', 'higher'], ['req/s', 'higher'], ['requests/sec', 'higher'], ['MB/s', 'higher'], ['ops/ms', 'higher'], ['ops/µs', 'higher'], ['ops/μs', 'higher'], ['MiB/µs', 'higher'],
    ['B', 'lower'], ['B/op', 'lower'], ['allocs/op', 'lower'], ['MiB', 'lower'],
  ])('%s: %s is better', (unit, direction) => {
    expect(directionOfUnit(unit)).toBe(direction);
  });

  it('knows that less is better for every count the gate gates as one (Ir, allocs, instructions, B/op), as it does for such a metric', () => {
    for (const unit of ['Ir', 'instructions', 'allocs', 'allocations', 'allocs/op', 'B/op', 'bytes/op', 'ALLOCS', 'Allocations/op']) {
      expect(isCountUnit(unit)).toBe(true);
      expect(directionOfUnit(unit)).toBe('lower');
    }
  });

  it('does not guess for units it does not know', () => {
    for (const unit of [undefined, '', 'points', 'widgets', 'score']) expect(directionOfUnit(unit)).toBeUndefined();
  });
});

describe('native harness formats: time conversion', () => {
  it('converts between harness time units without floating-point residue', () => {
    expect(convertTime(2000, 'ns', 'us')).toBe(2);
    expect(convertTime(4000, 'ns', 'us')).toBe(4);
    expect(convertTime(3, 'us', 'ns')).toBe(3000);
    expect(convertTime(1.13, 'ms', 'us')).toBe(1130);
    expect(convertTime(1500, 'ms', 's')).toBe(1.5);
    expect(convertTime(0.25, 's', 'ns')).toBe(250000000);
    expect(convertTime(90, 's', 'min')).toBe(1.5);
  });

  it('rejects a unit that is not a time unit', () => {
    expect(() => convertTime(1, 'ns', 'B')).toThrow(RangeError);
  });
});

describe('HTTP load tools (wrk, hey, oha, k6): unit normalisation', () => {
  it('reads the durations wrk prints, in ms', () => {
    expect(parseDuration('53.00us', 'ms')).toBeCloseTo(0.053, 12);
    expect(parseDuration('1.13ms', 'ms')).toBe(1.13);
    expect(parseDuration('8.00s', 'ms')).toBe(8000);
    expect(parseDuration('1.02m', 'ms')).toBeCloseTo(61200, 9);
    expect(parseDuration('12.45k', 'ms')).toBeUndefined();
  });

  it('reads wrk counts with decimal prefixes and sizes with binary ones', () => {
    expect(parseCount('12.45k')).toBeCloseTo(12450, 9);
    expect(parseCount('3.2M')).toBeCloseTo(3.2e6, 6);
    expect(parseCount('264.56')).toBe(264.56);
    expect(parseBytes('0.87GB')).toBeCloseTo(0.87 * 1024 ** 3, 3);
    expect(parseBytes('512.00B')).toBe(512);
    expect(parseBytes('44.26KB')).toBeCloseTo(44.26 * 1024, 9);
  });

  it('converts seconds (hey, oha) to ms without binary noise', () => {
    expect(0.0153 * 1000).not.toBe(15.3); // the noise tidy removes
    expect(toMs(0.0153, 's')).toBe(15.3);
    expect(toMs(53, 'us')).toBe(0.053);
    expect(convertTime(toMs(0.0538, 's'), 'ms', 's')).toBeCloseTo(0.0538, 15);
    expect(tidy(0)).toBe(0);
    expect(Number.isNaN(tidy(Number.NaN))).toBe(true);
  });

  it('knows the direction of the units the HTTP adapters write', () => {
    expect(directionOfUnit('req/s')).toBe('higher');
    expect(directionOfUnit('iterations/s')).toBe('higher');
    expect(directionOfUnit('ms')).toBe('lower');
    expect(directionOfUnit('s')).toBe('lower');
    expect(directionOfUnit('B')).toBe('lower');
  });
});
