import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePercent } from '../../src/core/number-text.js';

describe('parsePercent', () => {
  it('reads a decimal with or without a trailing %', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 99 }), fc.boolean(), (whole, cents, sign) => {
        const text = `${whole}.${String(cents).padStart(2, '0')}${sign ? '%' : ''}`;
        expect(parsePercent(text)).toEqual({ value: (whole * 100 + cents) / 100 });
      }),
    );
  });

  it('names a negative percentage as negative, and anything else as not a percentage', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.boolean(), (n, sign) => {
        const text = `-${n}${sign ? '%' : ''}`;
        expect(parsePercent(text)).toEqual({ problem: `"${text}" is negative: a percentage here is 0 or more` });
      }),
    );
    for (const text of ['0x10', '1e400', '', '%', '5 %', '--5', '-', 'five', '-0x1']) expect(parsePercent(text)).toEqual({ problem: `"${text}" is not a percentage` });
  });
});
