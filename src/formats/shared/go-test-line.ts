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

/** After the last unit: only spaces, tabs or a `\r`, up to the line's `\n` or the end. */
const LINE_END = String.raw`[ \t\r]*(?![^\n])`;

/** The `<value> <unit>` pairs of any result line. */
const ANY_PAIRS = String.raw`(${NUMBER})[ \t]+(\S+)${laterPairs(MAX_PAIRS - 1)}${LINE_END}`;

/** A unit as it stands in a regular expression: every character escaped, so none means anything else. */
function literal(unit: string): string {
  let out = '';
  for (let i = 0; i < unit.length; i++) out += `\\u${unit.charCodeAt(i).toString(16).padStart(4, '0')}`;
  return out;
}

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
export class ResultLineFinder {
  readonly expression: RegExp;

  /** `layout`: units all different from each other, or none. */
  constructor(readonly layout: readonly string[] = []) {
    const layoutPairs = layout.map((unit) => String.raw`(${NUMBER})[ \t]+${literal(unit)}`).join(String.raw`[ \t]+`);
    const pairs = layout.length > 0 ? `(?:${layoutPairs}${LINE_END}|${ANY_PAIRS})` : ANY_PAIRS;
    this.expression = new RegExp(String.raw`(?<![^\n])(Benchmark\S*)[ \t]+(\d+)[ \t]+${pairs}`, 'g');
  }
}
