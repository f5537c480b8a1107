/**
 * Units imported from github-action-benchmark's data.js are held to the rule run files are held to
 * (schemas/benchmark-v1.schema.json): the store never takes a unit a run file could not have.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import validateBenchmarkFile from '../../../generated/benchmark-validator.js';
import { importGithubActionBenchmark } from '../../../src/core/history/import-github-action-benchmark.js';
import { inputErrorOf } from '../../helpers/input-error.js';

// A tool that reads no unit its own way (the `go`, `cargo` and `googlecpp` tools' units are read as bench-gate's readers of those tools give them: below).
const dataWith = (unit: string, tool = 'customSmallerIsBetter'): string =>
  `window.BENCHMARK_DATA = ${JSON.stringify({ entries: { Go: [{ commit: { id: 'a', timestamp: '2025-01-01T00:00:00Z' }, date: 0, tool, benches: [{ name: 'X', value: 5, unit }] }] } })}`;

describe('history import units', () => {
  it('takes exactly the units a run file can have (after trimming), and names the bench of any other', () => {
    const unit = fc.oneof(
      fc.string({ maxLength: 70, unit: 'binary' }),
      fc.constantFrom('ns', 'ns/iter', 'iter/sec', 'µs', 'ops/s', ' ms ', 'req/s (p99)', '\u001b[31mns', 'ns\r\n', 'x'.repeat(64), 'x'.repeat(65)),
    );
    fc.assert(
      fc.property(unit, (raw) => {
        const trimmed = raw.trim();
        const runFileTakes = validateBenchmarkFile({ schema_version: 1, benchmarks: [{ name: 'X', value: 5, unit: trimmed }] });
        if (runFileTakes) {
          expect(importGithubActionBenchmark(dataWith(raw), 'data.js', 'main').entries[0]!.benchmarks[0]!.unit).toBe(trimmed);
        } else {
          const message = inputErrorOf(() => importGithubActionBenchmark(dataWith(raw), 'data.js', 'main'));
          expect(message.startsWith('data.js: entries["Go"][0].benches[0]: unit: ')).toBe(true);
          // Nothing of the unit reaches a terminal raw: no C0 control character, no DEL.
          expect([...message].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('takes two runs of one commit in the first one\'s unit, and refuses runs that measured something else', () => {
    const twice = (first: { unit: string; tool?: string }, second: { unit: string; tool?: string }): string => {
      const run = (r: { unit: string; tool?: string }, value: number) => ({ commit: { id: 'a', timestamp: '2025-01-01T00:00:00Z' }, date: 0, tool: r.tool ?? 'go', benches: [{ name: 'X', value, unit: r.unit }] });
      return `window.BENCHMARK_DATA = ${JSON.stringify({ entries: { Go: [run(first, 5), run(second, 0.006)] } })}`;
    };
    // 0.006 ms is 6000 ns: a value in another unit of time is converted, never taken as it is.
    expect(importGithubActionBenchmark(twice({ unit: 'ns' }, { unit: 'ms' }), 'data.js', 'main').entries[0]!.benchmarks[0]).toMatchObject({ unit: 'ns', values: [5, 6000] });
    expect(importGithubActionBenchmark(twice({ unit: 'ns' }, { unit: 'ns' }), 'data.js', 'main').entries[0]!.benchmarks[0]).toMatchObject({ unit: 'ns', values: [5, 0.006] });
    // A unit that does not convert, or a tool that says the other direction: not two runs of one benchmark.
    for (const [first, second] of [
      [{ unit: 'ns/iter', tool: 'cargo' }, { unit: 'ops/sec', tool: 'benchmarkjs' }],
      [{ unit: 'ns' }, { unit: 'bytes' }],
      [{ unit: 'x', tool: 'customSmallerIsBetter' }, { unit: 'x', tool: 'customBiggerIsBetter' }],
    ] as const) {
      const message = inputErrorOf(() => importGithubActionBenchmark(twice(first, second), 'data.js', 'main'));
      expect(message).toMatch(/^data\.js: entries\["Go"\]\[1\]\.benches\[0\]: benchmark "X" is in .* an earlier run of commit a\./);
    }
  });

  it('reads the go tool\'s unit of a -benchmem line (the rest of the line) as its first unit, and refuses other units with tabs', () => {
    const go = (unit: string) => importGithubActionBenchmark(dataWith(unit, 'go'), 'data.js', 'main').entries[0]!.benchmarks[0]!;
    expect(go('ns/op\t       0 B/op\t       0 allocs/op').unit).not.toMatch(/\s/);
    expect(go('ns/op\t     896 B/op\t       1 allocs/op\t  12.5 MB/s').values).toEqual([5]);
    expect(go('widgets/op  3 B/op')).toMatchObject({ unit: 'widgets/op', values: [5] });
    // Not the shape of a result line's rest: still an error naming the bench.
    expect(inputErrorOf(() => go('ns/op\tB/op'))).toMatch(/^data\.js: entries\["Go"\]\[0\]\.benches\[0\]: unit: /);
    expect(inputErrorOf(() => importGithubActionBenchmark(dataWith('ns/op\t0 B/op', 'cargo'), 'data.js', 'main'))).toMatch(/cannot have "\\t"/);
  });
});
