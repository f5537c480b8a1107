/**
 * No input crashes a parser: mutated fixtures and arbitrary text either convert to a valid schema v1
 * document or fail with an InputError (a one-line message naming the file), never anything else.
 */
import { readFileSync, statSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/core/errors.js';
import { validateDocument } from '../../src/core/validate.js';
import { formats } from '../../src/formats/index.js';
import type { FileInput } from '../../src/formats/types.js';
import { fileInputFromText } from '../../src/io/read-input.js';
import { formatFixtures } from '../helpers/fixtures.js';

function asInput(text: string): FileInput {
  return fileInputFromText('fuzz.txt', text);
}
/** Parses with one adapter; the only acceptable failure is an InputError naming the file. */
function parseOrInputError(id: string, text: string): void {
  const format = formats().find((f) => f.id === id)!;
  const input = asInput(text);
  format.detect(input); // must not throw
  try {
    validateDocument(format.parse(input, {}), 'fuzz.txt');
  } catch (error) {
    expect(error, String((error as Error).stack)).toBeInstanceOf(InputError);
    expect((error as Error).message).toContain('fuzz.txt');
    expect((error as Error).message).not.toContain('\n');
  }
}

const fileFixtures = formatFixtures().filter((f) => statSync(f.path).isFile());

/** Line-level mutations keep inputs close to the format, where parsers have the most to lose. */
const mutation = (lines: string[]) =>
  fc.array(
    fc.oneof(
      fc.record({ op: fc.constant('drop' as const), at: fc.nat(lines.length) }),
      fc.record({ op: fc.constant('dup' as const), at: fc.nat(lines.length) }),
      fc.record({ op: fc.constant('garble' as const), at: fc.nat(lines.length), text: fc.string({ maxLength: 12 }) }),
      fc.record({ op: fc.constant('truncate' as const), at: fc.nat(lines.length), keep: fc.nat(40) }),
    ),
    { maxLength: 6 },
  );

function mutate(lines: string[], ops: Array<{ op: string; at: number; text?: string; keep?: number }>): string {
  const out = [...lines];
  for (const m of ops) {
    const i = Math.min(m.at, out.length - 1);
    if (i < 0) break;
    if (m.op === 'drop') out.splice(i, 1);
    else if (m.op === 'dup') out.splice(i, 0, out[i]!);
    else if (m.op === 'garble') out[i] = out[i]!.slice(0, 3) + m.text! + out[i]!.slice(3 + m.text!.length);
    else out[i] = out[i]!.slice(0, m.keep);
  }
  return out.join('\n');
}

describe('parsers never crash', () => {
  it.each(formats().map((f) => f.id))('%s: on arbitrary text', (id) => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), (text) => parseOrInputError(id, text)), { numRuns: 200 });
  });

  it.each(fileFixtures)('$format: on mutations of $name', ({ format, path }) => {
    const lines = readFileSync(path, 'utf8').split('\n');
    fc.assert(fc.property(mutation(lines), (ops) => parseOrInputError(format, mutate(lines, ops))), { numRuns: 100 });
  });
});
