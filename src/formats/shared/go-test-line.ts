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
export function isSpace(c: number): boolean {
  if (c < 128) return c === 32 || (c >= 9 && c <= 13);
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

/** The end of `text[start, end)` without its trailing whitespace, as `trimEnd` would cut it. */
export function trimmedEnd(text: string, start: number, end: number): number {
  while (end > start && isSpace(text.charCodeAt(end - 1))) end--;
  return end;
}

const POW10 = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15];
/** Up to 15 digits an integer is exact in a double, and so is the quotient by a power of 10 correctly rounded. */
const EXACT_DIGITS = 15;

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/**
 * The number `text[a, b)` spells as go test prints it (`[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?`, or
 * NaN, +Inf, -Inf as NaN), or undefined. Up to 15 digits and no exponent, the value is the digits
 * over a power of ten: one correctly rounded division of exact doubles, so the same double
 * `Number(text)` gives. Anything longer is given to `Number` itself.
 */
export function readNumber(text: string, a: number, b: number): number | undefined {
  const length = b - a;
  if ((length === 3 && text.startsWith('NaN', a)) || (length === 4 && (text.startsWith('+Inf', a) || text.startsWith('-Inf', a)))) return Number.NaN;
  let i = a;
  let c = text.charCodeAt(i);
  const negative = c === 45;
  if (negative || c === 43) i++;
  let mantissa = 0;
  let digits = 0;
  let fraction = 0;
  let dot = false;
  for (; i < b; i++) {
    c = text.charCodeAt(i);
    if (isDigit(c)) {
      mantissa = mantissa * 10 + (c - 48);
      digits++;
      if (dot) fraction++;
    } else if (c === 46 && !dot) {
      dot = true;
    } else {
      break;
    }
  }
  if (digits === 0) return undefined;
  let exponent = false;
  if (i < b && (c === 101 || c === 69)) {
    i++;
    if (i < b && (text.charCodeAt(i) === 43 || text.charCodeAt(i) === 45)) i++;
    const first = i;
    while (i < b && isDigit(text.charCodeAt(i))) i++;
    if (i === first) return undefined;
    exponent = true;
  }
  if (i !== b) return undefined;
  if (exponent || digits > EXACT_DIGITS) return Number(text.slice(a, b));
  const value = fraction === 0 ? mantissa : mantissa / POW10[fraction]!;
  return negative ? -value : value;
}

/** The end of the field that starts at `i`: the next whitespace, or `stop`. */
function fieldEnd(text: string, i: number, stop: number): number {
  while (i < stop && !isSpace(text.charCodeAt(i))) i++;
  return i;
}

/** The start of the next field after whitespace at `i` (never `stop`: the line has no trailing whitespace). */
function skipSpace(text: string, i: number, stop: number): number {
  while (i < stop && isSpace(text.charCodeAt(i))) i++;
  return i;
}

/**
 * Reads the line `text[start, stop)` (its trailing whitespace already cut) into `out` when it is a
 * well-formed result line: `Benchmark<name>`, an iteration count, and one or more `<number> <unit>`
 * pairs. Returns where the name ends, or 0 when the line is anything else (a bare name, a garbled
 * number, an odd field), which `out` then says nothing about.
 */
export function readResultLine(text: string, start: number, stop: number, out: ResultLine): number {
  if (text.charCodeAt(start) !== 66 || !text.startsWith('Benchmark', start)) return 0;
  const nameEnd = fieldEnd(text, start + 9, stop);
  if (nameEnd === stop) return 0;
  let i = skipSpace(text, nameEnd, stop);
  const countEnd = fieldEnd(text, i, stop);
  let iterations = 0;
  for (let k = i; k < countEnd; k++) {
    const c = text.charCodeAt(k);
    if (!isDigit(c)) return 0;
    iterations = iterations * 10 + (c - 48);
  }
  out.iterations = countEnd - i > EXACT_DIGITS ? Number(text.slice(i, countEnd)) : iterations;
  let pairs = 0;
  i = countEnd;
  while (i < stop) {
    const valueStart = skipSpace(text, i, stop);
    const valueEnd = fieldEnd(text, valueStart, stop);
    if (valueEnd === stop) return 0;
    const value = readNumber(text, valueStart, valueEnd);
    if (value === undefined) return 0;
    const unitStart = skipSpace(text, valueEnd, stop);
    const unitEnd = fieldEnd(text, unitStart, stop);
    // The units of the line before are almost always this line's: keep their strings.
    const known = out.units[pairs];
    if (known === undefined || known.length !== unitEnd - unitStart || !text.startsWith(known, unitStart)) out.units[pairs] = text.slice(unitStart, unitEnd);
    out.values[pairs] = value;
    pairs++;
    i = unitEnd;
  }
  if (pairs === 0) return 0;
  out.pairs = pairs;
  return nameEnd;
}
