/** The median (see core/aggregate.ts), or undefined for no values. */
export declare function median(values: readonly number[]): number | undefined;
/**
 * "1,234.56" -> 1234.56: a decimal number as harnesses print it, with optional thousands separators.
 * Undefined for anything else (no exponent games: a garbled number is an error, not a guess).
 */
export declare function parseGroupedNumber(text: string): number | undefined;
/** Samples are kept only when there is more than one: a single value is the value itself. */
export declare function samplesField(samples: readonly number[]): {
    samples?: number[];
};
