/**
 * benchmark.js text: the `String(bench)` line that suites print on every cycle,
 *   `RegExp#test x 4,161,532 ops/sec ±0.99% (59 runs sampled)`
 * and, for a benchmark that threw, `<name>: <error>` (benchmark.js 2.1.4 prints a thrown Error as
 * an empty message, and a thrown object with own properties as their list, `code: ENOENT`; a thrown
 * string such as `bad input` cannot be told from a log line and is not read). `Fastest is ...` /
 * `Slowest is ...` and any other output are ignored.
 */
import { inputError } from '../core/errors.js';
import type { BenchmarkDocument, BenchmarkEntry } from '../core/model.js';
import { lineError, noBenchmarks } from './shared/input-errors.js';
import { uniqueNames } from './shared/unique-names.js';
import type { FormatAdapter } from './types.js';

/**
 * The number is `[\d,]*\.?\d+` written so that a run of digits is split one way only (`[\d,]*` then a
 * fraction, or its own last digit): as `[\d,]*\.?\d+`, a long run of digits not followed by " ops/sec"
 * was tried at every split, quadratic in its length (seconds for a 100 KB line, in detection).
 */
const RESULT_RE = /^(.+) x ([\d,]*(?:\.\d+|(?<=\d))) ops\/sec [±\u00b1]([\d.]+)% \((\d+) runs? sampled\)$/;
/** Partial result lines (a truncated log) must not pass as output that has nothing to say. */
const LOOKS_LIKE_RESULT_RE = /\bops\/sec\b|\bruns? sampled\b/;
const SUMMARY_RE = /^(Fastest|Slowest) is /;
// eslint-disable-next-line no-control-regex
const ANSI_RE = /\u001b\[[0-9;]*m/g;

/** Trailing blanks are kept: a thrown Error prints as `<name>: ` and only its trailing space tells it from a heading. */
function lines(text: string): string[] {
  return text.replace(ANSI_RE, '').split(/\r?\n/).map((l) => l.trimStart());
}

/**
 * A message that starts with an error's name (`TypeError: x`), or is benchmark.js's `join` of a thrown
 * object's own properties with a `code` or `errno` among them (`code: ENOENT`, `errno: -2,code: ENOENT,...`).
 */
const ERROR_START_RE = /^(?:[\w$.]*(?:Error|Exception)\b|(?:[\w$]+: (?:(?!: )[^,])*,)*(?:code|errno): )/;

/**
 * A `<name>: <error>` line: only when the message is empty or names an error, so log lines such as
 * `Node: v20` are not taken for failures. A name may itself hold ": " (`router: GET /users/:id`): an
 * empty message is what follows the line's last ": ", and a message is what follows the first ": "
 * after which an error's name or properties start (else the first ": ", when the rest names an error).
 */
const MAX_SPLITS = 8;

function failureOf(line: string): { name: string; error: string } | undefined {
  if (SUMMARY_RE.test(line) || !line.includes(': ')) return undefined;
  if (line.endsWith(': ') && line.trimEnd().length > 1) {
    return { name: line.slice(0, -2), error: 'the benchmark threw an error (benchmark.js printed no message)' };
  }
  // The first few ": " only (a name holds one or two): each test may read to the line's end, and a
  // hostile line of a hundred thousand of them must stay linear.
  const splits: number[] = [];
  for (let at = line.indexOf(': '); at > 0 && splits.length < MAX_SPLITS; at = line.indexOf(': ', at + 2)) splits.push(at);
  const at = splits.find((i) => ERROR_START_RE.test(line.slice(i + 2))) ?? splits[0];
  if (at === undefined) return undefined;
  const message = line.slice(at + 2).trim();
  if (message === '' || !/(Error|Exception)\b/.test(message) && !ERROR_START_RE.test(message)) return undefined;
  return { name: line.slice(0, at), error: message };
}

function resultOf(path: string, line: string, n: number): BenchmarkEntry | undefined {
  const m = RESULT_RE.exec(line.trimEnd());
  if (!m) {
    if (LOOKS_LIKE_RESULT_RE.test(line)) {
      throw lineError(path, n, 'looks like a benchmark.js result but does not read as "<name> x <n> ops/sec ±<rme>% (<runs> runs sampled)"', 'Give the unmodified output of String(bench)');
    }
    return undefined;
  }
  const value = Number(m[2]!.replaceAll(',', ''));
  if (!Number.isFinite(value) || value <= 0) {
    throw lineError(path, n, `"${m[1]!}" has ${m[2]!} ops/sec, which cannot be compared`, 'A benchmark must run at least once; check the benchmark');
  }
  return { name: m[1]!, value, unit: 'ops/s', direction: 'higher', rme_pct: Number(m[3]), runs_sampled: Number(m[4]) };
}

/** The benchmarks of the output with their lines, read lazily so that errors come in line order. */
function* entriesOf(path: string, text: string): Generator<{ entry: BenchmarkEntry; line: number }> {
  for (const [i, line] of lines(text).entries()) {
    const entry = resultOf(path, line, i + 1) ?? failedEntry(line);
    if (entry) yield { entry, line: i + 1 };
  }
}

export const benchmarkJs: FormatAdapter = {
  id: 'benchmark-js',
  title: 'benchmark.js text output',
  producedBy: "node suite.js  (a Benchmark.Suite with .on('cycle', e => console.log(String(e.target))))",
  detect(input) {
    if (input.kind !== 'file' || input.json !== undefined) return false;
    // A result line holds "±" once colour codes are gone: without it (or an escape), a large log of
    // another tool is not split into lines and matched line by line for nothing. (A literal of one
    // rare character: searching a long log for "ops/sec" costs ten times more.)
    if (!input.text.includes('\u00b1') && !input.text.includes('\u001b')) return false;
    return lines(input.text).some((l) => RESULT_RE.test(l.trimEnd()));
  },
  parse(input): BenchmarkDocument {
    if (input.kind !== 'file') throw inputError(input.path, 'is a directory, not benchmark.js output', 'Give the text file the suite printed');
    const found = uniqueNames(entriesOf(input.path, input.text), (f) => f.entry.name, ({ name, item, first }) =>
      lineError(input, item.line, `benchmark "${name}" appears twice (also on line ${first.line})`, 'Give each benchmark a unique name, or convert one suite run per file'));
    const benchmarks = found.map((f) => f.entry);
    if (benchmarks.length === 0) throw noBenchmarks(input.path, 'lines such as "RegExp#test x 4,161,532 ops/sec ±0.99% (59 runs sampled)"');
    return { schema_version: 1, benchmarks, metadata: { tool: { name: 'benchmark.js' } } };
  },
};

function failedEntry(line: string): BenchmarkEntry | undefined {
  const failure = failureOf(line);
  return failure && { name: failure.name, unit: 'ops/s', direction: 'higher', success: false, error: failure.error };
}
