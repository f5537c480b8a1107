/**
 * hyperfine's `--export-json`, both formats:
 *  - 1.x: `{"results": [{command, mean, stddev, median, user, system, min, max, times, exit_codes}]}`;
 *  - 2.x (`schema_version: 2`): `metadata`, `primary_metric`, and per result `name` (custom or
 *    generated, when it differs from `command`), `measurements` (one per run, each metric as
 *    `{value, unit}`, plus `exit_code`) and `summary` (count, mean, stddev, median, min, max per metric).
 *
 * One benchmark per result, named by 2.x's `name`, else its `command` (1.x puts the --command-name
 * there). Value: the MEDIAN of the primary metric (1.x: wall-clock time), in its unit (s; B for
 * memory; counts for hardware counters), lower is better, with the per-run values as samples.
 * hyperfine headlines the mean, but with the few runs typical of whole-program timing one slow run
 * (cold caches, a CI neighbour) moves the mean and not the median, and a gate must not fire on one
 * outlier. The mean, stddev, min, max and the other metrics are kept as fields. 1.x exports from before
 * hyperfine 1.6 have no median: the mean is used, and `statistic` says which one the value is.
 *
 * A command that exited non-zero in any run is a failed benchmark (hyperfine keeps such runs only with
 * --ignore-failure); a null exit code means the process was killed by a signal. A median of zero
 * (hyperfine 1.x subtracts the shell's start-up time and clamps at zero) is a failed benchmark too.
 */
import type { BenchmarkDocument, BenchmarkEntry, Metadata } from '../core/model.js';
import { readV1Result, readV2Result } from './hyperfine-results.js';
import { Fields, isObject, jsonOf, type JsonObject, keyPath } from './json-fields.js';
import type { FormatAdapter, FormatInput } from './types.js';

const HINT = 'Export it again with hyperfine --export-json';

function exitError(codes: Array<number | null> | undefined): string | undefined {
  const failed = (codes ?? []).filter((c) => c !== 0);
  if (failed.length === 0) return undefined;
  const distinct = [...new Set(failed.map((c) => (c === null ? 'killed by a signal' : `exit code ${c}`)))];
  return `the command failed in ${failed.length} of ${codes!.length} runs (${distinct.join(', ')})`;
}

function entryOf(f: Fields, raw: unknown, index: number, primary: string | undefined): BenchmarkEntry {
  const path = keyPath('results', index);
  const r = f.object(raw, path);
  const run = primary === undefined ? readV1Result(f, r, path) : readV2Result(f, r, path, primary);
  if (run.name.trim() === '') f.fail(keyPath(path, 'command'), 'is empty; a benchmark needs a name');
  const entry: BenchmarkEntry = {
    name: run.name, value: run.value, unit: run.unit, direction: 'lower',
    ...(run.samples ? { samples: run.samples } : {}), statistic: run.statistic, ...run.fields,
  };
  const failure = exitError(run.exitCodes);
  if (failure) return { ...entry, success: false, error: failure };
  if (!(run.value > 0)) {
    return { ...entry, success: false, error: `the ${run.statistic} is ${run.value} ${run.unit}: too small for hyperfine to measure; use -N (no shell) or a longer command` };
  }
  return entry;
}

function checkUnique(f: Fields, entries: BenchmarkEntry[]): void {
  const seen = new Map<string, number>();
  entries.forEach((e, i) => {
    const first = seen.get(e.name);
    if (first !== undefined) {
      f.fail(keyPath('results', i), `its name "${e.name}" is also the name of results[${first}]; names must be unique. Give each command a --command-name (with {parameter} placeholders for parameter scans)`);
    }
    seen.set(e.name, i);
  });
}

function metadataOf(f: Fields, root: JsonObject): Metadata {
  const metadata: Metadata = { tool: { name: 'hyperfine' } };
  if (root.metadata === undefined) return metadata;
  const m = f.object(root.metadata, 'metadata');
  const version = f.optionalString(m.hyperfine_version, 'metadata.hyperfine_version');
  if (version) metadata.tool = { name: 'hyperfine', version };
  const start = f.optionalString(m.start_time, 'metadata.start_time');
  if (start) metadata.timestamp = start;
  if (isObject(m.platform)) {
    const os = f.optionalString(m.platform.os, 'metadata.platform.os');
    const arch = f.optionalString(m.platform.architecture, 'metadata.platform.architecture');
    if (os || arch) metadata.environment = { ...(os ? { os } : {}), ...(arch ? { arch } : {}) };
  }
  return metadata;
}

function detect(input: FormatInput): boolean {
  if (input.kind !== 'file' || !isObject(input.json)) return false;
  const { results, schema_version: version, benchmarks } = input.json;
  if (benchmarks !== undefined || !Array.isArray(results) || results.length === 0) return false;
  const first: unknown = results[0];
  if (!isObject(first) || typeof first.command !== 'string') return false;
  if (version === 2) return Array.isArray(first.measurements) || isObject(first.summary);
  return version === undefined && 'mean' in first && ('exit_codes' in first || 'times' in first || 'median' in first);
}

export const hyperfine: FormatAdapter = {
  id: 'hyperfine',
  title: 'hyperfine --export-json (1.x and schema_version 2)',
  producedBy: 'hyperfine --export-json hyperfine.json CMD...',
  detect,
  parse(input): BenchmarkDocument {
    const f = new Fields(input.path, HINT);
    const root = f.object(jsonOf(input, 'a hyperfine export', HINT), '');
    if (root.schema_version !== undefined && root.schema_version !== 2) {
      f.fail('schema_version', `is ${JSON.stringify(root.schema_version)}; this version of bench-gate reads hyperfine 1.x exports and schema_version 2`);
    }
    const primary = root.schema_version === 2 ? f.stringAt(root, '', 'primary_metric') : undefined;
    const results = f.array(root.results, 'results');
    if (results.length === 0) f.fail('results', 'no benchmarks found: the results list is empty');
    const benchmarks = results.map((r, i) => entryOf(f, r, i, primary));
    checkUnique(f, benchmarks);
    return { schema_version: 1, benchmarks, metadata: metadataOf(f, root) };
  },
};
