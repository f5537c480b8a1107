/**
 * StderrTail (src/io/run-command.ts) on a character split between two chunks of stderr: each chunk
 * was decoded on its own, so a tool's "é" or "€" arriving across two reads of the pipe showed as
 * U+FFFD replacement characters in the failure's tail.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StderrTail } from '../../src/io/run-command.js';

describe('StderrTail, multi-byte characters split between chunks', () => {
  it('keeps a character whose bytes come in separate chunks', () => {
    const tail = new StderrTail();
    const bytes = Buffer.from('error: h€llo wörld\n');
    for (let i = 0; i < bytes.length; i++) tail.push(bytes.subarray(i, i + 1));
    expect(tail.lines()).toEqual(['error: h€llo wörld']);
  });

  it('gives the same lines however the bytes are cut into chunks', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'é', '€', '𝄞', ' ', '\n', '\r\n'), { maxLength: 80 }), fc.array(fc.nat(), { maxLength: 10 }), (parts, cuts) => {
        const text = parts.join('');
        const bytes = Buffer.from(text);
        const at = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
        const tail = new StderrTail();
        let from = 0;
        for (const c of [...at, bytes.length]) {
          tail.push(bytes.subarray(from, c));
          from = c;
        }
        const whole = new StderrTail();
        whole.push(bytes);
        expect(tail.lines()).toEqual(whole.lines());
        expect(tail.lines().join('')).not.toContain('\uFFFD');
      }),
    );
  });
});
