import type { FormatAdapter } from './types.js';
/**
 * Google Benchmark writes non-finite doubles as bare NaN / Infinity / -Infinity (and old versions as
 * nan / inf), which JSON does not allow. Outside strings they become null; newlines are kept, so a
 * later syntax error still points at the right line.
 */
export declare function nonFiniteToNull(text: string): string;
export declare const googleBenchmark: FormatAdapter;
