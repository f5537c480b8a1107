/**
 * The median of a scratch array's first n entries, reordering them: for resampling loops that draw
 * into one buffer again and again and must not allocate per draw.
 */
/** Sorts the first `n` entries in place; insertion sort, since resampled groups are small and this is the hot loop. */
export declare function sortPrefix(a: Float64Array, n: number): void;
/** Median of the first `n` entries of a scratch array (reordered in place). */
export declare function medianInPlace(scratch: Float64Array, n: number): number;
