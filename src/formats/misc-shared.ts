/**
 * Small helpers shared by the JSON adapters of JMH, BenchmarkDotNet, vitest, tinybench, mitata,
 * github-action-benchmark and Bencher: reading values out of untrusted JSON with errors that name
 * the file and the key path, so that a broken input is never a TypeError.
 */
import { type InputError, inputError } from '../core/errors.js';
import { isObject, jsonOf as jsonOfInput, type JsonObject } from './json-fields.js';
import type { BenchmarkEntry } from '../core/model.js';
import { badValueReason } from '../core/measure.js';
import type { FormatInput } from './types.js';

export { isObject, type JsonObject } from './json-fields.js';

export function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** The parsed JSON of a file input, or an InputError saying why there is none. */
export function jsonOf(input: FormatInput, title: string): unknown {
  return jsonOfInput(input, title, 'Give the JSON file the tool wrote');
}

/** Reads typed values out of one JSON document; every error names the file and the key path. */
export class JsonReader {
  /** `hint` says what to do about a malformed value, e.g. which command writes the file. */
  constructor(readonly path: string, readonly hint?: string) {}

  error(place: string, what: string, hint?: string): InputError {
    return inputError(place === '' ? this.path : `${this.path}: ${place}`, what, hint ?? this.hint);
  }

  object(value: unknown, place: string): JsonObject {
    if (!isObject(value)) throw this.error(place, `expected an object, found ${describeValue(value)}`);
    return value;
  }

  array(value: unknown, place: string): unknown[] {
    if (!Array.isArray(value)) throw this.error(place, `expected an array, found ${describeValue(value)}`);
    return value;
  }

  string(value: unknown, place: string): string {
    if (typeof value !== 'string' || value === '') throw this.error(place, `expected a non-empty string, found ${describeValue(value)}`);
    return value;
  }

  number(value: unknown, place: string): number {
    if (!isFiniteNumber(value)) throw this.error(place, `expected a finite number, found ${describeValue(value)}`);
    return value;
  }

  /** A value the gate can compare: positive and finite. */
  gated(value: unknown, place: string): number {
    const n = this.number(value, place);
    const bad = badValueReason(n);
    if (bad) throw this.error(place, `${bad} (${String(n)})`, 'A gated value must be a positive finite number');
    return n;
  }

  /** An array of finite numbers (raw samples), or undefined when absent or null. */
  samples(value: unknown, place: string): number[] | undefined {
    if (value === undefined || value === null) return undefined;
    const list = this.array(value, place);
    list.forEach((v, i) => this.number(v, `${place}[${i}]`));
    return list as number[];
  }

  optionalNumber(value: unknown): number | undefined {
    return isFiniteNumber(value) ? value : undefined;
  }

  optionalString(value: unknown): string | undefined {
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  }
}

export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return `"${value.length > 40 ? `${value.slice(0, 40)}...` : value}"`;
  if (typeof value === 'number') return String(value);
  return typeof value === 'object' ? 'an object' : typeof value;
}

/** Checks names are unique, naming both places of a duplicate; `places[i]` is where entry i came from. */
export function assertUniqueNames(entries: readonly BenchmarkEntry[], places: readonly string[], reader: JsonReader, hint?: string): void {
  const seen = new Map<string, number>();
  entries.forEach((entry, i) => {
    const first = seen.get(entry.name);
    if (first !== undefined) {
      throw reader.error(places[i]!, `benchmark name "${entry.name}" is used twice (also at ${places[first]!})`, hint ?? 'Names must be unique within a run');
    }
    seen.set(entry.name, i);
  });
}

export function noBenchmarks(path: string, expected: string): InputError {
  return inputError(path, 'no benchmarks found', `Expected ${expected}`);
}

/** The first line of an error message, for `error` fields (stacks stay out of reports). */
export function firstLine(text: string): string {
  const line = text.split('\n').find((l) => l.trim() !== '');
  return line === undefined ? '' : line.trim();
}

/** Drops undefined fields so that golden outputs only show what the input said. */
export function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
