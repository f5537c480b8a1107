/**
 * `--name NAME` of convert and run: the one benchmark of a result gets a name the user chose. hey,
 * oha and k6 print no URL, so each of their files is one benchmark named after the tool (`hey`); a
 * suite of endpoints is one such file per endpoint, which merge refuses while they share that name.
 *
 * Only a result of one benchmark is renamed: a result of several already names each of them, and one
 * name for several would be a duplicate. The name follows schema v1's rule for a benchmark's name (a
 * non-empty string); like any name from a file it is escaped where it is shown, never here. The rest
 * of the document is kept as it was, `metadata.tool` among it (what the baseline's samples are,
 * stats/observations.ts).
 */
import type { BenchmarkDocument } from './model.js';

/** Why `name` cannot be a benchmark's name (schema v1: a non-empty string), or undefined when it can. */
export function benchmarkNameProblem(name: string): string | undefined {
  return name === '' ? 'is empty' : undefined;
}

/**
 * The document with its one benchmark named `name` (a name benchmarkNameProblem accepts), or what
 * stands in the way: `holds 3 benchmarks, ...`, to follow the file or the command that gave it.
 */
export function withName(document: BenchmarkDocument, name: string): BenchmarkDocument | string {
  const count = document.benchmarks.length;
  if (count !== 1) return `holds ${count} benchmarks, and --name names a result of one`;
  return { ...document, benchmarks: [{ ...document.benchmarks[0]!, name }] };
}
