/**
 * The rule each metric of a benchmark is gated by (README, "Metrics"): the config's `metrics` entry
 * and `--metric-threshold` first, else a default by what the metric measures. Allocations and
 * instruction counts are deterministic, so when both sides show no noise any growth is a regression
 * (threshold 0%); latency percentiles, extremes (a single slowest request), garbage-collection counts,
 * rates a tool derives from the primary timings and Valgrind's simulated cache events are reported but
 * gated only when configured; so are a profile's per-function instruction counts and a program's CPU
 * times (user, system), which say where the time went rather than how much it was, and a runtime's
 * estimate of the heap's growth per iteration (mitata's `heap`), which moves by tens of percent;
 * every other metric is gated like the benchmark itself.
 */
import type { Aggregate } from './aggregate.js';
import type { Direction } from './model.js';
/** What the config (`metrics`) and the flags say about one metric; unset fields keep the default. */
export interface MetricRule {
    threshold?: number;
    gate?: boolean;
    geomean?: boolean;
    /** The limit in percent of the metric's geomean (config only); unset: metricGeomeanLimit's default. */
    geomean_threshold?: number;
    /** Which way is better (config only): wins over the metric's own `direction` and its unit's. */
    direction?: Direction;
    /**
     * How the runs' values of the metric become one (config only), in the gate and in promote: wins over
     * the suite's aggregate (the config's and --aggregate), as a benchmark's own threshold does.
     */
    aggregate?: Aggregate;
}
/** The aggregate of metric rule `configured` in a suite aggregated by `suite`: its own, else the suite's. */
export declare function metricAggregate(configured: MetricRule | undefined, suite: Aggregate): Aggregate;
/** The rule a compared metric row is decided under. */
export interface ResolvedMetricRule {
    threshold: number;
    gate: boolean;
    geomean: boolean;
}
export type MetricKind = 'count' | 'function' | 'cputime' | 'heap' | 'percentile' | 'extreme' | 'derived' | 'collections' | 'simulated' | 'other';
/** Whether metrics of this kind are counts of what a deterministic program does (the count rule: exact at 0%, lower is better). */
export declare function isCountKind(kind: MetricKind): boolean;
/** Asked for every compared benchmark, of the one or two units of a suite: the answers are kept (unitMemo). */
export declare const isCountUnit: (unit: string) => boolean;
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
/**
 * The limit in percent that metric's geomean is held to, in a suite whose benchmark threshold is
 * `threshold` and geomean threshold `geomeanThreshold`: the rule's own `geomean_threshold`; else, when
 * the rule sets the metric a threshold above the benchmarks', the suite's proportion between the two
 * limits (3 × 20/8 = 7.5% for a p99 at 20%: a metric allowed 20% on every benchmark for its noise
 * would otherwise fail on a geomean of changes well within that noise); else the suite's geomean
 * threshold. The proportion only ever loosens: a metric set stricter than the benchmarks (`B/op` at
 * 5%, or 0%, what the count rule gives an exact count unasked) keeps the suite's geomean limit, so a
 * config that passed before this rule cannot start failing on it; `geomean_threshold` tightens it. The
 * proportion stops at the metric's own threshold (or the suite's geomean limit, if that is higher).
 */
export declare function metricGeomeanLimit(configured: MetricRule | undefined, threshold: number, geomeanThreshold: number): number;
