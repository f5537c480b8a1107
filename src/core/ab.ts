/**
 * From the runs of an interleaved A/B (`bench-diff ab`) to the paired statistics' input: each
 * benchmark's base and head values in round order, in one unit, with its threshold. Benchmarks
 * that failed in some run, or that only one side has, are set apart for the report.
 */
import { inputError } from './errors.js';
import type { GateOptions } from './gate-options.js';
import type { AbPlace, Metadata, SourcedDocument } from './model.js';
import { collectRuns, sameUnitValue } from './runs.js';
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
