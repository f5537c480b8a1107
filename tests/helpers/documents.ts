/** The tests' one builder of schema v1 documents: as values for the core, and as files for a checkout. */
import type { HistoryEntry } from '../../src/core/history/entry.js';
import type { BenchmarkDocument, BenchmarkEntry, Metadata, SourcedDocument } from '../../src/core/model.js';

export function doc(benchmarks: BenchmarkEntry[], metadata?: Metadata): BenchmarkDocument {
  return metadata ? { schema_version: 1, benchmarks, metadata } : { schema_version: 1, benchmarks };
}

export function sourced(source: string, benchmarks: BenchmarkEntry[], metadata?: Metadata): SourcedDocument {
  return { source, document: doc(benchmarks, metadata) };
}

/** One run of a suite where every benchmark is ops/s: { a: 100, b: 200 }. */
export function opsRun(source: string, values: Record<string, number>, metadata?: Metadata): SourcedDocument {
  return sourced(source, Object.entries(values).map(([name, ops]) => ({ name, ops_per_sec: ops })), metadata);
}

/** One run of a suite where every benchmark is a time in milliseconds (lower is better). */
export function msRun(source: string, values: Record<string, number>): SourcedDocument {
  return sourced(source, Object.entries(values).map(([name, time_ms]) => ({ name, time_ms })));
}

/** A run file's content (for workspace()): name -> ops/s, each marked successful as tools write them. */
export function opsDocument(values: Record<string, number>, metadata?: Record<string, unknown>): Record<string, unknown> {
  return {
    schema_version: 1,
    ...(metadata ? { metadata } : {}),
    benchmarks: Object.entries(values).map(([name, ops]) => ({ name, ops_per_sec: ops, success: true, error: null })),
  };
}

/**
 * A history entry of `commit` on `branch` with two ops/s benchmarks, alpha at `alpha` and beta at
 * 2000, three run values each: the Action's record and history tests seed the data branch with them.
 */
export function opsHistoryEntry(commit: string, alpha: number, branch: string): HistoryEntry {
  const values = (v: number) => [v * 0.995, v, v * 1.004];
  return {
    schema_version: 1,
    commit,
    branch,
    date: '2026-01-01T00:00:00.000Z',
    benchmarks: [
      { name: 'alpha', unit: 'ops/s', direction: 'higher', values: values(alpha) },
      { name: 'beta', unit: 'ops/s', direction: 'higher', values: values(2000) },
    ],
  };
}
