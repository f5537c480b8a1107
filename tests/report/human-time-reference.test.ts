/**
 * humanTime picks the largest unit in which a duration is at least 1 and converts the value once.
 * The loop it replaced, which tried every unit from the smallest and converted again at the end,
 * is the reference: the same text for every value and time unit.
 */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { convertTime, isTimeUnit } from '../../src/core/units.js';
import { humanValue, significant } from '../../src/report/humanize.js';

const LADDER = ['ns', 'us', 'ms', 's'];
const LABEL: Record<string, string> = { ns: 'ns', us: 'µs', ms: 'ms', s: 's' };

function referenceHumanTime(value: number, unit: string): string {
  const seconds = convertTime(value, unit, 's');
  let chosen = 'ns';
  for (const candidate of LADDER) {
    if (Math.abs(convertTime(seconds, 's', candidate)) >= 1) chosen = candidate;
  }
  return `${significant(convertTime(seconds, 's', chosen))} ${LABEL[chosen]}`;
}

const UNITS = ['ps', 'ns', 'us', 'µs', 'μs', 'ms', 's', 'sec', 'm', 'min', 'h'];

it('every time unit of the list is one', () => {
  expect(UNITS.filter((u) => !isTimeUnit(u))).toStrictEqual([]);
});

it('gives the text the previous loop gave, for every value and time unit', () => {
  const value = fc.oneof(
    fc.double(),
    // Around the unit boundaries, where a rounding could tip the choice.
    fc.tuple(fc.integer({ min: -15, max: 6 }), fc.double({ min: 0.999, max: 1.001, noNaN: true }), fc.boolean())
      .map(([exponent, m, negative]) => (negative ? -1 : 1) * m * 10 ** exponent),
    fc.constantFrom(0, -0, 1, 1e-9, 1e-6, 1e-3, 999.95, 999.9999, 0.00099999, 1e21, 5e-324, Number.MAX_VALUE),
  );
  fc.assert(fc.property(value, fc.constantFrom(...UNITS), (v, unit) => {
    expect(humanValue(v, unit)).toBe(referenceHumanTime(v, unit));
  }), { numRuns: 20000 });
});
