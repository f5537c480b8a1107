/** The tests' one builder of schema v1 documents: as values for the core, and as files for a checkout. */
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
