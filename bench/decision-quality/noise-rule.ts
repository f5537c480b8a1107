/**
 * The noise rule under study (issue 14, item 9): what becomes of a benchmark whose noise (the larger
 * CV of its two sides) is larger than its threshold?
 *
 * - "unchanged only" (the code before the study): it is `inconclusive` only when the method would
 *   otherwise call it `unchanged`; a change over the threshold still regresses (or improves).
 * - "any status" (what the README said): `inconclusive` whatever the method decided, so a noisy
 *   benchmark never fails on its own (the geomean still counts it).
 * - "within the noise": a change over the threshold stands only when it is also larger than the
 *   noise; one within the noise is `inconclusive`.
 *
 * Each rule is a decision method wrapped around the product's own, and "unchanged only" is the
 * product's method as it was, so every rule sees the same pull requests
 * (`node bench/decision-quality/run.mjs --noise-rule`).
 */
import type { DecisionMethod } from '../../src/core/decision/method.js';
import { decisionMethodFor } from '../../src/core/decision/methods.js';
import type { BenchmarkResult } from '../../src/core/report.js';
import { noisePct } from '../../src/core/stats/observations.js';
import { CONFIGS, type ConfigSpec } from './configs.js';

type Rule = 'unchanged-only' | 'any-status' | 'within-noise';

/** Whether the rule turns this regressed or improved benchmark inconclusive. */
function overruled(rule: Rule, result: BenchmarkResult): boolean {
  const pct = noisePct(result.dispersion);
  if (rule === 'unchanged-only' || pct === undefined || pct <= result.threshold_pct) return false;
  if (result.status !== 'regressed' && result.status !== 'improved') return false;
  return rule === 'any-status' || Math.abs(result.change_pct!) <= pct;
}

function withRule(rule: Rule, inner: DecisionMethod): DecisionMethod {
  return {
    decide(compared, results, context) {
      const decision = inner.decide(compared, results, context);
      for (const { result } of compared) if (overruled(rule, result)) result.status = 'inconclusive';
      return decision;
    },
  };
}

const RULES: ReadonlyArray<[Rule, string]> = [
  ['unchanged-only', 'noise rule on unchanged only'],
  ['any-status', 'noise rule on any status'],
  ['within-noise', 'noise rule on changes within the noise'],
];

/** The configuration `id` of CONFIGS under each rule. */
function underEachRule(id: string): ConfigSpec[] {
  const spec = CONFIGS.find((c) => c.id === id)!;
  return RULES.map(([rule, label]) => ({
    id: `${id}:${rule}`,
    label: `${spec.label}, ${label}`,
    prepare: (ctx) => {
      const prepared = spec.prepare(ctx);
      return { ...prepared, method: withRule(rule, decisionMethodFor(prepared.options)) };
    },
  }));
}

/** The configurations of the study; `--method stats` is left out unless asked for (it costs ten times the rest). */
export function noiseRuleConfigs(withStats: boolean): ConfigSpec[] {
  return ['default', 'calibrated', ...(withStats ? ['stats-30'] : [])].flatMap(underEachRule);
}
