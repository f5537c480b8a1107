/**
 * Comparing where the baseline and the runs were measured. A different CPU model or core count can
 * move every number by more than the threshold, so the report must say so loudly.
 */
import type { BenchmarkDocument, Environment, SourcedDocument } from './model.js';
import type { EnvironmentMismatch } from './report.js';

/** The first environment the documents record, if any. */
export function environmentOf(documents: readonly SourcedDocument[]): Environment | undefined {
  return documents.find((d) => d.document.metadata?.environment)?.document.metadata?.environment;
}

/**
 * How the two machines differ in CPU model or core count. A field counts only when both sides record
 * it: an old baseline without provenance is not a mismatch, just unknown.
 */
export function environmentMismatch(baseline: Environment | undefined, current: Environment | undefined): EnvironmentMismatch | undefined {
  if (!baseline || !current) return undefined;
  const fields: EnvironmentMismatch['fields'] = [];
  if (baseline.cpu_model !== undefined && current.cpu_model !== undefined && baseline.cpu_model.trim() !== current.cpu_model.trim()) {
    fields.push('cpu_model');
  }
  if (baseline.cpu_count !== undefined && current.cpu_count !== undefined && baseline.cpu_count !== current.cpu_count) {
    fields.push('cpu_count');
  }
  if (fields.length === 0) return undefined;
  const pick = (e: Environment): EnvironmentMismatch['baseline'] => {
    const out: EnvironmentMismatch['baseline'] = {};
    if (e.cpu_model !== undefined) out.cpu_model = e.cpu_model;
    if (e.cpu_count !== undefined) out.cpu_count = e.cpu_count;
    return out;
  };
  return { fields, baseline: pick(baseline), current: pick(current) };
}

/** The warning every rendering shows for a mismatch. */
export function environmentWarning(mismatch: EnvironmentMismatch): string {
  const parts: string[] = [];
  if (mismatch.fields.includes('cpu_model')) {
    parts.push(`CPU "${mismatch.baseline.cpu_model}" in the baseline, "${mismatch.current.cpu_model}" in the runs`);
  }
  if (mismatch.fields.includes('cpu_count')) {
    parts.push(`${mismatch.baseline.cpu_count} cores in the baseline, ${mismatch.current.cpu_count} in the runs`);
  }
  return `baseline and runs were measured on different machines (${parts.join('; ')}): the comparison may say more about the machine than the code. Promote a baseline measured on the same kind of machine`;
}

/**
 * The document with `environment` recorded in its metadata. What the document already says wins: the
 * benchmark tool knows its own runtime and may know the machine better than we do.
 */
export function withEnvironment(document: BenchmarkDocument, environment: Environment): BenchmarkDocument {
  const metadata = document.metadata ?? {};
  return { ...document, metadata: { ...metadata, environment: { ...environment, ...metadata.environment } } };
}
