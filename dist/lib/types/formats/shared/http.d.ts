/**
 * Helpers shared by the HTTP load-testing adapters (wrk, hey, oha, k6): every latency is reported
 * in milliseconds, so that the same endpoint measured by two tools reads the same, and every text
 * error names the file and the line.
 */
import type { BenchmarkEntry } from '../../core/model.js';
/**
 * Drops binary floating-point noise from a converted value (1.13 ms -> 1130.0000000000002 us)
 * without touching the precision the tool printed: 12 significant digits is beyond any tool's.
 */
export declare function tidy(value: number): number;
/** A time in `from` units, in milliseconds. */
export declare function toMs(value: number, from: string): number;
/** One line of a text input, numbered from 1 as editors do. */
export interface Line {
    number: number;
    text: string;
}
export declare function linesOf(text: string): Line[];
/** "53.00us" -> 0.053 (ms), or an error naming the line when the text is not a duration. */
export declare function durationMsAt(file: string, line: Line, text: string, what: string): number;
/**
 * A latency entry (lower is better, in ms). A latency of zero cannot be gated and means that no
 * request completed, so it becomes a failed entry rather than an invalid document.
 */
export declare function latencyEntry(name: string, ms: number, extra?: Record<string, unknown>): BenchmarkEntry;
/** A throughput entry in requests per second (higher is better); zero means nothing got through. */
export declare function throughputEntry(name: string, rps: number, extra?: Record<string, unknown>): BenchmarkEntry;
/**
 * Percentile labels as names: 50 -> "p50", 99.9 -> "p99.9", 99.990 -> "p99.99". Keeps the names of
 * the same percentile identical whichever tool printed it and however many decimals it used.
 */
export declare function percentileLabel(pct: number): string;
/** The path (and query) of a URL: the part of a target that is stable across runs (no host, no port). */
export declare function urlPath(url: string): string;
