/**
 * A hand-written check of the common benchmark file that says "valid" only where the generated
 * validator of schemas/benchmark-v1.schema.json would too, at a fraction of its cost on 100,000
 * entries (the generated code builds a path string and an options object per entry, and counts the
 * code points of every name and unit). Anything it does not say "valid" to goes to the generated
 * validator, which gives the verdict and the error: so the fast path can only be too strict, never
 * too lenient (tests/core/schema-fast-path.test.ts holds it to that, and to the schema's keys).
 */
import type { GeneratedValidator } from './schema-errors.js';
import { isSchemaUnit } from './units.js';

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function isNumber(value: unknown): boolean {
  return typeof value === 'number' && Number.isFinite(value);
}

function optionalNumber(value: unknown): boolean {
  return value === undefined || isNumber(value);
}

function optionalDirection(value: unknown): boolean {
  return value === undefined || value === 'higher' || value === 'lower';
}

function optionalUnit(value: unknown): boolean {
  return value === undefined || (typeof value === 'string' && isSchemaUnit(value));
}

function numbers(value: unknown, minimum: number | undefined): boolean {
  if (!Array.isArray(value)) return false;
  for (let i = 0; i < value.length; i++) {
    const v: unknown = value[i];
    if (!isNumber(v) || (minimum !== undefined && (v as number) < minimum)) return false;
  }
  return true;
}

function metricValid(m: unknown): boolean {
  if (m === null || isNumber(m)) return true;
  if (!isObject(m)) return false;
  return isNumber(m.value) && (m.value as number) >= 0 && optionalUnit(m.unit) && optionalDirection(m.direction) && (m.samples === undefined || numbers(m.samples, 0));
}

function metricsValid(metrics: unknown): boolean {
  if (metrics === undefined) return true;
  if (!isObject(metrics)) return false;
  for (const key in metrics) if (!metricValid(metrics[key])) return false;
  return true;
}

/** True only when the generated validator would accept `e` as an entry of `benchmarks`. */
export function entryValid(e: unknown): e is Record<string, unknown> & { name: string } {
  if (!isObject(e)) return false;
  return typeof e.name === 'string' && e.name !== ''
    && optionalNumber(e.value) && optionalUnit(e.unit) && optionalDirection(e.direction)
    && optionalNumber(e.ops_per_sec) && optionalNumber(e.time_ms) && optionalNumber(e.iterations)
    && (e.samples === undefined || numbers(e.samples, undefined))
    && (e.success === undefined || typeof e.success === 'boolean')
    && (e.error === undefined || e.error === null || typeof e.error === 'string')
    && metricsValid(e.metrics);
}

function optionalString(value: unknown): boolean {
  return value === undefined || typeof value === 'string';
}

/** An integer of at least `minimum`, or absent. */
function optionalInteger(value: unknown, minimum: number): boolean {
  return value === undefined || (Number.isInteger(value) && (value as number) >= minimum);
}

/**
 * The metadata keys of the schema with their rules; other keys are free. Checked here rather than by
 * the generated validator, whose code for a whole file is the largest function a comparison would
 * otherwise compile at start-up (bench/: the CLI's start-up time).
 */
export function metadataValid(m: unknown): boolean {
  if (!isObject(m)) return false;
  const { tool, environment: env, ab } = m;
  return optionalString(m.commit) && optionalString(m.branch) && optionalString(m.timestamp)
    && (tool === undefined || (isObject(tool) && typeof tool.name === 'string' && optionalString(tool.version)))
    && (env === undefined || (isObject(env) && optionalString(env.cpu_model) && optionalInteger(env.cpu_count, 1)
      && optionalString(env.os) && optionalString(env.arch) && optionalString(env.runtime)))
    && (ab === undefined || (isObject(ab) && (ab.side === 'base' || ab.side === 'head') && ab.round !== undefined && optionalInteger(ab.round, 1)
      && (ab.order === undefined || ab.order === 1 || ab.order === 2) && optionalInteger(ab.seed, 0)));
}

/** The top-level `samples_of` marker (stats/observations.ts): absent, or one of the schema's words. */
function samplesOfValid(value: unknown): boolean {
  return value === undefined || value === 'runs' || value === 'iterations';
}

/**
 * True only when `validate` would accept `json` too. `metadata` (one per file) that the check above
 * does not call valid is left to `validate` itself, on a one-entry file that carries it.
 */
export function surelyValid(json: unknown, validate: GeneratedValidator): boolean {
  if (!isObject(json) || json.schema_version !== 1 || !samplesOfValid(json.samples_of)) return false;
  const entries = json.benchmarks;
  if (!Array.isArray(entries) || entries.length === 0) return false;
  for (let i = 0; i < entries.length; i++) if (!entryValid(entries[i])) return false;
  return metadataSurelyValid(json.metadata, validate);
}

/** True only when `validate` would accept `metadata` as a file's (absent is valid). */
export function metadataSurelyValid(metadata: unknown, validate: GeneratedValidator): boolean {
  return metadata === undefined || metadataValid(metadata) || validate({ schema_version: 1, benchmarks: [{ name: 'metadata' }], metadata });
}
