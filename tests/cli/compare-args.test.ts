/**
 * The comparison skips Node's parseArgs when no word of the command line starts with '-' (a start-up
 * cost, bench/): what it returns then must be exactly what parseArgs returns.
 */
import { parseArgs } from 'node:util';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { COMPARE_OPTIONS, parseCompareArgs } from '../../src/cli/compare.js';
import { HISTORY_GATE_OPTIONS } from '../../src/cli/history-options.js';

const viaNode = (args: string[]) => parseArgs({ args, options: { ...COMPARE_OPTIONS, ...HISTORY_GATE_OPTIONS }, allowPositionals: true, strict: true });

it('gives what parseArgs gives, for any command line', () => {
  const word = fc.oneof(fc.string(), fc.constantFrom('base.json', 'run-*.json', '-', '--', '--format', 'json', '-o', 'out.md', '--threshold=5', 'a b', ''));
  fc.assert(
    fc.property(fc.array(word, { maxLength: 6 }), (args) => {
      let expected: unknown;
      try {
        expected = viaNode(args);
      } catch (error) {
        expect(() => parseCompareArgs(args)).toThrow((error as Error).message);
        return;
      }
      const got = parseCompareArgs(args);
      expect(got).toStrictEqual(expected);
      expect(Object.getPrototypeOf(got.values)).toBe(Object.getPrototypeOf((expected as { values: object }).values));
    }),
    { numRuns: 2000 },
  );
});
