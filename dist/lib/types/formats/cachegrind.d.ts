/**
 * Cachegrind's output file (`valgrind --tool=cachegrind`, `cachegrind.out.<pid>`): header lines
 * (`desc:`, `cmd:`, `events:`), then per source file (`fl=`) and function (`fn=`) one line per source
 * line with its event counts, then `summary:` with the totals. The profile becomes one benchmark, its
 * total `Ir` (see shared/valgrind.ts for the shape and the per-function metrics).
 */
import { type InputError } from '../core/errors.js';
import { type Profile } from './shared/valgrind.js';
import type { FileInput, FormatAdapter } from './types.js';
/**
 * The error for line `index` (0-based) of `text` that is not a line of the profile, when it is the
 * last line and the file does not end with a newline, as Valgrind always ends it: a copy cut off in
 * the middle of a line (a partial upload, a full disk) is said to be cut short rather than to hold a
 * stray "fn". Undefined for any other line.
 */
export declare function cutShortError(path: string, text: string, index: number, tool: string): InputError | undefined;
/** The profile in a Cachegrind file (exported for `run --measure instructions`, which sums several). */
export declare function readCachegrind(input: FileInput): Profile;
export declare const cachegrind: FormatAdapter;
