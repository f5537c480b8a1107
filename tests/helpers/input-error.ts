/** The message of the InputError that `run` throws; fails the test when it throws nothing or anything else. */
import { expect } from 'vitest';
import { InputError } from '../../src/core/errors.js';

export function inputErrorOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return (error as Error).message;
  }
  throw new Error('expected an InputError');
}
