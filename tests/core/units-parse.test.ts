/** Unit normalisation on its own: the suffixed numbers tools print, and directions of units. */
import { describe, expect, it } from 'vitest';
import { convertTime, directionOfUnit, parseBytes, parseCount, parseDuration } from '../../src/core/units.js';

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
    ['ops/s', 'higher'], ['op/s', 'higher'], ['req/s', 'higher'], ['requests/sec', 'higher'], ['MB/s', 'higher'], ['ops/ms', 'higher'],
    ['B', 'lower'], ['B/op', 'lower'], ['allocs/op', 'lower'], ['MiB', 'lower'],
  ])('%s: %s is better', (unit, direction) => {
    expect(directionOfUnit(unit)).toBe(direction);
  });

  it('does not guess for units it does not know', () => {
    for (const unit of [undefined, '', 'points', 'widgets', 'score']) expect(directionOfUnit(unit)).toBeUndefined();
  });
});
