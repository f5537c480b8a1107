/**
 * The paired decision of an interleaved A/B run (`bench-diff ab`): A (the base) and B (the head) ran
 * alternately, so round i's two values met the same load on the machine. The observations of a
 * benchmark are its per-round log-ratios, signed so that "worse" is positive:
 * log(B_i / A_i) when lower is better, log(A_i / B_i) when higher is. A load spike that hits both
 * sides of a round cancels out of its ratio; that is the whole point.
 *
 * Per benchmark: the estimate is the Hodges–Lehmann centre of the log-ratios with its exact interval,
 * the test the one-sided Wilcoxon signed-rank test, Holm-corrected across the suite. A benchmark
 * regresses when its estimate is worse than its threshold AND the corrected test says so at alpha
 * (improves symmetrically); over the threshold without significance is inconclusive. Within the
 * threshold it is unchanged only when its whole interval is within it too: an interval that reaches
 * past the threshold, on either side, could not rule out a change of that size, and the benchmark is
 * inconclusive (as compare's noise rule: the gate does not claim a change it could not have seen).
 *
 * Geomean: per round, the mean over benchmarks of the log-ratios (the log of that round's geomean
 * ratio); then the same estimate, interval and test over the rounds. It fails when worse than its
 * threshold and significant at alpha; worse but not significant, it is inconclusive, as a benchmark
 * is (a pass would claim the opposite of its own estimate). Otherwise it passes only when its
 * interval backs that: within the threshold, the whole interval within it on both sides, as for a
 * benchmark; better than the threshold, the interval's worse end within it. Else, or with no
 * interval (one round), it is inconclusive. Inconclusive never fails the verdict; a warning says why.
 * So a geomean passes only when its interval has a worse end within the limit.
 *
 * Pure: no IO, no randomness. Reported numbers use the report's convention: a ratio > 1 and a
 * positive change_pct are better, negative worse.
 */
import type { Direction } from '../model.js';
export interface PairedInput {
    name: string;
    direction: Direction;
    threshold_pct: number;
    /** Round-aligned values: base[i] and head[i] were measured in round i. A round where either is missing (NaN, <= 0) is left out. */
    base: readonly number[];
    head: readonly number[];
    /** Whether it counts in the geomean (default true). */
    in_geomean?: boolean;
    /**
     * Whether it is in the family Holm's correction spans (default true). A protected benchmark is
     * not: its status is not decided, and its p_holm is its own p-value.
     */
    family?: boolean;
}
interface PairedOptions {
    /** Significance level for the suite (Holm) and for the geomean. */
    alpha: number;
    geomeanThreshold: number;
}
type PairedStatus = 'regressed' | 'improved' | 'unchanged' | 'inconclusive';
export interface PairedBenchmark {
    name: string;
    direction: Direction;
    threshold_pct: number;
    /** Rounds with a value on both sides (the pairs). */
    rounds: number;
    /** exp(-HL estimate of the log-ratios): > 1 better. Null without any pair. */
    ratio: number | null;
    change_pct: number | null;
    /** The estimate's interval in percent of change, at `coverage` (two-sided). */
    ci_pct: [number, number] | null;
    coverage: number | null;
    /** One-sided signed-rank p-values, before Holm. */
    p_worse: number;
    p_better: number;
    /** Holm-adjusted p-value of the side the estimate is on. */
    p_holm: number;
    significant: boolean;
    test: 'exact' | 'normal';
    status: PairedStatus;
    note?: string;
}
export interface PairedGeomean {
    /** Rounds where every benchmark of the geomean has a pair. */
    rounds: number;
    count: number;
    ratio: number | null;
    change_pct: number | null;
    ci_pct: [number, number] | null;
    /** The interval's coverage (two-sided): below the confidence asked for when the rounds are too few. */
    coverage: number | null;
    p_worse: number;
    significant: boolean;
    status: 'pass' | 'fail' | 'inconclusive' | 'skipped';
}
export interface PairedComparison {
    method: 'paired';
    alpha: number;
    confidence: number;
    benchmarks: PairedBenchmark[];
    geomean: PairedGeomean;
    warnings: string[];
}
/** The log-ratios per round (NaN where the round has no pair), in round order. */
export declare function logRatiosOf(input: PairedInput): number[];
/**
 * A p-value for people (also --method stats' notes): 3 decimals; two significant digits below 0.01,
 * where 3 decimals are one and put Holm's level 0.0033 at 0.003 ("cannot reach p <= 0.003 (the
 * smallest possible p is 0.003)"); 1.2e-5 below 0.001. Never more than 5% off.
 */
export declare const fmtP: (p: number) => string;
/** The fewest rounds with which the corrected test can reach alpha for a family of k benchmarks. */
export declare function roundsToReach(alpha: number, k: number): number;
/** Decides every benchmark and the geomean from round-aligned values. */
export declare function comparePaired(inputs: readonly PairedInput[], options: PairedOptions): PairedComparison;
export {};
