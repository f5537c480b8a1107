/**
 * A baseline as `bench-diff promote` keeps it: per benchmark the aggregate of N runs as the value and
 * the N run values as `samples` (the lifecycle issue's contract).
 */
import { aggregate, type Aggregate } from '../../src/core/aggregate.js';
import type { SourcedDocument } from '../../src/core/model.js';
import { entry } from './model.js';

export function promote(benchmarks: ReadonlyArray<{ name: string; direction: 'higher' | 'lower' }>, runs: readonly (readonly number[])[], method: Aggregate): SourcedDocument {
  return {
    source: 'baseline.json',
    document: {
      schema_version: 1,
      benchmarks: benchmarks.map((b, i) => {
        const values = runs.map((r) => r[i]!);
        return { ...entry(b, aggregate(values, method, b.direction)), samples: values };
      }),
    },
  };
}
