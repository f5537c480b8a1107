interface HodgesLehmann {
    estimate: number;
    low: number;
    high: number;
    /** The coverage the interval really has: the requested one, or less when n is too small to reach it. */
    coverage: number;
}
/** The n(n+1)/2 Walsh averages, sorted. n = 1000 makes half a million: fine for rounds of a benchmark. */
export declare function walshAverages(d: readonly number[]): Float64Array;
/** The estimate and its interval at `confidence` (two-sided). Needs at least one difference. */
export declare function hodgesLehmann(d: readonly number[], confidence: number): HodgesLehmann;
export {};
