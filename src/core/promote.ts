/**
 * Promoting runs to the new baseline: aggregate them as the gate does, keep each benchmark's N values
 * as its samples, record where and when it happened, and compare with the previous baseline so that
 * the promotion can be reviewed. Pure: the front end reads the files, git and the clock, and writes.
 */
import { aggregate } from './aggregate.js';
import { entryPlace, inputError } from './errors.js';
import { runGate } from './gate.js';
import { overrideFor, type GateOptions } from './gate-options.js';
import { isFailed, plainMeasureOf, resolveMeasure } from './measure.js';
import { readWarnings, type BenchmarkDocument, type BenchmarkEntry, type Environment, type Metadata, type SourcedDocument } from './model.js';
import type { Report } from './report.js';
import { runsInBaselineShape, whilePromoting } from './http-legacy-names.js';
import { PromotionRuns } from './promotion-runs.js';
import { metricNotes, metricNoteWarnings, promotedMetrics, type MetricPromotion } from './promoted-metrics.js';
import { MetricFacts } from './metric-gate.js';
import { collectRuns, sameUnitValue, type Series } from './runs.js';
import { metadataValid } from './schema-fast-path.js';
import { validateDocument } from './validate.js';
import { appendAll } from './extent.js';

/** Where the promotion happened, gathered by the front end. */
export interface BaselineProvenance {
  commit?: string;
  branch?: string;
  /** ISO 8601 date and time of the promotion. */
  date: string;
  toolVersion: string;
  /** The machine that promoted (usually the one that ran the benchmarks). */
  environment?: Environment;
}

export interface PromoteResult {
  baseline: BenchmarkDocument;
  /** The runs against the previous baseline; absent on the first promotion. */
  comparison?: Report;
  /** Benchmarks of the previous baseline that the new one no longer has (only with allowMissing). */
  dropped: string[];
  /**
   * Without a comparison (the first promotion), what reading the runs warned of (readWarnings) and
   * what promoting their metrics did (promoted-metrics.ts); with one, its report has them.
   */
  warnings?: string[];
}

function refuseFailures(series: ReadonlyMap<string, Series>): void {
  for (const s of series.values()) {
    if (!s.failure) continue;
    throw inputError(
      `${s.failure.source}: benchmark "${s.name}"`,
      `failed (${s.failure.error}), and a failed benchmark cannot become a baseline`,
      'Fix it and run again, or leave it out of the runs',
    );
  }
}

/**
 * A shallow copy of an entry, its keys in their order. Object.assign is several times faster than
 * spreading a parsed object here, but it would set the prototype from an own "__proto__" key (which
 * JSON.parse makes a plain property): such an entry is spread.
 */
function copyEntry(source: BenchmarkEntry): BenchmarkEntry {
  return Object.hasOwn(source, '__proto__') ? { ...source } : Object.assign({}, source);
}

/**
 * The new baseline entry: the representative run's entry, unknown fields and all, with the aggregate
 * as its explicit `value` (which wins over the run's own ops_per_sec / time_ms), its unit and
 * direction spelled out, and the N run values as `samples`; each of its metrics likewise, the
 * aggregate of the runs' values of it and those values as its samples (promoted-metrics.ts).
 */
function promotedEntry(s: Series, index: number, collected: PromotionRuns, options: GateOptions, metrics: MetricPromotion): BenchmarkEntry {
  const value = aggregate(s.values, options.aggregate, s.direction);
  // The series hold one value per run, in run order, once no run failed.
  const entry = copyEntry(collected.entryOf(s, index, value));
  entry.value = value;
  entry.unit = s.unit;
  entry.direction = s.direction;
  entry.samples = s.values.slice();
  if (s.unit === '') delete entry.unit;
  const runMetrics = collected.metricsOf(index);
  if (runMetrics !== undefined) entry.metrics = promotedMetrics(entry.metrics, runMetrics, collected.count, s.name, metrics);
  return entry;
}

/**
 * The previous baseline without the benchmarks whose unit kind or direction changed: they cannot be
 * compared (the gate would refuse), and changing how a benchmark is measured is a reason to promote.
 */
function comparablePrevious(previous: SourcedDocument, series: ReadonlyMap<string, Series>, options: GateOptions): { baseline: SourcedDocument; warnings: string[] } {
  const warnings: string[] = [];
  const kept = previous.document.benchmarks.filter((entry, index) => {
    const s = series.get(entry.name);
    if (!s || isFailed(entry) || s.values.length === 0) return true;
    const override = overrideFor(options, entry.name)?.direction;
    // The common entry is read without the place and measure records resolveMeasure builds.
    const plain = plainMeasureOf(entry, override);
    if (plain && sameUnitValue(plain.value, plain.unit, s.unit) !== undefined && plain.direction === s.direction) return true;
    const place = entryPlace(previous.source, index, entry.name);
    const m = resolveMeasure(entry, place, override);
    if (sameUnitValue(m.value, m.unit, s.unit) !== undefined && m.direction === s.direction) return true;
    warnings.push(`"${entry.name}" is now measured in ${s.unit || 'no unit'} (${s.direction} is better), was ${m.unit || 'no unit'} (${m.direction} is better): not compared, the new baseline starts afresh`);
    return false;
  });
  return { baseline: { source: previous.source, document: { ...previous.document, benchmarks: kept } }, warnings };
}

function promotedMetadata(runs: readonly SourcedDocument[], options: GateOptions, provenance: BaselineProvenance): Metadata {
  const first = runs[0]!.document.metadata ?? {};
  const promoted: Record<string, unknown> = {};
  if (provenance.commit !== undefined) promoted.commit = provenance.commit;
  if (provenance.branch !== undefined) promoted.branch = provenance.branch;
  promoted.date = provenance.date;
  promoted.runs = runs.length;
  promoted.aggregate = options.aggregate;
  promoted.tool_version = provenance.toolVersion;
  if (provenance.environment) promoted.environment = provenance.environment;
  const environment = first.environment ?? provenance.environment;
  return { ...first, ...(environment ? { environment } : {}), promoted };
}

/** Whether every sample, and the value, of each promoted entry is finite and the value positive. */
function promotedValuesValid(entries: readonly BenchmarkEntry[]): boolean {
  for (const entry of entries) {
    const { value, samples } = entry;
    if (!(typeof value === 'number' && Number.isFinite(value) && value > 0) || !Array.isArray(samples)) return false;
    for (let i = 0; i < samples.length; i++) if (!Number.isFinite(samples[i])) return false;
  }
  return true;
}

/**
 * The promoted baseline, validated at a fraction of the cost of validating its 100,000 entries
 * again. Each entry is a copy of a run's entry, which was valid (every input is validated when it is
 * read), and the schema checks each field of an entry on its own, so only what promote sets can make
 * one invalid: its unit and direction come from the run's entry, its name is unique as a key of the
 * series, but its value and samples can be a time converted past the largest number (or below the
 * smallest), and the metadata gets the environment of the provenance. Anything this does not call
 * valid goes to validateDocument, which gives the verdict and the error.
 */
function validPromoted(document: BenchmarkDocument, source: string): BenchmarkDocument {
  if (promotedValuesValid(document.benchmarks) && metadataValid(document.metadata)) return document;
  return validateDocument(document, source);
}

/**
 * Builds the new baseline from N runs and compares the runs with `previous` (when there is one).
 * Refuses (InputError) when a benchmark failed in a run, or when benchmarks of the previous baseline
 * are not in the runs and `options.allowMissing` is off: a promotion must not drop them silently.
 */
/** What the refusal to drop benchmarks tells the user to do; each front end names its own option. */
const DROP_HINT_CLI = 'If they were removed on purpose, pass --allow-missing; nothing was written';

export function promote(previous: SourcedDocument | undefined, runs: readonly SourcedDocument[], options: GateOptions, provenance: BaselineProvenance, dropHint = DROP_HINT_CLI): PromoteResult {
  if (runs.length === 0) throw inputError('bench-diff promote', 'no run given', 'Give the run files to promote');
  const collected = new PromotionRuns(options);
  for (const run of runs) collected.add(run);
  return promoteCollected(previous, collected, runs, options, provenance, dropHint);
}

/**
 * promote() on runs already added to `collected`, one at a time. `runs` are the same runs in order,
 * as read, or without their entries (`benchmarks: []`, every other field where it was) when the
 * caller made sure that the gate needs none of them: the previous baseline has no metrics and no run
 * is in the older HTTP load shape (src/cli/promote-files.ts).
 */
export function promoteCollected(previous: SourcedDocument | undefined, collected: PromotionRuns, runs: readonly SourcedDocument[], options: GateOptions, provenance: BaselineProvenance, dropHint = DROP_HINT_CLI): PromoteResult {
  const series = collected.series;
  refuseFailures(series);
  // Against a baseline in the older HTTP load shape, its figures are in the runs under their new names.
  const shaped = previous ? runsInBaselineShape(previous.document.benchmarks, runs) : undefined;
  const directionOf = (name: string) => overrideFor(options, name)?.direction;
  const compared = shaped && shaped.rewritten.length > 0 ? collectRuns(shaped.runs, directionOf) : series;
  const dropped = previous ? previous.document.benchmarks.map((b) => b.name).filter((name) => !compared.has(name)) : [];
  if (dropped.length > 0 && !options.allowMissing) {
    const shown = dropped.slice(0, 5).map((n) => `"${n}"`).join(', ') + (dropped.length > 5 ? `, and ${dropped.length - 5} more` : '');
    throw inputError(
      previous!.source,
      `${dropped.length === 1 ? '1 benchmark is' : `${dropped.length} benchmarks are`} not in the runs (${shown}): promoting would drop ${dropped.length === 1 ? 'it' : 'them'}`,
      dropHint,
    );
  }
  // The first run's other fields are kept, but not what it said its samples were: a promoted
  // baseline's samples, its benchmarks' and its metrics', are the runs' values, and `samples_of`
  // says so (stats/observations.ts; a baseline promoted before metrics were has no marker).
  const { samples_of: _samplesOf, ...first } = runs[0]!.document;
  const metrics: MetricPromotion = { aggregate: options.aggregate, facts: new MetricFacts(options.metricRules ?? {}), notes: metricNotes() };
  const benchmarks: BenchmarkEntry[] = [];
  for (const s of series.values()) benchmarks.push(promotedEntry(s, benchmarks.length, collected, options, metrics));
  const document = {
    ...first,
    schema_version: 1 as const,
    benchmarks,
    metadata: promotedMetadata(runs, options, provenance),
    samples_of: 'runs' as const,
  };
  const baseline = validPromoted(document, 'the promoted baseline');
  const metricWarnings = metricNoteWarnings(metrics.notes);
  if (!previous) {
    const warnings = [...readWarnings(runs), ...metricWarnings];
    return warnings.length > 0 ? { baseline, dropped, warnings } : { baseline, dropped };
  }
  const { baseline: comparable, warnings } = comparablePrevious(previous, compared, options);
  // The runs are collected once: the gate takes these series when it pairs the runs as they are.
  const comparison = runGate(comparable, runs, options, undefined, compared === series ? series : undefined);
  comparison.warnings = comparison.warnings.map(whilePromoting);
  appendAll(comparison.warnings, warnings);
  appendAll(comparison.warnings, metricWarnings);
  return { baseline, comparison, dropped };
}
