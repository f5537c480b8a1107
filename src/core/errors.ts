/**
 * An error in what the user gave us (a file, a flag, a config key). Front ends print its message
 * as one line and exit with code 2; anything else escaping is a bug in bench-gate.
 */
import { printable } from './printable.js';

const BRAND = Symbol.for('bench-gate.InputError');

export class InputError extends Error {
  override readonly name = 'InputError';
  readonly [BRAND] = true;

  /** The message quotes input (names, values, lines of a file): one line, nothing a terminal acts on. */
  constructor(message: string, options?: ErrorOptions) {
    super(printable(message), options);
  }

  /**
   * By brand, not by prototype: the CLI's lazily loaded bundles (dist/formats.js, dist/commands.js)
   * each carry their own copy of this class, and an error from one must still be an InputError.
   */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[BRAND] === true;
  }
}

/**
 * Where in the input something is: the text itself, or a function that builds it only when an error
 * or a warning needs it (checks run for every entry of a million-benchmark file, errors almost never).
 */
export type Place = string | (() => string);

export function placeText(place: Place): string {
  return typeof place === 'function' ? place() : place;
}

/** Builds the one-line message: where, what went wrong, what to do. */
export function inputError(where: Place, what: string, hint?: string): InputError {
  const at = placeText(where);
  return new InputError(hint ? `${at}: ${what}. ${hint}` : `${at}: ${what}`);
}

/** `benchmarks[3] ("name")`: a place in a document that a person can find. */
export function benchmarkPlace(index: number, name?: unknown): string {
  return typeof name === 'string' && name !== '' ? `benchmarks[${index}] ("${name}")` : `benchmarks[${index}]`;
}

/** `file.json: benchmarks[3] ("name")`, built when asked for. */
export function entryPlace(source: string, index: number, name?: unknown): () => string {
  return () => `${source}: ${benchmarkPlace(index, name)}`;
}
