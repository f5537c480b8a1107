/** `less`: x tends to be smaller than y; `greater`: larger; `two-sided`: either. */
export type Alternative = 'less' | 'greater' | 'two-sided';
interface MannWhitneyResult {
    /** U of x: the number of pairs (x_i, y_j) with x_i > y_j, ties counting one half. */
    u: number;
    p: number;
    method: 'exact' | 'normal';
}
/** Tests x against y. Both need at least one observation. */
export declare function mannWhitney(x: readonly number[], y: readonly number[], alternative: Alternative, force?: 'exact' | 'normal'): MannWhitneyResult;
/** Both one-sided p-values at once (the gate needs "worse" and "better"), for the price of one test. */
export declare function mannWhitneyTails(x: readonly number[], y: readonly number[]): {
    less: number;
    greater: number;
};
/** The smallest one-sided p-value that any data could give with groups of these sizes: 1 / C(nx + ny, nx). */
export declare function smallestOneSidedP(nx: number, ny: number): number;
export {};
