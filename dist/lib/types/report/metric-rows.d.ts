/**
 * How every rendering shows a benchmark's metric rows (`metric` set; core/metric-gate.ts): grouped
 * under their benchmark, the benchmark's name once, "from 0" instead of a percentage, "exact" for a
 * metric without noise, and one geomean line per metric. A report without metrics renders exactly
 * as before.
 */
import type { BenchmarkResult, GeomeanResult, Report } from '../core/report.js';
/** "BenchmarkParse · B/op" for a metric row, the name alone for a primary row: names a row in a list. */
export declare function rowName(r: BenchmarkResult): string;
/** Whether the row just above shows the same benchmark, so this metric row need not repeat its name. */
export declare function sameBenchmarkAbove(r: BenchmarkResult, above: BenchmarkResult | undefined): boolean;
/**
 * A name as the text shows it: one that is only spaces in quotes (`"   "`), so that its row and its
 * notes do not seem to name nothing. Markdown shows every name in a code span, whose box shows spaces.
 */
export declare function textName(name: string): string;
/** The name cell of a text table: the metric indented under its benchmark when that is the row above. */
export declare function textRowLabel(r: BenchmarkResult, above: BenchmarkResult | undefined): string;
/** "from 0" / "to 0" where a zero leaves no ratio; undefined for every other row. */
export declare function zeroChange(r: BenchmarkResult): string | undefined;
/** The noise cell of a metric that has none: "exact". */
export declare function exactNoise(r: BenchmarkResult): string | undefined;
/** " (reported only)" after the status of a metric that is only reported. */
export declare function notGated(r: BenchmarkResult): string;
/**
 * The status of a metric that is only reported and moved past its limit: "worse (reported only)",
 * "better (reported only)". Not "regressed (limit 0%) (not gated)", which read as a contradiction and
 * named a limit that decides nothing. Undefined for every other row (its status and notGated say it).
 */
export declare function reportedOnlyStatus(r: BenchmarkResult): string | undefined;
/**
 * Rows grouped by benchmark: each benchmark where its most urgent row is (so a benchmark whose
 * allocations regressed comes first), its primary row first, then its metric rows in urgency order.
 * `ordered` is already in urgency order; without metric rows it is returned as it is.
 */
export declare function groupMetricRows(ordered: readonly BenchmarkResult[]): BenchmarkResult[];
/**
 * What a geomean over a single benchmark is, in every rendering: shown, but never gated
 * (core/verdict.ts, ungateSmallGeomean), so no limit is named beside it.
 */
export declare const SMALL_GEOMEAN = "not gated (a geomean of one benchmark is that benchmark, held to its own limit)";
/**
 * "geomean B/op 66.7% worse (limit 3%) over 4 benchmarks: fail"; "reported only" when not gated;
 * over one benchmark, without a limit, "not gated" and why (SMALL_GEOMEAN).
 */
export declare function metricGeomeanLine(report: Report, name: string, g: GeomeanResult): string;
/**
 * The metrics whose runs were combined by their own aggregate (the row's `aggregate`, set where it is
 * not the report's), by aggregate, each metric once, in the report's order: `[["median", ["latency p99"]]]`.
 * None for a single run, where every aggregate is that run.
 */
export declare function ownAggregates(report: Report): Array<[aggregate: string, metrics: string[]]>;
/**
 * metricGeomeanLine of each metric, but a metric one benchmark alone has: its geomean is that row
 * again, shown but not gated (the JSON keeps it), and a one-benchmark load test's five latency
 * figures made five lines that each repeated its row.
 */
export declare function metricGeomeanLines(report: Report): string[];
