/**
 * `--method stats`: a benchmark regresses only when its change is over its threshold AND the rank
 * test says the change is real (one-sided Mann–Whitney U, Holm-corrected across the suite at alpha).
 * Point estimates are ratios of medians, with seeded bootstrap intervals; the geomean fails only
 * when it is over its limit and its bootstrap interval excludes "no change".
 *
 * A decision method (../decision/method.ts): it decides the benchmarks it can test; those it cannot
 * (one value on a side) are decided by the threshold rule, and the report says so.
 */
import type { DecisionMethod } from '../decision/method.js';
interface StatsOptions {
    alpha: number;
    seed: number;
    resamples: number;
}
/** `--method stats` at significance level `alpha` (Holm across the suite), with seeded bootstrap intervals. */
export declare function statsMethod(options: StatsOptions): DecisionMethod;
export {};
