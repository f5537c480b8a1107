/** neutralLine: a line of the runner's log that the runner shows as it is and never acts on. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { neutralLine } from '../../src/action/log-text.js';

describe('neutralLine', () => {
  it('shows line breaks, controls, bidi and invisible characters as escapes, and keeps tabs', () => {
    expect(neutralLine('a\tb\nc\rd\u001b[31me\u202ef\u200bg\ufeffh')).toBe('a\tb\\nc\\rd\\x1b[31me\\u202ef\\u200bg\\ufeffh');
    // A tag character is a surrogate pair: both halves are shown.
    expect(neutralLine('x\u{e0041}y')).toBe('x\\udb40\\udc41y');
  });

  it('never leaves a workflow command for the runner to act on', () => {
    expect(neutralLine('::add-mask::secret')).toBe('\\x3a:add-mask::secret');
    expect(neutralLine('  ::error::x')).toBe('  \\x3a:error::x');
    expect(neutralLine('a ##[set-output name=x]y')).toBe('a ##\\[set-output name=x]y');
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        const line = neutralLine(s);
        expect(line).not.toMatch(/[\r\n]/);
        expect(line).not.toMatch(/^\s*::/);
        expect(line).not.toContain('##[');
      }),
    );
  });
});
