/**
 * The adapters' median sorts a few values by insertion into a scratch array; the median of
 * core/aggregate.ts (a copy sorted by `a - b`) is the reference: the same number, the sign of a zero
 * included, for any values (NaN, infinities and zeros of both signs among them), few or many.
 */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { median as coreMedian } from '../../src/core/aggregate.js';
import { median } from '../../src/formats/shared/harness.js';

const value = fc.oneof(
  fc.double(),
  fc.constantFrom(0, -0, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1, -1, 5e-324),
  fc.integer({ min: -3, max: 3 }),
);

it('gives what the core median gives, for any values', () => {
  fc.assert(fc.property(fc.array(value, { maxLength: 40 }), (values) => {
    const expected = values.length === 0 ? undefined : coreMedian(values);
    const got = median(values);
    expect(Object.is(got, expected), `median(${JSON.stringify(values.map(String))}) = ${got}, expected ${expected}`).toBe(true);
  }), { numRuns: 20000 });
});

it('one call does not leak into the next', () => {
  expect(median([5, 1, 3, 2])).toBe(2.5);
  expect(median([9])).toBe(9);
  expect(median([-0, 0, 0])).toBe(0);
  expect(Object.is(median([-0, -0, 0]), -0)).toBe(true);
});
