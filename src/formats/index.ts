/**
 * The registry of input formats: bench-gate's own schema v1 and the adapters of adapters.ts (where a
 * new format gets its line). The adapters are loaded on first need, so a run on schema v1 files
 * does not pay for parsing twenty parsers.
 */
import { InputError, inputError } from '../core/errors.js';
import type { BenchmarkDocument } from '../core/model.js';
import { validateDocument } from '../core/validate.js';
import { loadAdapters } from './adapters-loader.js';
import { native } from './native.js';
import type { FormatAdapter, FormatInput, ParseOptions } from './types.js';

let registry: readonly FormatAdapter[] | undefined;

/** Every format, bench-gate's own first. */
export function formats(): readonly FormatAdapter[] {
  registry ??= [native, ...loadAdapters()];
  return registry;
}

export function formatIds(): string[] {
  return formats().map((f) => f.id);
}

export function findFormat(id: string, where = '--from'): FormatAdapter {
  const format = formats().find((f) => f.id === id);
  if (!format) throw inputError(where, `unknown format "${id}"`, `Use auto or one of: ${formatIds().join(', ')}`);
  return format;
}

/** The one format that recognises the input; an error when none or several do. */
export function detectFormat(input: FormatInput, registry: () => readonly FormatAdapter[] = formats): FormatAdapter {
  // Our own files are the common case, and no other format has both "schema_version" and a
  // "benchmarks" array (the detection tests hold every fixture to that): skip the other detectors.
  if (native.detect(input)) return native;
  const matches = registry().filter((f) => f.detect(input));
  if (matches.length === 1) return matches[0]!;
  if (matches.length === 0) {
    // Broken JSON is far more likely than an unknown format: say where it broke. But JSON Lines
    // (`cargo bench -- -Z unstable-options --format json`) are not broken: "invalid JSON at line 2,
    // fix the file" sent their users to repair a file that is fine.
    if (input.kind === 'file' && input.jsonError) {
      if (startsAsJsonLines(input.text)) {
        const formats = registry().map((f) => f.id).join(', ');
        throw inputError(input.path, 'is JSON Lines (one JSON value per line) that no format reads', `Give the tool's text output or JSON report instead (of JSON Lines, bench-gate reads go test -json's), or name its format with ${FROM}; formats: ${formats}`);
      }
      throw new InputError(input.jsonError);
    }
    // An empty file is what a benchmark step that failed, or wrote elsewhere, leaves behind.
    if (input.kind === 'file' && input.text.trim() === '') {
      throw inputError(input.path, input.text === '' ? 'is empty' : 'holds only whitespace', 'Check that the benchmark step ran and wrote its results to this file');
    }
    const formats = registry().map((f) => f.id).join(', ');
    if (input.kind === 'dir') throw inputError(input.path, 'is a folder that no format reads', `Give a results file, or the folder a format writes (criterion's target/criterion), or name the format with ${FROM}; formats: ${formats}`);
    // JMH's console output: --from jmh reads only the JSON JMH writes to a file, so "name it" was no way out.
    if (isJmhTextLog(input.text)) throw inputError(input.path, "is JMH's console output, which bench-gate does not read", JMH_JSON_HINT);
    throw inputError(input.path, 'is in no format bench-gate recognises', `Name it with ${FROM}; formats: ${formats}`);
  }
  throw inputError(input.path, `could be any of ${matches.map((f) => f.id).join(', ')}`, `Name the format with ${FROM}`);
}

/** How to get what bench-gate reads of JMH. */
export const JMH_JSON_HINT = 'Run JMH with -rf json -rff FILE (java -jar benchmarks.jar -rf json -rff jmh-result.json) and give that file';

/** The most of a line looked at for JMH's table header. */
const JMH_HEADER_LENGTH = 500;

/**
 * Whether `text` is JMH's console output: a run's log (`# JMH version: 1.37` above each benchmark) or
 * its summary table (`Benchmark  (size)  Mode  Cnt  Score  Error  Units`). Only lines that begin
 * `# JMH version: ` or `Benchmark ` are looked at, each as far as JMH_HEADER_LENGTH: linear in the text.
 */
export function isJmhTextLog(text: string): boolean {
  if (text.startsWith('# JMH version: ') || text.includes('\n# JMH version: ')) return true;
  /** The start of the next line that begins `Benchmark `, from `from` on; -1 when there is none. */
  const next = (from: number): number => {
    const n = text.indexOf('\nBenchmark ', from);
    return n < 0 ? -1 : n + 1;
  };
  for (let at = text.startsWith('Benchmark ') ? 0 : next(0); at >= 0; at = next(at)) {
    const words = text.slice(at, at + JMH_HEADER_LENGTH).split('\n', 1)[0]!.trim().split(/\s+/);
    if (words.at(-1) === 'Units' && words.includes('Mode') && words.includes('Score')) return true;
  }
  return false;
}

/** Whether the text's first two lines are each a JSON object (read no further: the file may be huge). */
function startsAsJsonLines(text: string): boolean {
  let start = 0;
  for (let n = 0; n < 2; n++) {
    const end = text.indexOf('\n', start);
    if (end < 0) return false;
    try {
      const value: unknown = JSON.parse(text.slice(start, end));
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    } catch {
      return false;
    }
    start = end + 1;
  }
  return true;
}

/** Where a format is named: the same error reaches the CLI and the Action. */
const FROM = '--from (the Action\'s input `from`)';

/**
 * The format a baseline is read in: bench-gate's own when it is in it, whatever `from` names (the
 * runs' format), else `from`. A baseline that promote wrote then compares with runs of any tool, and
 * a tool's own output given as the baseline (old.txt against new.txt) is read as the runs are.
 */
export function baselineFrom(input: FormatInput, from: string): string {
  return from !== 'auto' && native.detect(input) ? native.id : from;
}

/**
 * Converts an input into a validated schema v1 document. Adapters' output is validated too, so that
 * every path into the gate goes through the same checks.
 */
export function parseInput(input: FormatInput, from: string, options: ParseOptions = {}): BenchmarkDocument {
  const format = from === 'auto' ? detectFormat(input) : findFormat(from);
  let document: BenchmarkDocument;
  try {
    document = format.parse(input, options);
  } catch (error) {
    throw from === 'auto' || !(error instanceof InputError) ? error : (misnamed(input, format, error) ?? error);
  }
  return format === native ? document : validateDocument(document, `${input.path} (as ${format.id})`);
}

/**
 * The error for an input that the format --from names cannot read, when the input is plainly in
 * another: bench-gate's own JSON (`--from go-test` on a converted run said "no benchmarks found"),
 * or text in one format where the named format wanted JSON (`--from google-benchmark` on a go test
 * log said "invalid JSON ... Fix the file"). Not between formats of one kind (a wrk2 log cut short
 * reads as wrk): there the named format's own error says what is wrong.
 */
function misnamed(input: FormatInput, named: FormatAdapter, error: InputError): InputError | undefined {
  if (input.kind !== 'file' || named.detect(input)) return undefined;
  let actual: FormatAdapter | undefined;
  if (native.detect(input)) actual = native;
  else if (input.json === undefined && input.jsonError === undefined && /\bJSON\b/.test(error.message.slice(input.path.length))) {
    const others = formats().filter((f) => f !== named && f.detect(input));
    if (others.length === 1) actual = others[0];
  }
  if (actual === undefined) return undefined;
  return inputError(input.path, `is ${actual.title} (${actual.id}), not ${named.id}, the format ${FROM} names`, `Name ${actual.id} there, or leave it out: each file's format is then detected`);
}
