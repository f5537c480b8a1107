/**
 * The one report object (schemas/report-v1.schema.json). Every front end renders this; nothing else
 * decides what a benchmark's status is.
 */
import type { Direction, Environment, Metadata } from './model.js';

export type Status = 'unchanged' | 'improved' | 'regressed' | 'protected' | 'new' | 'missing' | 'failed';
/** `accepted`: the gate failed on regressions only, and someone accepted them (--accept, a PR label). */
export type Verdict = 'pass' | 'fail' | 'accepted';
export type GeomeanStatus = 'pass' | 'fail' | 'skipped';

export const STATUSES: readonly Status[] = ['regressed', 'failed', 'missing', 'improved', 'protected', 'new', 'unchanged'];

export interface BenchmarkResult {
  name: string;
  unit: string;
  direction: Direction;
  baseline: number | null;
  current: number | null;
  runs: number;
  ratio: number | null;
  change_pct: number | null;
  status: Status;
  threshold_pct: number;
  in_geomean: boolean;
  protected_reason?: string;
  /** A protected benchmark that would have regressed without its protection. */
  over_threshold?: boolean;
  error?: string;
  note?: string;
  /** The config's expiry date of this benchmark's protection (YYYY-MM-DD). */
  protected_until?: string;
  /** The protection is past its `until` date: it still applies, but should be reviewed. */
  protection_stale?: boolean;
}

/** Baseline and runs were measured on machines with a different CPU model or core count. */
export interface EnvironmentMismatch {
  fields: Array<'cpu_model' | 'cpu_count'>;
  baseline: Pick<Environment, 'cpu_model' | 'cpu_count'>;
  current: Pick<Environment, 'cpu_model' | 'cpu_count'>;
}

export interface GeomeanResult {
  ratio: number | null;
  change_pct: number | null;
  count: number;
  status: GeomeanStatus;
}

export interface Report {
  schema_version: 1;
  verdict: Verdict;
  thresholds: { benchmark_pct: number; geomean_pct: number };
  aggregate: string;
  runs: number;
  protected_in_geomean: boolean;
  allow_missing: boolean;
  geomean: GeomeanResult;
  summary: Record<Status, number>;
  benchmarks: BenchmarkResult[];
  baseline: { source: string; metadata?: Metadata };
  current: { sources: string[]; metadata?: Metadata };
  warnings: string[];
  /** Who accepted the regressions when the verdict is `accepted`: "--accept", a PR label. */
  accepted_by?: string;
  environment_mismatch?: EnvironmentMismatch;
}

/** Whether the check passes: a pass, or regressions that were accepted. */
export function passes(report: Report): boolean {
  return report.verdict !== 'fail';
}

/** Benchmarks that make the verdict fail (missing ones only when they are not allowed). */
export function failingResults(report: Report): BenchmarkResult[] {
  return report.benchmarks.filter(
    (b) => b.status === 'regressed' || b.status === 'failed' || (b.status === 'missing' && !report.allow_missing),
  );
}
