/**
 * JMH's long time units (its TimeUnit short names: ns, us, ms, s, min, hr, day): with
 * `@OutputTimeUnit(HOURS)` or `DAYS` a benchmark is in `hr/op`, `day/op`, `ops/hr` or `ops/day`.
 * `hr` and `day` were no time units, so a change read "worse", not "slower", and a baseline in
 * `min/op` did not convert to runs in `hr/op`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertTime, convertUnit, directionOfUnit, isSpeedUnit, isTimeUnit, parseDuration } from '../../src/core/units.js';

const JMH_TIME_UNITS = ['ns', 'us', 'ms', 's', 'min', 'hr', 'day'];

describe("JMH's time units", () => {
  it('are all time units, and a time per op or ops per time reads as speed', () => {
    for (const unit of JMH_TIME_UNITS) {
      expect(isTimeUnit(unit), unit).toBe(true);
      expect(directionOfUnit(`${unit}/op`), unit).toBe('lower');
      expect(directionOfUnit(`ops/${unit}`), unit).toBe('higher');
      expect(isSpeedUnit(`${unit}/op`) && isSpeedUnit(`ops/${unit}`), unit).toBe(true);
    }
  });

  it('convert: an hour is 60 minutes, a day 24 hours', () => {
    expect(convertTime(1, 'hr', 'min')).toBe(60);
    expect(convertTime(1, 'day', 'hr')).toBe(24);
    expect(convertTime(2, 'day', 's')).toBe(172_800);
    expect(convertUnit(3, 'hr/op', 'min/op')).toBe(180);
    expect(convertUnit(48, 'ops/day', 'ops/hr')).toBe(2);
    expect(parseDuration('1.5hr', 'min')).toBe(90);
    expect(parseDuration('2day', 'hr')).toBe(48);
  });

  it('convert there and back to the value, within rounding', () => {
    const unit = fc.constantFrom(...JMH_TIME_UNITS, 'h', 'ps', 'sec', 'm');
    fc.assert(
      fc.property(fc.double({ min: 1e-6, max: 1e12, noNaN: true }), unit, unit, (value, from, to) => {
        const back = convertTime(convertTime(value, from, to), to, from);
        expect(Math.abs(back - value)).toBeLessThanOrEqual(value * 1e-12);
        const perOp = convertUnit(convertUnit(value, `${from}/op`, `${to}/op`)!, `${to}/op`, `${from}/op`)!;
        expect(Math.abs(perOp - value)).toBeLessThanOrEqual(value * 1e-12);
      }),
    );
  });
});
