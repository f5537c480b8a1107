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

/**
 * A number as go test prints it, the syntax the general path accepts (`[-+]?(\d+\.?\d*|\.\d+)` and an
 * optional exponent, or NaN, +Inf, -Inf), each of which `Number` reads to the value the general path
 * gives (NaN for the last three). Written so that no two ways match the same text: a line that does not
 * match is given up in time linear in its length.
 */
const NUMBER = String.raw`[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?|NaN|[-+]Inf`;

/** At most this many `<value> <unit>` pairs on a line the regular expression reads (-benchmem and MB/s are four). */
export const MAX_PAIRS = 8;

/** Pairs 2..MAX_PAIRS, each tried only after the one before matched (nested, so never in two ways). */
function laterPairs(n: number): string {
  return n === 0 ? '' : String.raw`(?:[ \t]+(${NUMBER})[ \t]+(\S+)${laterPairs(n - 1)})?`;
}

/**
 * A well-formed result line at a line start: `(?<![^\n])` is "at the text's start or after a \n", so
 * the lines are those of `split('\n')`; the fields are separated by spaces and tabs; after the last
 * unit come only spaces, tabs or a `\r`, up to the line's `\n` or the end. Captures: 1 the name, 2 the
 * iteration count, then value and unit of pair k (from 0) at 3 + 2k and 4 + 2k, undefined past the
 * line's last pair.
 */
const RESULT_LINE = new RegExp(
  String.raw`(?<![^\n])(Benchmark\S*)[ \t]+(\d+)[ \t]+(${NUMBER})[ \t]+(\S+)${laterPairs(MAX_PAIRS - 1)}[ \t\r]*(?![^\n])`,
  'g',
);

/** A fresh global copy of the result line expression: `exec` it over a text to find its result lines in turn. */
export function resultLineFinder(): RegExp {
  return new RegExp(RESULT_LINE);
}
