/** How a list of names is written in one flag or line: commas between, commas inside brackets kept. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitNameList } from '../../src/core/name-list.js';

describe('splitNameList', () => {
  it('splits on commas and trims', () => {
    expect(splitNameList(' a, b ,,c ')).toEqual(['a', 'b', 'c']);
    expect(splitNameList('')).toEqual([]);
  });

  it('keeps commas inside any kind of bracket, nested too', () => {
    expect(splitNameList('BM_Copy<int, 8>,fib(10, 20), test_sum[1,2],x{a,b},BM<pair<int, int>, 4>')).toEqual(['BM_Copy<int, 8>', 'fib(10, 20)', 'test_sum[1,2]', 'x{a,b}', 'BM<pair<int, int>, 4>']);
  });

  it('a stray closing bracket does not swallow the commas after it', () => {
    expect(splitNameList('a>b,c')).toEqual(['a>b', 'c']);
  });

  it('gives back any list of balanced names joined with commas', () => {
    const plain = fc.stringMatching(/^[a-z0-9_/ .-]{1,8}$/).filter((s) => s.trim() !== '');
    const bracketed = fc.tuple(plain, fc.constantFrom(['<', '>'], ['(', ')'], ['[', ']'], ['{', '}']), fc.array(plain, { minLength: 1, maxLength: 3 }))
      .map(([head, [open, close], args]) => `${head}${open}${args.join(', ')}${close}`);
    fc.assert(
      fc.property(fc.array(fc.oneof(plain, bracketed), { minLength: 1, maxLength: 6 }), (names) => {
        const trimmed = names.map((n) => n.trim());
        expect(splitNameList(trimmed.join(','))).toEqual(trimmed);
      }),
    );
  });
});
