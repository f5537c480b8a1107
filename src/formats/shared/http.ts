/**
 * Helpers shared by the HTTP load-testing adapters (wrk, hey, oha, k6): every latency is reported
 * in milliseconds, so that the same endpoint measured by two tools reads the same, and every text
 * error names the file and the line.
 */
import type { BenchmarkEntry } from '../../core/model.js';
import { convertTime, parseDuration } from '../../core/units.js';
import { lineError } from './input-errors.js';

/** The one unit of latency in the HTTP adapters' output. */
const LATENCY_UNIT = 'ms';

/**
 * Drops binary floating-point noise from a converted value (1.13 ms -> 1130.0000000000002 us)
 * without touching the precision the tool printed: 12 significant digits is beyond any tool's.
 */
export function tidy(value: number): number {
  return Number.isFinite(value) && value !== 0 ? Number(value.toPrecision(12)) : value;
}

/** A time in `from` units, in milliseconds. */
export function toMs(value: number, from: string): number {
  return tidy(convertTime(value, from, LATENCY_UNIT));
}

/** One line of a text input, numbered from 1 as editors do. */
export interface Line {
  number: number;
  text: string;
}

export function linesOf(text: string): Line[] {
  return text.split(/\r?\n/).map((t, i) => ({ number: i + 1, text: t }));
}

/** "53.00us" -> 0.053 (ms), or an error naming the line when the text is not a duration. */
export function durationMsAt(file: string, line: Line, text: string, what: string): number {
  const ms = parseDuration(text, LATENCY_UNIT);
  if (ms === undefined || !Number.isFinite(ms)) {
    throw lineError(file, line.number, `${what} "${text}" is not a duration (like 53.00us, 1.13ms, 8.00s)`, 'Is the output truncated or edited?');
  }
  return tidy(ms);
}

/**
 * A latency entry (lower is better, in ms). A latency of zero cannot be gated and means that no
 * request completed, so it becomes a failed entry rather than an invalid document.
 */
export function latencyEntry(name: string, ms: number, extra: Record<string, unknown> = {}): BenchmarkEntry {
  const entry: BenchmarkEntry = { name, value: ms, unit: LATENCY_UNIT, direction: 'lower', ...extra };
  if (!(ms > 0)) Object.assign(entry, { success: false, error: 'no latency was measured (did any request complete?)' });
  return entry;
}

/** A throughput entry in requests per second (higher is better); zero means nothing got through. */
export function throughputEntry(name: string, rps: number, extra: Record<string, unknown> = {}): BenchmarkEntry {
  const entry: BenchmarkEntry = { name, value: rps, unit: 'req/s', direction: 'higher', ...extra };
  if (!(rps > 0)) Object.assign(entry, { success: false, error: 'no request completed' });
  return entry;
}

/**
 * Percentile labels as names: 50 -> "p50", 99.9 -> "p99.9", 99.990 -> "p99.99". Keeps the names of
 * the same percentile identical whichever tool printed it and however many decimals it used.
 */
export function percentileLabel(pct: number): string {
  return `p${tidy(pct)}`;
}

/** The path (and query) of a URL: the part of a target that is stable across runs (no host, no port). */
export function urlPath(url: string): string {
  const m = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*([^#]*)/i.exec(url.trim());
  if (!m) return url.trim();
  return m[1] === '' ? '/' : m[1]!;
}
