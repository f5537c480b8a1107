/**
 * The gate for a benchmark's further metrics (`metrics` in the benchmark file: B/op, allocs/op, p99,
 * instructions). Each (benchmark, metric) pair that both sides have is compared like a benchmark:
 * its own row in the report (with `metric` set), its own rule (metric-rules.ts), decided by the
 * suite's decision method, with one geomean per metric as benchstat does, held to a limit that fits
 * the metric (metricGeomeanLimit; `threshold_pct` when it is not the suite's geomean threshold). Its
 * runs are combined by its rule's `aggregate`, else the suite's (the row's `aggregate` names its own).
 * The primary value is decided before and apart from all this, so metrics never change its verdict.
 *
 * Deterministic metrics (every observation on both sides identical) are decided by the threshold
 * rule alone and are never inconclusive. Zero is a value: a metric that goes from 0 to more has no
 * ratio and is reported "from 0" (a regression when lower is better).
 */
import { aggregate } from './aggregate.js';
import type { Compared, DecisionContext, DecisionMethod } from './decision/method.js';
import { thresholdDecide } from './decision/threshold.js';
import { overrideFor, type GateOptions } from './gate-options.js';
import { isCountKind, metricAggregate, metricGated, metricGeomeanLimit, metricKind, resolveRuleOfKind, type MetricKind, type MetricRule } from './metric-rules.js';
import type { BenchmarkEntry, Direction, Metric } from './model.js';
import { changePct, normalisedRatio, reportableRatio, valueChangePct } from './ratio.js';
import type { BenchmarkResult, GeomeanResult } from './report.js';
import { sameUnitValue } from './runs.js';
import { ungateSmallGeomean } from './verdict.js';
import { markDispersion } from './stats/noise-status.js';
import { observationsFrom, type BaselineSamples } from './stats/observations.js';
import { directionOfUnit } from './units.js';

/** A compared benchmark whose metrics are to be compared: its primary row and its entries. */
export interface MetricPair {
  primary: BenchmarkResult;
  baseline: BenchmarkEntry;
  /** The benchmark's entry in each run, in run order. */
  runs: readonly BenchmarkEntry[];
}

export interface MetricGeomean extends GeomeanResult {
  /** Whether this geomean can fail the verdict. */
  gated: boolean;
}

export interface MetricComparison {
  /** The metric rows of each pair's benchmark (undefined for none), in the order of the pairs. */
  rows: Array<BenchmarkResult[] | undefined>;
  geomeans: Record<string, MetricGeomean>;
  warnings: string[];
}

interface ReadMetric {
  value: number;
  unit: string;
  direction: Direction | undefined;
  samples: readonly number[];
}

function usableSample(s: unknown): s is number {
  return typeof s === 'number' && Number.isFinite(s) && s >= 0;
}

function everyUsable(list: readonly unknown[]): list is readonly number[] {
  for (let i = 0; i < list.length; i++) if (!usableSample(list[i])) return false;
  return true;
}

/** No samples, shared. */
const NONE: readonly number[] = Object.freeze([]);

/**
 * Samples of a metric (finite and not negative, in the row's unit, or NaN where a unit could not be
 * converted) as observations: themselves when there are two or more and all are positive, else none.
 * What usableSamples gives, without a copy.
 */
function observable(samples: readonly number[]): readonly number[] {
  if (samples.length < 2) return NONE;
  // Not unusableSampleReason: 0 B/op is common, and it would word the first 0 for every such metric.
  for (let i = 0; i < samples.length; i++) if (!(samples[i]! > 0 && Number.isFinite(samples[i]))) return NONE;
  return samples;
}

/** The metric as the new shape has it; a bare number (the older shape) or a bad value is not compared. */
export function readMetric(entry: BenchmarkEntry, name: string): ReadMetric | undefined {
  const metrics = entry.metrics;
  if (metrics === null || typeof metrics !== 'object' || !Object.hasOwn(metrics, name)) return undefined;
  const m = metrics[name];
  if (m === null || typeof m !== 'object') return undefined;
  const { value, unit, direction, samples } = m as Metric;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return undefined;
  const u = typeof unit === 'string' && unit !== '' ? unit : name;
  // The entry's own array when every sample is usable (nothing here changes it), else the usable ones.
  const list: readonly unknown[] = Array.isArray(samples) ? samples : NONE;
  const kept = everyUsable(list) ? list : list.filter(usableSample);
  return { value, unit: u, direction: direction === 'higher' || direction === 'lower' ? direction : undefined, samples: kept };
}

/** Whether any entry of these carries a metric in the new (object) shape: else nothing here runs. */
export function hasMetrics(entries: readonly BenchmarkEntry[]): boolean {
  return entries.some((e) => e.metrics !== null && typeof e.metrics === 'object' && Object.values(e.metrics).some((m) => m !== null && typeof m === 'object'));
}

/** Which way is better for a metric of this kind by its unit alone: the unit's way, else lower for a count; undefined when neither says. */
export function inferredMetricDirection(kind: MetricKind, unit: string): Direction | undefined {
  return directionOfUnit(unit) ?? (isCountKind(kind) ? 'lower' : undefined);
}

/**
 * Which way is better for a metric (README, "Metrics"), the one rule the gate and promote follow:
 * its rule's `direction` (the config), else the `direction` the file gives it, else `inferred`
 * (inferredMetricDirection, kept per name and unit by MetricFacts, which the gate and promote share).
 */
export function metricDirection(configured: MetricRule | undefined, own: Direction | undefined, inferred: () => Direction | undefined): Direction | undefined {
  return configured?.direction ?? own ?? inferred();
}

/**
 * What a metric's name and unit say (its kind, the direction its unit implies), worked out once per
 * name and unit: a suite repeats the same few on every benchmark, and each takes several regexes.
 */
/** Units kept per metric name: a hostile file could give every benchmark its own unit. */
const MAX_UNITS_PER_NAME = 256;

export class MetricFacts {
  private readonly known = new Map<string, Map<string, { kind: MetricKind; direction: Direction | undefined }>>();

  constructor(private readonly rules: Readonly<Record<string, MetricRule>>) {}

  /** The config's rule for metric `name`, if it has one. */
  rule(name: string): MetricRule | undefined {
    return Object.hasOwn(this.rules, name) ? this.rules[name] : undefined;
  }

  of(name: string, unit: string): { kind: MetricKind; direction: Direction | undefined } {
    let units = this.known.get(name);
    if (!units) this.known.set(name, (units = new Map()));
    let facts = units.get(unit);
    if (!facts) {
      const kind = metricKind(name, unit);
      facts = { kind, direction: inferredMetricDirection(kind, unit) };
      if (units.size < MAX_UNITS_PER_NAME) units.set(unit, facts);
    }
    return facts;
  }

  /** Which way is better for metric `name` given as `own` (the file's direction, if any) in `unit`: metricDirection. */
  directionOf(name: string, own: Direction | undefined, unit: string): Direction | undefined {
    return metricDirection(this.rule(name), own, () => this.of(name, unit).direction);
  }

  direction(name: string, m: ReadMetric): Direction | undefined {
    return this.directionOf(name, m.direction, m.unit);
  }
}

/** A metric both sides have: as the baseline has it, and as each run has it (in run order). */
interface MetricRead {
  name: string;
  base: ReadMetric;
  cur: ReadMetric[];
}

/** Metrics one side has and the other not, per metric: the benchmarks (for the warning), in order. */
interface OneSided {
  /** In the baseline but not in every run: the runs stopped measuring it. */
  dropped: Map<string, string[]>;
  /** In a run but not in the baseline: not compared until a baseline has it. */
  added: Map<string, string[]>;
  /**
   * On one side only because the other side's reader says why it left it out (`unmeasured_metrics`:
   * hey's latency below its resolution, a CPU time of 0 s): per metric and side, per reason, the benchmarks.
   */
  unmeasured: { baseline: Map<string, Map<string, string[]>>; runs: Map<string, Map<string, string[]>> };
}

/** Adds `benchmark` to the list of `metric` (the metric gate's and promote's notes of metrics left out). */
export function note(map: Map<string, string[]>, metric: string, benchmark: string): void {
  const list = map.get(metric);
  if (list) list.push(benchmark);
  else map.set(metric, [benchmark]);
}

/** The longest reason a warning repeats from a file: it is the file's text, and one line of a report. */
const REASON_CHARS = 200;

/** Why an entry says it has no metric `name` (its `unmeasured_metrics`), or undefined when it does not say. */
function unmeasuredReason(entry: BenchmarkEntry, name: string): string | undefined {
  const unmeasured: unknown = (entry as { unmeasured_metrics?: unknown }).unmeasured_metrics;
  if (unmeasured === null || typeof unmeasured !== 'object' || Array.isArray(unmeasured) || !Object.hasOwn(unmeasured, name)) return undefined;
  const why: unknown = (unmeasured as Record<string, unknown>)[name];
  if (typeof why !== 'string' || why.trim() === '') return 'no reason given';
  const text = why.trim().replace(/\s+/g, ' ');
  return text.length > REASON_CHARS ? `${text.slice(0, REASON_CHARS)}...` : text;
}

/** Notes that `side` of benchmark `benchmark` says why it has no metric `metric`. */
function noteUnmeasured(oneSided: OneSided, side: 'baseline' | 'runs', metric: string, reason: string, benchmark: string): void {
  const byMetric = oneSided.unmeasured[side];
  let reasons = byMetric.get(metric);
  if (!reasons) byMetric.set(metric, (reasons = new Map()));
  note(reasons, reason, benchmark);
}

/**
 * The metrics to compare for one benchmark: the chosen ones, else all both sides have, in the
 * baseline's order. A metric on one side only is noted in `oneSided`: it is not compared, and a
 * gate that stopped gating allocations because the runs no longer report them must say so.
 */
function metricsOf(pair: MetricPair, chosen: readonly string[] | undefined, oneSided: OneSided): MetricRead[] {
  const metrics = pair.baseline.metrics;
  const baseMetrics = metrics !== null && typeof metrics === 'object' ? metrics : undefined;
  const out: MetricRead[] = [];
  if (baseMetrics !== undefined) {
    for (const name of chosen ?? Object.keys(baseMetrics)) {
      const base = readMetric(pair.baseline, name);
      if (base === undefined) continue;
      const cur: ReadMetric[] = [];
      let lacking: BenchmarkEntry | undefined;
      for (const e of pair.runs) {
        const m = readMetric(e, name);
        if (m === undefined) {
          lacking = e;
          break;
        }
        cur.push(m);
      }
      if (lacking === undefined) {
        out.push({ name, base, cur });
        continue;
      }
      const why = unmeasuredReason(lacking, name);
      if (why !== undefined) noteUnmeasured(oneSided, 'runs', name, why, pair.primary.name);
      else note(oneSided.dropped, name, pair.primary.name);
    }
  }
  if (chosen !== undefined) return out;
  const seen = new Set<string>();
  for (const e of pair.runs) {
    const runMetrics = e.metrics;
    if (runMetrics === null || typeof runMetrics !== 'object') continue;
    for (const name of Object.keys(runMetrics)) {
      if (seen.has(name) || (baseMetrics !== undefined && Object.hasOwn(baseMetrics, name)) || readMetric(e, name) === undefined) continue;
      seen.add(name);
      const why = unmeasuredReason(pair.baseline, name);
      if (why !== undefined) noteUnmeasured(oneSided, 'baseline', name, why, pair.primary.name);
      else note(oneSided.added, name, pair.primary.name);
    }
  }
  return out;
}

/** "1 benchmark (q)", "3 benchmarks (a, b, c)", "12 benchmarks (a, b, c, ...)": the metric gate's and promote's warnings. */
export function benchmarksNamed(names: readonly string[]): string {
  const shown = names.slice(0, 3).map((n) => JSON.stringify(n)).join(', ');
  return `${names.length} benchmark${names.length === 1 ? '' : 's'} (${shown}${names.length > 3 ? ', ...' : ''})`;
}

/** The warnings for metrics on one side only, one per metric (and reason). */
function oneSidedWarnings(oneSided: OneSided): string[] {
  const out: string[] = [];
  for (const [name, benchmarks] of oneSided.dropped) {
    // A profile names only its largest functions (formats/shared/valgrind.ts): one that fell out of
    // them is still run, and the total still gates it.
    out.push(metricKind(name, '') === 'function'
      ? `metric "${name}" is in the baseline of ${benchmarksNamed(benchmarks)} but not among the runs' top functions (a profile lists only its largest self costs: at most ten, each at least 1% of the total), so it is not compared; the total "Ir" still is`
      : `metric "${name}" is in the baseline of ${benchmarksNamed(benchmarks)} but not in every run, so it is not compared: do the runs still measure it?`);
  }
  for (const [name, benchmarks] of oneSided.added) {
    out.push(`metric "${name}" is in the runs of ${benchmarksNamed(benchmarks)} but not in the baseline, so it is not compared until a promoted baseline has it`);
  }
  for (const { names, reason, benchmarks } of byReason(oneSided.unmeasured.runs)) {
    out.push(`${metricsNamed(names)} of ${benchmarksNamed(benchmarks)} ${names.length === 1 ? 'is' : 'are'} not compared: a run did not measure ${names.length === 1 ? 'it' : 'them'} (${reason})`);
  }
  for (const { names, reason, benchmarks } of byReason(oneSided.unmeasured.baseline)) {
    out.push(`${metricsNamed(names)} of ${benchmarksNamed(benchmarks)} ${names.length === 1 ? 'is' : 'are'} not compared until a promoted baseline has ${names.length === 1 ? 'it' : 'them'}: the baseline did not measure ${names.length === 1 ? 'it' : 'them'} (${reason})`);
  }
  return out;
}

/**
 * The metrics left out for one reason on the same benchmarks, together: a reader gives one reason for
 * many of a benchmark's figures (hey's latencies below its resolution), and a warning per metric
 * repeated it seven times.
 */
function byReason(unmeasured: ReadonlyMap<string, ReadonlyMap<string, readonly string[]>>): Array<{ names: string[]; reason: string; benchmarks: readonly string[] }> {
  const groups = new Map<string, { names: string[]; reason: string; benchmarks: readonly string[] }>();
  for (const [name, reasons] of unmeasured) {
    for (const [reason, benchmarks] of reasons) {
      const key = JSON.stringify([reason, benchmarks]);
      const group = groups.get(key);
      if (group) group.names.push(name);
      else groups.set(key, { names: [name], reason, benchmarks });
    }
  }
  return [...groups.values()];
}

/** 'metric "p99"', 'metrics "p50", "p90" and "p99"', 'metrics "a", "b", "c", "d", "e" and 7 more'. */
function metricsNamed(names: readonly string[]): string {
  const quoted = names.slice(0, names.length > 6 ? 5 : 6).map((n) => JSON.stringify(n));
  if (names.length === 1) return `metric ${quoted[0]}`;
  const last = names.length > 6 ? `${names.length - 5} more` : quoted.pop()!;
  return `metrics ${quoted.join(', ')} and ${last}`;
}

/** The smallest and largest of a side's observations, how many, and whether all are one value. */
interface Spread {
  n: number;
  min: number;
  max: number;
  first: number;
  same: boolean;
}

function spreadOf(): Spread {
  return { n: 0, min: Number.POSITIVE_INFINITY, max: Number.NEGATIVE_INFINITY, first: Number.NaN, same: true };
}

function addTo(spread: Spread, v: number): void {
  if (spread.n === 0) spread.first = v;
  spread.same &&= v === spread.first;
  if (v < spread.min) spread.min = v;
  if (v > spread.max) spread.max = v;
  spread.n += 1;
}

/** addTo for each of `values`, in locals: this runs over every sample of every metric. */
function addAll(spread: Spread, values: readonly number[]): void {
  if (values.length === 0) return;
  if (spread.n === 0) spread.first = values[0]!;
  let { min, max, same } = spread;
  const first = spread.first;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    same &&= v === first;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  spread.min = min;
  spread.max = max;
  spread.same = same;
  spread.n += values.length;
}

/** A metric's values in `unit`; the same array when they are in it already. */
function inUnit(values: readonly number[], from: string, unit: string): readonly number[] {
  return from === unit ? values : values.map((s) => sameUnitValue(s, from, unit) ?? Number.NaN);
}

/**
 * How far apart two counts of one deterministic program may be and still be the same count: 0.001%.
 * Valgrind's instruction counts of one program differ between runs by a few dozen instructions in a
 * hundred million (docs/decision-quality.md, "Instruction counts"): exact
 * in every sense that matters, but not identical. Allocation counts are identical, so this changes
 * nothing for them: a change of one byte in 100 kB is beyond it.
 */
export const COUNT_TOLERANCE = 1e-5;

/** Every observation within COUNT_TOLERANCE of the smallest. */
function spreadWithinTolerance(spread: Spread): boolean {
  return spread.max - spread.min <= COUNT_TOLERANCE * spread.min;
}

/** Every value within COUNT_TOLERANCE of the smallest. */
export function withinTolerance(values: readonly number[]): boolean {
  const spread = spreadOf();
  addAll(spread, values);
  return spreadWithinTolerance(spread);
}

/**
 * Why a metric's sides have no ratio a report can hold, as the gate refuses a primary value's: a value
 * converted into the runs' unit past a double (1e306 ops/ms in ops/s: `base`, or the run's index), or
 * sides a factor beyond one apart (1e-300 against 1e300: `base`). Undefined when they have one (a 0 on
 * either side has none, and is decided as such: decideZero).
 */
function beyondRatio(baseValue: number, runValues: readonly number[], current: number, direction: Direction): 'base' | number | undefined {
  if (!Number.isFinite(baseValue)) return 'base';
  const run = runValues.findIndex((v) => !Number.isFinite(v));
  if (run >= 0) return run;
  if (baseValue === 0 || current === 0) return undefined;
  return reportableRatio(normalisedRatio(baseValue, current, direction), direction) ? undefined : 'base';
}

/** One compared metric row, its status left to decide; or a warning why it cannot be compared. */
function metricRow(pair: MetricPair, read: MetricRead, options: GateOptions, rules: Readonly<Record<string, MetricRule>>, facts: MetricFacts, baselineSamples: BaselineSamples): { row: BenchmarkResult; compared?: Compared } | { undirected: string } | string {
  const { name, base, cur } = read;
  const direction = facts.direction(name, cur[0]!);
  if (direction === undefined) return { undirected: cur[0]!.unit };
  const unit = cur[0]!.unit;
  const runValues: number[] = [];
  let sameShape = (facts.direction(name, base) ?? direction) === direction;
  for (const m of cur) {
    const v = sameUnitValue(m.value, m.unit, unit);
    if (v === undefined || (facts.direction(name, m) ?? direction) !== direction) sameShape = false;
    else runValues.push(v);
  }
  const baseValue = sameUnitValue(base.value, base.unit, unit);
  if (baseValue === undefined || !sameShape) {
    return `metric "${name}" of benchmark "${pair.primary.name}" is measured in ${base.unit} (${facts.direction(name, base) ?? '?'} is better) in the baseline but in ${unit} (${direction} is better) in the runs, so it is not compared; promote a new baseline`;
  }
  const baseSamples = inUnit(base.samples, base.unit, unit);
  const configured = Object.hasOwn(rules, name) ? rules[name] : undefined;
  // The metric's own aggregate (its rule's) wins over the suite's, as a benchmark's own threshold does.
  const method = metricAggregate(configured, options.aggregate);
  const current = aggregate(runValues, method, direction);
  const beyond = beyondRatio(baseValue, runValues, current, direction);
  if (beyond !== undefined) {
    // The values as the files give them: the one converted into the runs' unit may be what overflowed.
    const run = cur[beyond === 'base' ? 0 : beyond]!;
    return `metric "${name}" of benchmark "${pair.primary.name}": the baseline's ${base.value} ${base.unit} and the runs' ${run.value} ${run.unit} differ by a factor beyond what can be computed, so it is not compared; check that both measure the same thing, or promote a new baseline`;
  }
  // Both sides' observations (value and samples), summed up without building arrays of them.
  const baseObs = spreadOf();
  addTo(baseObs, baseValue);
  addAll(baseObs, baseSamples);
  const curObs = spreadOf();
  addAll(curObs, runValues);
  // The first run's samples in the row's unit: the observations when there is a single run.
  let firstRunSamples: readonly number[] | undefined;
  for (const m of cur) {
    const samples = inUnit(m.samples, m.unit, unit);
    firstRunSamples ??= samples;
    addAll(curObs, samples);
  }
  const kind = facts.of(name, unit).kind;
  const exact = isCountKind(kind) ? spreadWithinTolerance(baseObs) && spreadWithinTolerance(curObs) : baseObs.same && curObs.same && baseObs.n >= 2 && curObs.n >= 2;
  // The benchmark's threshold as configured: not its row's, which is 0% when the primary value is an
  // exact count (count-primary.ts), a rule for that count alone; a throughput beside it is noisy.
  const benchmarkThreshold = overrideFor(options, pair.primary.name)?.threshold ?? options.threshold;
  const rule = resolveRuleOfKind(kind, exact, benchmarkThreshold, configured);
  const row: BenchmarkResult = {
    name: pair.primary.name,
    metric: name,
    unit,
    direction,
    baseline: baseValue,
    current,
    runs: runValues.length,
    ratio: null,
    change_pct: null,
    value_change_pct: null,
    status: 'unchanged',
    threshold_pct: rule.threshold,
    in_geomean: false,
  };
  if (!rule.gate) row.gated = false;
  if (exact) row.exact = true;
  if (method !== options.aggregate) row.aggregate = method;
  const isProtected = pair.primary.status === 'protected';
  if (isProtected) {
    row.status = 'protected';
    if (pair.primary.protected_reason) row.protected_reason = pair.primary.protected_reason;
  }
  if (baseValue === 0 || current === 0) {
    decideZero(row, baseValue, current, direction);
    return { row };
  }
  row.ratio = normalisedRatio(baseValue, current, direction);
  row.change_pct = changePct(row.ratio);
  row.value_change_pct = valueChangePct(row.ratio, direction);
  row.in_geomean = (configured?.geomean ?? true) && (!isProtected || options.protectedInGeomean);
  // The samples are the entries' own arrays (or converted copies), never changed here or by a method.
  // What the baseline's samples are (metricSamplesOf, observations.ts): a tool export's per-iteration ones, and a promoted baseline's, are not tested against runs' values.
  const obs = observationsFrom(runValues, firstRunSamples && observable(firstRunSamples), baseValue, observable(baseSamples), baselineSamples);
  markDispersion(row, obs);
  if (exact) {
    decideExact(row, isCountKind(kind));
    return { row };
  }
  return { row, compared: { result: row, obs } };
}

/** An exact row, by the threshold rule alone; two counts that agree within their tolerance are the same count. */
export function decideExact(row: BenchmarkResult, count: boolean): void {
  thresholdDecide(row);
  const base = row.baseline!;
  const current = row.current!;
  if (count && Math.abs(current - base) <= COUNT_TOLERANCE * Math.min(current, base)) {
    if (row.status === 'protected') row.over_threshold = false;
    else row.status = 'unchanged';
  }
}

/**
 * A metric with 0 on a side has no ratio: 0 to 0 is unchanged, anything from 0 (or to 0) is a change
 * beyond every threshold, a regression or an improvement by the metric's direction.
 */
function decideZero(row: BenchmarkResult, baseline: number, current: number, direction: Direction): void {
  if (baseline === current) {
    row.ratio = 1;
    row.change_pct = 0;
    row.value_change_pct = 0;
    if (row.status === 'protected') row.over_threshold = false;
    return;
  }
  const fromZero = baseline === 0;
  if (fromZero) row.from_zero = true;
  row.note = fromZero ? 'from 0' : 'to 0';
  const worse = (current > baseline) === (direction === 'lower');
  if (row.status === 'protected') row.over_threshold = worse;
  else row.status = worse ? 'regressed' : 'improved';
}

/**
 * Compares every chosen metric of every pair and decides them: `method` per metric (its own family,
 * its own geomean), the deterministic and zero rows by the rules above.
 */
export function compareMetrics(pairs: readonly MetricPair[], options: GateOptions, method: DecisionMethod, context: DecisionContext, baselineSamples: BaselineSamples = 'unknown'): MetricComparison {
  const rules = options.metricRules ?? {};
  const facts = new MetricFacts(rules);
  const out: MetricComparison = { rows: [], geomeans: {}, warnings: [] };
  const byMetric = new Map<string, { rows: BenchmarkResult[]; compared: Compared[] }>();
  // Said once per metric, not once per benchmark: a custom unit is usually on many benchmarks.
  const undirected = new Map<string, { unit: string; benchmarks: number }>();
  const oneSided: OneSided = { dropped: new Map(), added: new Map(), unmeasured: { baseline: new Map(), runs: new Map() } };
  for (const pair of pairs) {
    const rows: BenchmarkResult[] = [];
    for (const read of metricsOf(pair, options.metrics, oneSided)) {
      const name = read.name;
      const made = metricRow(pair, read, options, rules, facts, baselineSamples);
      if (typeof made === 'string') {
        out.warnings.push(made);
        continue;
      }
      if ('undirected' in made) {
        const seen = undirected.get(name) ?? { unit: made.undirected, benchmarks: 0 };
        seen.benchmarks += 1;
        undirected.set(name, seen);
        continue;
      }
      rows.push(made.row);
      let family = byMetric.get(name);
      if (!family) byMetric.set(name, (family = { rows: [], compared: [] }));
      family.rows.push(made.row);
      if (made.compared) family.compared.push(made.compared);
    }
    out.rows.push(rows.length > 0 ? rows : undefined);
  }
  for (const [name, family] of byMetric) {
    const configured = Object.hasOwn(rules, name) ? rules[name] : undefined;
    const limit = metricGeomeanLimit(configured, options.threshold, context.geomeanThreshold);
    const decision = method.decide(family.compared, family.rows, limit === context.geomeanThreshold ? context : { ...context, geomeanThreshold: limit });
    const rowsGated = metricGated(metricKind(name, family.rows[0]!.unit), configured);
    const gated = rowsGated && (configured?.geomean ?? true);
    const geomean = limit === context.geomeanThreshold ? { ...decision.geomean, gated } : { ...decision.geomean, gated, threshold_pct: limit };
    // A gated one over fewer than two benchmarks is shown but not gated (verdict.ts); one only reported stays so.
    out.geomeans[name] = gated ? ungateSmallGeomean(geomean) : geomean;
    // What the method could not decide matters only where it decides the check: a tinybench suite's
    // four reported percentiles repeated every warning of --method stats four more times.
    if (rowsGated) for (const w of decision.warnings) out.warnings.push(`metric "${name}": ${w}`);
  }
  for (const [name, { unit, benchmarks }] of undirected) {
    out.warnings.push(`metric "${name}" (${benchmarks} benchmark${benchmarks === 1 ? '' : 's'}): cannot tell whether higher or lower is better for unit "${unit}", so it is not compared; say which is better in bench-gate.json: "metrics": {${JSON.stringify(name)}: {"direction": "lower"}} (or "higher")`);
  }
  for (const w of oneSidedWarnings(oneSided)) out.warnings.push(w);
  for (const name of options.metrics ?? []) {
    if (!byMetric.has(name)) out.warnings.push(`metric "${name}" (--metrics) is in no benchmark of both the baseline and the runs; is the name right?`);
  }
  for (const name of Object.keys(rules)) {
    if (!byMetric.has(name) && !(options.metrics ?? []).includes(name)) out.warnings.push(`the rule for metric "${name}" matches no metric compared; is the name right?`);
  }
  return out;
}
