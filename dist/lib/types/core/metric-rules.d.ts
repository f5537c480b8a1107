/**
 * The rule each metric of a benchmark is gated by (README, "Metrics"): the config's `metrics` entry
 * and `--metric-threshold` first, else a default by what the metric measures. Allocations and
 * instruction counts are deterministic, so when both sides show no noise any growth is a regression
 * (threshold 0%); latency percentiles, extremes (a single slowest request), garbage-collection counts,
 * rates a tool derives from the primary timings and Valgrind's simulated cache events are reported but
 * gated only when configured;
 * every other metric is gated like the benchmark itself.
 */
/** What the config (`metrics`) and the flags say about one metric; unset fields keep the default. */
export interface MetricRule {
    threshold?: number;
    gate?: boolean;
    geomean?: boolean;
}
/** The rule a compared metric row is decided under. */
export interface ResolvedMetricRule {
    threshold: number;
    gate: boolean;
    geomean: boolean;
}
export type MetricKind = 'count' | 'percentile' | 'extreme' | 'derived' | 'collections' | 'simulated' | 'other';
export declare function isCountUnit(unit: string): boolean;
export declare function metricKind(name: string, unit: string): MetricKind;
/**
 * The rule for metric `name` of a benchmark whose own threshold is `benchmarkThreshold`. `exact`: every
 * observation on both sides is identical.
 */
export declare function resolveMetricRule(name: string, unit: string, exact: boolean, benchmarkThreshold: number, configured: MetricRule | undefined): ResolvedMetricRule;
/** resolveMetricRule for a metric whose kind is known already (the gate works it out once per name and unit). */
export declare function resolveRuleOfKind(kind: MetricKind, exact: boolean, benchmarkThreshold: number, configured: MetricRule | undefined): ResolvedMetricRule;
/** Whether a metric of this kind is gated: the REPORTED kinds only once a rule gives them a threshold. */
export declare function metricGated(kind: MetricKind, configured: MetricRule | undefined): boolean;
