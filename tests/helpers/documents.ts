/** Building small schema v1 documents for tests. */
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
