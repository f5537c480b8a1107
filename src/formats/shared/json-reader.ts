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
import { InputError, inputError } from '../../core/errors.js';
import { badValueReason } from '../../core/measure.js';
import type { FormatInput } from '../types.js';

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** `results` + 3 -> `results[3]`; `results[3]` + 'mean' -> `results[3].mean`; odd keys are quoted. */
export function keyPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  const safe = /^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key);
  if (parent === '') return safe;
  return safe.startsWith('"') ? `${parent}[${safe}]` : `${parent}.${safe}`;
}

/** What was found instead, short enough for a one-line error. */
function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'number' && !Number.isFinite(value)) return `number ${String(value)}`;
  const text = JSON.stringify(value);
  return text.length > 40 ? `${typeof value} ${text.slice(0, 37)}...` : `${typeof value} ${text}`;
}

/** Reads typed values out of one JSON document; every error names the file and the key path. */
export class JsonReader {
  /** `hint` says what to do about a malformed value, e.g. which command writes the file again. */
  constructor(readonly file: string, readonly hint: string) {}

  /** The parsed JSON of a file input, or an InputError saying why there is none. */
  document(input: FormatInput, title: string): unknown {
    if (input.kind !== 'file') throw inputError(input.path, `is a directory, not ${title}`, this.hint);
    if (input.jsonError) throw new InputError(input.jsonError);
    if (input.json === undefined) throw inputError(input.path, `is not JSON, so not ${title}`, this.hint);
    return input.json;
  }

  /** The error at `place` (a key path; '' is the whole document). */
  error(place: string, what: string, hint = this.hint): InputError {
    return inputError(place === '' ? this.file : `${this.file}: ${place}`, what, hint);
  }

  fail(place: string, what: string, hint?: string): never {
    throw this.error(place, what, hint);
  }

  private expected(place: string, what: string, value: unknown): never {
    this.fail(place, `expected ${what}, found ${describe(value)}`);
  }

  object(value: unknown, place: string): JsonObject {
    return isObject(value) ? value : this.expected(place, 'an object', value);
  }

  array(value: unknown, place: string): unknown[] {
    return Array.isArray(value) ? value : this.expected(place, 'an array', value);
  }

  string(value: unknown, place: string): string {
    return typeof value === 'string' && value !== '' ? value : this.expected(place, 'a non-empty string', value);
  }

  number(value: unknown, place: string): number {
    return isFiniteNumber(value) ? value : this.expected(place, 'a number', value);
  }

  /** A value the gate can compare: positive and finite. */
  gated(value: unknown, place: string): number {
    const n = this.number(value, place);
    const bad = badValueReason(n);
    if (bad) this.fail(place, `${bad} (${String(n)})`, 'A gated value must be a positive finite number');
    return n;
  }

  /** An array of finite numbers (raw samples). */
  numbers(value: unknown, place: string): number[] {
    return this.array(value, place).map((v, i) => this.number(v, keyPath(place, i)));
  }

  optionalNumber(value: unknown, place: string): number | undefined {
    return value === undefined || value === null ? undefined : this.number(value, place);
  }

  optionalString(value: unknown, place: string): string | undefined {
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'string') this.expected(place, 'a string', value);
    return value.trim() === '' ? undefined : value.trim();
  }

  optionalNumbers(value: unknown, place: string): number[] | undefined {
    return value === undefined || value === null ? undefined : this.numbers(value, place);
  }

  /** `obj[key]` as a number, naming `parent.key` when it is missing or wrong. */
  numberAt(obj: JsonObject, parent: string, key: string): number {
    return this.number(obj[key], keyPath(parent, key));
  }

  stringAt(obj: JsonObject, parent: string, key: string): string {
    return this.string(obj[key], keyPath(parent, key));
  }
}
