/**
 * A promoted baseline's metrics (B/op, allocs/op, p99, instructions) as "runs", like its values: each
 * metric's value is the aggregate of the runs' values of it (its rule's own `aggregate`, else the
 * suite's: best of N by default, as the benchmark's), and its `samples` are those N values in run order
 * (stats/observations.ts reads them as run values, by the document's `samples_of: "runs"`). The runs'
 * own per-iteration samples of a metric are not kept, as the benchmark's are not: a baseline's samples
 * are of one kind.
 *
 * - A metric in only some runs (an object in some, absent, a bare number or null in the others) is
 *   written from the runs that have it, and promote warns: its samples are those runs' values.
 * - A metric whose runs disagree on its unit (ms in one, B in another: not convertible) or on its
 *   direction keeps what the representative run has of it (the run whose entry is copied), its value
 *   alone without samples, and promote warns; if the representative run lacks it, it is left out
 *   (or kept as the bare number or null that run has).
 * - A metric whose direction cannot be told (never compared: metric-gate.ts) is aggregated as the
 *   median when the aggregate is best or worst of N.
 * - Bare numbers and null (the older shape, never compared) stay as the representative run has them.
 */
import { aggregate, median, type Aggregate } from './aggregate.js';
import { benchmarksNamed, note, readMetric, type MetricFacts } from './metric-gate.js';
import { metricAggregate } from './metric-rules.js';
import type { BenchmarkEntry, Direction, Metric } from './model.js';
import { sameUnitValue } from './runs.js';

/**
 * The runs' values of one metric of one benchmark, in run order, as the runs give them (their own
 * per-iteration samples are not kept). Flat, since a suite has a few metrics on every benchmark.
 */
interface MetricValues {
  /** The first run's unit (the metric's name when it gave none) and its explicit direction. */
  unit: string;
  direction: Direction | undefined;
  values: number[];
  /** The runs (by index into `values`) whose unit or explicit direction is not the first's: rare, so kept apart. */
  odd: Array<{ at: number; unit: string; direction: Direction | undefined }> | undefined;
}

/** The runs' values of each metric of one benchmark, by metric name. */
export type MetricRuns = Map<string, MetricValues>;

/**
 * Adds a run's entry's metrics (the new shape only) to `runs`; returns `runs`, or a new map when
 * undefined was given and the entry has any.
 */
export function addRunMetrics(runs: MetricRuns | undefined, entry: BenchmarkEntry): MetricRuns | undefined {
  const metrics = entry.metrics;
  if (metrics === null || typeof metrics !== 'object') return runs;
  for (const name in metrics) {
    if (!Object.hasOwn(metrics, name)) continue;
    const m = metrics[name];
    // readMetric's reading (metric-gate.ts) without its object or its samples: called for every metric
    // of every run as it is read, its object per call made the collector's peak 35% higher at
    // 10,000 go test benchmarks x 5 runs (228 MB against 174 MB).
    if (m === null || typeof m !== 'object') continue;
    const { value, unit: given, direction: said } = m;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) continue;
    const unit = typeof given === 'string' && given !== '' ? given : name;
    const direction = said === 'higher' || said === 'lower' ? said : undefined;
    runs ??= new Map();
    const known = runs.get(name);
    if (known === undefined) {
      runs.set(name, { unit, direction, values: [value], odd: undefined });
      continue;
    }
    if (unit !== known.unit || direction !== known.direction) (known.odd ??= []).push({ at: known.values.length, unit, direction });
    known.values.push(value);
  }
  return runs;
}

/** Which metrics promote wrote from fewer than every run, or kept without samples, by metric name: the benchmarks. */
export interface MetricNotes {
  partial: Map<string, string[]>;
  disagreeing: Map<string, string[]>;
}

export function metricNotes(): MetricNotes {
  return { partial: new Map(), disagreeing: new Map() };
}

/** The warnings of a promotion about its metrics, one per metric and case. */
export function metricNoteWarnings(notes: MetricNotes): string[] {
  const out: string[] = [];
  for (const [name, benchmarks] of notes.partial) {
    out.push(`metric "${name}" is in only some of the runs of ${benchmarksNamed(benchmarks)}: the new baseline's value and samples of it are those of the runs that have it`);
  }
  for (const [name, benchmarks] of notes.disagreeing) {
    out.push(`metric "${name}" of ${benchmarksNamed(benchmarks)} is measured in units (or directions) that do not convert into each other across the runs: the new baseline keeps the value of the run it copies, without samples (or leaves the metric out when that run lacks it); check that every run measures the same thing`);
  }
  return out;
}

/** Sets an own property, even one named "__proto__" (which JSON.parse makes a plain key of a metrics object). */
function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

/** How the metrics of a promotion are made: the aggregate, the inference of directions, and where the notes go. */
export interface MetricPromotion {
  aggregate: Aggregate;
  /** The gate's facts of each metric, with the config's rules: a rule's `direction` and `aggregate` win, as in the gate. */
  facts: MetricFacts;
  notes: MetricNotes;
}

/**
 * The runs' values of metric `name` in `unit`, or undefined when a run's value does not convert into
 * it (another kind of unit, or past the largest number) or the runs disagree on its direction.
 */
function valuesIn(runs: MetricValues, name: string, unit: string, direction: Direction | undefined, how: MetricPromotion): number[] | undefined {
  const sameAsFirst = how.facts.directionOf(name, runs.direction, runs.unit) === direction;
  // The common case: every run in the first run's unit and direction, which are the ones asked for.
  if (runs.odd === undefined && runs.unit === unit && sameAsFirst) return runs.values;
  const values: number[] = [];
  let odd = 0;
  for (let i = 0; i < runs.values.length; i++) {
    const other = runs.odd?.[odd]?.at === i ? runs.odd[odd++] : undefined;
    const from = other ? other.unit : runs.unit;
    const v = sameUnitValue(runs.values[i]!, from, unit);
    if (v === undefined || !(v >= 0 && v < Infinity)) return undefined;
    if (other ? how.facts.directionOf(name, other.direction, other.unit) !== direction : !sameAsFirst) return undefined;
    values.push(v);
  }
  return values;
}

/** The promoted metric `name`, from `kept` (what the representative run has under that name) and the runs' values; undefined to leave it out. */
function promotedMetric(name: string, kept: unknown, runs: MetricValues, runCount: number, benchmark: string, how: MetricPromotion): unknown {
  const keptMetric = kept !== null && typeof kept === 'object' ? (kept as Metric) : undefined;
  // The unit and direction of the run the entry is copied from, else of the first run that has the metric.
  const keptRead = keptMetric ? readMetric({ name: benchmark, metrics: { [name]: keptMetric } }, name) : undefined;
  const first = keptRead ?? runs;
  const unit = first.unit;
  const direction = how.facts.directionOf(name, first.direction, unit);
  const values = valuesIn(runs, name, unit, direction, how);
  if (values === undefined) {
    note(how.notes.disagreeing, name, benchmark);
    if (keptMetric === undefined || keptRead === undefined) return kept;
    const { samples: _samples, ...alone } = keptMetric;
    return alone;
  }
  if (values.length < runCount) note(how.notes.partial, name, benchmark);
  // The metric's own aggregate (its rule's) wins over the suite's, as in the gate (metric-gate.ts).
  const method = metricAggregate(how.facts.rule(name), how.aggregate);
  const value = direction !== undefined ? aggregate(values, method, direction) : method === 'best' || method === 'worst' ? median(values) : aggregate(values, method, 'lower');
  // Spread, not Object.assign: a "__proto__" key of the run's metric would set the copy's prototype.
  const out: Record<string, unknown> = keptRead !== undefined ? { ...keptMetric } : {};
  out.value = value;
  // A unit the metric's name stands for is left as the copy has it (absent, or ""): the name need not be a valid unit.
  if (unit !== name) out.unit = unit;
  if (first.direction !== undefined) out.direction = first.direction;
  out.samples = values;
  return out;
}

/**
 * The promoted entry's `metrics`: the representative run's (`kept`), each metric in the new shape
 * that any run has made from the runs' values, in the representative's order and then in the order
 * the runs name them. `runs` is undefined when no run's entry had a metric in the new shape.
 */
export function promotedMetrics(kept: BenchmarkEntry['metrics'], runs: MetricRuns | undefined, runCount: number, benchmark: string, how: MetricPromotion): BenchmarkEntry['metrics'] {
  if (runs === undefined) return kept;
  const keptMetrics = kept !== null && typeof kept === 'object' ? kept : {};
  const out: Record<string, unknown> = {};
  for (const name of Object.keys(keptMetrics)) {
    const values = runs.get(name);
    const m = values ? promotedMetric(name, keptMetrics[name], values, runCount, benchmark, how) : keptMetrics[name];
    if (m !== undefined) setOwn(out, name, m);
  }
  for (const [name, values] of runs) {
    if (Object.hasOwn(keptMetrics, name)) continue;
    const m = promotedMetric(name, undefined, values, runCount, benchmark, how);
    if (m !== undefined) setOwn(out, name, m);
  }
  return out as BenchmarkEntry['metrics'];
}
