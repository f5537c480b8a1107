/**
 * The gated value of one benchmark entry (README, "The benchmark file"): an explicit `value` first, else
 * `ops_per_sec` (higher is better), else `time_ms` (lower is better).
 */
import { type Place } from './errors.js';
import type { BenchmarkEntry, Direction } from './model.js';
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
export declare function badValueReason(value: number): string | undefined;
/** Whether checkGatedValue would pass, without building anything: the check of every entry of a large file. */
export declare function hasGatableValue(entry: BenchmarkEntry): boolean;
/** Checks that a successful entry has a gated value that is a positive finite number. */
export declare function checkGatedValue(entry: BenchmarkEntry, place: Place): RawMeasure;
/**
 * Resolves the gated value of a successful entry. `directionOverride` comes from the config and wins
 * over the file and the unit. `place` names the entry in errors, e.g. `base.json: benchmarks[2] ("x")`.
 */
export declare function resolveMeasure(entry: BenchmarkEntry, place: Place, directionOverride?: Direction): Measure;
/**
 * The gated value of a plain entry (see plainMeasure) without building anything, for the readers of
 * every entry of a large suite (run collection, the gate's baseline values, promote): the shared
 * record, valid until the next call; undefined otherwise, for resolveMeasure and its errors.
 */
export declare function plainMeasureOf(entry: BenchmarkEntry, override: Direction | undefined): Readonly<{
    value: number;
    unit: string;
    direction: Direction;
}> | undefined;
/** An entry counts as failed only when it says so; a missing `success` means it ran. */
export declare function isFailed(entry: BenchmarkEntry): boolean;
export {};
