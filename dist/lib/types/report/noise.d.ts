/**
 * How every rendering words the noise and the statistics of a benchmark: "±2.1%", the ranges, the
 * interval and p-value. Reports without dispersion data render exactly as before.
 */
import type { BenchmarkResult, Report } from '../core/report.js';
/**
 * "±2.1% current": the larger CV of the two sides (the figure compared with the threshold) and which
 * side it is, so that a noisy baseline is told from noisy runs; "—" without data. A paired benchmark
 * shows its interval instead ("-12.1%…-9.8%"): pairing cancels each side's noise, and the interval is
 * what is left of it. In a paired report's interval column, a row that was not paired (new, missing)
 * has no interval: "—", not its noise, which would read as one.
 */
export declare function noiseCell(r: BenchmarkResult, minus?: string, paired?: boolean): string;
/**
 * Whether any row has noise to show, or is exact (an instruction count from one profile per side has
 * no spread, and "exact" is what says it is gated at 0%): only then do the tables get a noise column.
 */
export declare function hasNoise(report: Report): boolean;
/** The noise column's title ("noise", or "interval" in a paired report), or undefined for no column. */
/** The paired report's column title: its cells are intervals, or "—". */
export declare const INTERVAL = "interval";
export declare function noiseHeader(report: Report): string | undefined;
/**
 * Whether a row's note leads its noise note (noiseNotes) rather than standing alone: an inconclusive
 * row's (why it is), and any note a test's decision left on a row (--method stats: why a status stands
 * beside medians its interval excludes). Said once, there, by every rendering.
 */
export declare function noteInNoiseNotes(r: BenchmarkResult): boolean;
/**
 * Notes on the spread and the test for the rows worth explaining: regressed, inconclusive, improved,
 * protected over the limit, and an unchanged row the test left a note on.
 */
export declare function noiseNotes(rows: readonly BenchmarkResult[], minus?: string): Array<{
    name: string;
    text: string;
}>;
