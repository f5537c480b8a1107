/**
 * From the runs of an interleaved A/B (`bench-diff ab`) to the gate's report: each benchmark's base
 * and head values in round order, in one unit, with its threshold (pairRuns, also what `--plan`
 * reads); the base's rounds as the baseline the gate compares with; and the paired decision method
 * (decision/paired.ts) deciding on the rounds, so that the report is the one every front end renders.
 */
import { pairedMethod } from './decision/paired.js';
import { inputError } from './errors.js';
import { runGate } from './gate.js';
import type { GateOptions } from './gate-options.js';
import type { AbPlace, BenchmarkEntry, Metadata, SourcedDocument } from './model.js';
import type { Report } from './report.js';
import { collectRuns, sameUnitValue } from './runs.js';
import { median } from './aggregate.js';
import type { PairedInput } from './stats/paired.js';

/** The run's metadata with its place in the A/B recorded (schemas/benchmark-v1.schema.json, metadata.ab). */
export function withAbPlace(metadata: Metadata | undefined, place: AbPlace): Metadata {
  return { ...metadata, ab: place };
}

interface PairedRuns {
  inputs: PairedInput[];
  /** Failed in at least one run of either side: the first failure. */
  failed: { name: string; source: string; error: string }[];
  /** In the base's runs but not the head's. */
  missing: string[];
  /** In the head's runs only. */
  added: string[];
  unit: Map<string, string>;
}

/**
 * `base[i]` and `head[i]` are round i + 1's runs. Each side must be one suite (collectRuns checks);
 * a benchmark must have one kind of unit and one direction on both sides.
 */
export function pairRuns(base: readonly SourcedDocument[], head: readonly SourcedDocument[], options: GateOptions): PairedRuns {
  const override = (name: string) => (Object.hasOwn(options.overrides, name) ? options.overrides[name] : undefined);
  const a = collectRuns(base, (name) => override(name)?.direction);
  const b = collectRuns(head, (name) => override(name)?.direction);
  const result: PairedRuns = { inputs: [], failed: [], missing: [], added: [], unit: new Map() };
  for (const [name, sa] of a) {
    const sb = b.get(name);
    if (!sb) {
      result.missing.push(name);
      continue;
    }
    const failure = sa.failure ?? sb.failure;
    if (failure) {
      result.failed.push({ name, ...failure });
      continue;
    }
    if (sa.direction !== sb.direction || sameUnitValue(1, sb.unit, sa.unit) === undefined) {
      throw inputError(head[0]!.source, `benchmark "${name}" is measured in ${sb.unit} (${sb.direction} is better) here but in ${sa.unit} (${sa.direction} is better) in ${base[0]!.source}`, 'Both commands must report a benchmark in one kind of unit and one direction');
    }
    result.unit.set(name, sa.unit);
    result.inputs.push({
      name,
      direction: sa.direction,
      threshold_pct: override(name)?.threshold ?? options.threshold,
      base: sa.values,
      head: sb.values.map((v) => sameUnitValue(v, sb.unit, sa.unit)!),
    });
  }
  for (const name of b.keys()) if (!a.has(name)) result.added.push(name);
  return result;
}

/**
 * The base's rounds as one baseline document: per benchmark the median of its rounds as the value
 * and the rounds' values, in round order, as its samples (the noise the report shows); a benchmark
 * that failed in any base round is failed, so the gate reports the head's as new, not compared.
 * `samples_of: 'runs'` says what those samples are (stats/observations.ts): the base run's tool, which
 * the metadata keeps, would otherwise make them one run's iterations. It is not in the report, which
 * copies only the metadata.
 */
export function baselineOfRounds(base: readonly SourcedDocument[], options: GateOptions): SourcedDocument {
  const series = collectRuns(base, (name) => (Object.hasOwn(options.overrides, name) ? options.overrides[name]?.direction : undefined));
  const benchmarks: BenchmarkEntry[] = [];
  for (const s of series.values()) {
    if (s.failure) benchmarks.push({ name: s.name, success: false, error: `${s.failure.error} (in ${s.failure.source})` });
    else benchmarks.push({ name: s.name, value: median(s.values), unit: s.unit, direction: s.direction, samples: [...s.values] });
  }
  const { ab: _place, ...metadata } = base[0]!.document.metadata ?? {};
  const source = base.length === 1 ? base[0]!.source : `${base[0]!.source} … ${base[base.length - 1]!.source}`;
  return { source, document: { schema_version: 1, benchmarks, ...(Object.keys(metadata).length > 0 ? { metadata } : {}), samples_of: 'runs' } };
}

/**
 * The report of an interleaved A/B: `base[i]` and `head[i]` are round i + 1's runs. The gate
 * compares the head's rounds with the base's (medians on the value columns) and the paired method
 * decides; the report records `method: paired`, the rounds and the seed of their order.
 */
export function abReport(base: readonly SourcedDocument[], head: readonly SourcedDocument[], options: GateOptions, seed: number): Report {
  if (base.length === 0 || base.length !== head.length) throw inputError('bench-diff ab', `${base.length} base and ${head.length} head runs do not make rounds`, 'Give one base and one head run per round');
  const paired = pairRuns(base, head, options);
  const pairs = new Map(paired.inputs.map((input) => [input.name, { base: input.base, head: input.head }]));
  const method = pairedMethod({ alpha: options.alpha, rounds: head.length, seed, pairs });
  // The config's `runs` is what its thresholds were calibrated for, not a number of rounds.
  const { expectedRuns: _calibrated, ...gate } = options;
  return runGate(baselineOfRounds(base, options), head, { ...gate, aggregate: 'median' }, method);
}
