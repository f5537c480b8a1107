/**
 * What every rendering says the same way: the order of rows and the one-line verdict.
 */
import { type BenchmarkResult, type Report } from '../core/report.js';
/**
 * Rows in order of urgency (regressed, failed, missing, improved, ...), worst change first within each,
 * the rows that are only reported after all gated ones; a benchmark's metric rows grouped under it
 * (metric-rows.ts).
 */
export declare function orderedResults(report: Report): BenchmarkResult[];
/**
 * " [99% CI 4.1% worse…1.5% worse]" with --method stats and paired; nothing otherwise. In words, as the
 * geomean is. The coverage the interval has: a paired run of a few rounds gets less than it asked for.
 */
export declare function geomeanInterval(report: Report): string;
/**
 * Why a report has no geomean: every compared benchmark was left out of it (protected, with
 * protected_in_geomean false: the only way a compared benchmark leaves it), every benchmark on both
 * sides failed in the runs, or no benchmark is on both sides.
 */
export declare function noGeomeanReason(report: Report): string;
/**
 * "geomean 2.8% worse (limit 3%)" or the reason there is none, and whether a pass over the limit was
 * not significant (`significance` false: the caller says it after the status). In words, not with a sign: the
 * benchmarks of a suite need not all go the same way (times and ops/s), so no sign could follow
 * the measured values the way each row's change does.
 */
export declare function geomeanPhrase(report: Report, significance?: boolean): string;
/** The text's geomean line for one over a single benchmark: "geomean 4.8% worse over 1 benchmark: not gated (...)" (SMALL_GEOMEAN). */
export declare function smallGeomeanLine(report: Report): string;
/**
 * ", not significant" for a geomean over its limit that passed because its test did not reach alpha: a
 * pass that is no evidence of "no regression" says so. Methods stats and paired no longer make one (such
 * a geomean is inconclusive, as a row is), but the Action renders reports made elsewhere (input
 * `report`, written by whichever `bench-diff ab` the workflow installed), and an earlier version's says it.
 */
export declare function geomeanNotSignificant(report: Report): string;
/**
 * ", inconclusive" for a geomean that could neither pass nor fail (the warnings say why): over its limit
 * but not significant (methods stats and paired), or within it with an interval that cannot back a pass
 * (paired). Beside a PASS verdict, not hidden by it.
 */
export declare function geomeanInconclusive(report: Report): string;
/** The verdict in words, without decoration: "2 regressions · geomean 2.8% worse (limit 3%)". */
export declare function verdictPhrase(report: Report, separator?: string): string;
/**
 * Whether to suggest promoting the runs: improvements and a pass, against a baseline. `bench-diff ab`
 * (method paired) compares two commands and has no baseline to promote into.
 */
export declare function suggestsPromotion(report: Report): boolean;
/** What accepting means and how to undo it, for every rendering. */
export declare function acceptedNote(acceptedBy: string): string;
