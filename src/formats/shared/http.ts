/**
 * Helpers shared by the HTTP load-testing adapters (wrk, wrk2, hey, oha, k6): one benchmark per URL
 * or scenario (loadEntry), every latency in milliseconds so that the same endpoint measured by two
 * tools reads the same, and every text error naming the file and the line.
 */
import type { BenchmarkEntry, Metric } from '../../core/model.js';
import { convertTime, parseBytes, parseDuration } from '../../core/units.js';
import { lineError } from './input-errors.js';
import { metricOf, metricsField } from './metrics.js';
import { uniqueNames } from './unique-names.js';

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
  failures?: { failed: number; pct: number | undefined };
  /** Further metrics (k6's iterations/s). */
  more?: Record<string, Metric | undefined>;
  /** Why a latency of 0 (or NaN) was not measured; default: no request completed. */
  unmeasured?: string;
}

/**
 * The share of `requests` that failed, in percent, or undefined when there were no requests (the
 * entry is failed then: nothing got through). Never above 100: `failed` is among `requests`.
 */
export function errorRatePct(failed: number, requests: number): number | undefined {
  if (!(requests > 0) || !Number.isFinite(requests) || !(failed >= 0)) return undefined;
  return tidy((Math.min(failed, requests) * 100) / requests);
}

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
export function loadEntry(name: string, rate: number, figures: LoadFigures, extra: Record<string, unknown> = {}, rateUnit = 'req/s'): BenchmarkEntry {
  const metrics: Record<string, Metric | undefined> = {};
  const unmeasured: Record<string, string> = {};
  for (const [metric, ms] of figures.latency) {
    if (ms > 0) metrics[metric] = { value: ms, unit: LATENCY_UNIT, direction: 'lower' };
    else unmeasured[metric] = figures.unmeasured ?? 'no latency was measured (did any request complete?)';
  }
  if (figures.transferPerSec !== undefined) metrics['transfer/s'] = metricOf('transfer/s', figures.transferPerSec, figures.transferUnit ?? 'B/s', undefined, 'higher');
  if (figures.failures !== undefined) metrics['error rate'] = metricOf('error rate', figures.failures.pct, '%', undefined, 'lower');
  Object.assign(metrics, figures.more);
  const failed = figures.failures !== undefined ? { failed_requests: figures.failures.failed } : {};
  const entry: BenchmarkEntry = {
    name, value: Number.isFinite(rate) ? rate : 0, unit: rateUnit, direction: 'higher', ...extra, ...failed, ...metricsField(metrics),
    ...(Object.keys(unmeasured).length > 0 ? { unmeasured_metrics: unmeasured } : {}),
  };
  if (!(rate > 0)) Object.assign(entry, { success: false, error: rateUnit === 'req/s' ? 'no request completed' : 'no iteration completed' });
  return entry;
}

/**
 * The responses whose status says the request failed: any outside 200-399, as wrk counts its "Non-2xx
 * or 3xx responses" and k6's http_req_failed counts by default. A server that answers 500 to some
 * requests answers them fast, so a tool's requests/s goes up: only the error rate shows it.
 */
export function failedResponses(statusCodes: Readonly<Record<string, number>>): number {
  let n = 0;
  for (const [code, count] of Object.entries(statusCodes)) {
    const status = Number(code);
    if (!(status >= 200 && status < 400)) n += count;
  }
  return n;
}

/**
 * wrk's and wrk2's `Transfer/sec:` figure (`2.00MB`, `545.19KB`) in MiB/s: both print it with
 * format_binary (src/units.c), whose K, M and G are 1024, 1024² and 1024³. Undefined when the text
 * is not a size.
 */
export function binaryRate(text: string): number | undefined {
  const bytes = parseBytes(text.endsWith('B') ? text : `${text}B`);
  return bytes === undefined ? undefined : tidy(bytes / 1024 ** 2);
}

/** Marks a load entry failed with the tool's own reason. */
export function failLoad(entry: BenchmarkEntry, error: string): BenchmarkEntry {
  return Object.assign(entry, { success: false, error });
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

/**
 * Two runs of one wrk or wrk2 log under one name (same path, connections and threads) would be one
 * benchmark measured twice: refused, naming both lines. Either they repeat one measurement (separate
 * files, which bench-diff aggregates), or they are different requests to one URL (a GET and a POST
 * by an -s script), which the output cannot tell apart: wrk prints neither the method nor the script.
 */
export function checkUniqueRuns(file: string, tool: string, runs: ReadonlyArray<{ start: Line }>, entries: readonly BenchmarkEntry[]): void {
  uniqueNames(runs.keys(), (i) => entries[i]!.name, ({ name, item, first }) => lineError(
    file, runs[item]!.start.number,
    `this ${tool} run has the same path, connections and threads as the run at line ${runs[first]!.start.number} ("${name}")`,
    `Put each repetition in its own file and pass them all to bench-diff, which aggregates runs. ${tool} prints neither the method nor the -s script: to measure two requests to one URL (GET and POST /users), give them URLs that differ, such as a query the server ignores (/users?op=create)`,
  ));
}
