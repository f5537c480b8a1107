/**
 * Pieces of the regular expressions that text adapters read lines with, written so that a line is
 * split in one way only. A lazy name followed by blanks, `(.+?)\s+`, rescans a long run of blanks from
 * each of its positions before it gives up: quadratic in the run's length, seconds for one line of
 * 100 KB and minutes for a megabyte, which a hostile or broken run file can hold.
 */
/**
 * A name that may hold blanks but neither starts nor ends with one, for the place of `(.+?)` before
 * `\s+`: the greedy `.*` backs off to each non-blank once, so the blanks after it are scanned once.
 * Where the rest of the expression is anchored at the line's end (`$`), it finds the same split as
 * the lazy form, whose name never ends in a blank either.
 */
export declare const SPACED_NAME: string;
