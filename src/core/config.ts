/**
 * bench-gate.json (README, "The config file"; schemas/config-v1.schema.json): the gate's rules, committed and
 * reviewed. Flags and Action inputs override it. Unknown keys are errors: a typo must not silently
 * switch a rule off.
 */
import { parseAggregate } from './aggregate.js';
import { inputError } from './errors.js';
import { DEFAULT_GATE_OPTIONS, type BenchmarkOverride, type GateOptions, type ProtectedBenchmark } from './gate.js';
import type { Direction } from './model.js';
import type { Method } from './report.js';
import { describePath, describeSchemaError } from './schema-errors.js';
import { isCalendarDate } from './stale-protection.js';
import validateConfig from './generated/config-validator.js';

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
}

const TOP_KEYS = ['$schema', 'baseline', 'threshold', 'geomean_threshold', 'aggregate', 'method', 'alpha', 'runs', 'protected_in_geomean', 'allow_missing', 'protected', 'benchmarks'];
const KEYS_AT: Record<string, string[]> = {
  '': TOP_KEYS,
  protected: ['name', 'reason', 'until'],
  benchmarks: ['threshold', 'direction'],
};

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

/** Validates a parsed bench-gate.json. `source` is its path, for messages. */
export function parseConfig(json: unknown, source: string): Config {
  if (!validateConfig(json)) {
    const error = validateConfig.errors![0]!;
    if (error.keyword === 'additionalProperties') {
      const key = String(error.params.additionalProperty);
      const scope = error.instancePath.split('/')[1] ?? '';
      const allowed = KEYS_AT[scope] ?? [];
      const suggestion = suggestKey(key, allowed);
      const where = error.instancePath === '' ? source : `${source}: ${describePath(error.instancePath, json)}`;
      throw inputError(where, `unknown key "${key}"`, suggestion ? `Did you mean "${suggestion}"?` : `Allowed keys: ${allowed.join(', ')}`);
    }
    throw inputError(source, describeSchemaError(error, json));
  }
  const config = json as Config;
  if (config.aggregate !== undefined) parseAggregate(config.aggregate, `${source}: aggregate`);
  const seen = new Set<string>();
  for (const p of config.protected ?? []) {
    if (seen.has(p.name)) throw inputError(`${source}: protected`, `"${p.name}" is listed twice`, 'List each protected benchmark once');
    if (p.until !== undefined && !isCalendarDate(p.until)) {
      throw inputError(`${source}: protected "${p.name}"`, `"until" is not a date: ${p.until}`, 'Write a real date as YYYY-MM-DD, e.g. 2025-06-30');
    }
    seen.add(p.name);
  }
  return config;
}

/** What flags or Action inputs set; undefined means "not given", so the config or default applies. */
export interface GateFlags {
  threshold?: number;
  geomeanThreshold?: number;
  aggregate?: string;
  protect?: readonly string[];
  protectedInGeomean?: boolean;
  allowMissing?: boolean;
  /** Who accepts regressions (--accept, a PR label); never from the config, where it would stay forever. */
  acceptedBy?: string;
  /** Today as YYYY-MM-DD, for stale protections. */
  today?: string;
  method?: Method;
  alpha?: number;
}

/** Merges defaults < config < flags into the gate's options. */
export function gateOptions(config: Config, flags: GateFlags): GateOptions {
  const protectedList: ProtectedBenchmark[] = [...(config.protected ?? [])];
  for (const name of flags.protect ?? []) {
    if (!protectedList.some((p) => p.name === name)) protectedList.push({ name });
  }
  const overrides: Record<string, BenchmarkOverride> = { ...(config.benchmarks ?? {}) };
  const aggregateText = flags.aggregate ?? config.aggregate;
  return {
    threshold: flags.threshold ?? config.threshold ?? DEFAULT_GATE_OPTIONS.threshold,
    geomeanThreshold: flags.geomeanThreshold ?? config.geomean_threshold ?? DEFAULT_GATE_OPTIONS.geomeanThreshold,
    aggregate: aggregateText === undefined ? DEFAULT_GATE_OPTIONS.aggregate : parseAggregate(aggregateText, '--aggregate'),
    protected: protectedList,
    protectedInGeomean: flags.protectedInGeomean ?? config.protected_in_geomean ?? DEFAULT_GATE_OPTIONS.protectedInGeomean,
    allowMissing: flags.allowMissing ?? config.allow_missing ?? DEFAULT_GATE_OPTIONS.allowMissing,
    overrides,
    today: flags.today,
    acceptedBy: flags.acceptedBy,
    method: flags.method ?? config.method ?? DEFAULT_GATE_OPTIONS.method!,
    alpha: flags.alpha ?? config.alpha ?? DEFAULT_GATE_OPTIONS.alpha!,
    ...(config.runs !== undefined ? { expectedRuns: config.runs } : {}),
  };
}
