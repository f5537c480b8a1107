/**
 * Structural fuzzing of the adapters that read JSON with the shared reader (JMH, BenchmarkDotNet,
 * vitest, tinybench, mitata, github-action-benchmark, Bencher, hyperfine, k6, oha, pyperf,
 * pytest-benchmark): any value of a fixture replaced by arbitrary JSON must
 * give a valid document or a one-line InputError naming the file, never a TypeError. Line mutations
 * (fuzz.test.ts) mostly break the JSON syntax; these keep it valid and reach the adapters' own checks.
 */
import { readFileSync, statSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/core/errors.js';
import { validateDocument } from '../../src/core/validate.js';
import { formats } from '../../src/formats/index.js';
import { fileInputFromText } from '../../src/io/read-input.js';
import { formatFixtures } from '../helpers/fixtures.js';

const IDS = new Set([
  'jmh', 'benchmarkdotnet', 'vitest-bench', 'tinybench', 'mitata', 'github-action-benchmark', 'bencher',
  'hyperfine', 'k6', 'oha', 'pyperf', 'pytest-benchmark',
]);
// Compressed fixtures are read through the gzip layer (tests/io/read-input.test.ts); this mutates JSON text.
const fixtures = formatFixtures().filter((f) => IDS.has(f.format) && statSync(f.path).isFile() && !f.path.endsWith('.gz'));

/** Every path to a value inside a JSON document. */
function paths(value: unknown, prefix: Array<string | number> = []): Array<Array<string | number>> {
  const here = [prefix];
  if (Array.isArray(value)) return here.concat(value.flatMap((v, i) => paths(v, [...prefix, i])));
  if (value !== null && typeof value === 'object') return here.concat(Object.entries(value).flatMap(([k, v]) => paths(v, [...prefix, k])));
  return here;
}

function replaced(doc: unknown, path: Array<string | number>, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(doc) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = value;
  return copy;
}

describe('JSON adapters never crash on structurally mutated fixtures', () => {
  it.each(fixtures)('$format: $name', ({ format, path }) => {
    const doc: unknown = JSON.parse(readFileSync(path, 'utf8'));
    const all = paths(doc);
    const adapter = formats().find((f) => f.id === format)!;
    fc.assert(
      fc.property(fc.nat(all.length - 1), fc.jsonValue({ maxDepth: 2 }), fc.constantFrom<'higher' | 'lower' | undefined>(undefined, 'higher'), (at, value, direction) => {
        const input = fileInputFromText('mutated.json', JSON.stringify(replaced(doc, all[at]!, value)));
        try {
          validateDocument(adapter.parse(input, { direction }), 'mutated.json');
        } catch (error) {
          expect(error, String((error as Error).stack)).toBeInstanceOf(InputError);
          expect((error as Error).message).toContain('mutated.json');
          expect((error as Error).message).not.toContain('\n');
        }
      }),
      { numRuns: 150 },
    );
  });
});
