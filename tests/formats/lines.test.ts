/** forEachLine walks a text's lines without the array: it must see exactly what split(/\r?\n/) sees. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { forEachLine } from '../../src/formats/shared/lines.js';

const collect = (text: string): Array<[string, number]> => {
  const seen: Array<[string, number]> = [];
  forEachLine(text, (line, index) => seen.push([line, index]));
  return seen;
};

describe('forEachLine', () => {
  it('gives the lines and indices of split(/\\r?\\n/), for any text of line breaks and carriage returns', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', '\n', '\r', '\r\n', ' ')).map((parts) => parts.join('')), (text) => {
        expect(collect(text)).toEqual(text.split(/\r?\n/).map((line, i) => [line, i]));
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps a lone carriage return and a last line without a break', () => {
    expect(collect('a\r\nb\rc\n\r')).toEqual([['a', 0], ['b\rc', 1], ['\r', 2]]);
    expect(collect('')).toEqual([['', 0]]);
  });
});
