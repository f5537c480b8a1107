/**
 * The gate's settings, the same way for both front ends: defaults < bench-gate.json < flags (CLI) or
 * inputs (Action). Pure: the front end reads the config file and the clock, and passes their values.
 */
import { parseAggregate } from './aggregate.js';
import type { Config } from './config.js';
import { DEFAULT_GATE_OPTIONS, type BenchmarkOverride, type GateOptions, type ProtectedBenchmark } from './gate-options.js';
import type { MetricRule } from './metric-rules.js';
import type { Method } from './report.js';

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
  /** --metrics: which metrics to compare. */
  metrics?: readonly string[];
  /** --metric-threshold NAME=PCT, by metric name. */
  metricThresholds?: Readonly<Record<string, number>>;
}

/** The config's rules per metric, with the flags' thresholds over them. */
function metricRulesOf(config: Config, flags: GateFlags): Record<string, MetricRule> {
  const rules: Record<string, MetricRule> = {};
  for (const [name, rule] of Object.entries(config.metrics ?? {})) rules[name] = { ...rule };
  for (const [name, threshold] of Object.entries(flags.metricThresholds ?? {})) rules[name] = { ...(Object.hasOwn(rules, name) ? rules[name] : {}), threshold };
  return rules;
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
    method: flags.method ?? config.method ?? DEFAULT_GATE_OPTIONS.method,
    alpha: flags.alpha ?? config.alpha ?? DEFAULT_GATE_OPTIONS.alpha,
    ...(config.runs !== undefined ? { expectedRuns: config.runs } : {}),
    ...(flags.metrics !== undefined && flags.metrics.length > 0 ? { metrics: flags.metrics } : {}),
    metricRules: metricRulesOf(config, flags),
  };
}

/** A significance level the statistics accept: above 0 and at most 0.5 (--alpha, the Action's `alpha`). */
export function isSignificanceLevel(value: number): boolean {
  return value > 0 && value <= 0.5;
}
