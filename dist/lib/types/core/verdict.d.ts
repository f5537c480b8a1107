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
