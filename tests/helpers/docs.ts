/** Building schema v1 documents for tests. */
import type { BenchmarkEntry, SourcedDocument } from '../../src/core/model.js';

export function doc(source: string, benchmarks: BenchmarkEntry[]): SourcedDocument {
  return { source, document: { schema_version: 1, benchmarks } };
}

/** A document of ops/s values (higher is better), as the zigttp files hold them. */
export function opsDoc(source: string, values: Record<string, number>): SourcedDocument {
  return doc(source, Object.entries(values).map(([name, ops_per_sec]) => ({ name, ops_per_sec })));
}

/** A document of millisecond timings (lower is better). */
export function msDoc(source: string, values: Record<string, number>): SourcedDocument {
  return doc(source, Object.entries(values).map(([name, time_ms]) => ({ name, time_ms })));
}
