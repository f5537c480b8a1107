/**
 * The InputErrors that adapters of text formats throw, and the one every adapter throws when a file
 * holds no benchmark: each names the file, the place in it (a line) and what to do.
 */
import { type InputError } from '../../core/errors.js';
import type { FormatInput } from '../types.js';
/** `file: line 12`: where a person finds a problem in a text input (given as the input or its path). */
export declare function linePlace(input: FormatInput | string, line: number): string;
/** An InputError at a line of a text input. */
export declare function lineError(input: FormatInput | string, line: number, what: string, hint?: string): InputError;
/** The input holds nothing to gate; `expected` says what it should have held. */
export declare function noBenchmarks(path: string, expected: string): InputError;
