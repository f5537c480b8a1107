/**
 * Showing the noise on each compared benchmark, and refusing to call a benchmark `unchanged` when
 * its noise is larger than its threshold: a change of that size could not have been seen.
 */
import type { BenchmarkResult } from '../report.js';
import type { Series } from '../runs.js';
import { type Observations } from './observations.js';
/** Records the noise of a compared benchmark's observations, when there is any to see. */
export declare function markDispersion(result: BenchmarkResult, obs: Observations): void;
/** An `unchanged` benchmark whose noise is larger than its threshold becomes `inconclusive`. */
export declare function markTooNoisy(result: BenchmarkResult): void;
/** A new benchmark has no comparison, but its noise is worth knowing before it is promoted. */
export declare function markNewNoise(result: BenchmarkResult, series: Series): void;
