import type { Direction } from './model.js';
export type Aggregate = 'best' | 'worst' | 'median' | 'mean' | `p${number}`;
/** Parses --aggregate / the config's aggregate; `where` names the flag or key for the error. */
export declare function parseAggregate(text: string, where: string): Aggregate;
/**
 * The q-quantile (0..1) of ascending `sorted`, interpolating linearly between the closest ranks
 * (the method of numpy's default and R's type 7), so p50 equals the median.
 */
export declare function quantile(sorted: ArrayLike<number>, q: number): number;
/**
 * quantile() of `length` ascending values that `at` gives by rank: for a caller that keeps only the
 * ranks it will read (calibrate keeps a lower tail of 50,000 resamples). Reads ranks floor and ceil
 * of (length - 1) * q.
 */
export declare function quantileOf(length: number, q: number, at: (rank: number) => number): number;
/** The median: the middle value, or the mean of the two middle values for an even count. */
export declare function median(values: readonly number[]): number;
/**
 * One value from the runs. best/worst follow the direction; median, mean and pNN are plain statistics
 * of the values (pNN is the NN-th percentile of the values as measured, whatever the direction).
 */
export declare function aggregate(values: readonly number[], method: Aggregate, direction: Direction): number;
