/**
 * The median of a scratch array's first n entries, reordering them: for resampling loops that draw
 * into one buffer again and again and must not allocate per draw.
 */
/** Median of the first `n` entries of a scratch array (reordered in place). */
export declare function medianInPlace(scratch: Float64Array, n: number): number;
