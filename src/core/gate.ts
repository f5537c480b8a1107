/**
 * The gate (README, "How the gate decides"): pairs each benchmark with its baseline (normalised
 * ratios, noise, protections, missing / new / failed benchmarks), lets the decision method
 * (decision/method.ts) decide the statuses and the geomean, and gives the verdict (verdict.ts).
 */
import { splitProcs } from './go-names.js';
import { acceptRegressions } from './accept.js';
import { aggregate } from './aggregate.js';
import type { Compared, DecisionMethod } from './decision/method.js';
import { decisionMethodFor } from './decision/methods.js';
import { overrideFor, type BenchmarkOverride, type GateOptions, type ProtectedBenchmark } from './gate-options.js';
import { EntryFinder } from './entry-finder.js';
import { environmentMismatch, environmentOf, environmentWarning } from './environment.js';
import { entryPlace, inputError } from './errors.js';
import { isFailed, plainMeasureOf, resolveMeasure } from './measure.js';
import { readWarnings, type Direction, type SourcedDocument } from './model.js';
import { changePct, normalisedRatio, reportableRatio, valueChangePct } from './ratio.js';
import type { BenchmarkResult, Report, Status } from './report.js';
import { collectRuns, sameUnitValue, unusableSampleReason, usableSamples, type Series } from './runs.js';
import { legacyComparison, legacyShapeWarning } from './http-legacy-names.js';
import { decideExactCount } from './count-primary.js';
import { compareMetrics, hasMetrics, type MetricPair } from './metric-gate.js';
import { markStaleProtections } from './stale-protection.js';
import { markDispersion, markNewNoise } from './stats/noise-status.js';
import { baselineSamplesOf, metricSamplesOf, observationsOf } from './stats/observations.js';
import { countStatuses, gateVerdict, geomeansStatus, ungateSmallGeomean } from './verdict.js';
import { appendAll } from './extent.js';


function overrideOf(options: GateOptions, name: string): BenchmarkOverride | undefined {
  return overrideFor(options, name);
}

interface BaselineValue {
  value: number;
  unit: string;
  direction: Direction;
  /** The entry's usable samples, in `unit`. */
  samples: number[];
}

/**
 * The baseline's values, by entry index (undefined for a failed entry). Nothing is looked up by name
 * here: the gate walks the baseline's entries in order, and a Map of 100,000 names was built only to
 * be asked once per entry.
 */
interface BaselineValues {
  byIndex: Array<BaselineValue | undefined>;
  warnings: string[];
}

function baselineValues(baseline: SourcedDocument, options: GateOptions): BaselineValues {
  const entries = baseline.document.benchmarks;
  const byIndex: Array<BaselineValue | undefined> = [];
  const warnings: string[] = [];
  for (let index = 0; index < entries.length; index++) {
    const entry = entries[index]!;
    if (isFailed(entry)) {
      byIndex.push(undefined);
      continue;
    }
    const override = overrideOf(options, entry.name)?.direction;
    // The common entry (a positive finite value of a known direction, no samples) is read without the
    // error place and the measure records that resolveMeasure builds, which only an error needs.
    const plain = plainMeasureOf(entry, override);
    if (plain) {
      byIndex.push({ value: plain.value, unit: plain.unit, direction: plain.direction, samples: usableSamples(undefined, plain.unit, plain.unit) });
      continue;
    }
    const place = entryPlace(baseline.source, index, entry.name);
    const measure = resolveMeasure(entry, place, override);
    // Samples must be positive and finite like the value; a bad one is named, not dropped silently.
    const bad = unusableSampleReason(entry.samples);
    // The entry's own array when two or more samples are all usable (usableSamples would copy it as it
    // is): the gate and the decision methods only read it.
    const samples = !bad && Array.isArray(entry.samples) && entry.samples.length >= 2 ? entry.samples : usableSamples(entry.samples, measure.unit, measure.unit);
    byIndex.push({ value: measure.value, unit: measure.unit, direction: measure.direction, samples });
    if (bad) warnings.push(`${place()}: ${bad}; samples must be positive finite values, so its samples are not used and its noise is unknown. Promote a new baseline to fix it`);
  }
  return { byIndex, warnings };
}

/** "5 ms", "5" without a unit: a value in an error message. */
const withUnit = (value: number, unit: string): string => (unit === '' ? String(value) : `${value} ${unit}`);

/** A compared benchmark, its status left for the decision method (a protected one stays protected). */
/**
 * What to do when a benchmark's baseline and runs measure it differently: a new baseline from the runs;
 * for a history, whose entries keep the unit they recorded, a history of the new measurement.
 */
function remeasuredAdvice(sources: { baseline: string; fromHistory: boolean }, then: 'changed' | 'overflow'): string {
  return sources.fromHistory
    ? `The history's entries keep the unit they recorded: ${then === 'changed' ? 'after changing how a benchmark is measured, ' : ''}record the new measurement in a store of its own (or start the branch's history again), or compare with a baseline file instead of --history`
    : then === 'changed'
      ? 'Promote a new baseline with `bench-diff promote` after changing how a benchmark is measured'
      : 'Check that both measure the same thing in the same unit, or promote a new baseline';
}

function compareOne(series: Series, base: BaselineValue, threshold: number, protectedBy: ProtectedBenchmark | undefined, options: GateOptions, sources: { baseline: string; fromHistory: boolean }): BenchmarkResult {
  const value = aggregate(series.values, options.aggregate, series.direction);
  const baseValue = sameUnitValue(base.value, base.unit, series.unit);
  if (baseValue === undefined || base.direction !== series.direction) {
    throw inputError(
      `${sources.baseline}: benchmark "${series.name}"`,
      `is in ${base.unit || 'no unit'} (${base.direction} is better) in the baseline but in ${series.unit || 'no unit'} (${series.direction} is better) in the runs`,
      remeasuredAdvice(sources, 'changed'),
    );
  }
  const ratio = normalisedRatio(baseValue, value, series.direction);
  // 1e-300 against 1e308 ops/s (reportableRatio).
  if (!reportableRatio(ratio, series.direction)) {
    throw inputError(
      `${sources.baseline}: benchmark "${series.name}"`,
      // The values as the files give them: the baseline's, converted to the runs' unit, may be what overflowed.
      `the baseline's ${withUnit(base.value, base.unit)} and the runs' ${withUnit(value, series.unit)} differ by a factor beyond what can be computed`,
      remeasuredAdvice(sources, 'overflow'),
    );
  }
  const result: BenchmarkResult = {
    name: series.name,
    unit: series.unit,
    direction: series.direction,
    baseline: baseValue,
    current: value,
    runs: series.values.length,
    ratio,
    change_pct: changePct(ratio),
    value_change_pct: valueChangePct(ratio, series.direction),
    status: 'unchanged',
    threshold_pct: threshold,
    in_geomean: true,
  };
  if (protectedBy) {
    result.status = 'protected';
    result.in_geomean = options.protectedInGeomean;
    if (protectedBy.reason) result.protected_reason = protectedBy.reason;
    // Whether it would have regressed without its protection: the decision method says.
    result.over_threshold = false;
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
    value_change_pct: null,
    status,
    threshold_pct: threshold,
    in_geomean: false,
  };
}

/**
 * Protected names and overrides that match no benchmark. A name that matches one but for how its
 * characters are encoded or spaces at either end (lookalikeKey) looks the same in the warning, so
 * the warning says so: names are matched exactly. A name copied from `go test`'s output keeps its
 * GOMAXPROCS suffix (`BenchmarkJoin-8`), which the go-test format drops: when the name without a
 * `-N` suffix names a benchmark, the warning offers that name.
 */
function unknownNameWarnings(options: GateOptions, known: (name: string) => boolean, names: () => Iterable<string>): string[] {
  let lookalikes: Map<string, string> | undefined;
  const twinOf = (name: string): string | undefined => {
    if (lookalikes === undefined) {
      lookalikes = new Map();
      for (const n of names()) lookalikes.set(lookalikeKey(n), n);
    }
    return lookalikes.get(lookalikeKey(name));
  };
  const why = (name: string): string => {
    const twin = twinOf(name);
    if (twin !== undefined) {
      return `"${twin}" differs from it only in how its characters are encoded (Unicode normalization) or in spaces at either end, and names are matched exactly: write it as the benchmark's name is written`;
    }
    const written = lookalikeKey(name);
    const { base } = splitProcs(written);
    const unsuffixed = base === written ? undefined : twinOf(base);
    return unsuffixed === undefined
      ? 'is the name right?'
      : `did you mean "${unsuffixed}"? (go test's ${written.slice(base.length)} is the GOMAXPROCS suffix, which bench-gate drops)`;
  };
  const warnings: string[] = [];
  for (const p of options.protected) {
    if (!known(p.name)) warnings.push(`protected benchmark "${p.name}" is in neither the baseline nor the runs; ${why(p.name)}`);
  }
  for (const name of Object.keys(options.overrides)) {
    if (!known(name)) warnings.push(`the override for benchmark "${name}" matches no benchmark; ${why(name)}`);
  }
  return warnings;
}

/**
 * A change is at most 100% worse (the normalised ratio stays above 0: a time ten times as long is 90%
 * worse), so a limit of 100% or more can never be exceeded, and what it guards could never fail.
 */
function unreachableLimitWarnings(options: GateOptions): string[] {
  const why = 'a change is at most 100% worse (twice as slow is 50% worse, ten times as slow 90%), so it never fails';
  const out: string[] = [];
  const check = (limit: number | undefined, what: string, instead: string): void => {
    if (limit !== undefined && limit >= 100) out.push(`${what} of ${limit}% can never be exceeded: ${why}. ${instead}`);
  };
  const benchmarkAdvice = 'Give a limit below 100% (50% fails at twice as slow), or protect the benchmark';
  check(options.threshold, 'the threshold', benchmarkAdvice);
  for (const [name, override] of Object.entries(options.overrides)) check(override.threshold, `the threshold for benchmark "${name}"`, benchmarkAdvice);
  check(options.geomeanThreshold, 'the geomean threshold', 'Give a limit below 100%');
  for (const [name, rule] of Object.entries(options.metricRules ?? {})) {
    check(rule.threshold, `the threshold for metric "${name}"`, 'Give a limit below 100%, or "gate": false to only report it');
    check(rule.geomean_threshold, `the geomean threshold for metric "${name}"`, 'Give a limit below 100%, or "geomean": false to not gate it');
  }
  return out;
}

/** A name as it looks: the same characters however they are encoded (NFC), without spaces at either end. */
const lookalikeKey = (name: string): string => name.normalize('NFC').trim();

/**
 * A missing and a new benchmark whose names differ only in how their characters are encoded or in
 * spaces at either end: shown alike, they read as one benchmark that is both missing and new.
 */
function lookalikeWarnings(results: readonly BenchmarkResult[]): string[] {
  const fresh = new Map<string, string>();
  for (const r of results) if (r.status === 'new') fresh.set(lookalikeKey(r.name), r.name);
  if (fresh.size === 0) return [];
  const warnings: string[] = [];
  for (const r of results) {
    const twin = r.status === 'missing' ? fresh.get(lookalikeKey(r.name)) : undefined;
    if (twin === undefined) continue;
    warnings.push(`benchmark "${r.name}" of the baseline is missing and "${twin}" is new, and the two names differ only in how their characters are encoded (Unicode normalization) or in spaces at either end; if they are one benchmark, write its name one way`);
  }
  return warnings;
}

/**
 * One benchmark of the baseline missing and one new in the runs (not one that failed in the baseline),
 * measured alike (the same kind of unit and direction): most likely one benchmark renamed, which the
 * gate, matching names only, cannot tell. The missing one's note says so, and that promoting a new
 * baseline with --allow-missing (promote refuses to drop a name without it) records the new name.
 * `results` are the primary rows (metric rows come later). Names that differ only in encoding or
 * spaces are lookalikeWarnings' to explain.
 */
function noteRename(results: readonly BenchmarkResult[], inBaseline: (name: string) => boolean): void {
  let was: BenchmarkResult | undefined;
  let now: BenchmarkResult | undefined;
  for (const r of results) {
    if (r.status === 'missing') {
      if (was !== undefined) return;
      was = r;
    } else if (r.status === 'new' && !inBaseline(r.name)) {
      if (now !== undefined) return;
      now = r;
    }
  }
  if (was === undefined || now === undefined || was.direction !== now.direction || sameUnitValue(1, was.unit, now.unit) === undefined) return;
  if (lookalikeKey(was.name) === lookalikeKey(now.name)) return;
  was.note = `${was.note ?? 'not in the runs'}; if it was renamed to "${now.name}" (new in the runs), promoting a new baseline with --allow-missing records the new name in place of the old`;
}

/** What the verdict alone does not say: a machine change, stale protections, accepted regressions. */
function noteCaveats(report: Report, baseline: SourcedDocument, runs: readonly SourcedDocument[], options: GateOptions): void {
  const mismatch = environmentMismatch(baseline.document.metadata?.environment, environmentOf(runs));
  if (mismatch) {
    report.environment_mismatch = mismatch;
    report.warnings.unshift(environmentWarning(mismatch));
  }
  markStaleProtections(report, options.protected, options.today);
  if (options.acceptedBy !== undefined) acceptRegressions(report, options.acceptedBy);
}

/**
 * The rows in report order: each benchmark's metric rows right after its primary row. The pairs are
 * in the order of their primary rows among `results`, so one walk matches them.
 */
function withMetricRows(results: readonly BenchmarkResult[], pairs: readonly MetricPair[], metricRows: ReadonlyArray<BenchmarkResult[] | undefined>): BenchmarkResult[] {
  const rows: BenchmarkResult[] = [];
  let next = 0;
  for (const r of results) {
    rows.push(r);
    if (next < pairs.length && pairs[next]!.primary === r) {
      const more = metricRows[next++];
      if (more) appendAll(rows, more);
    }
  }
  return rows;
}

/** How the threshold rule combines the runs, for methods that fall back to it: "best of 5 runs". */
function ruleName(options: GateOptions, runs: number): string {
  return runs === 1 ? '1 run' : `${options.aggregate} of ${runs} runs`;
}

/**
 * Compares N current runs of one suite with the baseline; `method` decides (by default the one
 * `options.method` names). Throws InputError on bad input.
 */
export function runGate(givenBaseline: SourcedDocument, givenRuns: readonly SourcedDocument[], options: GateOptions, method: DecisionMethod = decisionMethodFor(options), collected?: ReadonlyMap<string, Series>): Report {
  // The front ends check this first, each in its own words; this is the core's guard for any caller.
  if (givenRuns.length === 0) throw inputError('the current runs', 'none were given', 'Give at least one run file to compare with the baseline');
  // A baseline from before HTTP load runs were one benchmark each still compares, figure by figure.
  // Its figures a run did not measure are set aside on both sides, with a warning.
  const { baseline, runs, rewritten, warnings: legacyWarnings } = legacyComparison(givenBaseline, givenRuns);
  const base = baselineValues(baseline, options);
  // `collected`: the caller's collectRuns of `givenRuns` (promote), used when no run was rewritten.
  const current = collected && rewritten.length === 0 ? collected : collectRuns(runs, (name) => overrideOf(options, name)?.direction);
  const protectedByName = new Map(options.protected.map((p) => [p.name, p]));
  const results: BenchmarkResult[] = [];
  const compared: Compared[] = [];
  // Each run's entries, only when some benchmark carries metrics to compare.
  const runEntries = hasMetrics(baseline.document.benchmarks) ? runs.map((r) => new EntryFinder(r.document.benchmarks)) : undefined;
  const metricPairs: MetricPair[] = [];

  const entries = baseline.document.benchmarks;
  const sources = { baseline: baseline.source, fromHistory: baseline.fromHistory === true };
  // Whether the baseline's samples are run values or one tool run's iterations: what they are compared with.
  const baselineSamples = baselineSamplesOf(baseline.document);
  // The series in the runs' order, which is usually the baseline's: each entry's series is then the
  // next one, found without a lookup by name. `inOrder` counts those, each a different series.
  const ordered = Array.from(current.values());
  let inOrder = 0;
  for (let index = 0; index < entries.length; index++) {
    const entry = entries[index]!;
    const override = overrideOf(options, entry.name);
    const threshold = override?.threshold ?? options.threshold;
    const next = ordered[inOrder];
    const series = next !== undefined && next.name === entry.name ? ordered[inOrder++] : current.get(entry.name);
    const baseValue = base.byIndex[index];
    if (!series) {
      const shape = baseValue ?? { unit: entry.unit ?? '', direction: entry.direction ?? 'higher' };
      const missing = emptyResult({ name: entry.name, ...shape }, 'missing', threshold);
      missing.baseline = baseValue?.value ?? null;
      missing.note = options.allowMissing
        ? 'not in the runs (allowed by allow-missing)'
        : 'not in the runs; if it was removed on purpose, pass --allow-missing (in the Action: allow-missing), and promote a new baseline with it';
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
      const result = compareOne(series, baseValue, threshold, protectedByName.get(entry.name), options, sources);
      // The baseline's samples are usable already; only a change of time unit needs a converted copy.
      const baseSamples = baseValue.unit === series.unit ? baseValue.samples : usableSamples(baseValue.samples, baseValue.unit, series.unit);
      const obs = observationsOf(series, result.baseline!, baseSamples, baselineSamples);
      markDispersion(result, obs);
      if (!decideExactCount(result, obs, override?.threshold)) compared.push({ result, obs });
      results.push(result);
      if (runEntries) metricPairs.push({ primary: result, baseline: entry, runs: runEntries.map((finder) => finder.find(entry.name, index)) });
    }
  }
  // The baseline's names, asked only for series it might not have: none when every series came in order.
  let baselineNames: Set<string> | undefined;
  const inBaseline = (name: string): boolean => (baselineNames ??= new Set(entries.map((e) => e.name))).has(name);
  for (let i = inOrder === current.size ? ordered.length : 0; i < ordered.length; i++) {
    const series = ordered[i]!;
    if (inBaseline(series.name)) continue;
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

  noteRename(results, inBaseline);

  const context = { geomeanThreshold: options.geomeanThreshold, ruleName: ruleName(options, runs.length) };
  const decision = method.decide(compared, results, context);
  // A geomean over fewer than two benchmarks is shown but never gated, whatever the method (verdict.ts).
  const geomean = ungateSmallGeomean(decision.geomean);
  // Metrics are decided after, and apart from, the primary values: they never change their verdicts.
  // A metric's baseline samples are not always what the benchmark's are (metricSamplesOf: a promoted baseline's).
  const metrics = metricPairs.length > 0 ? compareMetrics(metricPairs, options, method, context, metricSamplesOf(baseline.document)) : undefined;
  const rows = metrics ? withMetricRows(results, metricPairs, metrics.rows) : results;
  const summary = countStatuses(rows);
  const geomeanStatus = geomeansStatus(geomean, metrics?.geomeans);
  const report: Report = {
    schema_version: 1,
    verdict: gateVerdict(summary, options.allowMissing, geomeanStatus),
    thresholds: { benchmark_pct: options.threshold, geomean_pct: options.geomeanThreshold },
    aggregate: options.aggregate,
    runs: runs.length,
    protected_in_geomean: options.protectedInGeomean,
    allow_missing: options.allowMissing,
    geomean,
    summary,
    benchmarks: rows,
    baseline: { source: baseline.source },
    current: { sources: runs.map((r) => r.source) },
    warnings: [...unreachableLimitWarnings(options), ...unknownNameWarnings(options, (name) => current.has(name) || inBaseline(name), () => [...current.keys(), ...entries.map((e) => e.name)]), ...lookalikeWarnings(results), ...base.warnings, ...readWarnings([baseline, ...givenRuns])],
  };
  if (options.expectedRuns !== undefined && options.expectedRuns !== runs.length) {
    report.warnings.push(`the config expects ${options.expectedRuns} runs but ${runs.length} were given: its thresholds were calibrated for ${options.expectedRuns}, so false alarms and detection differ`);
  }
  if (decision.reported) {
    report.method = decision.reported.method;
    report.alpha = decision.reported.alpha;
    if (decision.reported.paired) report.paired = decision.reported.paired;
  }
  appendAll(report.warnings, decision.warnings);
  if (rewritten.length > 0) report.warnings.push(legacyShapeWarning(rewritten));
  appendAll(report.warnings, legacyWarnings);
  if (metrics) {
    if (Object.keys(metrics.geomeans).length > 0) report.metric_geomeans = metrics.geomeans;
    appendAll(report.warnings, metrics.warnings);
  }
  if (baseline.document.metadata) report.baseline.metadata = baseline.document.metadata;
  if (runs[0]!.document.metadata) report.current.metadata = runs[0]!.document.metadata;
  noteCaveats(report, baseline, runs, options);
  return report;
}
