/**
 * The baseline as `bench-diff RUN... --history STORE` takes it: the simulated commits become history
 * entries (each commit's N runs as its values, as `history add` records them) and the product's own
 * `historyBaseline` picks the window (since the last change point, at most 30 commits) and makes
 * every run value of it a sample.
 */
import type { Aggregate } from '../../src/core/aggregate.js';
import { historyBaseline } from '../../src/core/history/baseline.js';
import type { HistoryEntry } from '../../src/core/history/entry.js';
import type { SourcedDocument } from '../../src/core/model.js';
import { HISTORY_COMMITS } from './synthetic.js';

export function historyEntries(benchmarks: ReadonlyArray<{ name: string; direction: 'higher' | 'lower' }>, commits: readonly (readonly (readonly number[])[])[]): HistoryEntry[] {
  return commits.map((runs, c) => ({
    schema_version: 1,
    commit: `c${c}`,
    branch: 'main',
    date: new Date(Date.UTC(2026, 0, 1) + c * 3_600_000).toISOString(),
    benchmarks: benchmarks.map((b, i) => ({ name: b.name, unit: b.direction === 'higher' ? 'ops/s' : 'ms', direction: b.direction, values: runs.map((r) => r[i]!) })),
  }));
}

export function historyDocument(benchmarks: ReadonlyArray<{ name: string; direction: 'higher' | 'lower' }>, commits: readonly (readonly (readonly number[])[])[], aggregate: Aggregate): SourcedDocument {
  const result = historyBaseline(historyEntries(benchmarks, commits), { branch: 'main', window: HISTORY_COMMITS, aggregate, source: 'history/main.jsonl' });
  if (result === undefined) throw new Error('the simulated history gave no baseline');
  return result.baseline;
}
