/**
 * The JSON report in pieces (what the CLI prints and writes, so that a large report never exists as
 * one string) is byte for byte renderJson's text: on reports the gate makes of random suites, and on
 * any object of the report's shape, whatever its values (strings with newlines, entries JSON cannot
 * represent, nested lists).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runGate } from '../../src/core/gate.js';
import { DEFAULT_GATE_OPTIONS } from '../../src/core/gate-options.js';
import type { Report } from '../../src/core/report.js';
import { renderJson, renderJsonChunks } from '../../src/report/json.js';
import { opsRun } from '../helpers/documents.js';

const joined = (report: Report, batch?: number): string => [...renderJsonChunks(report, batch)].join('');

describe('renderJsonChunks', () => {
  it('joins to renderJson on reports of random suites, whatever the batch size', () => {
    const suite = fc.dictionary(fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }), fc.double({ min: 1e-3, max: 1e9, noNaN: true }), { minKeys: 1, maxKeys: 30 });
    fc.assert(
      fc.property(suite, suite, fc.integer({ min: 1, max: 40 }), (base, current, batch) => {
        const report = runGate(opsRun('base.json', base), [opsRun('run.json', current)], { ...DEFAULT_GATE_OPTIONS, allowMissing: true });
        expect(joined(report, batch)).toBe(renderJson(report));
      }),
    );
  });

  it('joins to renderJson on any object of the report shape', () => {
    const value = fc.anything({ withNullPrototype: true, withSparseArray: true, withBoxedValues: true, withUnicodeString: true, maxDepth: 3 });
    const shape = fc.dictionary(fc.string({ unit: 'binary', maxLength: 8 }), fc.oneof(value, fc.array(value), fc.constantFrom(undefined, () => 1, [] as unknown[], {})), { maxKeys: 8 });
    fc.assert(
      fc.property(shape, fc.integer({ min: 1, max: 5 }), (object, batch) => {
        const report = object as unknown as Report;
        expect(joined(report, batch)).toBe(renderJson(report));
      }),
    );
  });

  it('gives a large report in pieces, none much larger than a batch of benchmarks', () => {
    const values = Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`bench_${i}`, 1000 + i]));
    const report = runGate(opsRun('base.json', values), [opsRun('run.json', values)], DEFAULT_GATE_OPTIONS);
    const whole = renderJson(report);
    const pieces = [...renderJsonChunks(report, 100)];
    expect(pieces.join('')).toBe(whole);
    expect(Math.max(...pieces.map((p) => p.length))).toBeLessThan(whole.length / 20);
  });
});

describe('the JSON text on a terminal', () => {
  /** What a terminal would act on or not show: C1 controls, DEL, the bidi and zero-width characters, tags. JSON.stringify escapes C0 itself. */
  const RAW = /[\u007f-\u009f\u00ad\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff]|\udb40[\udc00-\udc7f]/;

  it('has every invisible or control character of a name escaped, and parses to the same report', () => {
    // JSON.stringify leaves C1 controls (U+009B is a CSI), bidi overrides and zero-width characters
    // raw: `bench-diff --format json` printed them to the terminal as they were.
    const names = ['a\u202eb', 'csi\u009b31m', 'zw\u200bsp', 'tag\u{e0041}', 'line\u2028sep', 'plain µs 漢字 😀'];
    const report = runGate(opsRun('base.json', Object.fromEntries(names.map((n) => [n, 100]))), [opsRun('run.json', Object.fromEntries(names.map((n) => [n, 90])))], DEFAULT_GATE_OPTIONS);
    for (const text of [renderJson(report), joined(report), joined(report, 2)]) {
      expect(text).not.toMatch(RAW);
      expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(report)));
      expect(text).toContain('"a\\u202eb"');
      expect(text).toContain('"plain µs 漢字 😀"');
    }
  });

  it('holds for any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 20 }), (s) => {
        const object = { verdict: 'pass', [s]: s, list: [s, { s }] } as unknown as Report;
        const text = renderJson(object);
        expect(text).not.toMatch(RAW);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(object)));
        expect([...renderJsonChunks(object)].join('')).toBe(text);
      }),
      { numRuns: 2000 },
    );
  });
});
