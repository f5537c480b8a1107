/**
 * Largest, smallest and append for arrays of any length. `Math.max(...xs)` and `push(...xs)` put every
 * element on the call stack and throw "Maximum call stack size exceeded" past ~125,000 elements, and
 * input can hold a million benchmarks or samples (the lint config forbids those spreads in src/).
 */
/** The largest value, or `empty` for none (Math.max's -Infinity by default). NaN wins, as in Math.max. */
export declare function maxOf(values: Iterable<number>, empty?: number): number;
/** The smallest value, or `empty` for none (Math.min's +Infinity by default). NaN wins, as in Math.min. */
export declare function minOf(values: Iterable<number>, empty?: number): number;
/** Appends every item of `items` to `target` in place and returns it. */
export declare function appendAll<T>(target: T[], items: Iterable<T>): T[];
