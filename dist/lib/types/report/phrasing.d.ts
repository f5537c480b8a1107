/**
 * What every rendering says the same way: the order of rows and the one-line verdict.
 */
import { type BenchmarkResult, type Report } from '../core/report.js';
/**
 * Rows in order of urgency (regressed, failed, missing, improved, ...), worst change first within each;
 * a benchmark's metric rows grouped under it (metric-rows.ts).
 */
export declare function orderedResults(report: Report): BenchmarkResult[];
/** " [99% CI -4.1%…-1.5%]" with --method stats; nothing otherwise. */
export declare function geomeanInterval(report: Report, minus?: string): string;
/** "geomean -2.8% (limit 3%)" or the reason there is none. */
export declare function geomeanPhrase(report: Report, minus?: string): string;
/** The verdict in words, without decoration: "2 regressions · geomean -2.8% (limit 3%)". */
export declare function verdictPhrase(report: Report, minus?: string, separator?: string): string;
/** What accepting means and how to undo it, for every rendering. */
export declare function acceptedNote(acceptedBy: string): string;
