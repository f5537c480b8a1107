/**
 * The fast path decides a file's `metadata` itself (the generated validator's code for a whole file
 * is the largest function a comparison would otherwise compile at start-up). Like the rest of the
 * fast path it may only be too strict: what it calls valid, the generated validator calls valid too;
 * and it must call the metadata bench-gate writes valid, or it saves nothing.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import validateBenchmarkFile from '../../generated/benchmark-validator.js';
import { surelyValid } from '../../src/core/schema-fast-path.js';
import { ROOT } from '../helpers/fixtures.js';

const schema = JSON.parse(readFileSync(join(ROOT, 'schemas/benchmark-v1.schema.json'), 'utf8')) as {
  $defs: { metadata: { properties: Record<string, { properties?: Record<string, unknown> }> } };
};

/** A validator that must not be asked: the fast path has to decide on its own. */
const unasked = Object.assign(() => {
  throw new Error('the generated validator was asked about metadata the fast path should decide');
}, { errors: null });

const file = (metadata: unknown) => ({ schema_version: 1, benchmarks: [{ name: 'a', value: 1 }], metadata });

/** Mostly a valid value, sometimes one of the edges of the rule. */
const field = <T>(valid: fc.Arbitrary<T>, ...edges: unknown[]) =>
  fc.oneof({ arbitrary: valid, weight: 8 }, { arbitrary: fc.constantFrom(undefined, null, 0, '', [], {}, 1.5, -1, Infinity, Number.NaN, 'x', true, ...edges), weight: 2 });
const text = fc.string({ maxLength: 6 });
const integer = (min: number) => fc.integer({ min: min - 2, max: min + 3 });

const metadata = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom(null, [], 'x', 1, true) },
  {
    weight: 12,
    arbitrary: fc.record(
      {
        commit: field(text), branch: field(text), timestamp: field(text),
        tool: field(fc.record({ name: field(text), version: field(text), other: fc.anything() }, { requiredKeys: [] })),
        environment: field(fc.record({ cpu_model: field(text), cpu_count: field(integer(1), -0, 2.5, 1e308), os: field(text), arch: field(text), runtime: field(text) }, { requiredKeys: [] })),
        ab: field(fc.record({ side: field(fc.constantFrom('base', 'head'), 'BASE'), round: field(integer(1), -0), order: field(fc.constantFrom(1, 2), 3, '1'), seed: field(integer(0), -0) }, { requiredKeys: [] })),
        promoted: fc.anything(),
      },
      { requiredKeys: [] },
    ),
  },
);

describe('the fast path of metadata', () => {
  it('never calls valid metadata the generated validator rejects', () => {
    let accepted = 0;
    fc.assert(
      fc.property(metadata, (meta) => {
        const json = file(meta);
        // Whatever the fast path is unsure of goes to the validator; count only what it decided alone.
        let asked = false;
        const spy = Object.assign((value: unknown) => ((asked = true), validateBenchmarkFile(value)), { errors: null });
        const fast = surelyValid(json, spy);
        if (fast) expect(validateBenchmarkFile(json)).toBe(true);
        if (fast && !asked) accepted++;
      }),
      { numRuns: 3000 },
    );
    // Not vacuous: many drawn metadata objects are valid and decided without the validator.
    expect(accepted).toBeGreaterThan(100);
  });

  it('decides the metadata bench-gate writes without the generated validator', () => {
    const baseline = JSON.parse(readFileSync(join(ROOT, 'examples/microbench/baseline.json'), 'utf8')) as { metadata: unknown };
    expect(baseline.metadata).toBeDefined();
    expect(surelyValid(baseline, unasked)).toBe(true);
    const full = { commit: 'abc', branch: 'main', timestamp: '2026-11-24T00:00:00Z', tool: { name: 'bench-diff', version: '1' }, environment: { cpu_model: 'x', cpu_count: 2, os: 'Linux', arch: 'x64', runtime: 'node' }, ab: { side: 'head', round: 1, order: 2, seed: 0 } };
    expect(surelyValid(file(full), unasked)).toBe(true);
  });

  it('knows every key the schema gives metadata (a new one needs a rule in the fast path)', () => {
    const keys = schema.$defs.metadata.properties;
    expect(Object.keys(keys).sort()).toEqual(['ab', 'branch', 'commit', 'environment', 'timestamp', 'tool']);
    expect(Object.keys(keys.tool!.properties!).sort()).toEqual(['name', 'version']);
    expect(Object.keys(keys.environment!.properties!).sort()).toEqual(['arch', 'cpu_count', 'cpu_model', 'os', 'runtime']);
    expect(Object.keys(keys.ab!.properties!).sort()).toEqual(['order', 'round', 'seed', 'side']);
  });
});
