/**
 * The metrics of the JavaScript benchmark tools (tinybench, vitest bench, mitata): the rate they
 * report (`hz`, operations per second, higher is better) and their latency percentiles, in the unit
 * of the benchmark's value (lower is better). The median (p50) is the benchmark's value itself, so it
 * is not repeated. tinybench names the 99.5th and 99.9th percentiles `p995` and `p999`; they become
 * `p99.5` and `p99.9`, the names every other tool (and the gate's percentile rule) uses.
 */
import type { Metric } from '../../core/model.js';
/**
 * `hz` in ops/s, with the tool's per-sample rates as samples where it kept them. tinybench (v3 on, and
 * vitest 5 through it) reports `throughput.mean` as the mean of exactly those samples (1000 / each
 * latency sample), so they are samples of the value, unlike pytest-benchmark's `ops` (1 / mean time),
 * whose per-round reciprocals are not kept. A rate computed as 1 / mean (tinybench v2's and vitest 4's
 * `hz`, 1000 / period) comes without samples, as does benchmark.js's ops/sec; mitata reports no rate.
 */
export declare function hzMetric(value: unknown, samples?: readonly number[]): Record<string, Metric | undefined>;
/** The percentiles among `stats` (p25, p75, p99, p995, p999), in `unit`. */
export declare function percentileMetrics(stats: Readonly<Record<string, unknown>>, unit: string): Record<string, Metric | undefined>;
