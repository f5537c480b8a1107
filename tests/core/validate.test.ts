/** Bad input: every case is one line naming the file and the benchmark, as an InputError. */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/core/errors.js';
import { validateDocument } from '../../src/core/validate.js';
import { zigttp } from '../helpers/fixtures.js';
import { inputErrorOf } from '../helpers/input-error.js';

const errorOf = (json: unknown): string => inputErrorOf(() => validateDocument(json, 'run.json'));

describe('validateDocument', () => {
  it.each([
    ['not an object', [1, 2], /^run\.json: is not a schema_version 1 benchmark file/],
    ['no schema_version', { benchmarks: [] }, /^run\.json: has no "schema_version"/],
    ['schema_version 2', { schema_version: 2, benchmarks: [] }, /^run\.json: schema_version is 2, but this version of bench-gate reads schema_version 1/],
    ['schema_version "1"', { schema_version: '1', benchmarks: [] }, /schema_version is "1"/],
    ['empty list', { schema_version: 1, benchmarks: [] }, /^run\.json: the benchmark list is empty/],
    ['no benchmarks key', { schema_version: 1 }, /^run\.json: top level: missing required key "benchmarks"/],
    ['no name', { schema_version: 1, benchmarks: [{ ops_per_sec: 1 }] }, /^run\.json: benchmarks\[0\]: missing required key "name"/],
    ['empty name', { schema_version: 1, benchmarks: [{ name: '', ops_per_sec: 1 }] }, /^run\.json: benchmarks\[0\]\.name: must NOT have fewer than 1 characters/],
    ['name not a string', { schema_version: 1, benchmarks: [{ name: 3, ops_per_sec: 1 }] }, /benchmarks\[0\]\.name: must be string/],
    ['value a string', { schema_version: 1, benchmarks: [{ name: 'a', ops_per_sec: '12' }] }, /benchmarks\[0\] \("a"\)\.ops_per_sec: must be number/],
    ['bad direction', { schema_version: 1, benchmarks: [{ name: 'a', value: 1, direction: 'up' }] }, /benchmarks\[0\] \("a"\)\.direction: must be one of "higher", "lower"/],
    ['duplicate', { schema_version: 1, benchmarks: [{ name: 'a', ops_per_sec: 1 }, { name: 'a', ops_per_sec: 2 }] }, /^run\.json: benchmarks\[1\] \("a"\): duplicate name, also at benchmarks\[0\]/],
    ['zero', { schema_version: 1, benchmarks: [{ name: 'a', ops_per_sec: 0 }] }, /benchmarks\[0\] \("a"\): ops_per_sec is zero/],
    ['negative', { schema_version: 1, benchmarks: [{ name: 'a', time_ms: -1 }] }, /benchmarks\[0\] \("a"\): time_ms is negative/],
    ['infinite', { schema_version: 1, benchmarks: [{ name: 'a', value: Infinity, unit: 'ns' }] }, /benchmarks\[0\] \("a"\)\.value: is not a finite number/],
    ['no value', { schema_version: 1, benchmarks: [{ name: 'a' }] }, /benchmarks\[0\] \("a"\): has no value, ops_per_sec or time_ms/],
  ])('%s', (_, json, message) => {
    const text = errorOf(json);
    expect(text).toMatch(message);
    expect(text).not.toContain('\n');
  });

  it('accepts a failed benchmark without a value', () => {
    expect(() => validateDocument({ schema_version: 1, benchmarks: [{ name: 'a', success: false, error: 'crashed' }] }, 'x')).not.toThrow();
  });

  it('keeps unknown fields', () => {
    const json = { schema_version: 1, total_ms: 3, benchmarks: [{ name: 'a', ops_per_sec: 1, perf: { x: 1 } }], extra: [1] };
    expect(validateDocument(json, 'x')).toEqual(json);
  });

  it('accepts every real zigttp file as it is', () => {
    for (const commit of ['10684c0d', '84afb44f', 'f1913a85', '04182b5e', 'a0188ee1']) {
      const json = JSON.parse(readFileSync(zigttp(commit), 'utf8'));
      expect(validateDocument(json, commit).benchmarks).toHaveLength(13);
    }
  });

  it('never throws anything but an InputError on arbitrary JSON', () => {
    const entry = fc.record({ name: fc.oneof(fc.string(), fc.integer()), ops_per_sec: fc.oneof(fc.double(), fc.string()), success: fc.boolean() }, { requiredKeys: [] });
    const docs = fc.oneof(fc.jsonValue(), fc.record({ schema_version: fc.constantFrom(1, 2, '1'), benchmarks: fc.array(entry, { maxLength: 4 }) }, { requiredKeys: [] }));
    fc.assert(
      fc.property(docs, (json) => {
        try {
          validateDocument(json, 'f.json');
        } catch (error) {
          expect(error).toBeInstanceOf(InputError);
          expect((error as Error).message.startsWith('f.json')).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('validateDocument: unique names after a file with the same names', () => {
  const file = (names: string[]) => ({ schema_version: 1, benchmarks: names.map((name, i) => ({ name, ops_per_sec: i + 1 })) });

  it('still finds a duplicate in a file that differs from the last one only by it', () => {
    validateDocument(file(['a', 'b', 'c']), 'run-1.json');
    expect(errorOf(file(['a', 'b', 'b']))).toBe('run.json: benchmarks[2] ("b"): duplicate name, also at benchmarks[1]. Names must be unique within a run');
  });

  it('reports the first problem in entry order, a duplicate before a later bad value', () => {
    validateDocument(file(['x', 'y']), 'run-1.json');
    const json = { schema_version: 1, benchmarks: [{ name: 'a', ops_per_sec: 1 }, { name: 'a', ops_per_sec: 2 }, { name: 'c', ops_per_sec: 0 }] };
    expect(errorOf(json)).toMatch(/benchmarks\[1\] \("a"\): duplicate name/);
  });

  it('accepts a file with the same names as the last one, and checks its values (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 6 }), fc.nat(), (names, at) => {
        validateDocument(file(names), 'run-1.json');
        expect(() => validateDocument(file(names), 'run-2.json')).not.toThrow();
        const bad = file(names);
        const i = at % names.length;
        bad.benchmarks[i]!.ops_per_sec = 0;
        expect(errorOf(bad)).toContain(`benchmarks[${i}]`);
      }),
    );
  });

  it('gives a file with the same names as the last one the verdict and error it gives it otherwise (property)', () => {
    // Entries good and bad in every way the one-pass check of such a file looks at, and metadata.
    const gated = fc.oneof(fc.constantFrom(1, 2.5, 0, -1, Infinity, '3'), fc.double());
    const entry = fc.record({
      value: gated, ops_per_sec: gated, time_ms: gated, unit: fc.constantFrom('ns', 'ops/s', 'bad unit!', 7),
      direction: fc.constantFrom('higher', 'lower', 'up'), success: fc.constantFrom(true, false, 'no'), error: fc.constantFrom('crashed', null, 3),
      samples: fc.constantFrom([1, 2], [1, 'x']), metrics: fc.constantFrom({ 'B/op': { value: 3 } }, { 'B/op': { value: -3 } }), extra: fc.constant({ any: [1] }),
    }, { requiredKeys: [] });
    const metadata = fc.constantFrom(undefined, { commit: 'abc' }, { commit: 3 }, { environment: { cpu_count: 0 } });
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 5 }), fc.array(entry, { minLength: 5, maxLength: 5 }), metadata, (names, entries, meta) => {
        const json = { schema_version: 1, benchmarks: names.map((name, i) => ({ name, ...entries[i] })), ...(meta ? { metadata: meta } : {}) };
        const outcome = () => {
          try {
            validateDocument(structuredClone(json), 'run.json');
            return 'valid';
          } catch (error) {
            return (error as Error).message;
          }
        };
        validateDocument(file([...names, 'other']), 'run-0.json');
        const otherwise = outcome();
        validateDocument(file(names), 'run-1.json');
        expect(outcome()).toBe(otherwise);
      }),
    );
  });
});
