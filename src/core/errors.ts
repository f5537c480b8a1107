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

/** Builds the one-line message: where, what went wrong, what to do. */
export function inputError(where: string, what: string, hint?: string): InputError {
  return new InputError(hint ? `${where}: ${what}. ${hint}` : `${where}: ${what}`);
}

/** `benchmarks[3] ("name")`: a place in a document that a person can find. */
export function benchmarkPlace(index: number, name?: unknown): string {
  return typeof name === 'string' && name !== '' ? `benchmarks[${index}] ("${name}")` : `benchmarks[${index}]`;
}
