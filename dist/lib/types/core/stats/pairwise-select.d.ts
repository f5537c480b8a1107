/** The differences y[j] - x[i], all of them, sorted. For small samples and for tests. */
export declare function sortedDifferences(x: Float64Array, y: Float64Array): Float64Array;
/** The k-th smallest (0-based) of the n·m differences y[j] - x[i]; x and y sorted ascending, both non-empty. */
export declare function kthDifference(x: Float64Array, y: Float64Array, k: number): number;
