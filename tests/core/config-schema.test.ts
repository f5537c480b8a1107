/**
 * schemas/config-v1.schema.json is what editors check bench-gate.json against: it must accept what
 * the gate accepts and refuse what the gate refuses. The schema cannot say two of the gate's rules
 * (a protected benchmark listed twice, an `until` that is no real day, such as 2025-02-30); its
 * descriptions name them, and this test allows exactly those two differences.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/core/config.js';
import { InputError } from '../../src/core/errors.js';
import { isCalendarDate } from '../../src/core/stale-protection.js';
import { ROOT } from '../helpers/fixtures.js';

const schema = JSON.parse(readFileSync(join(ROOT, 'schemas/config-v1.schema.json'), 'utf8')) as object;
const validate = new Ajv2020({ allErrors: false, strict: true }).compile(schema);

const anyValue = fc.oneof(
  fc.constantFrom(null, true, false, 0, -0, -1, 1, 0.5, 0.51, 8, 100, 1e308, '', 'x', 'best', 'p75', 'p100', 'p101', 'P50', 'p99.9', 'p.5', 'higher', 'Lower', '2025-06-30', '2025-02-30', '2025-6-30', []),
  fc.string({ maxLength: 6 }),
  fc.double(),
  fc.dictionary(fc.constantFrom('threshold', 'direction', 'gate', 'geomean', 'name', 'reason', 'x'), fc.constantFrom(1, -1, 'lower', true, '', 'a')),
);
const field = <T>(valid: fc.Arbitrary<T>) => fc.oneof({ arbitrary: valid, weight: 6 }, { arbitrary: anyValue, weight: 1 });
/** An object with some of the keys of `shape`: each key is left out half of the time. */
const someOf = (shape: Record<string, fc.Arbitrary<unknown>>) =>
  fc.record(Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, fc.option(value, { nil: undefined, freq: 2 })]))).map((record) => Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)));
const percent = fc.oneof(fc.double({ min: 0, max: 1e6, noNaN: true }), fc.constantFrom(0, 8, 1e308));
const aggregate = fc.oneof(fc.constantFrom('best', 'worst', 'median', 'mean', 'p0', 'p50', 'p99.9', 'p100', 'p100.0', 'p1000', 'p5.', 'Best'), fc.stringMatching(/^p\d{1,3}(\.\d{0,2})?$/));
const date = fc.oneof(fc.constantFrom('2025-06-30', '2024-02-29', '2025-02-29', '2025-13-01', '2025-00-10', '0000-01-01'), fc.stringMatching(/^\d{4}-\d{2}-\d{2}$/));
const name = fc.constantFrom('a', 'b', 'BM_Copy<int, 8>', 'café', '');
const protection = field(someOf({ name: field(name), reason: field(fc.constantFrom('noisy', '')), until: field(date), untill: fc.constant('2025-01-01') }));
const override = field(someOf({ threshold: field(percent), direction: field(fc.constantFrom('higher', 'lower')) }));
const metricRule = field(someOf({ threshold: field(percent), gate: field(fc.boolean()), geomean: field(fc.boolean()), aggregate: field(aggregate) }));

const config = someOf(
  {
    $schema: field(fc.constant('./node_modules/bench-gate/schemas/config-v1.schema.json')),
    baseline: field(fc.constantFrom('bench/baseline.json', '')),
    threshold: field(percent),
    geomean_threshold: field(percent),
    aggregate: field(aggregate),
    method: field(fc.constantFrom('best', 'stats')),
    alpha: field(fc.oneof(fc.double({ min: 0, max: 0.6, noNaN: true }), fc.constantFrom(0, 0.5))),
    runs: field(fc.integer({ min: -1, max: 100 })),
    protected_in_geomean: field(fc.boolean()),
    allow_missing: field(fc.boolean()),
    protected: field(fc.array(protection, { maxLength: 3 })),
    benchmarks: field(fc.dictionary(name, override, { maxKeys: 3 })),
    metrics: field(fc.dictionary(fc.constantFrom('B/op', 'p99', 'ops'), metricRule, { maxKeys: 3 })),
    tresholds: fc.constant(1),
  },
);

function gateAccepts(json: unknown): boolean {
  try {
    parseConfig(json, 'bench-gate.json');
    return true;
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return false;
  }
}

/** The gate's rules the schema cannot write: each protected name once, a real day in `until`. */
function beyondTheSchema(json: unknown): boolean {
  const list = (json as { protected?: Array<{ name: string; until?: string }> }).protected ?? [];
  return new Set(list.map((p) => p.name)).size < list.length || list.some((p) => p.until !== undefined && !isCalendarDate(p.until));
}

describe('schemas/config-v1.schema.json', () => {
  it('accepts exactly what the gate accepts, but for the two rules it cannot say', () => {
    const seen: Record<string, number> = { true: 0, false: 0 };
    fc.assert(
      fc.property(config, (json) => {
        seen[String(validate(json))]! += 1;
        const schemaSays = validate(json);
        const gateSays = gateAccepts(json);
        if (schemaSays && !gateSays) expect(beyondTheSchema(json)).toBe(true);
        else expect(gateSays).toBe(schemaSays);
      }),
      { numRuns: 3000 },
    );
    // Both kinds of file were tried, not only one.
    expect(seen.true).toBeGreaterThan(100);
    expect(seen.false).toBeGreaterThan(100);
  });

  it('accepts the README example', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const example = /## The config file[\s\S]*?```json\n([\s\S]*?)```/.exec(readme)![1]!;
    const json = JSON.parse(example) as unknown;
    expect(validate(json)).toBe(true);
    expect(gateAccepts(json)).toBe(true);
  });
});
