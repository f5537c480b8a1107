/**
 * Helpers shared by the HTTP load-testing adapters (wrk, wrk2, hey, oha, k6): one benchmark per URL
 * or scenario (loadEntry), every latency in milliseconds so that the same endpoint measured by two
 * tools reads the same, and every text error naming the file and the line.
 */
import type { BenchmarkEntry, Metric } from '../../core/model.js';
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
/** What an HTTP load run reports beside its rate: each becomes a metric of the run's one benchmark. */
export interface LoadFigures {
    /** Latencies in ms by metric name (`latency mean`, `latency p99`...), in the order to show them. */
    latency: ReadonlyArray<readonly [name: string, ms: number]>;
    /** Bytes received per second, where the tool reports it, in `transferUnit`. */
    transferPerSec?: number;
    /**
     * The unit of transferPerSec: B/s unless said. A tool that prints its rate in multiples of 1024
     * (wrk's `Transfer/sec: 2.00MB`) gives it in MiB/s (binaryRate), so that the report shows the
     * tool's own figure, 2 MiB/s, and not the same rate in decimal units, 2.097 MB/s.
     */
    transferUnit?: 'B/s' | 'MiB/s';
    /**
     * Failed requests, where the tool reports them: how many (`failed`) and their share of all the
     * requests (`pct`, 0 to 100). The share is the gated `error rate`; the count is a field only.
     */
    failures?: {
        failed: number;
        pct: number | undefined;
    };
    /** Further metrics (k6's iterations/s). */
    more?: Record<string, Metric | undefined>;
    /** Why a latency of 0 (or NaN) was not measured; default: no request completed. */
    unmeasured?: string;
}
/**
 * The share of `requests` that failed, in percent, or undefined when there were no requests (the
 * entry is failed then: nothing got through). Never above 100: `failed` is among `requests`.
 */
export declare function errorRatePct(failed: number, requests: number): number | undefined;
/**
 * The one benchmark of an HTTP load run (a URL, a scenario): requests per second as its value (higher
 * is better), its latencies (ms, lower), transfer/s (B/s, higher) and its error rate (failed requests
 * as a percentage of all, lower) as its metrics. The error rate, not the count of failed requests
 * (kept as the field `failed_requests`): a count grows with the rate and the length of a run, so a
 * server 20% faster at the same 1% of errors read as 20% more errors, a regression. A rate of 0% in
 * the baseline against a positive one in the runs is a regression "from 0" (metric-gate.ts
 * decideZero): a server that had no errors and now has some. A latency of 0 or NaN is no measurement (zero requests completed, or below the tool's
 * resolution): it is left out of `metrics` and named in `unmeasured_metrics` with the reason, so that
 * the older one-benchmark-per-figure shape can still be rebuilt (core/http-legacy-names.ts). A rate
 * of zero means nothing got through: the entry is failed.
 */
export declare function loadEntry(name: string, rate: number, figures: LoadFigures, extra?: Record<string, unknown>, rateUnit?: string): BenchmarkEntry;
/**
 * The responses whose status says the request failed: any outside 200-399, as wrk counts its "Non-2xx
 * or 3xx responses" and k6's http_req_failed counts by default. A server that answers 500 to some
 * requests answers them fast, so a tool's requests/s goes up: only the error rate shows it.
 */
export declare function failedResponses(statusCodes: Readonly<Record<string, number>>): number;
/**
 * wrk's and wrk2's `Transfer/sec:` figure (`2.00MB`, `545.19KB`) in MiB/s: both print it with
 * format_binary (src/units.c), whose K, M and G are 1024, 1024² and 1024³. Undefined when the text
 * is not a size.
 */
export declare function binaryRate(text: string): number | undefined;
/** Marks a load entry failed with the tool's own reason. */
export declare function failLoad(entry: BenchmarkEntry, error: string): BenchmarkEntry;
/**
 * Percentile labels as names: 50 -> "p50", 99.9 -> "p99.9", 99.990 -> "p99.99". Keeps the names of
 * the same percentile identical whichever tool printed it and however many decimals it used.
 */
export declare function percentileLabel(pct: number): string;
/** The path (and query) of a URL: the part of a target that is stable across runs (no host, no port). */
export declare function urlPath(url: string): string;
/**
 * Two runs of one wrk or wrk2 log under one name (same path, connections and threads) would be one
 * benchmark measured twice: refused, naming both lines. Either they repeat one measurement (separate
 * files, which bench-diff aggregates), or they are different requests to one URL (a GET and a POST
 * by an -s script), which the output cannot tell apart: wrk prints neither the method nor the script.
 */
export declare function checkUniqueRuns(file: string, tool: string, runs: ReadonlyArray<{
    start: Line;
}>, entries: readonly BenchmarkEntry[]): void;
