/**
 * collectRuns reads a run in the first run's order without looking names up, and a run in another
 * order by name: both must give the same series and the same errors, naming the same places.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
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
