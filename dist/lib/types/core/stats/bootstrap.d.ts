import type { Direction } from '../model.js';
import { type Random } from './random.js';
interface BootstrapOptions {
    resamples: number;
    /** Two-sided confidence level, e.g. 0.99. */
    confidence: number;
}
interface RatioInterval {
    /** log of the normalised ratio of medians (> 0 better), one per resample. */
    replicates: Float64Array;
    /** The interval's ends as normalised ratios. */
    low: number;
    high: number;
}
/** Median of the first `n` entries of a scratch array (reordered in place). */
export declare function medianInPlace(scratch: Float64Array, n: number): number;
/** Sorted copy's percentiles: the percentile interval of the replicates. */
export declare function percentileInterval(replicates: Float64Array, confidence: number): {
    low: number;
    high: number;
};
export declare function bootstrapRatio(baseline: readonly number[], current: readonly number[], direction: Direction, options: BootstrapOptions, random: Random): RatioInterval;
export {};
