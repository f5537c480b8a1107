/**
 * `--method stats`: a benchmark regresses only when its change is over its threshold AND the rank
 * test says the change is real (one-sided Mann–Whitney U, Holm-corrected across the suite at alpha)
 * AND its interval reaches past the threshold.
 * Point estimates are ratios of medians; intervals are the distribution-free ones of the shift of
 * the log values (shift.ts: Hodges–Lehmann with the exact Mann–Whitney interval, no resampling).
 * The two can disagree (samples on a timer's few steps: the medians jump 20 -> 30 ns while most pairs
 * differ by nothing, the interval [0%, 0%]); a status never contradicts the interval shown beside it:
 * medians past the threshold with the interval wholly within it, or the reverse, are inconclusive,
 * with a note that says so and why.
 * The geomean fails only when it is over its limit, its interval excludes "no change" on the worse
 * side and reaches past the limit; over its limit without that, it is inconclusive, as a benchmark is
 * (which never fails the verdict; a warning says why), so a geomean worse than its limit never
 * passes; within its limit it passes, unless its interval lies wholly past the limit (inconclusive).
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
