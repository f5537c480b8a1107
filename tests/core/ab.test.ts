import { describe, expect, it } from 'vitest';
import { pairRuns, withAbPlace } from '../../src/core/ab.js';
import { DEFAULT_GATE_OPTIONS } from '../../src/core/gate-options.js';
import type { BenchmarkEntry, SourcedDocument } from '../../src/core/model.js';
import { validateDocument } from '../../src/core/validate.js';

const doc = (source: string, benchmarks: BenchmarkEntry[]): SourcedDocument => ({ source, document: { schema_version: 1, benchmarks } });

describe('pairRuns', () => {
  it('lines up each benchmark by round, converts the head to the base unit and uses per-benchmark thresholds', () => {
    const base = [doc('b1', [{ name: 'x', value: 1, unit: 'ms' }]), doc('b2', [{ name: 'x', value: 2, unit: 'ms' }])];
    const head = [doc('h1', [{ name: 'x', value: 1100, unit: 'us' }]), doc('h2', [{ name: 'x', value: 2300, unit: 'us' }])];
    const paired = pairRuns(base, head, { ...DEFAULT_GATE_OPTIONS, overrides: { x: { threshold: 12 } } });
    expect(paired.inputs).toEqual([{ name: 'x', direction: 'lower', threshold_pct: 12, base: [1, 2], head: [1.1, 2.3] }]);
  });

  it('sets apart failed, missing and new benchmarks', () => {
    const base = [doc('b1', [{ name: 'a', value: 1, unit: 'ms' }, { name: 'gone', value: 1, unit: 'ms' }, { name: 'f', value: 1, unit: 'ms' }])];
    const head = [doc('h1', [{ name: 'a', value: 1, unit: 'ms' }, { name: 'f', success: false, error: 'oops' }, { name: 'added', value: 3, unit: 'ms' }])];
    const paired = pairRuns(base, head, DEFAULT_GATE_OPTIONS);
    expect(paired.inputs.map((i) => i.name)).toEqual(['a']);
    expect(paired.missing).toEqual(['gone']);
    expect(paired.added).toEqual(['added']);
    expect(paired.failed).toEqual([{ name: 'f', source: 'h1', error: 'oops' }]);
  });

  it('refuses a benchmark measured in different kinds of units on the two sides', () => {
    expect(() => pairRuns([doc('b1', [{ name: 'a', value: 1, unit: 'ms' }])], [doc('h1', [{ name: 'a', value: 1, unit: 'ops/s' }])], DEFAULT_GATE_OPTIONS)).toThrow(/h1: benchmark "a" is measured in ops\/s .* but in ms/);
  });

  it('records the place of a run in metadata.ab, which the published schema accepts', () => {
    const metadata = withAbPlace({ commit: 'abc' }, { side: 'head', round: 3, order: 2, seed: 1 });
    expect(metadata).toEqual({ commit: 'abc', ab: { side: 'head', round: 3, order: 2, seed: 1 } });
    expect(() => validateDocument({ schema_version: 1, benchmarks: [{ name: 'a', value: 1 }], metadata }, 'x')).not.toThrow();
    expect(() => validateDocument({ schema_version: 1, benchmarks: [{ name: 'a', value: 1 }], metadata: { ab: { side: 'left', round: 0 } } }, 'x')).toThrow();
  });
});
