/**
 * bench-gate.json (README, "The config file"; schemas/config-v1.schema.json): the gate's rules, committed and
 * reviewed. Flags and Action inputs override it. Unknown keys are errors: a typo must not silently
 * switch a rule off.
 */
import { parseAggregate } from './aggregate.js';
import { inputError } from './errors.js';
import type { ProtectedBenchmark } from './gate-options.js';
import type { MetricRule } from './metric-rules.js';
import type { Direction } from './model.js';
import type { Method } from './report.js';
import { duplicateKey, duplicateLines, parseJsonText } from './json-text.js';
import { describePath, describeSchemaError, valueAt } from './schema-errors.js';
import { isCalendarDate } from './stale-protection.js';
import { CONFIG_KEYS } from '../../generated/config-keys.js';
import validateConfig from '../../generated/config-validator.js';

export const DEFAULT_CONFIG_PATH = 'bench-gate.json';

export interface Config {
  baseline?: string;
  threshold?: number;
  geomean_threshold?: number;
  aggregate?: string;
  method?: Method;
  alpha?: number;
  runs?: number;
  protected_in_geomean?: boolean;
  allow_missing?: boolean;
  protected?: ProtectedBenchmark[];
  benchmarks?: Record<string, { threshold?: number; direction?: Direction }>;
  /** Rules per metric name (README, "Metrics"). */
  metrics?: Record<string, MetricRule>;
}

function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = row;
  }
  return prev[b.length]!;
}

/** "Did you mean ...?" for an unknown key, from the keys allowed at that place. */
export function suggestKey(key: string, allowed: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(key.length / 3)) + 1;
  for (const candidate of allowed) {
    const d = editDistance(key.toLowerCase().replaceAll('-', '_'), candidate);
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best;
}

/**
 * A value that is not one of `choices` (a flag's or an input's): the choice it is near by spelling
 * (`stat` -> stats, `JSON` -> json), else `fallback` (the default). `near` says which, for the wording:
 * "did you mean" for a near choice, a plain "write" for the default.
 */
export function offerChoice<T extends string>(text: string, choices: readonly T[], fallback: T): { choice: T; near: boolean } {
  const near = suggestKey(text, choices) as T | undefined;
  return near === undefined ? { choice: fallback, near: false } : { choice: near, near: true };
}

/** What to write in a string key that is empty. */
const EMPTY_STRING_HINT: Readonly<Record<string, string>> = {
  baseline: 'Write the path of the baseline file, e.g. bench/baseline.json, or leave "baseline" out',
  name: 'Write the name of the benchmark to protect',
  reason: 'Say why the benchmark is protected (e.g. "GC timing makes it swing by 10%"): the report shows it',
};

/** A protection's `until` that is not a date (YYYY-MM-DD, a real day). */
function notADate(source: string, name: string, until: unknown): Error {
  return inputError(`${source}: protected "${name}"`, `"until" is not a date: ${typeof until === 'string' ? until : JSON.stringify(until)}`, 'Write a real date as YYYY-MM-DD, e.g. 2025-06-30');
}

/** Validates a parsed bench-gate.json. `source` is its path, for messages. */
export function parseConfig(json: unknown, source: string): Config {
  if (!validateConfig(json)) {
    const error = validateConfig.errors![0]!;
    if (error.keyword === 'additionalProperties') {
      const key = String(error.params.additionalProperty);
      const scope = error.instancePath.split('/')[1] ?? '';
      const allowed = CONFIG_KEYS[scope] ?? [];
      const suggestion = suggestKey(key, allowed);
      const where = error.instancePath === '' ? source : `${source}: ${describePath(error.instancePath, json)}`;
      throw inputError(where, `unknown key "${key}"`, suggestion ? `Did you mean "${suggestion}"?` : `Allowed keys: ${allowed.join(', ')}`);
    }
    const where = describePath(error.instancePath, json);
    const value = valueAt(error.instancePath, json);
    // A pattern's regular expression, or Ajv's "must NOT have fewer than 1 characters", says nothing a
    // person can act on: these places get words of their own.
    if ((error.instancePath === '/aggregate' || /^\/metrics\/[^/]*\/aggregate$/.test(error.instancePath)) && typeof value === 'string') parseAggregate(value, `${source}: ${where}`);
    const until = /^\/protected\/(\d+)\/until$/.exec(error.instancePath);
    if (until) throw notADate(source, String(valueAt(`/protected/${until[1]}/name`, json)), value);
    if (error.keyword === 'minLength') throw inputError(`${source}: ${where}`, 'is empty', EMPTY_STRING_HINT[error.instancePath.split('/').at(-1)!] ?? 'Write a value, or leave the key out');
    if (error.keyword === 'minProperties') {
      const scope = error.instancePath.split('/')[1]!;
      throw inputError(`${source}: ${where}`, 'is empty', `Give it ${(CONFIG_KEYS[scope] ?? []).map((k) => `"${k}"`).join(' or ')}, or leave it out`);
    }
    throw inputError(source, describeSchemaError(error, json), 'Fix that key; schemas/config-v1.schema.json describes every key');
  }
  const config = json as Config;
  if (config.aggregate !== undefined) parseAggregate(config.aggregate, `${source}: aggregate`);
  const seen = new Map<string, number>();
  (config.protected ?? []).forEach((p, index) => {
    const first = seen.get(p.name);
    if (first !== undefined) throw inputError(`${source}: protected`, `"${p.name}" is listed twice (protected[${first}] and protected[${index}])`, 'List each protected benchmark once');
    if (p.until !== undefined && !isCalendarDate(p.until)) throw notADate(source, p.name, p.until);
    seen.set(p.name, index);
  });
  return config;
}

/**
 * bench-gate.json's text (a BOM at its start is allowed), parsed and validated. Its errors say what
 * is wrong with the file as text: empty, or not JSON (with the line and column), before any key is
 * looked at.
 */
export function parseConfigText(text: string, source: string): Config {
  const body = text.replace(/^\uFEFF/, '');
  if (body.trim() === '') throw inputError(source, 'is empty', 'Write {} for the default rules, or the rules as one JSON object (README, "The config file")');
  const json = parseJsonText(body, source);
  const duplicate = duplicateKey(body);
  if (duplicate !== undefined) {
    const where = duplicate.path === '' ? source : `${source}: ${describePath(duplicate.path, json)}`;
    throw inputError(where, `key ${JSON.stringify(duplicate.key)} is given twice (${duplicateLines(body, duplicate)})`, 'Keep one of them: JSON keeps only the last, so the first would be ignored without a word');
  }
  return parseConfig(json, source);
}
