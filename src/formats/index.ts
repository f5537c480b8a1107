/**
 * The registry of input formats. Adding a format: one file in this folder, one fixture folder under
 * fixtures/formats/<id>/, and one line in FORMATS below.
 */
import { InputError, inputError } from '../core/errors.js';
import type { BenchmarkDocument } from '../core/model.js';
import { validateDocument } from '../core/validate.js';
import { bencher } from './bencher.js';
import { benchmarkJs } from './benchmark-js.js';
import { benchmarkdotnet } from './benchmarkdotnet.js';
import { catch2 } from './catch2.js';
import { criterion } from './criterion.js';
import { githubActionBenchmark } from './github-action-benchmark.js';
import { goTest } from './go-test.js';
import { googleBenchmark } from './google-benchmark.js';
import { hey } from './hey.js';
import { hyperfine } from './hyperfine.js';
import { jmh } from './jmh.js';
import { k6 } from './k6.js';
import { libtest } from './libtest.js';
import { mitata } from './mitata.js';
import { native } from './native.js';
import { oha } from './oha.js';
import { pyperf } from './pyperf.js';
import { pytestBenchmark } from './pytest-benchmark.js';
import { tinybench } from './tinybench.js';
import { vitestBench } from './vitest-bench.js';
import { wrk } from './wrk.js';
import type { FormatAdapter, FormatInput, ParseOptions } from './types.js';

export const FORMATS: readonly FormatAdapter[] = [
  native,
  goTest,
  googleBenchmark,
  criterion,
  libtest,
  catch2,
  jmh,
  benchmarkdotnet,
  benchmarkJs,
  vitestBench,
  tinybench,
  mitata,
  githubActionBenchmark,
  bencher,
  wrk,
  hey,
  k6,
  hyperfine,
  pytestBenchmark,
  pyperf,
  oha,
];

export const FORMAT_IDS = FORMATS.map((f) => f.id);

export function findFormat(id: string, where = '--from'): FormatAdapter {
  const format = FORMATS.find((f) => f.id === id);
  if (!format) throw inputError(where, `unknown format "${id}"`, `Use auto or one of: ${FORMAT_IDS.join(', ')}`);
  return format;
}

/** The one format that recognises the input; an error when none or several do. */
export function detectFormat(input: FormatInput): FormatAdapter {
  // Our own files are the common case, and no other format has both "schema_version" and a
  // "benchmarks" array (the detection tests hold every fixture to that): skip the other detectors.
  if (native.detect(input)) return native;
  const matches = FORMATS.filter((f) => f.detect(input));
  if (matches.length === 1) return matches[0]!;
  if (matches.length === 0) {
    // Broken JSON is far more likely than an unknown format: say where it broke.
    if (input.kind === 'file' && input.jsonError) throw new InputError(input.jsonError);
    throw inputError(input.path, 'is in no format bench-gate recognises', `Name it with --from; formats: ${FORMAT_IDS.join(', ')}`);
  }
  throw inputError(input.path, `could be any of ${matches.map((f) => f.id).join(', ')}`, 'Name the format with --from');
}

/**
 * Converts an input into a validated schema v1 document. Adapters' output is validated too, so that
 * every path into the gate goes through the same checks.
 */
export function parseInput(input: FormatInput, from: string, options: ParseOptions = {}): BenchmarkDocument {
  const format = from === 'auto' ? detectFormat(input) : findFormat(from);
  const document = format.parse(input, options);
  return format === native ? document : validateDocument(document, `${input.path} (as ${format.id})`);
}
