/**
 * The columns of a branch (ColumnsBuilder), which finds a benchmark's series from its position in
 * the entry before, equal those of the rule it replaced: each benchmark's series looked up by name,
 * started over when its unit does not convert or its direction flips. On entries whose benchmarks
 * come and go, change order, repeat a name, change unit and flip direction.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aggregate } from '../../../src/core/aggregate.js';
import { type BenchmarkSeries, columnsOf, type HistoryColumns, POINT_AGGREGATE } from '../../../src/core/history/columns.js';
import type { HistoryBenchmark, HistoryEntry } from '../../../src/core/history/entry.js';
import { sameUnitValue } from '../../../src/core/runs.js';

/** The rule as it was: a lookup by name for every point. */
function referenceColumns(entries: readonly HistoryEntry[]): HistoryColumns {
  const byName = new Map<string, BenchmarkSeries>();
  entries.forEach((entry, index) => {
    for (const b of entry.benchmarks) {
      const point = aggregate(b.values, POINT_AGGREGATE, b.direction);
      let s = byName.get(b.name);
      const converted = s && s.direction === b.direction ? sameUnitValue(point, b.unit, s.unit) : undefined;
      if (!s || converted === undefined) {
        s = { name: b.name, unit: b.unit, direction: b.direction, entries: [], points: [] };
        byName.set(b.name, s);
      }
      s.entries.push(index);
      s.points.push(converted ?? point);
    }
  });
  return { commits: entries.map((e) => e.commit), dates: entries.map((e) => e.date), messages: entries.map((e) => e.message), series: [...byName.values()] };
}

const benchmark: fc.Arbitrary<HistoryBenchmark> = fc.record({
  name: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
  unit: fc.constantFrom('ms', 's', 'ns', 'ops/s', 'B'),
  direction: fc.constantFrom('lower' as const, 'higher' as const),
  values: fc.array(fc.double({ min: 0.001, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 3 }),
});

/** Entries, each often the one before with a few benchmarks changed, so that positions mostly repeat. */
const entries = fc
  .tuple(fc.array(benchmark, { maxLength: 6 }), fc.array(fc.tuple(fc.nat(6), fc.option(benchmark, { nil: undefined }), fc.boolean()), { maxLength: 12 }))
  .map(([first, changes]) => {
    const out: HistoryEntry[] = [];
    let current = first;
    out.push({ schema_version: 1, commit: 'c0', branch: 'main', date: '2026-01-01', benchmarks: current });
    for (const [at, replacement, reorder] of changes) {
      const next = [...current];
      if (replacement === undefined) next.splice(at, 1);
      else next.splice(at, 0, replacement);
      if (reorder) next.reverse();
      current = next;
      out.push({ schema_version: 1, commit: `c${out.length}`, branch: 'main', date: '2026-01-01', benchmarks: current });
    }
    return out;
  });

describe('the columns of a branch', () => {
  it('are those of a lookup by name for every point', () => {
    fc.assert(
      fc.property(entries, (list) => {
        expect(columnsOf(list)).toStrictEqual(referenceColumns(list));
      }),
      { numRuns: 1000 },
    );
  });

  it('start a series over when its unit stops converting, even where the old series sat at that position', () => {
    const entry = (commit: string, benchmarks: Array<[string, string]>): HistoryEntry => ({ schema_version: 1, commit, branch: 'main', date: '2026-01-01', benchmarks: benchmarks.map(([name, unit]) => ({ name, unit, direction: 'lower', values: [1] })) });
    const list = [entry('c0', [['z', 'ms'], ['a', 'ms']]), entry('c1', [['a', 'B']]), entry('c2', [['z', 'ms'], ['a', 'B']])];
    const series = columnsOf(list).series;
    expect(series.map((s) => [s.name, s.unit, s.entries])).toEqual([
      ['z', 'ms', [0, 2]],
      ['a', 'B', [1, 2]],
    ]);
    expect(columnsOf(list)).toStrictEqual(referenceColumns(list));
  });
});
