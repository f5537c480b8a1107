/**
 * collectRuns reads a run in the first run's order without looking names up, and a run in another
 * order by name: both must give the same series and the same errors, naming the same places.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/core/errors.js';
import type { BenchmarkEntry } from '../../src/core/model.js';
import { collectRuns, type Series } from '../../src/core/runs.js';
import { sourced } from '../helpers/documents.js';
import { inputErrorOf } from '../helpers/input-error.js';

const noOverrides = () => undefined;

function plain(series: Map<string, Series>) {
  return [...series.values()].map((s) => ({ ...s }));
}

describe('collectRuns', () => {
  it('gives the same series for runs in the first run\'s order and in any other order (property)', () => {
    const suite = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 8 });
    fc.assert(
      fc.property(suite, fc.integer({ min: 2, max: 4 }), fc.integer(), (names, runCount, seed) => {
        const entries = (r: number): BenchmarkEntry[] => names.map((name, i) => ({ name, ops_per_sec: 10 + i + r, samples: [1 + r, 2 + r] }));
        const ordered = Array.from({ length: runCount }, (_, r) => sourced(`run-${r}.json`, entries(r)));
        // The same runs with every run after the first rotated: the name lookup path.
        const shift = Math.abs(seed) % names.length;
        const rotated = ordered.map((run, r) => (r === 0 ? run : sourced(run.source, [...entries(r).slice(shift), ...entries(r).slice(0, shift)])));
        expect(plain(collectRuns(rotated, noOverrides))).toEqual(plain(collectRuns(ordered, noOverrides)));
      }),
    );
  });

  it('gives the same series or the same error for varied entries in either order, with a config direction (property)', () => {
    // Entries that a later run in the first run's order adds without a lookup and ones it hands on:
    // other units and directions, failures, samples, bad values.
    const entry = fc.oneof(
      { weight: 4, arbitrary: fc.record({ ops_per_sec: fc.constantFrom(1, 2.5) }) },
      { weight: 2, arbitrary: fc.record({ time_ms: fc.constantFrom(3, 4.5), direction: fc.constantFrom('higher', 'lower') }, { requiredKeys: ['time_ms'] }) },
      { weight: 2, arbitrary: fc.record({ value: fc.constantFrom(5, 6.25), unit: fc.constantFrom('ns', 'us', 'B', 'widgets') }, { requiredKeys: ['value'] }) },
      fc.record({ value: fc.constant(7), samples: fc.constantFrom([1, 2], [1, 0]) }),
      fc.constant({ success: false, error: 'crashed' }),
      fc.record({ ops_per_sec: fc.constantFrom(0, -1, Infinity) }),
    );
    const suite = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 5 });
    const outcome = (runs: Parameters<typeof collectRuns>[0], overrides: (name: string) => 'lower' | undefined) => {
      try {
        return plain(collectRuns(runs, overrides));
      } catch (error) {
        // Which entry an error names depends on the order (the first problem in it): whether there is one does not.
        expect(error).toBeInstanceOf(InputError);
        return 'refused';
      }
    };
    fc.assert(
      fc.property(suite, fc.array(fc.array(entry, { minLength: 5, maxLength: 5 }), { minLength: 2, maxLength: 3 }), fc.nat(), fc.boolean(), (names, runEntries, seed, override) => {
        const entries = (r: number): BenchmarkEntry[] => names.map((name, i) => ({ name, ...runEntries[r]![i]! }) as BenchmarkEntry);
        const ordered = runEntries.map((_, r) => sourced(`run-${r}.json`, entries(r)));
        const shift = seed % names.length;
        const rotated = ordered.map((run, r) => (r === 0 ? run : sourced(run.source, [...entries(r).slice(shift), ...entries(r).slice(0, shift)])));
        const overrides = (name: string) => (override && name === names[0] ? 'lower' : undefined);
        expect(outcome(rotated, overrides)).toEqual(outcome(ordered, overrides));
      }),
      { numRuns: 300 },
    );
  });

  it('names the entry of a later run in the first run\'s order when its value is bad', () => {
    const runs = [
      sourced('run-1.json', [{ name: 'a', ops_per_sec: 1 }, { name: 'b', ops_per_sec: 2 }]),
      sourced('run-2.json', [{ name: 'a', ops_per_sec: 1 }, { name: 'b', ops_per_sec: 0 }]),
    ];
    expect(inputErrorOf(() => collectRuns(runs, noOverrides))).toBe('run-2.json: benchmarks[1] ("b"): ops_per_sec is zero (0). A gated value must be a positive finite number');
  });

  it('names the entry whose unit kind changed, in either path', () => {
    const first = sourced('run-1.json', [{ name: 'a', ops_per_sec: 1 }, { name: 'b', ops_per_sec: 2 }]);
    const sameOrder = sourced('run-2.json', [{ name: 'a', ops_per_sec: 1 }, { name: 'b', time_ms: 2 }]);
    const otherOrder = sourced('run-2.json', [{ name: 'b', time_ms: 2 }, { name: 'a', ops_per_sec: 1 }]);
    expect(inputErrorOf(() => collectRuns([first, sameOrder], noOverrides))).toMatch(/^run-2\.json: benchmarks\[1\] \("b"\): is measured in ms \(lower is better\), but in ops\/s \(higher is better\) in another run/);
    expect(inputErrorOf(() => collectRuns([first, otherOrder], noOverrides))).toMatch(/^run-2\.json: benchmarks\[0\] \("b"\): is measured in ms/);
  });

  it('refuses a run whose value is beyond a double in the unit of the other runs, and drops samples that are', () => {
    // 1e300 ops/ps is 3.6e315 ops/h: Infinity, which was gated as the best value and shown as "Infinity ops/h".
    for (const [unit, other] of [['ops/h', 'ops/ps'], ['ps', 'h']]) {
      const first = sourced('run-1.json', [{ name: 'a', value: 1, unit: unit! }]);
      const huge = sourced('run-2.json', [{ name: 'a', value: 1e300, unit: other! }]);
      expect(inputErrorOf(() => collectRuns([first, huge], noOverrides))).toBe(`run-2.json: benchmarks[0] ("a"): is 1e+300 ${other}, which is beyond what a number can hold in ${unit}, the unit of another run. Check that every run measures the same thing`);
    }
    // A sample that overflows makes the run's samples unusable, like a sample of 0 does.
    const first = sourced('run-1.json', [{ name: 'a', value: 1, unit: 'ops/h', samples: [1, 1] }]);
    const second = sourced('run-2.json', [{ name: 'a', value: 1e-300, unit: 'ops/ps', samples: [1e-300, 1e300] }]);
    expect(collectRuns([first, second], noOverrides).get('a')!.samples).toEqual([[1, 1], []]);
  });

  it('still refuses a run that lost a benchmark or has one more', () => {
    const first = sourced('run-1.json', [{ name: 'a', ops_per_sec: 1 }, { name: 'b', ops_per_sec: 2 }]);
    expect(inputErrorOf(() => collectRuns([first, sourced('run-2.json', [{ name: 'a', ops_per_sec: 1 }])], noOverrides))).toMatch(/^run-2\.json: benchmark "b" of run-1\.json is missing/);
    expect(inputErrorOf(() => collectRuns([first, sourced('run-2.json', [{ name: 'a', ops_per_sec: 1 }, { name: 'b', ops_per_sec: 2 }, { name: 'c', ops_per_sec: 3 }])], noOverrides))).toMatch(/^run-2\.json: benchmarks\[2\] \("c"\): is not in run-1\.json/);
  });

  it('shares one frozen empty list for entries without usable samples', () => {
    const runs = [sourced('run-1.json', [{ name: 'a', ops_per_sec: 1 }]), sourced('run-2.json', [{ name: 'a', ops_per_sec: 2, samples: [1, 0] }])];
    const [a] = collectRuns(runs, noOverrides).values();
    expect(a!.samples).toEqual([[], []]);
    expect(Object.isFrozen(a!.samples[0])).toBe(true);
  });
});
