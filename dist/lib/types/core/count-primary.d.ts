import type { BenchmarkResult } from './report.js';
import type { Observations } from './stats/observations.js';
/** Decides `result` when it is an exact count and returns true; false leaves it to the decision method. */
export declare function decideExactCount(result: BenchmarkResult, obs: Observations, overrideThreshold: number | undefined): boolean;
