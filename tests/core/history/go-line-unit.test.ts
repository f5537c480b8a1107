/**
 * The unit github-action-benchmark's `go` tool writes for a -benchmem line (`ns/op\t0 B/op\t0
 * allocs/op`): its first unit. Read token by token; the one regex it replaced (kept here as the
 * reference) backtracked quadratically on a long unit, and both must read every unit alike.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { goLineFirstUnit } from '../../../src/core/history/import-github-action-benchmark.js';

const REFERENCE = /^(\S+)(?:\s+[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?\s+\S+)+$/;

describe('goLineFirstUnit', () => {
  it('reads the first unit of a -benchmem line, and nothing of any other unit', () => {
    expect(goLineFirstUnit('ns/op\t0 B/op\t0 allocs/op')).toBe('ns/op');
    expect(goLineFirstUnit('ns/op  12.5 MB/s')).toBe('ns/op');
    expect(goLineFirstUnit('ns/op')).toBeUndefined();
    expect(goLineFirstUnit('ns/op 1')).toBeUndefined();
    expect(goLineFirstUnit('ns/op x B/op')).toBeUndefined();
  });

  it('agrees with the regex it replaced on any text of its alphabet', () => {
    const text = fc.string({ unit: fc.constantFrom('n', 's', '/', 'o', 'p', '1', '2', '.', 'e', '-', '+', ' ', '\t', 'B'), maxLength: 24 });
    fc.assert(fc.property(text, (unit) => {
      expect(goLineFirstUnit(unit)).toBe(REFERENCE.exec(unit)?.[1]);
    }), { numRuns: 3000 });
  });

  it('reads a unit of 100,000 characters in one pass', () => {
    // The shape that made the regex backtrack: a long run of digits with a space after it.
    expect(goLineFirstUnit(`ns/op 1${'1'.repeat(100_000)} `)).toBeUndefined();
    expect(goLineFirstUnit(`ns/op 1${'1'.repeat(100_000)} B/op`)).toBe('ns/op');
  });
});
