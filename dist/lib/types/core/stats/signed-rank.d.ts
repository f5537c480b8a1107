export declare const EXACT_MAX_N = 50;
interface SignedRankResult {
    /** Differences left after dropping zeros. */
    n: number;
    /** W+: the sum of the ranks of the positive differences (midranks for ties). */
    wPlus: number;
    /** P(W+ >= observed): the evidence that the differences tend to be positive. */
    pGreater: number;
    /** P(W+ <= observed): the evidence that they tend to be negative. */
    pLess: number;
    method: 'exact' | 'normal';
}
/**
 * The null distribution of the doubled W+ for these doubled ranks: each rank counts with
 * probability 1/2, independently. Index s holds P(2 W+ = s).
 */
export declare function signedRankDistribution(doubledRanks: ArrayLike<number>): Float64Array;
/** The distribution of W+ for n untied ranks 1..n (P(W+ = k) at index k): what the exact interval uses. */
export declare function untiedDistribution(n: number): Float64Array;
/** Tests the differences `d` against zero. With no non-zero difference, both p-values are 1. */
export declare function signedRank(d: readonly number[], force?: 'exact' | 'normal'): SignedRankResult;
/** The smallest one-sided p-value n non-zero differences can give: 2^-n (all of one sign). */
export declare function smallestSignedRankP(n: number): number;
export {};
