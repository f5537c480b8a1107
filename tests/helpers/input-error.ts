/** The message of the InputError that `run` throws; fails the test when it throws nothing or anything else. */
import { expect } from 'vitest';
import { InputError } from '../../src/core/errors.js';
import { validateDocument } from '../../src/core/validate.js';

export function inputErrorOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return (error as Error).message;
  }
  throw new Error('expected an InputError');
}

/** A parser's result is a valid schema v1 document, or its error is a one-line InputError naming the file. */
export function parsesOrInputError(parse: () => unknown, file: string): void {
  try {
    validateDocument(parse(), file);
  } catch (error) {
    expect(error, String((error as Error).stack)).toBeInstanceOf(InputError);
    expect((error as Error).message).toContain(file);
    expect((error as Error).message).not.toContain('\n');
  }
}
