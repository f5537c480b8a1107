/**
 * The metrics of the JavaScript benchmark tools (tinybench, vitest bench, mitata): the rate they
 * report (`hz`, operations per second, higher is better) and their latency percentiles, in the unit
 * of the benchmark's value (lower is better). The median (p50) is the benchmark's value itself, so it
 * is not repeated. tinybench names the 99.5th and 99.9th percentiles `p995` and `p999`; they become
 * `p99.5` and `p99.9`, the names every other tool (and the gate's percentile rule) uses.
 */
import type { Metric } from '../../core/model.js';
/** `hz` in ops/s, with the tool's per-sample rates as samples where it kept them. */
export declare function hzMetric(value: unknown, samples?: readonly number[]): Record<string, Metric | undefined>;
/** The percentiles among `stats` (p25, p75, p99, p995, p999), in `unit`. */
export declare function percentileMetrics(stats: Readonly<Record<string, unknown>>, unit: string): Record<string, Metric | undefined>;
