/**
 * Reading a `go test -bench` result line (`BenchmarkFoo-8   1000   123.4 ns/op   16 B/op`) in place,
 * by character codes, without slicing the line, splitting it or running a regular expression: a
 * log of 10,000 benchmarks x 10 counts has 100,000 of them. It reads exactly what the general path
 * of go-test.ts reads from `line.trimEnd().split(/\s+/)` (the same whitespace, the same number
 * syntax, the same values) and gives up on anything else, which the general path then reads or
 * rejects with its error.
 */
/** The iteration count and the `<value> <unit>` pairs of a result line; arrays are reused line to line. */
export interface ResultLine {
    iterations: number;
    /** The first `pairs` items are this line's. */
    units: string[];
    values: number[];
    pairs: number;
}
/** Whether a UTF-16 code unit is whitespace as `\s` and `trimEnd` see it. */
export declare function isSpace(c: number): boolean;
/** The end of `text[start, end)` without its trailing whitespace, as `trimEnd` would cut it. */
export declare function trimmedEnd(text: string, start: number, end: number): number;
/**
 * The number `text[a, b)` spells as go test prints it (`[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?`, or
 * NaN, +Inf, -Inf as NaN), or undefined. Up to 15 digits and no exponent, the value is the digits
 * over a power of ten: one correctly rounded division of exact doubles, so the same double
 * `Number(text)` gives. Anything longer is given to `Number` itself.
 */
export declare function readNumber(text: string, a: number, b: number): number | undefined;
/**
 * Reads the line `text[start, stop)` (its trailing whitespace already cut) into `out` when it is a
 * well-formed result line: `Benchmark<name>`, an iteration count, and one or more `<number> <unit>`
 * pairs. Returns where the name ends, or 0 when the line is anything else (a bare name, a garbled
 * number, an odd field), which `out` then says nothing about.
 */
export declare function readResultLine(text: string, start: number, stop: number, out: ResultLine): number;
