/**
 * Numbers as text, both ways: how people write one in a flag or an Action input, and how bench-gate
 * writes one too large to spell out.
 */
/** The finite number `text` writes as DECIMAL allows; undefined for anything else. */
export declare function parseDecimal(text: string): number | undefined;
/**
 * A percentage as a flag or an Action input gives it: a decimal, with or without a trailing `%`
 * (`8` and `8%` both mean 8 percent). What it says when `text` is not one, so that a negative limit
 * is named as negative (the sign is the mistake), not as something that is not a number at all.
 */
export declare function parsePercent(text: string): {
    value: number;
} | {
    problem: string;
};
/** A whole number written in digits only (no sign, point, exponent or spaces); undefined for anything else. */
export declare function parseWhole(text: string): number | undefined;
/**
 * Numbers too large to write out. Past LARGE a number is written with an exponent (1.5e+20): its
 * digits would be more than a double holds (a hostile run can give 1e308, 309 digits), and no real
 * benchmark, change or factor comes near it. Shared by the report's values and the changes in words.
 */
export declare const LARGE = 1000000000000000;
/** `digits` significant digits with an exponent, without trailing zeros: 1e+308, -1.235e+20. */
export declare function exponentText(value: number, digits: number): string;
