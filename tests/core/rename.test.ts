/**
 * --name's rule (core/rename.ts): the one benchmark of a result gets the name, a name being what
 * schema v1 takes for a benchmark's name, and nothing else of the document changes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BenchmarkDocument } from '../../src/core/model.js';
import { benchmarkNameProblem, withName } from '../../src/core/rename.js';
import { validateDocument } from '../../src/core/validate.js';

const hey = (): BenchmarkDocument => ({
  schema_version: 1,
  benchmarks: [{ name: 'hey', value: 9840.8, unit: 'req/s', direction: 'higher', metrics: { 'latency p99': { value: 8.8, unit: 'ms', direction: 'lower' } } }],
  metadata: { tool: { name: 'hey' } },
});

describe('withName', () => {
  it('accepts exactly the names schema v1 accepts, and renames only the name', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.constantFrom('', ' ', 'hey', 'GET /users', '\u001b[31m', '\u2028')), (name) => {
        const schemaTakes = (() => {
          try {
            validateDocument({ ...hey(), benchmarks: [{ ...hey().benchmarks[0]!, name }] }, 'probe');
            return true;
          } catch {
            return false;
          }
        })();
        expect(benchmarkNameProblem(name) === undefined).toBe(schemaTakes);
        if (!schemaTakes) return;
        const named = withName(hey(), name);
        if (typeof named === 'string') throw new Error(named);
        // Valid through JSON and back, the tool still in metadata, every figure kept.
        const back = validateDocument(JSON.parse(JSON.stringify(named)), 'named');
        expect(back.benchmarks.map((b) => b.name)).toEqual([name]);
        expect(back).toEqual({ ...hey(), benchmarks: [{ ...hey().benchmarks[0]!, name }] });
        expect(back.metadata?.tool).toEqual({ name: 'hey' });
      }),
    );
  });

  it('refuses a result of several benchmarks, or of none, and changes nothing', () => {
    const two: BenchmarkDocument = { schema_version: 1, benchmarks: [{ name: 'wrk /a c=1 t=1', value: 1 }, { name: 'wrk /b c=1 t=1', value: 2 }] };
    expect(withName(two, 'GET /users')).toBe('holds 2 benchmarks, and --name names a result of one');
    expect(two.benchmarks.map((b) => b.name)).toEqual(['wrk /a c=1 t=1', 'wrk /b c=1 t=1']);
    expect(withName({ schema_version: 1, benchmarks: [] }, 'x')).toBe('holds 0 benchmarks, and --name names a result of one');
  });

  it('keeps a failed benchmark failed', () => {
    const failed: BenchmarkDocument = { schema_version: 1, benchmarks: [{ name: 'oha', success: false, error: 'no request got a response' }], metadata: { tool: { name: 'oha' } } };
    expect(withName(failed, 'GET /down')).toEqual({ ...failed, benchmarks: [{ name: 'GET /down', success: false, error: 'no request got a response' }] });
  });
});
