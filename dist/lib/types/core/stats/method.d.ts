/**
 * `--method stats`: a benchmark regresses only when its change is over its threshold AND the rank
 * test says the change is real (one-sided Mann–Whitney U, Holm-corrected across the suite at alpha).
 * Point estimates are ratios of medians; intervals are the distribution-free ones of the shift of
 * the log values (shift.ts: Hodges–Lehmann with the exact Mann–Whitney interval, no resampling).
 * The geomean fails only when it is over its limit and its interval excludes "no change" on the
 * worse side; over its limit without that, it is inconclusive, as a benchmark is (which never fails
 * the verdict; a warning says why), so a geomean worse than its limit never passes.
 *
 * A decision method (../decision/method.ts): it decides the benchmarks it can test; those it cannot
 * (one value on a side) are decided by the threshold rule, and the report says so.
 */
import type { DecisionMethod } from '../decision/method.js';
interface StatsOptions {
    alpha: number;
}
/** `--method stats` at significance level `alpha` (Holm across the suite), with distribution-free intervals. */
export declare function statsMethod(options: StatsOptions): DecisionMethod;
export {};
