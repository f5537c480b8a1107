/**
 * Reading fields of a tool's JSON output with errors that name the file and the key path
 * (`results[2].mean`), so a broken file is one clear line instead of a TypeError deep in an adapter.
 */
import { InputError, inputError } from '../core/errors.js';
import type { FormatInput } from './types.js';

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The parsed JSON of a file input, or an InputError saying why there is none. */
export function jsonOf(input: FormatInput, title: string, hint: string): unknown {
  if (input.kind !== 'file') throw inputError(input.path, `is a directory, not ${title}`, hint);
  if (input.jsonError) throw new InputError(input.jsonError);
  if (input.json === undefined) throw inputError(input.path, `is not JSON, so not ${title}`, hint);
  return input.json;
}

/** `results` + 3 -> `results[3]`; `results[3]` + 'mean' -> `results[3].mean`. */
export function keyPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  const safe = /^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key);
  if (parent === '') return safe;
  return safe.startsWith('"') ? `${parent}[${safe}]` : `${parent}.${safe}`;
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  const text = JSON.stringify(value);
  return text.length > 40 ? `${typeof value} ${text.slice(0, 37)}...` : `${typeof value} ${text}`;
}

/** Field access for one file: every failure names `file: key.path`. */
export class Fields {
  constructor(readonly file: string, readonly hint = 'Regenerate the file with the tool') {}

  fail(path: string, what: string): never {
    throw inputError(`${this.file}: ${path === '' ? '(top level)' : path}`, what, this.hint);
  }

  private expected(path: string, what: string, value: unknown): never {
    this.fail(path, `expected ${what}, found ${describe(value)}`);
  }

  object(value: unknown, path: string): JsonObject {
    return isObject(value) ? value : this.expected(path, 'an object', value);
  }

  array(value: unknown, path: string): unknown[] {
    return Array.isArray(value) ? value : this.expected(path, 'an array', value);
  }

  string(value: unknown, path: string): string {
    return typeof value === 'string' ? value : this.expected(path, 'a string', value);
  }

  number(value: unknown, path: string): number {
    return typeof value === 'number' && Number.isFinite(value) ? value : this.expected(path, 'a number', value);
  }

  optionalNumber(value: unknown, path: string): number | undefined {
    return value === undefined || value === null ? undefined : this.number(value, path);
  }

  optionalString(value: unknown, path: string): string | undefined {
    return value === undefined || value === null ? undefined : this.string(value, path);
  }

  /** An array of finite numbers (raw samples). */
  numbers(value: unknown, path: string): number[] {
    return this.array(value, path).map((v, i) => this.number(v, keyPath(path, i)));
  }

  /** `obj[key]` as a number, naming `parent.key` when it is missing or wrong. */
  numberAt(obj: JsonObject, parent: string, key: string): number {
    return this.number(obj[key], keyPath(parent, key));
  }

  stringAt(obj: JsonObject, parent: string, key: string): string {
    return this.string(obj[key], keyPath(parent, key));
  }
}
