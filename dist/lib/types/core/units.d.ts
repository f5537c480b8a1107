/**
 * Units: parsing the suffixed numbers that benchmark tools print (53.00us, 12.45k, 0.87GB) and
 * knowing which way is better for a unit. Shared by the format adapters, the gate and the renderers.
 */
import type { Direction } from './model.js';
/**
 * The unit pattern of schemas/benchmark-v1.schema.json (benchmark and metric units), `u` as the
 * generated validator has it (tests/core/schema-fast-path.test.ts holds the two to agreeing).
 */
export declare const UNIT_PATTERN: RegExp;
/**
 * Whether the schema takes `value` as a unit: at most 64 UTF-16 units (so at most 64 code points)
 * matching the pattern. The validation fast path asks it of run files; an imported history's units
 * are held to it too. A suite has a few units over many entries, so the pattern runs a few times
 * (a bounded memo: a file with a unit per benchmark kept a million of them).
 */
export declare const isSchemaUnit: (unit: string) => boolean;
export declare function isTimeUnit(unit: string): boolean;
/** Converts a duration between time units; throws on a unit that is not a time unit. */
export declare function convertTime(value: number, from: string, to: string): number;
/**
 * convertTime from one unit to another as a function, the units looked up once: for converting
 * many values (every cell of a report). Throws on a unit that is not a time unit.
 */
export declare function timeConverter(from: string, to: string): (value: number) => number;
/**
 * Converts `value` from one unit to another of the same kind: a time (ms, us), a time per item (us/op
 * and ns/op, of one item name) or items per time (ops/ms and ops/s, of one item name; B/s and MiB/s).
 * Undefined when the units are not of one kind (ops/s and ms, ns/op and ns/iter, MB/s and GB/s).
 */
export declare function convertUnit(value: number, from: string, to: string): number | undefined;
/** "53.00us" -> 53 in `to` units (default ms). Returns undefined when the text is not a duration. */
export declare function parseDuration(text: string, to?: string): number | undefined;
/** "12.45k" -> 12450, "3.2M" -> 3200000, "17" -> 17. Decimal prefixes, as wrk prints counts. */
export declare function parseCount(text: string): number | undefined;
/** "0.87GB" -> bytes, with KB = 1024 B as wrk and hey print it. */
export declare function parseBytes(text: string): number | undefined;
/**
 * Which way is better for a well-known unit, or undefined when we cannot tell (the caller must then
 * get a direction from the file, the adapter or the config; guessing would invert a verdict).
 */
export declare function directionOfUnit(unit: string | undefined): Direction | undefined;
/** Whether a unit measures speed (a time, time per item, items per time): its changes read "slower"/"faster". */
export declare function isSpeedUnit(unit: string): boolean;
