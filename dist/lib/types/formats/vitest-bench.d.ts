import type { FormatAdapter } from './types.js';
/** Paths relative to the deepest directory all of them share (vitest 5 reports absolute paths only). */
export declare function relativeToCommonDir(paths: readonly string[]): string[];
export declare const vitestBench: FormatAdapter;
