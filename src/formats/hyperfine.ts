/**
 * hyperfine's `--export-json`: the 1.x format (`{"results": [...]}`) and 2.x's, which adds
 * `schema_version: 2` and a `metadata` object (hyperfine version, start time, platform).
 *
 * One benchmark per result, named by its `command` (which is the `--command-name` when one was given,
 * and has parameter values substituted). Value: the MEDIAN in seconds, lower is better, with the
 * per-run `times` as samples. hyperfine headlines the mean, but with the few runs typical of
 * whole-program timing one slow run (cold caches, a CI neighbour) moves the mean and not the median,
 * and a gate must not fire on one outlier; the mean, stddev, min, max, user and system times are kept
 * as fields. Exports from before hyperfine 1.6 have no median: the mean is used and `statistic` says so.
 *
 * A command that exited non-zero in any run is a failed benchmark (hyperfine only records such runs
 * with --ignore-failure); a null exit code means the process was killed by a signal.
 */
import type { BenchmarkDocument, BenchmarkEntry, Metadata } from '../core/model.js';
import { Fields, isObject, jsonOf, type JsonObject, keyPath } from './json-fields.js';
import type { FormatAdapter, FormatInput } from './types.js';

const HINT = 'Export it again with hyperfine --export-json';
const KNOWN_SCHEMAS = new Set([2]);

function exitError(f: Fields, result: JsonObject, path: string): string | undefined {
  if (result.exit_codes === undefined) return undefined;
  const codes = f.array(result.exit_codes, keyPath(path, 'exit_codes')).map((c, i) => {
    if (c === null) return null;
    if (typeof c !== 'number' || !Number.isInteger(c)) f.fail(keyPath(keyPath(path, 'exit_codes'), i), 'expected an integer exit code or null');
    return c;
  });
  const failed = codes.filter((c) => c !== 0);
  if (failed.length === 0) return undefined;
  const distinct = [...new Set(failed.map((c) => (c === null ? 'killed by a signal' : `exit code ${c}`)))];
  return `the command failed in ${failed.length} of ${codes.length} runs (${distinct.join(', ')})`;
}

/** The fields hyperfine always writes, checked, plus the optional ones that are present. */
function statsOf(f: Fields, r: JsonObject, path: string): JsonObject {
  const stats: JsonObject = { mean: f.numberAt(r, path, 'mean') };
  for (const key of ['stddev', 'median', 'min', 'max', 'user', 'system']) {
    const v = f.optionalNumber(r[key], keyPath(path, key));
    if (v !== undefined) stats[key] = v;
  }
  return stats;
}

function entryOf(f: Fields, value: unknown, index: number): BenchmarkEntry {
  const path = keyPath('results', index);
  const r = f.object(value, path);
  const name = f.stringAt(r, path, 'command');
  if (name.trim() === '') f.fail(keyPath(path, 'command'), 'is empty; a benchmark needs a name');
  const stats = statsOf(f, r, path);
  const statistic = stats.median === undefined ? 'mean' : 'median';
  const central = stats[statistic] as number;
  const samples = r.times === undefined || r.times === null ? undefined : f.numbers(r.times, keyPath(path, 'times'));
  const entry: BenchmarkEntry = { name, value: central, unit: 's', direction: 'lower', ...(samples ? { samples } : {}), statistic, ...stats };
  if (r.parameters !== undefined) entry.parameters = f.object(r.parameters, keyPath(path, 'parameters'));
  else if (r.parameter !== undefined) entry.parameters = { value: r.parameter }; // hyperfine < 1.11
  if (Array.isArray(r.memory_usage_byte)) entry.memory_usage_byte = f.numbers(r.memory_usage_byte, keyPath(path, 'memory_usage_byte'));
  const failure = exitError(f, r, path);
  if (failure) return { ...entry, success: false, error: failure };
  if (!(central > 0)) {
    // hyperfine subtracts the shell's start-up time and clamps at zero: too fast to measure.
    return { ...entry, success: false, error: `the ${statistic} run time is ${central} s: too short for hyperfine to measure; use -N (no shell) or a longer command` };
  }
  return entry;
}

function checkUnique(f: Fields, entries: BenchmarkEntry[]): void {
  const seen = new Map<string, number>();
  entries.forEach((e, i) => {
    const first = seen.get(e.name);
    if (first !== undefined) {
      throw f.fail(keyPath(keyPath('results', i), 'command'),
        `"${e.name}" is also the command of results[${first}]; names must be unique. Give each command a --command-name (with {parameter} placeholders for parameter scans)`);
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
  if (version !== undefined && !KNOWN_SCHEMAS.has(version as number)) return false;
  const first: unknown = results[0];
  return isObject(first) && typeof first.command === 'string' && 'mean' in first && ('exit_codes' in first || 'times' in first || 'median' in first);
}

export const hyperfine: FormatAdapter = {
  id: 'hyperfine',
  title: 'hyperfine --export-json (1.x and schema_version 2)',
  producedBy: 'hyperfine --export-json hyperfine.json CMD...',
  detect,
  parse(input): BenchmarkDocument {
    const f = new Fields(input.path, HINT);
    const root = f.object(jsonOf(input, 'a hyperfine export', HINT), '');
    if (root.schema_version !== undefined && !KNOWN_SCHEMAS.has(root.schema_version as number)) {
      f.fail('schema_version', `is ${JSON.stringify(root.schema_version)}; this version of bench-gate reads hyperfine 1.x exports and schema_version 2`);
    }
    const results = f.array(root.results, 'results');
    if (results.length === 0) f.fail('results', 'no benchmarks found: the results list is empty');
    const benchmarks = results.map((r, i) => entryOf(f, r, i));
    checkUnique(f, benchmarks);
    return { schema_version: 1, benchmarks, metadata: metadataOf(f, root) };
  },
};
