/**
 * The gated value of one benchmark entry (README, "The benchmark file"): an explicit `value` first, else
 * `ops_per_sec` (higher is better), else `time_ms` (lower is better).
 */
import { inputError, type Place } from './errors.js';
import type { BenchmarkEntry, Direction } from './model.js';
import { directionOfUnit } from './units.js';
import { unitMemo } from './unit-memo.js';

interface Measure {
  value: number;
  unit: string;
  direction: Direction;
}

interface RawMeasure {
  value: number;
  unit: string;
  direction: Direction | undefined;
  field: 'value' | 'ops_per_sec' | 'time_ms';
}

/** Why a value cannot be gated, or undefined when it can. */
export function badValueReason(value: number): string | undefined {
  if (!Number.isFinite(value)) return 'is not a finite number';
  if (value === 0) return 'is zero';
  if (value < 0) return 'is negative';
  return undefined;
}

function rawMeasure(entry: BenchmarkEntry): RawMeasure | undefined {
  if (entry.value !== undefined) {
    const unit = entry.unit ?? '';
    return { value: entry.value, unit, direction: entry.direction ?? directionOfUnit(unit), field: 'value' };
  }
  if (entry.ops_per_sec !== undefined) {
    return { value: entry.ops_per_sec, unit: 'ops/s', direction: entry.direction ?? 'higher', field: 'ops_per_sec' };
  }
  if (entry.time_ms !== undefined) {
    return { value: entry.time_ms, unit: 'ms', direction: entry.direction ?? 'lower', field: 'time_ms' };
  }
  return undefined;
}

/** Whether checkGatedValue would pass, without building anything: the check of every entry of a large file. */
export function hasGatableValue(entry: BenchmarkEntry): boolean {
  const value = entry.value !== undefined ? entry.value : entry.ops_per_sec !== undefined ? entry.ops_per_sec : entry.time_ms;
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/** Checks that a successful entry has a gated value that is a positive finite number. */
export function checkGatedValue(entry: BenchmarkEntry, place: Place): RawMeasure {
  const raw = rawMeasure(entry);
  if (!raw) throw inputError(place, 'has no value, ops_per_sec or time_ms', 'Give it one, or mark it "success": false');
  const bad = badValueReason(raw.value);
  if (bad) throw inputError(place, `${raw.field} ${bad} (${String(raw.value)})`, 'A gated value must be a positive finite number');
  return raw;
}

/**
 * Resolves the gated value of a successful entry. `directionOverride` comes from the config and wins
 * over the file and the unit. `place` names the entry in errors, e.g. `base.json: benchmarks[2] ("x")`.
 */
export function resolveMeasure(entry: BenchmarkEntry, place: Place, directionOverride?: Direction): Measure {
  const raw = checkGatedValue(entry, place);
  const direction = directionOverride ?? raw.direction;
  if (!direction) {
    throw inputError(
      place,
      `cannot tell whether higher or lower is better for unit "${raw.unit}"`,
      // One message for every format: --direction is read with a tool's output only (a schema_version 1 file is taken as it is), so it comes last and says so.
      'Add "direction": "higher" or "lower" to the benchmark, or set it per benchmark under "benchmarks" in bench-gate.json; for a tool\'s output whose unit says neither (pyperf\'s "integer", a custom Bencher measure), --direction higher or lower sets it for the whole file',
    );
  }
  return { value: raw.value, unit: raw.unit, direction };
}

/** directionOfUnit of the few units a suite has, asked once each: the fast path below asks per entry. */
const unitDirection = unitMemo(directionOfUnit);

/** What plainMeasure read: one record, reused for every entry (nothing is built per entry). */
const plain: { value: number; unit: string; direction: Direction | undefined } = { value: 0, unit: '', direction: undefined };

/**
 * resolveMeasure (above) for the common entry, into `plain`, without building anything: true for a
 * successful entry without samples whose gated value is positive and finite and whose direction is
 * known. `override` is the config's direction for the benchmark. False for anything else (a
 * failure, a bad value, samples), which the caller then gives to
 * resolveMeasure, for its errors. The same precedence and defaults as rawMeasure.
 */
function plainMeasure(entry: BenchmarkEntry, override: Direction | undefined): boolean {
  if (entry.success === false || entry.samples !== undefined) return false;
  if (entry.value !== undefined) {
    plain.value = entry.value;
    plain.unit = entry.unit ?? '';
    plain.direction = override ?? entry.direction ?? unitDirection(plain.unit);
  } else if (entry.ops_per_sec !== undefined) {
    plain.value = entry.ops_per_sec;
    plain.unit = 'ops/s';
    plain.direction = override ?? entry.direction ?? 'higher';
  } else if (entry.time_ms !== undefined) {
    plain.value = entry.time_ms;
    plain.unit = 'ms';
    plain.direction = override ?? entry.direction ?? 'lower';
  } else {
    return false;
  }
  const value = plain.value;
  return typeof value === 'number' && value > 0 && value < Infinity && plain.direction !== undefined;
}

/**
 * The gated value of a plain entry (see plainMeasure) without building anything, for the readers of
 * every entry of a large suite (run collection, the gate's baseline values, promote): the shared
 * record, valid until the next call; undefined otherwise, for resolveMeasure and its errors.
 */
export function plainMeasureOf(entry: BenchmarkEntry, override: Direction | undefined): Readonly<{ value: number; unit: string; direction: Direction }> | undefined {
  return plainMeasure(entry, override) ? (plain as { value: number; unit: string; direction: Direction }) : undefined;
}

/** An entry counts as failed only when it says so; a missing `success` means it ran. */
export function isFailed(entry: BenchmarkEntry): boolean {
  return entry.success === false;
}
