import { JsonReader } from './shared/json-reader.js';
import type { FormatAdapter } from './types.js';
/**
 * The median latency, gated: a median of 0 means at least half the iterations measured 0, faster than
 * the timer tells apart, or clamped to 0 by tinybench's `subtractTimerOverhead` (6.2+; vitest 5 runs
 * tinybench too). Said so, with what to do, instead of the bare "is zero".
 */
export declare function medianLatency(r: JsonReader, value: unknown, place: string, name: string): number;
export declare const tinybench: FormatAdapter;
