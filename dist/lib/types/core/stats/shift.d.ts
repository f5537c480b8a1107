export interface ShiftInterval {
    low: number;
    high: number;
    /** The interval's real coverage: the level asked for or a little more (exact), or the level (normal approximation). */
    coverage: number;
}
/** c, and the coverage 1 - 2 P(U <= c); c = -1 when even the full range does not reach the level. */
export declare function criticalCount(n: number, m: number, confidence: number): {
    c: number;
    coverage: number;
};
/** The coverage of the widest interval (the full range of the differences): 1 - 2 / C(n + m, n). */
export declare function fullRangeCoverage(n: number, m: number): number;
/** Two samples, sorted ascending and non-empty, and a reader of their differences' order statistics. */
export interface ShiftSamples {
    x: Float64Array;
    y: Float64Array;
    /** The rank-th smallest (0-based) difference y[j] - x[i]: from one sorted array when small, by selection when not. */
    read(rank: number): number;
}
/** The samples sorted, ready for the functions below; `transform` (e.g. Math.log) is applied first. */
export declare function shiftSamples(xs: readonly number[], ys: readonly number[], transform?: (v: number) => number): ShiftSamples;
/** The Hodges–Lehmann estimate of the shift of y against x: the median of the differences y[j] - x[i]. */
export declare function shiftEstimate(s: ShiftSamples): number;
/**
 * The distribution-free interval of the shift at `confidence` (two-sided), or null when the samples
 * are too small for any interval at that level (see fullRangeCoverage).
 */
export declare function shiftInterval(s: ShiftSamples, confidence: number): ShiftInterval | null;
/**
 * The interval at `confidence`, or, for samples too small to reach it, the widest one there is (the
 * full range of the differences, at its lower real coverage).
 */
export declare function widestShiftInterval(s: ShiftSamples, confidence: number): ShiftInterval;
