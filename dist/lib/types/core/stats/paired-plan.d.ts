interface PlanInput {
    name: string;
    threshold_pct: number;
    /** Worse-positive log-ratios of the rounds measured (NaN for rounds without a pair). */
    logRatios: readonly number[];
}
interface PlanOptions {
    alpha: number;
    /** The change to detect, in percent worse; default each benchmark's threshold. */
    detectPct?: number;
    /** Default 0.9. */
    power?: number;
}
interface PlanBenchmark {
    name: string;
    rounds_measured: number;
    /** Robust standard deviation of the log-ratios, as a percentage (about the spread of one round's ratio). */
    spread_pct: number;
    detect_pct: number;
    threshold_pct: number;
    /** Rounds for the test alone to flag `detect_pct` with the power asked. */
    rounds_for_test: number;
    /** Rounds for the verdict (test and estimate over the threshold); null when detect <= threshold. */
    rounds_for_verdict: number | null;
}
export interface PairedPlan {
    alpha: number;
    power: number;
    /** How many benchmarks share alpha (Holm). */
    family: number;
    /** The fewest rounds with which the corrected test can reach its level at all. */
    min_rounds: number;
    benchmarks: PlanBenchmark[];
    /** The most any benchmark needs for its verdict (or, where none can, for its test). */
    rounds_needed: number;
}
/** 1.4826 x MAD: the standard deviation of normal noise, untouched by a few wild rounds. */
export declare function robustSpread(values: readonly number[]): number;
export declare function planPaired(inputs: readonly PlanInput[], options: PlanOptions): PairedPlan;
export {};
