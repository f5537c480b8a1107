/**
 * Validation of a parsed benchmark file against schemas/benchmark-v1.schema.json, plus the rules a
 * JSON Schema cannot state: unique names and positive finite gated values.
 */
import { entryPlace, inputError } from './errors.js';
import { checkGatedValue, hasGatableValue, isFailed } from './measure.js';
import type { BenchmarkDocument, BenchmarkEntry } from './model.js';
import { describeSchemaError } from './schema-errors.js';
import { entryValid, metadataSurelyValid, surelyValid } from './schema-fast-path.js';
import validateBenchmarkFile from '../../generated/benchmark-validator.js';

const HINT_CONVERT = 'If it is another tool\'s output, convert it with `bench-diff convert`';

export function validateDocument(json: unknown, source: string): BenchmarkDocument {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    throw inputError(source, 'is not a schema_version 1 benchmark file (expected a JSON object)', HINT_CONVERT);
  }
  const version = (json as Record<string, unknown>).schema_version;
  if (version === undefined) {
    throw inputError(source, 'has no "schema_version"', `Add "schema_version": 1. ${HINT_CONVERT}`);
  }
  if (version !== 1) {
    throw inputError(source, `schema_version is ${JSON.stringify(version)}, but this version of bench-gate reads schema_version 1`, 'Upgrade bench-gate or write schema_version 1');
  }
  if (isPlainRun(json as Record<string, unknown>)) return json as BenchmarkDocument;
  if (!surelyValid(json, validateBenchmarkFile) && !validateBenchmarkFile(json)) {
    const error = validateBenchmarkFile.errors![0]!;
    if (error.keyword === 'minItems' && error.instancePath === '/benchmarks') {
      throw inputError(source, 'the benchmark list is empty', 'A run must hold at least one benchmark; did the benchmark command fail?');
    }
    throw inputError(source, describeSchemaError(error, json), 'Fix the file (schemas/benchmark-v1.schema.json describes it), or regenerate it');
  }
  const document = json as BenchmarkDocument;
  checkEntries(document.benchmarks, source);
  return document;
}

/**
 * The names of the last list found unique. The N runs of a suite (and its baseline) usually name the
 * same benchmarks in the same order, and comparing with these is far cheaper than hashing every name.
 */
let lastUnique: readonly string[] = [];

function sameNames(entries: readonly BenchmarkEntry[], names: readonly string[]): boolean {
  if (entries.length !== names.length) return false;
  for (let i = 0; i < entries.length; i++) if (entries[i]!.name !== names[i]) return false;
  return true;
}

/**
 * Whether a file with schema_version 1 is, in one pass over its entries, what the checks below
 * would accept without a word: every entry surely valid (schema-fast-path.ts) with a gated value or
 * failed, the names those of the last list found unique, in that order (the N runs of a suite), and
 * its metadata valid. Anything else is left to those checks, which find the first problem.
 */
function isPlainRun(json: Record<string, unknown>): boolean {
  const entries = json.benchmarks;
  const names = lastUnique;
  // The metadata first: code after a long loop that V8 optimized in the middle of it has no type
  // feedback yet, and deoptimizes there on every call.
  if (!Array.isArray(entries) || entries.length === 0 || entries.length !== names.length || !metadataSurelyValid(json.metadata, validateBenchmarkFile)) return false;
  for (let i = 0; i < entries.length; i++) {
    const entry: unknown = entries[i];
    if (!entryValid(entry) || entry.name !== names[i] || (!isFailed(entry) && !hasGatableValue(entry))) return false;
  }
  return true;
}

/**
 * Unique names and a gated value for every entry that did not fail, the first problem in entry order
 * being the error. The place of an entry is built only for an error: this runs for every entry of
 * every file.
 */
function checkEntries(entries: readonly BenchmarkEntry[], source: string): void {
  const unique = sameNames(entries, lastUnique);
  const seen = unique ? undefined : new Set<string>();
  for (let index = 0; index < entries.length; index++) {
    const entry = entries[index]!;
    if (seen) {
      if (seen.has(entry.name)) {
        const first = entries.findIndex((e) => e.name === entry.name);
        throw inputError(entryPlace(source, index, entry.name), `duplicate name, also at benchmarks[${first}]`, 'Names must be unique within a run');
      }
      seen.add(entry.name);
    }
    if (!isFailed(entry) && !hasGatableValue(entry)) checkGatedValue(entry, entryPlace(source, index, entry.name));
  }
  if (seen) lastUnique = [...seen];
}
