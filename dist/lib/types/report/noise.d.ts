/**
 * How every rendering words the noise and the statistics of a benchmark: "±2.1%", the ranges, the
 * interval and p-value. Reports without dispersion data render exactly as before.
 */
import type { BenchmarkResult, Report } from '../core/report.js';
/** "±2.1%": the larger CV of the two sides, the figure compared with the threshold; "—" without data. */
export declare function noiseCell(r: BenchmarkResult): string;
/** Whether any row has noise to show: only then do the tables get a noise column. */
export declare function hasNoise(report: Report): boolean;
/** "runs 9.8M–10.2M ops/s (±1.2%, 5 runs); baseline ...": the spread behind a verdict. */
export declare function rangePhrase(r: BenchmarkResult): string | undefined;
/** "99% CI −14.1%…−9.8%, p = 0.0001 (Holm 0.0013)", or why no test was made. */
export declare function statsPhrase(r: BenchmarkResult, minus?: string): string | undefined;
/** Notes on the spread and the test for the rows worth explaining: regressed, inconclusive, improved, protected over the limit. */
export declare function noiseNotes(report: Report, minus?: string): Array<{
    name: string;
    text: string;
}>;
