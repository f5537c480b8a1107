/**
 * The verdict rule, in one place: the gate fails on regressed and failed benchmarks, on missing ones
 * unless they are allowed, and on the geomean. Accepting (accept.ts) can pass regressions only.
 */
import type { BenchmarkResult, GeomeanResult, GeomeanStatus, Report, Status } from './report.js';
/** The benchmarks that fail the gate, by kind; `failed + missing` are broken, not slower. */
interface FailingCounts {
    regressed: number;
    failed: number;
    missing: number;
}
/** The report's summary of its rows: how many of each status. A metric that is only reported (gated: false) neither fails nor counts. */
export declare function countStatuses(results: readonly BenchmarkResult[]): Record<Status, number>;
/** Whether a benchmark of this status fails the gate. */
export declare function failsGate(status: Status, allowMissing: boolean): boolean;
export declare function failingCounts(summary: Readonly<Record<Status, number>>, allowMissing: boolean): FailingCounts;
/**
 * The fewest benchmarks a geomean gates over (README, "How the gate decides"): a geomean over one
 * benchmark is that benchmark, so it would hold a single slowdown to the geomean's limit (3%) in place
 * of the benchmark's own (8%, or its calibrated or configured one), and count it twice.
 */
export declare const GEOMEAN_MIN_COUNT = 2;
/** Whether a geomean taken over `count` benchmarks can fail the verdict. */
export declare function geomeanGates(count: number): boolean;
/**
 * The rule for a geomean over fewer than GEOMEAN_MIN_COUNT benchmarks, applied once to whatever a
 * decision method decided (the suite's geomean and each metric's): still shown, with its numbers, but
 * `skipped` and `gated: false`, so that its benchmark's own limit alone decides. A geomean over none
 * (no ratio) is left as it is: `skipped`, with nothing to show.
 */
export declare function ungateSmallGeomean<G extends GeomeanResult>(g: G): G;
/** Whether a geomean was shown but not gated for being over fewer than GEOMEAN_MIN_COUNT benchmarks (ungateSmallGeomean). */
export declare function isSmallGeomean(g: GeomeanResult): boolean;
/**
 * The geomeans' part in the verdict: `fail` when a gated metric geomean (metric_geomeans) fails, as the
 * suite's geomean does; else the suite geomean's status. The gate and the check of a report read back
 * (action/report-checks.ts) both go by it.
 */
export declare function geomeansStatus(geomean: GeomeanResult, metricGeomeans: Readonly<Record<string, GeomeanResult>> | undefined): GeomeanStatus;
/**
 * Whether a metric's geomean fails the verdict: over its limit and gated. Gated unless it says
 * `gated: false`, as a row is (the report schema; a report read back may leave it out).
 */
export declare function metricGeomeanFails(g: GeomeanResult): boolean;
/** The verdict before any acceptance: `fail` when a benchmark or the geomean fails the gate. */
export declare function gateVerdict(summary: Readonly<Record<Status, number>>, allowMissing: boolean, geomean: GeomeanStatus): 'pass' | 'fail';
/** Whether the check passes: a pass, or regressions that were accepted. */
export declare function passes(report: Report): boolean;
/** Benchmarks that make the verdict fail (missing ones only when they are not allowed). */
export declare function failingResults(report: Report): BenchmarkResult[];
export {};
