import { type Profile } from './shared/valgrind.js';
import type { FileInput, FormatAdapter } from './types.js';
/** The profile in a Cachegrind file (exported for `run --measure instructions`, which sums several). */
export declare function readCachegrind(input: FileInput): Profile;
export declare const cachegrind: FormatAdapter;
