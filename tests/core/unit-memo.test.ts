/** unitMemo: the answers of the function it keeps, each asked once for the first units, never more kept than its bound. */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { unitMemo } from '../../src/core/unit-memo.js';

it('gives the function\'s answers for any units, asks each of the first 256 once, and keeps answering past them', () => {
  fc.assert(
    fc.property(fc.array(fc.string({ maxLength: 4 }), { maxLength: 600 }), (units) => {
      const asked = new Map<string, number>();
      const answer = (unit: string) => {
        asked.set(unit, (asked.get(unit) ?? 0) + 1);
        return unit.length % 2 === 0 ? undefined : `${unit}!`;
      };
      const memo = unitMemo(answer);
      for (const unit of [...units, ...units]) expect(memo(unit)).toBe(answer(unit));
      const firstKept = [...new Set(units)].slice(0, 256);
      // Each kept unit was asked by the memo once (and once more here, by the check beside it).
      for (const unit of firstKept) expect(asked.get(unit)).toBe(1 + units.filter((u) => u === unit).length * 2);
    }),
    { numRuns: 50 },
  );
});
