/**
 * Comparing where the baseline and the runs were measured. A different CPU model or core count can
 * move every number by more than the threshold, so the report must say so loudly.
 */
import type { BenchmarkDocument, Environment, SourcedDocument } from './model.js';
import type { EnvironmentMismatch } from './report.js';
/** The first environment the documents record, if any. */
export declare function environmentOf(documents: readonly SourcedDocument[]): Environment | undefined;
/**
 * How the two machines differ in CPU model or core count. A field counts only when both sides record
 * it: an old baseline without provenance is not a mismatch, just unknown.
 */
export declare function environmentMismatch(baseline: Environment | undefined, current: Environment | undefined): EnvironmentMismatch | undefined;
/** The warning every rendering shows for a mismatch. */
export declare function environmentWarning(mismatch: EnvironmentMismatch): string;
/**
 * The document with `environment` recorded in its metadata. What the document already says wins: the
 * benchmark tool knows its own runtime and may know the machine better than we do.
 */
export declare function withEnvironment(document: BenchmarkDocument, environment: Environment): BenchmarkDocument;
