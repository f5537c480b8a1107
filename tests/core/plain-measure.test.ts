import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plainMeasureOf, resolveMeasure } from '../../src/core/measure.js';
import type { BenchmarkEntry, Direction } from '../../src/core/model.js';

const direction = fc.constantFrom<Direction | undefined>('higher', 'lower', undefined);
const number = fc.oneof(fc.double(), fc.constantFrom(0, -1, 1, 1e308, Number.MIN_VALUE, Number.NaN, Number.POSITIVE_INFINITY));
const unit = fc.constantFrom('ns', 'ms', 's', 'ops/s', 'B', 'instructions', 'widgets', '', 'µs');
const entry = fc.record(
  {
    name: fc.constant('x'),
    value: number,
    ops_per_sec: number,
    time_ms: number,
    unit,
    direction,
    success: fc.constantFrom(true, false, undefined),
    samples: fc.constantFrom(undefined, [1, 2]),
  },
  { requiredKeys: ['name'] },
) as fc.Arbitrary<BenchmarkEntry>;

function resolved(e: BenchmarkEntry, override: Direction | undefined): { value: number; unit: string; direction: Direction } | undefined {
  try {
    return resolveMeasure(e, 'x', override);
  } catch {
    return undefined;
  }
}

describe('plainMeasureOf, the fast path of resolveMeasure', () => {
  it('gives what resolveMeasure gives whenever it answers, and answers for every successful entry without samples that resolveMeasure accepts', () => {
    fc.assert(
      fc.property(entry, direction, (e, override) => {
        const plain = plainMeasureOf(e, override);
        const slow = resolved(e, override);
        if (plain !== undefined) expect({ ...plain }).toEqual(slow);
        else if (e.success !== false && e.samples === undefined) expect(slow).toBeUndefined();
      }),
      { numRuns: 2000 },
    );
  });
});
