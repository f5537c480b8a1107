/**
 * The gate (README, "How the gate decides"): normalised ratios, the per-benchmark check, protected
 * benchmarks, the geometric-mean check, missing / new / failed benchmarks and the verdict.
 */
import { acceptRegressions } from './accept.js';
import { aggregate } from './aggregate.js';
import { DEFAULT_GATE_OPTIONS, type BenchmarkOverride, type GateOptions, type ProtectedBenchmark } from './gate-options.js';
import { environmentMismatch, environmentOf, environmentWarning } from './environment.js';
import { benchmarkPlace, inputError } from './errors.js';
import { isFailed, resolveMeasure } from './measure.js';
import type { Direction, SourcedDocument } from './model.js';
import type { BenchmarkResult, GeomeanResult, Report, Status } from './report.js';
import { collectRuns, sameUnitValue, usableSamples, type Series } from './runs.js';
import { markStaleProtections } from './stale-protection.js';
import { applyStatsMethod } from './stats/method.js';
import { markNoise, markNewNoise } from './stats/noise-status.js';
import { observationsOf, type Observations } from './stats/observations.js';

export { DEFAULT_GATE_OPTIONS, type BenchmarkOverride, type GateOptions, type ProtectedBenchmark } from './gate-options.js';

/**
 * Percentages are compared with this much slack, so that a change of exactly the threshold (which
 * floating point may compute as 8.000000000000002) passes, as "more than 8% worse" says.
 */
const EPSILON_PCT = 1e-9;

/** ratio > 1 is better: current/baseline when higher is better, baseline/current when lower is. */
export function normalisedRatio(baseline: number, current: number, direction: Direction): number {
  return direction === 'higher' ? current / baseline : baseline / current;
}

/** Geometric mean through logarithms, so that thousands of ratios neither overflow nor underflow. */
export function geometricMean(ratios: readonly number[]): number {
  let sum = 0;
  for (const r of ratios) sum += Math.log(r);
  return Math.exp(sum / ratios.length);
}

function overrideOf(options: GateOptions, name: string): BenchmarkOverride | undefined {
  return Object.hasOwn(options.overrides, name) ? options.overrides[name] : undefined;
}

interface BaselineValue {
  value: number;
  unit: string;
  direction: Direction;
  /** The entry's usable samples, in `unit`. */
  samples: number[];
}

function baselineValues(baseline: SourcedDocument, options: GateOptions): { values: Map<string, BaselineValue>; failed: Set<string> } {
  const values = new Map<string, BaselineValue>();
  const failed = new Set<string>();
  baseline.document.benchmarks.forEach((entry, index) => {
    if (isFailed(entry)) {
      failed.add(entry.name);
      return;
    }
    const place = `${baseline.source}: ${benchmarkPlace(index, entry.name)}`;
    const measure = resolveMeasure(entry, place, overrideOf(options, entry.name)?.direction);
    values.set(entry.name, { ...measure, samples: usableSamples(entry.samples, measure.unit, measure.unit) });
  });
  return { values, failed };
}

function compareOne(series: Series, base: BaselineValue, threshold: number, protectedBy: ProtectedBenchmark | undefined, options: GateOptions, sources: { baseline: string }): BenchmarkResult {
  const value = aggregate(series.values, options.aggregate, series.direction);
  const baseValue = sameUnitValue(base.value, base.unit, series.unit);
  if (baseValue === undefined || base.direction !== series.direction) {
    throw inputError(
      `${sources.baseline}: benchmark "${series.name}"`,
      `is in ${base.unit || 'no unit'} (${base.direction} is better) in the baseline but in ${series.unit || 'no unit'} (${series.direction} is better) in the runs`,
      'Promote a new baseline with `bench-diff promote` after changing how a benchmark is measured',
    );
  }
  const ratio = normalisedRatio(baseValue, value, series.direction);
  const change = (ratio - 1) * 100;
  const worse = -change > threshold + EPSILON_PCT;
  const better = change > threshold + EPSILON_PCT;
  let status: Status = worse ? 'regressed' : better ? 'improved' : 'unchanged';
  const result: BenchmarkResult = {
    name: series.name,
    unit: series.unit,
    direction: series.direction,
    baseline: baseValue,
    current: value,
    runs: series.values.length,
    ratio,
    change_pct: change,
    status,
    threshold_pct: threshold,
    in_geomean: true,
  };
  if (protectedBy) {
    status = 'protected';
    result.status = status;
    result.in_geomean = options.protectedInGeomean;
    if (protectedBy.reason) result.protected_reason = protectedBy.reason;
    result.over_threshold = worse;
  }
  return result;
}

function emptyResult(series: { name: string; unit: string; direction: Direction }, status: Status, threshold: number): BenchmarkResult {
  return {
    name: series.name,
    unit: series.unit,
    direction: series.direction,
    baseline: null,
    current: null,
    runs: 0,
    ratio: null,
    change_pct: null,
    status,
    threshold_pct: threshold,
    in_geomean: false,
  };
}

function geomeanOf(results: readonly BenchmarkResult[], limit: number): GeomeanResult {
  const ratios = results.filter((r) => r.in_geomean && r.ratio !== null).map((r) => r.ratio!);
  if (ratios.length === 0) return { ratio: null, change_pct: null, count: 0, status: 'skipped' };
  const ratio = geometricMean(ratios);
  const change = (ratio - 1) * 100;
  return { ratio, change_pct: change, count: ratios.length, status: -change > limit + EPSILON_PCT ? 'fail' : 'pass' };
}

function countStatuses(results: readonly BenchmarkResult[]): Record<Status, number> {
  const summary: Record<Status, number> = { regressed: 0, failed: 0, missing: 0, inconclusive: 0, improved: 0, protected: 0, new: 0, unchanged: 0 };
  for (const r of results) summary[r.status] += 1;
  return summary;
}

function unknownNameWarnings(options: GateOptions, known: (name: string) => boolean): string[] {
  const warnings: string[] = [];
  for (const p of options.protected) {
    if (!known(p.name)) warnings.push(`protected benchmark "${p.name}" is in neither the baseline nor the runs; is the name right?`);
  }
  for (const name of Object.keys(options.overrides)) {
    if (!known(name)) warnings.push(`the override for benchmark "${name}" matches no benchmark; is the name right?`);
  }
  return warnings;
}

/** What the verdict alone does not say: a machine change, stale protections, accepted regressions. */
function annotate(report: Report, baseline: SourcedDocument, runs: readonly SourcedDocument[], options: GateOptions): void {
  const mismatch = environmentMismatch(baseline.document.metadata?.environment, environmentOf(runs));
  if (mismatch) {
    report.environment_mismatch = mismatch;
    report.warnings.unshift(environmentWarning(mismatch));
  }
  markStaleProtections(report, options.protected, options.today);
  if (options.acceptedBy !== undefined) acceptRegressions(report, options.acceptedBy);
}

function statsOptions(options: GateOptions, runs: number): Parameters<typeof applyStatsMethod>[2] {
  return {
    alpha: options.alpha ?? DEFAULT_GATE_OPTIONS.alpha!,
    seed: options.seed ?? DEFAULT_GATE_OPTIONS.seed!,
    resamples: options.resamples ?? DEFAULT_GATE_OPTIONS.resamples!,
    geomeanThreshold: options.geomeanThreshold,
    ruleName: runs === 1 ? '1 run' : `${options.aggregate} of ${runs} runs`,
  };
}

/** Compares N current runs of one suite with the baseline. Throws InputError on bad input. */
export function runGate(baseline: SourcedDocument, runs: readonly SourcedDocument[], options: GateOptions): Report {
  if (runs.length === 0) throw inputError('bench-diff', 'no current run given', 'Give at least one run file after the baseline');
  const base = baselineValues(baseline, options);
  const current = collectRuns(runs, (name) => overrideOf(options, name)?.direction);
  const protectedByName = new Map(options.protected.map((p) => [p.name, p]));
  const results: BenchmarkResult[] = [];
  const observations = new Map<BenchmarkResult, Observations>();

  for (const entry of baseline.document.benchmarks) {
    const threshold = overrideOf(options, entry.name)?.threshold ?? options.threshold;
    const series = current.get(entry.name);
    const baseValue = base.values.get(entry.name);
    if (!series) {
      const shape = baseValue ?? { unit: entry.unit ?? '', direction: entry.direction ?? 'higher' };
      const missing = emptyResult({ name: entry.name, ...shape }, 'missing', threshold);
      missing.baseline = baseValue?.value ?? null;
      missing.note = options.allowMissing
        ? 'not in the runs (allowed by allow-missing)'
        : 'not in the runs; if it was removed on purpose, promote a new baseline or pass --allow-missing';
      results.push(missing);
    } else if (series.failure) {
      // A benchmark that failed in every run has no unit of its own: show the baseline's.
      const shape = series.values.length === 0 && baseValue ? { name: series.name, unit: baseValue.unit, direction: baseValue.direction } : series;
      const failed = emptyResult(shape, 'failed', threshold);
      failed.baseline = baseValue?.value ?? null;
      failed.runs = series.values.length;
      failed.error = `${series.failure.error} (in ${series.failure.source})`;
      results.push(failed);
    } else if (!baseValue) {
      const fresh = emptyResult(series, 'new', threshold);
      fresh.current = aggregate(series.values, options.aggregate, series.direction);
      fresh.runs = series.values.length;
      fresh.note = 'failed in the baseline, so there is nothing to compare with';
      markNewNoise(fresh, series);
      results.push(fresh);
    } else {
      const result = compareOne(series, baseValue, threshold, protectedByName.get(entry.name), options, { baseline: baseline.source });
      const obs = observationsOf(series, result.baseline!, usableSamples(baseValue.samples, baseValue.unit, series.unit));
      markNoise(result, obs);
      observations.set(result, obs);
      results.push(result);
    }
  }
  for (const series of current.values()) {
    if (base.values.has(series.name) || base.failed.has(series.name)) continue;
    const threshold = overrideOf(options, series.name)?.threshold ?? options.threshold;
    if (series.failure) {
      const failed = emptyResult(series, 'failed', threshold);
      failed.error = `${series.failure.error} (in ${series.failure.source})`;
      results.push(failed);
      continue;
    }
    const fresh = emptyResult(series, 'new', threshold);
    fresh.current = aggregate(series.values, options.aggregate, series.direction);
    fresh.runs = series.values.length;
    markNewNoise(fresh, series);
    results.push(fresh);
  }

  const stats = options.method === 'stats' ? applyStatsMethod(results, observations, statsOptions(options, runs.length)) : undefined;
  const geomean = stats?.geomean ?? geomeanOf(results, options.geomeanThreshold);
  const summary = countStatuses(results);
  const failing = summary.regressed + summary.failed + (options.allowMissing ? 0 : summary.missing);
  const report: Report = {
    schema_version: 1,
    verdict: failing > 0 || geomean.status === 'fail' ? 'fail' : 'pass',
    thresholds: { benchmark_pct: options.threshold, geomean_pct: options.geomeanThreshold },
    aggregate: options.aggregate,
    runs: runs.length,
    protected_in_geomean: options.protectedInGeomean,
    allow_missing: options.allowMissing,
    geomean,
    summary,
    benchmarks: results,
    baseline: { source: baseline.source },
    current: { sources: runs.map((r) => r.source) },
    warnings: unknownNameWarnings(options, (name) => current.has(name) || base.values.has(name) || base.failed.has(name)),
  };
  if (options.expectedRuns !== undefined && options.expectedRuns !== runs.length) {
    report.warnings.push(`the config expects ${options.expectedRuns} runs but ${runs.length} were given: its thresholds were calibrated for ${options.expectedRuns}, so false alarms and detection differ`);
  }
  if (stats) {
    report.method = 'stats';
    report.alpha = options.alpha ?? DEFAULT_GATE_OPTIONS.alpha!;
    report.warnings.push(...stats.warnings);
  }
  if (baseline.document.metadata) report.baseline.metadata = baseline.document.metadata;
  if (runs[0]!.document.metadata) report.current.metadata = runs[0]!.document.metadata;
  annotate(report, baseline, runs, options);
  return report;
}
