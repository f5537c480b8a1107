/**
 * The fast path of validation may only ever be too strict: whatever it calls valid, the validator
 * generated from schemas/benchmark-v1.schema.json must call valid too; and it must call the common
 * files valid, or it saves nothing.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import validateBenchmarkFile from '../../generated/benchmark-validator.js';
import { surelyValid } from '../../src/core/schema-fast-path.js';
import { ROOT, zigttp } from '../helpers/fixtures.js';

const schema = JSON.parse(readFileSync(join(ROOT, 'schemas/benchmark-v1.schema.json'), 'utf8')) as {
  properties: Record<string, unknown>;
  $defs: { benchmark: { properties: Record<string, unknown> }; metric: { properties: Record<string, unknown> } };
};

/** Values of every JSON kind, the edge cases of each rule among them. */
const anyValue = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(undefined, null, true, false, 0, -0, -1, 1, 1.5, 1e308, Infinity, -Infinity, Number.NaN, '', 'ns', 'higher', 'lower', 'ops/s', 'µs', 'a\u0000b', 'x'.repeat(64), 'x'.repeat(65), '😀'.repeat(33), 'B/op', -0.5, 'ns\n', 'ns\u200b') },
  fc.string(),
  fc.double(),
  fc.array(fc.oneof(fc.double(), fc.constantFrom(-1, 0, 1, 'x', null)), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 3 }), fc.constantFrom(1, null, 'x')),
);

/** Mostly a valid value for the key, sometimes any value: so that whole files are often valid but for one edge. */
const field = <T>(valid: fc.Arbitrary<T>, ...edges: unknown[]) =>
  fc.oneof({ arbitrary: valid, weight: 24 }, { arbitrary: anyValue, weight: 1 }, { arbitrary: fc.constantFrom(null, ...edges), weight: 2 });
const finite = fc.double({ noNaN: true, noDefaultInfinity: true });
const unit = fc.constantFrom('ns', 'ops/s', 'µs', 'B/op', '', 'req/s (p99)', 'x'.repeat(64), '😀'.repeat(32));
const direction = fc.constantFrom('higher', 'lower');
const UNIT_EDGES = ['x'.repeat(65), '😀'.repeat(33), 'ns\n', 'ns\u200b', 5];
const NUMBER_EDGES = [Infinity, Number.NaN, '1'];

const metric = field(
  fc.oneof(
    fc.constant(null),
    finite,
    fc.record({ value: field(fc.double({ min: 0, noNaN: true, noDefaultInfinity: true }), -0.5, -1e-300, Infinity), unit: field(unit, ...UNIT_EDGES), direction: field(direction, 'up'), samples: field(fc.array(fc.double({ min: 0, noNaN: true, noDefaultInfinity: true }), { maxLength: 3 }), [-1], [0, Number.NaN], [Infinity]) }, { requiredKeys: ['value'] }),
  ),
);

const entry = field(
  fc.record(
    {
      name: field(fc.string({ minLength: 1 }), '', 1), value: field(finite, ...NUMBER_EDGES), unit: field(unit, ...UNIT_EDGES), direction: field(direction, 'up'),
      ops_per_sec: field(finite, ...NUMBER_EDGES), time_ms: field(finite, ...NUMBER_EDGES), iterations: field(finite, ...NUMBER_EDGES),
      samples: field(fc.array(finite, { maxLength: 3 }), [Number.NaN], ['1']), success: field(fc.boolean(), 'true', 0), error: field(fc.oneof(fc.string(), fc.constant(null)), 1, false),
      metrics: field(fc.dictionary(fc.string({ maxLength: 4 }), metric, { maxKeys: 3 }), [], 'B/op'), extra: anyValue,
    },
    { requiredKeys: ['name'] },
  ),
);

const metadata = fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, anyValue, fc.record({ tool: fc.oneof(anyValue, fc.record({ name: anyValue })), environment: fc.oneof(anyValue, fc.record({ cpu_count: anyValue })) }, { requiredKeys: [] }));

/** The top-level marker of what samples are (stats/observations.ts): mostly absent or valid. */
const samplesOf = fc.oneof({ weight: 6, arbitrary: fc.constantFrom(undefined, undefined, 'runs', 'iterations') }, fc.constantFrom('RUNS', 'run', '', null, 1, ['runs']), anyValue);

describe('the fast path of schema validation', () => {
  it('never calls valid what the generated validator rejects', () => {
    let accepted = 0;
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 2 }), metadata, fc.constantFrom(1, 1, 1, 1, 1, 1, 2, undefined), samplesOf, (benchmarks, meta, version, marker) => {
        const json: Record<string, unknown> = { schema_version: version, benchmarks };
        if (meta !== undefined) json.metadata = meta;
        if (marker !== undefined) json.samples_of = marker;
        const fast = surelyValid(json, validateBenchmarkFile);
        if (fast) expect(validateBenchmarkFile(json)).toBe(true);
        accepted += fast ? 1 : 0;
      }),
      { numRuns: 3000 },
    );
    // Not vacuous: a share of the drawn files are valid, so the edges are tried one at a time.
    expect(accepted).toBeGreaterThan(100);
  });

  it('knows every key the schema gives a benchmark and a metric (a new one needs a rule here)', () => {
    expect(Object.keys(schema.properties).sort()).toEqual(['benchmarks', 'metadata', 'samples_of', 'schema_version']);
    expect(Object.keys(schema.$defs.benchmark.properties).sort()).toEqual(
      ['direction', 'error', 'iterations', 'metrics', 'name', 'ops_per_sec', 'samples', 'success', 'time_ms', 'unit', 'value'],
    );
    expect(Object.keys(schema.$defs.metric.properties).sort()).toEqual(['direction', 'samples', 'unit', 'value']);
  });

  it('calls the common files valid', () => {
    for (const path of [join(ROOT, 'examples/microbench/baseline.json'), zigttp('04182b5e')]) {
      expect(surelyValid(JSON.parse(readFileSync(path, 'utf8')), validateBenchmarkFile)).toBe(true);
    }
    const withMetrics = { schema_version: 1, benchmarks: [{ name: 'a', value: 3, unit: 'ns', samples: [3, 4], metrics: { 'B/op': { value: 0, unit: 'B/op', direction: 'lower', samples: [0, 0] }, old: 2, gone: null } }] };
    expect(surelyValid(withMetrics, validateBenchmarkFile)).toBe(true);
    // A hand-written baseline that says what its samples are, as promote writes it.
    for (const marker of ['runs', 'iterations']) {
      const marked = { schema_version: 1, samples_of: marker, benchmarks: [{ name: 'a', value: 3, unit: 'ns', samples: [3, 4] }] };
      expect(surelyValid(marked, validateBenchmarkFile)).toBe(true);
      expect(validateBenchmarkFile(marked)).toBe(true);
    }
  });

  it('refuses a samples_of the schema does not know, as the generated validator does', () => {
    for (const marker of ['RUNS', 'samples', null, 1]) {
      const marked = { schema_version: 1, samples_of: marker, benchmarks: [{ name: 'a', value: 3 }] };
      expect(surelyValid(marked, validateBenchmarkFile)).toBe(false);
      expect(validateBenchmarkFile(marked)).toBe(false);
    }
  });
});
