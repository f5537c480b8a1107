/**
 * The gate's options (defaults < bench-gate.json < flags or Action inputs; see config.ts): the
 * thresholds, the aggregate, protections, per-benchmark overrides and the method.
 */
import type { Aggregate } from './aggregate.js';
import type { Direction } from './model.js';
import type { MetricRule } from './metric-rules.js';
import type { Method } from './report.js';
export interface ProtectedBenchmark {
    name: string;
    reason?: string;
    until?: string;
}
export interface BenchmarkOverride {
    threshold?: number;
    direction?: Direction;
}
export interface GateOptions {
    /** Per-benchmark limit in percent (default 8). */
    threshold: number;
    /** Geometric-mean limit in percent (default 3). */
    geomeanThreshold: number;
    aggregate: Aggregate;
    protected: readonly ProtectedBenchmark[];
    protectedInGeomean: boolean;
    allowMissing: boolean;
    overrides: Readonly<Record<string, BenchmarkOverride>>;
    /** Today as YYYY-MM-DD, for protections with an `until`; the front end reads the clock, not the core. */
    today?: string;
    /** Set when regressions are accepted, naming who accepted them ("--accept", a PR label). */
    acceptedBy?: string;
    /** `best`: the threshold rule on aggregated runs (the contract's default); `stats`: see stats/method.ts. */
    method: Method;
    /** Significance level of --method stats, for the whole suite (Holm). Default 0.01. */
    alpha: number;
    /** Which metrics to compare (--metrics); absent: every metric both sides have. */
    metrics?: readonly string[];
    /** Rules per metric name (config `metrics`, --metric-threshold). */
    metricRules?: Readonly<Record<string, MetricRule>>;
    /** The N the config was calibrated for (bench-gate.json `runs`); a different N gets a warning. */
    expectedRuns?: number;
}
export declare const DEFAULT_GATE_OPTIONS: GateOptions;
/**
 * The override of one benchmark, if any. Most configs have none, and asking an empty object for a
 * name read from a file costs a string-table lookup per benchmark: the emptiness is checked first.
 */
export declare function overrideFor(options: Pick<GateOptions, 'overrides'>, name: string): BenchmarkOverride | undefined;
