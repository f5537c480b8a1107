/** Unit helpers of src/core/units.ts. */
import { describe, expect, it } from 'vitest';
import { convertTime } from '../../src/core/units.js';

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
