/**
 * The one way adapters read a tool's JSON output. Every value is checked where it is read, and every
 * failure is one line naming the file, the key path (`results[2].mean`) and what to do, so that a
 * broken or unexpected file is a clear InputError, never a TypeError deep in an adapter.
 *
 * The rules, the same for every adapter:
 * - a required string is a non-empty string; a required number is a finite number;
 * - an optional field may be absent or null (then it is undefined), but when present it must have
 *   its type: a wrong-typed optional field is an error, not silently dropped;
 * - an optional string that is blank says nothing (undefined); otherwise it is trimmed.
 */
import { InputError } from '../../core/errors.js';
import type { FormatInput } from '../types.js';
export type JsonObject = Record<string, unknown>;
export declare function isObject(value: unknown): value is JsonObject;
export declare function isFiniteNumber(value: unknown): value is number;
/** `results` + 3 -> `results[3]`; `results[3]` + 'mean' -> `results[3].mean`; odd keys are quoted. */
export declare function keyPath(parent: string, key: string | number): string;
/** Reads typed values out of one JSON document; every error names the file and the key path. */
export declare class JsonReader {
    readonly file: string;
    readonly hint: string;
    /** `hint` says what to do about a malformed value, e.g. which command writes the file again. */
    constructor(file: string, hint: string);
    /** The parsed JSON of a file input, or an InputError saying why there is none. */
    document(input: FormatInput, title: string): unknown;
    /** The error at `place` (a key path; '' is the whole document). */
    error(place: string, what: string, hint?: string): InputError;
    fail(place: string, what: string, hint?: string): never;
    private expected;
    object(value: unknown, place: string): JsonObject;
    array(value: unknown, place: string): unknown[];
    string(value: unknown, place: string): string;
    number(value: unknown, place: string): number;
    /** A value the gate can compare: positive and finite. */
    gated(value: unknown, place: string): number;
    /** An array of finite numbers (raw samples). */
    numbers(value: unknown, place: string): number[];
    optionalNumber(value: unknown, place: string): number | undefined;
    optionalString(value: unknown, place: string): string | undefined;
    optionalNumbers(value: unknown, place: string): number[] | undefined;
    /** `obj[key]` as a number, naming `parent.key` when it is missing or wrong. */
    numberAt(obj: JsonObject, parent: string, key: string): number;
    stringAt(obj: JsonObject, parent: string, key: string): string;
}
