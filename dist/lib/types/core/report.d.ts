/**
 * The one report object (schemas/report-v1.schema.json). Every front end renders this; nothing else
 * decides what a benchmark's status is.
 */
import type { Direction, Environment, Metadata } from './model.js';
import type { NoiseOf } from './stats/observations.js';
/** `inconclusive`: the noise, or a change that is not significant, leaves the question open; it does not fail. */
export type Status = 'unchanged' | 'improved' | 'regressed' | 'protected' | 'new' | 'missing' | 'failed' | 'inconclusive';
/** `accepted`: the gate failed on regressions only, and someone accepted them (--accept, a PR label). */
export type Verdict = 'pass' | 'fail' | 'accepted';
/** `inconclusive` (bench-diff ab only): not worse than its limit, but its interval cannot back a pass (it reaches past the limit, or one round gives none); it never fails. */
export type GeomeanStatus = 'pass' | 'fail' | 'inconclusive' | 'skipped';
export declare const STATUSES: readonly Status[];
export type Method = 'best' | 'stats';
/** What a report can record: a method the options choose, or `paired` (`bench-diff ab`, decision/paired.ts). */
export type ReportedMethod = Method | 'paired';
/** How a paired report's runs were made: N interleaved rounds, their order drawn from `seed`. */
export interface PairedRecord {
    rounds: number;
    seed: number;
}
/** What `--method stats` found for one benchmark. */
interface StatsResult {
    /** `none`: no test could be made (see `fallback`); the threshold rule decided. `signed-rank`: method paired. */
    test: 'mann-whitney' | 'signed-rank' | 'none';
    baseline_n: number;
    current_n: number;
    /** Confidence interval of the change in percent at `confidence` (stats: of the shift of the log values; absent when the samples are too small for that level). */
    ci_pct?: [number, number];
    confidence?: number;
    /** One-sided p-value of the rank test in the direction of the change, and after Holm's correction. */
    p_value?: number;
    p_holm?: number;
    significant: boolean;
    /** Why there was no test, and what was done instead. */
    fallback?: string;
    /** Method paired: whether the signed-rank p-value is exact (else the normal approximation). */
    exact?: boolean;
}
export interface BenchmarkResult {
    name: string;
    /** The metric this row compares (B/op, p99); absent for the benchmark's primary value. */
    metric?: string | null;
    unit: string;
    direction: Direction;
    baseline: number | null;
    current: number | null;
    runs: number;
    ratio: number | null;
    change_pct: number | null;
    /** The change of the measured value (current vs baseline) in percent, > 0 a larger value: see valueChangePct. */
    value_change_pct: number | null;
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
    /** The noise of the observations on each side (see src/core/stats/observations.ts). */
    dispersion?: NoiseOf;
    stats?: StatsResult;
    /** With a history baseline, a regressed benchmark's recent points (one per commit, oldest first). */
    trend?: TrendPoint[];
    /** false: a metric reported but not gated; its status never fails the verdict nor counts in `summary`. */
    gated?: boolean;
    /** The baseline is 0, so there is no ratio: "from 0". */
    from_zero?: boolean;
    /** Every observation on both sides is identical: no noise, never inconclusive. */
    exact?: boolean;
    /** A metric row whose runs were combined by its rule's own aggregate, not the report's `aggregate`: that one. */
    aggregate?: string;
}
/** Which commits the baseline came from, as every rendering says it (report `baseline.history`). */
export interface HistoryBaselineInfo {
    branch: string;
    /** The oldest commit any benchmark's baseline used. */
    from_commit: string;
    /** The newest: the base commit, or the newest entry before it that the store holds. */
    to_commit: string;
    /** How many distinct commits the benchmarks' baselines used. */
    commits: number;
    window: number;
    /** Set when the base commit is not in the store and the baseline ends at another entry. */
    base_commit?: string;
}
/** One benchmark's recent points, for a trend chart next to a regression. */
export interface TrendPoint {
    commit: string;
    value: number;
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
    /** With --method stats: the interval of the geomean's change in percent, and whether it excludes no change. */
    ci_pct?: [number, number];
    /** Method paired: the coverage of ci_pct, below 1 − alpha when the rounds are too few for more (method stats: absent, 1 − alpha). */
    confidence?: number;
    significant?: boolean;
    /** In `metric_geomeans`: whether this geomean can fail the verdict. */
    gated?: boolean;
    /** In `metric_geomeans`: the limit this geomean is held to, when it is not `thresholds.geomean_pct`. */
    threshold_pct?: number;
}
export interface Report {
    schema_version: 1;
    verdict: Verdict;
    thresholds: {
        benchmark_pct: number;
        geomean_pct: number;
    };
    aggregate: string;
    runs: number;
    protected_in_geomean: boolean;
    allow_missing: boolean;
    geomean: GeomeanResult;
    /** One geomean per metric other than the primary value, by metric name (metric-gate.ts). */
    metric_geomeans?: Record<string, GeomeanResult>;
    summary: Record<Status, number>;
    benchmarks: BenchmarkResult[];
    /** `history`: the baseline came from a history store (--history), and these are its commits. */
    baseline: {
        source: string;
        metadata?: Metadata;
        history?: HistoryBaselineInfo;
    };
    current: {
        sources: string[];
        metadata?: Metadata;
    };
    warnings: string[];
    /** Who accepted the regressions when the verdict is `accepted`: "--accept", a PR label. */
    accepted_by?: string;
    environment_mismatch?: EnvironmentMismatch;
    /** Set with --method stats and by `bench-diff ab` (paired); absent means the threshold rule, `best` or another aggregate. */
    method?: ReportedMethod;
    alpha?: number;
    /** Method paired only: the rounds and the seed of their order. */
    paired?: PairedRecord;
}
export {};
