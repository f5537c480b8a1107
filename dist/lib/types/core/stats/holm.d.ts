/**
 * Holm's step-down correction: with k tests, the smallest p-value is compared with alpha/k, the next
 * with alpha/(k-1), and so on. It keeps the chance of any false alarm in the suite at most alpha,
 * and is never less powerful than Bonferroni.
 */
/** Holm-adjusted p-values, in the order given: test i is significant at level alpha when adjusted[i] <= alpha. */
export declare function holmAdjust(pValues: readonly number[]): number[];
