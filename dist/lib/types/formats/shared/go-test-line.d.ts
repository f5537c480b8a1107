/**
 * Finding and reading `go test -bench` result lines (`BenchmarkFoo-8   1000   123.4 ns/op   16 B/op`)
 * with one regular expression, run over the whole text by V8's compiled regular expression engine: a
 * log of 10,000 benchmarks x 10 counts has 100,000 of them, and one call per line in native code
 * costs less than reading the line character by character in JavaScript, most of all before the
 * JavaScript is optimised (a log of 1,000 benchmarks is read in a few milliseconds).
 *
 * It matches only lines that are plainly well formed, and then each field is exactly what the general
 * path of go-test.ts reads from `line.trimEnd().split(/\s+/)`, with the same number syntax; any other
 * line is passed over, for the general path to read or reject with its error.
 */
/** The iteration count and the `<value> <unit>` pairs of a result line. */
export interface ResultLine {
    iterations: number;
    /** The first `pairs` items are this line's. */
    units: string[];
    values: number[];
    pairs: number;
}
/** At most this many `<value> <unit>` pairs on a line the regular expression reads (-benchmem and MB/s are four). */
export declare const MAX_PAIRS = 8;
/**
 * Finds result lines in a text: `exec` a finder over the text, from its start, to have them in turn.
 *
 * A well-formed result line at a line start: `(?<![^\n])` is "at the text's start or after a \n", so
 * the lines are those of `split('\n')`; the fields are separated by spaces and tabs. Captures: 1 the
 * name, 2 the iteration count; then, when the line's units are the finder's `layout` in that order (the
 * units of most lines of a log: `ns/op B/op allocs/op`), only its values, at 3 + k; otherwise the value
 * and unit of pair k (from 0) at 3 + L + 2k and 4 + L + 2k (L the layout's length), undefined past the
 * line's last pair. Leaving the units out of the captures when they are the expected ones spares a
 * string per unit per line, and their comparison.
 */
export declare class ResultLineFinder {
    readonly layout: readonly string[];
    readonly expression: RegExp;
    /** `layout`: units all different from each other, or none. */
    constructor(layout?: readonly string[]);
}
