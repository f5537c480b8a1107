/**
 * The older shape of the HTTP load adapters (wrk, wrk2, hey and hey -o csv, oha, k6), and how a
 * baseline written in it still compares. This file is the one place that knows both names of a figure.
 *
 * Older bench-gate wrote one benchmark per figure: `wrk /items c=10 t=2 requests/sec`, `... latency
 * avg`, `... latency p99`, `hey requests/sec`, `k6 http_reqs rate`, `k6 http_req_duration p(95)`. Today a
 * run of one URL or scenario is one benchmark (`wrk /items c=10 t=2`, `hey`, `k6`) whose value is its
 * requests/s and whose latencies are metrics (`latency mean`, `latency p99`; k6 also `iteration p95`,
 * `latency{TAGS} p95`, `iterations/s`).
 *
 * When the baseline names a run's figures the older way (and not the run's own name), the run's
 * benchmark is rewritten into the older entries before the gate pairs names, so every figure is
 * compared with its old baseline value under the rules it always had (each one a benchmark). The
 * rewrite keeps every value, unit, direction, sample and failure; the metrics the older shape did not
 * have (transfer/s, the error rate, the percentiles it kept as fields) have no older name and are left out.
 * Promoting a new baseline moves a suite to the new shape.
 */
import type { BenchmarkEntry, SourcedDocument } from './model.js';
/** One figure of a benchmark in the new shape (`metric` undefined: the benchmark's value) and its older name. */
export interface LegacyFigure {
    metric?: string;
    name: string;
}
/**
 * The older names of an HTTP load benchmark's figures (its value first), or undefined for an entry
 * that is not one. Metrics the older shape did not have are not listed.
 */
export declare function legacyFigures(entry: BenchmarkEntry): LegacyFigure[] | undefined;
/** The entries the older shape had for this benchmark, or undefined when it is not an HTTP load benchmark. */
export declare function legacyEntries(entry: BenchmarkEntry): BenchmarkEntry[] | undefined;
/**
 * The runs as the baseline names their figures: each HTTP load benchmark whose own name the baseline
 * lacks but whose older names it has is replaced by its older entries. `rewritten` counts them (per
 * run), for the report to say so. `unmeasured`: the older names of figures that a run (not failed)
 * did not measure, with the reason; their entries are failed ones here, which the gate sets aside
 * (legacyComparison), and which count as present for a promotion.
 */
export declare function runsInBaselineShape(baseline: readonly BenchmarkEntry[], runs: readonly SourcedDocument[]): {
    runs: readonly SourcedDocument[];
    rewritten: string[];
    unmeasured: ReadonlyMap<string, string>;
};
/**
 * The baseline and the runs as the gate compares them: the runs in the baseline's shape
 * (runsInBaselineShape), and the figures of the older shape that a run did not measure set aside on
 * both sides, with a warning, as the gate sets aside a metric the runs no longer have: not failed
 * (the run measured everything it could) and not missing (the run has the figure, unmeasured). A
 * figure one run measured and another did not is set aside in every run, so that the runs stay one
 * suite. A new baseline, promoted, compares the run as one benchmark, and the warning goes.
 */
export declare function legacyComparison(baseline: SourcedDocument, givenRuns: readonly SourcedDocument[]): {
    baseline: SourcedDocument;
    runs: readonly SourcedDocument[];
    rewritten: string[];
    warnings: string[];
};
/** The report's note when runs were compared in the older shape. */
export declare function legacyShapeWarning(rewritten: readonly string[]): string;
/**
 * A warning of the comparison that promote shows for review, as it reads during the promote: the
 * older-shape warnings' advice to promote is what is happening, so they say what the new baseline
 * does instead. Any other warning is returned as it is.
 */
export declare function whilePromoting(warning: string): string;
