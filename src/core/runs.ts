/**
 * Collecting a benchmark's values across the N runs of one suite, and the baseline's values.
 */
import { entryPlace, inputError } from './errors.js';
import { isFailed, plainMeasureOf, resolveMeasure } from './measure.js';
import type { BenchmarkEntry, Direction, SourcedDocument } from './model.js';
import { convertUnit } from './units.js';

export interface Series {
  name: string;
  unit: string;
  direction: Direction;
  values: number[];
  /** Each run's `samples` (in `unit`; empty when the run has none), in the order of `values`. */
  samples: number[][];
  /** Set when the benchmark failed in a run: the first failure's file and error. */
  failure?: { source: string; error: string };
}

export type DirectionOverrides = (name: string) => Direction | undefined;

/**
 * Converts `value` from `from` into `to` when both are the same kind of unit (ms and us, us/op and
 * ns/op, ops/ms and ops/s: convertUnit); undefined otherwise.
 */
export function sameUnitValue(value: number, from: string, to: string): number | undefined {
  return from === to ? value : convertUnit(value, from, to);
}

/**
 * An entry's `samples` converted to `unit`, when there are at least two and all of them could be a
 * gated value (positive and finite); otherwise none, since statistics on them would mean nothing.
 */
/** Why an entry's samples cannot be used ("samples[3] is 0"), or undefined when they can (or there are none). */
export function unusableSampleReason(samples: unknown): string | undefined {
  if (!Array.isArray(samples) || samples.length < 2) return undefined;
  const at = samples.findIndex((s) => !(typeof s === 'number' && Number.isFinite(s) && s > 0));
  return at < 0 ? undefined : `samples[${at}] is ${JSON.stringify(samples[at]) ?? String(samples[at])}`;
}

/** What usableSamples gives for an entry without usable samples: one shared, frozen array, since a suite of
 * 100,000 benchmarks x 10 runs would otherwise hold a million empty arrays. */
const NO_SAMPLES: number[] = Object.freeze([]) as unknown as number[];

export function usableSamples(samples: unknown, from: string, to: string): number[] {
  if (!Array.isArray(samples) || samples.length < 2) return NO_SAMPLES;
  const out: number[] = [];
  for (const s of samples) {
    const v = typeof s === 'number' && Number.isFinite(s) && s > 0 ? sameUnitValue(s, from, to) : undefined;
    // A sample beyond a double in the other unit (1e300 ops/ps in ops/h) is as unusable as a bad one.
    if (v === undefined || !(v > 0 && v < Infinity)) return NO_SAMPLES;
    out.push(v);
  }
  return out;
}

function failureText(error: unknown): string {
  return typeof error === 'string' && error !== '' ? error : 'failed (no error message given)';
}

/**
 * One run being read: its file and the index of the entry at hand. Its `place` names that entry, and
 * is one function per run rather than one per entry, since it is only called for an error.
 */
interface RunCursor {
  source: string;
  index: number;
  place: () => string;
}

function cursorOf(run: SourcedDocument): RunCursor {
  const cursor: RunCursor = { source: run.source, index: 0, place: () => entryPlace(run.source, cursor.index, run.document.benchmarks[cursor.index]?.name)() };
  return cursor;
}

/**
 * `samples` of a series none of whose runs had usable samples (so far): one shared, frozen list per
 * number of runs, each item NO_SAMPLES. At 100,000 benchmarks x 10 runs a list per series held
 * 100,000 arrays of 10 references to the same empty array (~18 MB the collector kept alive and the
 * garbage collector moved and marked). A series gets a list of its own when a run brings samples.
 */
const noSamplesOfRuns: number[][][] = [];

function noSamplesOf(runs: number): number[][] {
  for (let n = noSamplesOfRuns.length; n <= runs; n++) noSamplesOfRuns.push(Object.freeze(Array<number[]>(n).fill(NO_SAMPLES)) as number[][]);
  return noSamplesOfRuns[runs]!;
}

/** Appends one run's samples to a series' list, keeping the shared list while there are none. */
function pushSamples(s: Series, samples: number[]): void {
  const list = s.samples;
  if (samples === NO_SAMPLES && list === noSamplesOfRuns[list.length]) s.samples = noSamplesOf(list.length + 1);
  else if (Object.isFrozen(list)) s.samples = [...list, samples];
  else list.push(samples);
}

/** Adds one run's entry to its benchmark's series (`s` is undefined for a name the series do not have yet). */
function addEntry(series: Map<string, Series>, s: Series | undefined, entry: BenchmarkEntry, run: RunCursor, directionOf: DirectionOverrides): Series {
  if (isFailed(entry)) {
    if (!s) {
      s = { name: entry.name, unit: entry.unit ?? '', direction: entry.direction ?? directionOf(entry.name) ?? 'higher', values: [], samples: noSamplesOf(0) };
      series.set(entry.name, s);
    }
    s.failure ??= { source: run.source, error: failureText(entry.error) };
    return s;
  }
  const m = resolveMeasure(entry, run.place, directionOf(entry.name));
  if (!s || s.values.length === 0) {
    if (!s) series.set(entry.name, (s = { name: entry.name, unit: m.unit, direction: m.direction, values: [], samples: noSamplesOf(0) }));
    s.unit = m.unit;
    s.direction = m.direction;
    s.values.push(m.value);
    pushSamples(s, usableSamples(entry.samples, m.unit, m.unit));
    return s;
  }
  const value = sameUnitValue(m.value, m.unit, s.unit);
  if (value === undefined || m.direction !== s.direction) {
    throw inputError(run.place, `is measured in ${m.unit} (${m.direction} is better), but in ${s.unit} (${s.direction} is better) in another run`, 'Every run of a benchmark must use one kind of unit and one direction');
  }
  if (!(value > 0 && value < Infinity)) {
    throw inputError(run.place, `is ${m.value} ${m.unit}, which is beyond what a number can hold in ${s.unit}, the unit of another run`, 'Check that every run measures the same thing');
  }
  s.values.push(value);
  pushSamples(s, usableSamples(entry.samples, m.unit, s.unit));
  return s;
}

/** addEntry for a plain entry of a later run in the series' own unit and direction; false, having done nothing, otherwise. */
function addPlainEntry(s: Series, entry: BenchmarkEntry, override: Direction | undefined): boolean {
  if (s.values.length === 0) return false;
  const plain = plainMeasureOf(entry, override);
  if (plain === undefined || plain.unit !== s.unit || plain.direction !== s.direction) return false;
  s.values.push(plain.value);
  pushSamples(s, NO_SAMPLES);
  return true;
}

/** addEntry for a plain entry of the first run whose name has no series yet; undefined, having done nothing, otherwise. */
function newPlainSeries(series: Map<string, Series>, entry: BenchmarkEntry, override: Direction | undefined): Series | undefined {
  const plain = plainMeasureOf(entry, override);
  if (plain === undefined) return undefined;
  const s: Series = { name: entry.name, unit: plain.unit, direction: plain.direction, values: [], samples: noSamplesOf(1) };
  s.values.push(plain.value);
  series.set(entry.name, s);
  return s;
}

/** Whether `entries` name the same benchmarks as the first run, in the same order (the common case). */
function inFirstRunOrder(entries: readonly BenchmarkEntry[], order: readonly Series[]): boolean {
  if (entries.length !== order.length) return false;
  for (let i = 0; i < entries.length; i++) if (entries[i]!.name !== order[i]!.name) return false;
  return true;
}

/**
 * Collects runs one at a time, so that a front end can let each run's document go once it is added
 * (at 100,000 benchmarks x 10 runs the documents are most of the heap). collectRuns adds them all.
 */
export class RunCollector {
  readonly series = new Map<string, Series>();
  /** The series of each entry of the first run: a later run in the same order needs no lookup by name. */
  private readonly order: Series[] = [];
  /** The config's direction for each series of `order`, asked once (in the first run) rather than per run. */
  private readonly overrides: Array<Direction | undefined> = [];
  private first: string | undefined;

  constructor(private readonly directionOf: DirectionOverrides) {}

  /** Adds a run's values; throws InputError when it is not of the same suite as the first. */
  add(run: SourcedDocument): void {
    const { series, order, directionOf } = this;
    const entries = run.document.benchmarks;
    const cursor = cursorOf(run);
    if (this.first === undefined) {
      this.first = run.source;
      for (let index = 0; index < entries.length; index++) {
        const entry = entries[index]!;
        const s = series.get(entry.name);
        const override = directionOf(entry.name);
        this.overrides.push(override);
        const created = s === undefined ? newPlainSeries(series, entry, override) : undefined;
        cursor.index = index;
        order.push(created ?? addEntry(series, s, entry, cursor, directionOf));
      }
      return;
    }
    if (inFirstRunOrder(entries, order)) {
      const overrides = this.overrides;
      for (let index = 0; index < entries.length; index++) {
        const s = order[index]!;
        const entry = entries[index]!;
        if (addPlainEntry(s, entry, overrides[index])) continue;
        cursor.index = index;
        addEntry(series, s, entry, cursor, directionOf);
      }
      return;
    }
    const names = new Set<string>();
    for (let index = 0; index < entries.length; index++) {
      const entry = entries[index]!;
      cursor.index = index;
      names.add(entry.name);
      const s = series.get(entry.name);
      if (!s) {
        throw inputError(entryPlace(run.source, index, entry.name), `is not in ${this.first}: the runs are not of the same suite`, 'Give runs of one suite; to join shards of a suite use `bench-diff merge`');
      }
      addEntry(series, s, entry, cursor, directionOf);
    }
    if (names.size !== series.size) {
      const absent = [...series.keys()].find((name) => !names.has(name))!;
      throw inputError(run.source, `benchmark "${absent}" of ${this.first} is missing: the runs are not of the same suite`, 'Give runs of one suite, or fix the run that lost it');
    }
  }
}

/**
 * The runs' values per benchmark, in the first run's order. The runs must be of one suite: the same
 * benchmark names in each, and each benchmark with one kind of unit and one direction.
 */
export function collectRuns(runs: readonly SourcedDocument[], directionOf: DirectionOverrides): Map<string, Series> {
  const collector = new RunCollector(directionOf);
  for (const run of runs) collector.add(run);
  return collector.series;
}
