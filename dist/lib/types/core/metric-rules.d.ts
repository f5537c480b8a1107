/** What the config (`metrics`) and the flags say about one metric; unset fields keep the default. */
export interface MetricRule {
    threshold?: number;
    gate?: boolean;
    geomean?: boolean;
    /** The limit in percent of the metric's geomean (config only); unset: metricGeomeanLimit's default. */
    geomean_threshold?: number;
}
/** The rule a compared metric row is decided under. */
export interface ResolvedMetricRule {
    threshold: number;
    gate: boolean;
    geomean: boolean;
}
export type MetricKind = 'count' | 'percentile' | 'extreme' | 'derived' | 'collections' | 'simulated' | 'other';
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
