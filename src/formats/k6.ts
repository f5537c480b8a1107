/**
 * k6's end-of-test summary as JSON: `--summary-export` (each metric maps straight to its statistics)
 * and the data handed to `handleSummary()` written with JSON.stringify (each metric is
 * `{type, contains, values, thresholds}`). The summary is of the whole test (k6 breaks it down by
 * URL or scenario only in sub-metrics a threshold asks for), so it is one benchmark:
 *
 *   k6                                   http_reqs rate (req/s, higher is better); a test without
 *                                        HTTP requests: iterations rate (iterations/s)
 *     latency mean|min|max|p50|p90|p95   http_req_duration in ms, lower (k6's avg is the mean, its
 *                                        med p50, p(N) pN; every p(N) k6 printed)
 *     latency{TAGS} ...                  the same for each sub-metric a threshold asks for, such
 *                                        as http_req_duration{name:GET /users} (not
 *                                        {expected_response:true}: see SUCCESSFUL below)
 *     iteration mean|min|max|p50 ...     iteration_duration in ms, lower
 *     iterations/s                       iterations rate, higher (when http_reqs is the value)
 *     transfer/s                         data_received rate (B/s), higher
 *     error rate                         http_req_failed's rate in %, lower (the requests whose
 *                                        status k6 did not expect: by default outside 200-399); the
 *                                        count is the field failed_requests
 *
 * Each statistic the summary holds becomes a metric: `--summary-trend-stats` chooses them (k6's
 * default is avg,min,med,max,p(90),p(95)), and a summary without avg or med is as valid as any.
 * Percentiles are reported and gated only when configured. k6's other built-in timings (blocked,
 * connecting, TLS, sending, waiting, receiving) are parts of http_req_duration and are zero on a
 * local network, so they are not metrics. Custom metrics are kept in `metadata.k6_custom_metrics`
 * but not compared: the export does not say whether a custom Trend is a time or which way is better,
 * and guessing could invert a verdict.
 *
 * Thresholds: in --summary-export `true` means the threshold was CROSSED (k6 issue #1498); in
 * handleSummary data `ok: true` means it passed. Both are decoded to "passed"/"crossed" on the
 * metric's entries and listed in metadata. They do not fail entries: k6 already fails the run itself
 * (exit code 99), and bench-gate gates regressions against the baseline, not absolute limits.
 */
import type { BenchmarkDocument, BenchmarkEntry } from '../core/model.js';
import { loadEntry, tidy } from './shared/http.js';
import { metricOf } from './shared/metrics.js';
import { isObject, type JsonObject, JsonReader, keyPath } from './shared/json-reader.js';
import type { FormatAdapter, FormatInput } from './types.js';

const HINT = 'Export it again with k6 run --summary-export (or JSON.stringify in handleSummary)';
/** The trends that become latency metrics, and the name each metric starts with. */
const TRENDS = /^(http_req_duration|iteration_duration)(\{.*\})?$/;
const TREND_METRIC: Record<string, string> = { http_req_duration: 'latency', iteration_duration: 'iteration' };
const BUILT_IN = /^(checks|data_received|data_sent|dropped_iterations|group_duration|http_req_\w+|http_reqs|iteration_duration|iterations|vus|vus_max)(\{.*\})?$/;
const STAT_ORDER = ['avg', 'min', 'med', 'max'];
/**
 * The durations of the requests whose status k6 expected, which k6 writes beside http_req_duration in
 * every summary. Read as latency metrics too, one slowdown failed twice (`latency mean` and
 * `latency{expected_response:true} mean`) and the table listed every figure twice. http_req_duration
 * is the one compared: it is what `latency` means for every other load tool (wrk, hey and oha time
 * every response), what baselines promoted so far gate as `latency ...`, and the requests it adds are
 * those the gated `error rate` counts. When http_req_duration is there, the sub-metric's figures are
 * named in `unmeasured_metrics` with NOT_COMPARED, so that a baseline that has them (either shape)
 * sets them aside with that reason rather than calling them missing.
 */
const SUCCESSFUL = 'http_req_duration{expected_response:true}';
const NOT_COMPARED = 'not read: the successful requests\' latency, which "latency" (every request) and "error rate" (the failed ones) already gate';

/** One metric, whichever shape it came in: its statistics, where they are, its decoded thresholds. */
interface Metric {
  stats: JsonObject;
  path: string;
  thresholds?: Record<string, string>;
}

function percentOf(stat: string): number {
  return Number(/^p\((\d+(?:\.\d+)?)\)$/.exec(stat)?.[1] ?? Number.NaN);
}

function statOrder(a: string, b: string): number {
  const ia = STAT_ORDER.indexOf(a);
  const ib = STAT_ORDER.indexOf(b);
  if (ia >= 0 || ib >= 0) return (ia < 0 ? 99 : ia) - (ib < 0 ? 99 : ib);
  return percentOf(a) - percentOf(b);
}

/** k6's name of a statistic as the metric names it: avg -> mean, med -> p50, p(99.9) -> p99.9. */
export function statMetricName(stat: string): string {
  if (stat === 'avg') return 'mean';
  if (stat === 'med') return 'p50';
  const p = /^p\((\d+(?:\.\d+)?)\)$/.exec(stat);
  return p ? `p${p[1]}` : stat;
}

/** http_req_duration, then its sub-metrics, then iteration_duration and its sub-metrics. */
function trendOrder(a: string, b: string): number {
  const rank = (n: string) => (n.startsWith('iteration') ? 2 : 0) + (n.includes('{') ? 1 : 0);
  return rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0);
}

function isHandleSummary(metrics: JsonObject): boolean {
  return Object.values(metrics).some((m) => isObject(m) && 'type' in m && 'values' in m);
}

function thresholdsOf(f: JsonReader, raw: unknown, path: string, handleSummary: boolean): Record<string, string> | undefined {
  if (raw === undefined) return undefined;
  const map = f.object(raw, path);
  return Object.fromEntries(Object.entries(map).map(([expr, v]) => {
    const where = keyPath(path, expr);
    if (handleSummary) {
      const ok = f.object(v, where).ok;
      if (typeof ok !== 'boolean') f.fail(keyPath(where, 'ok'), 'expected true (passed) or false (crossed)');
      return [expr, ok ? 'passed' : 'crossed'];
    }
    if (typeof v !== 'boolean') f.fail(where, 'expected true (crossed) or false (passed)');
    return [expr, v ? 'crossed' : 'passed'];
  }));
}

function k6Metric(f: JsonReader, metrics: JsonObject, name: string, handleSummary: boolean): Metric {
  const path = keyPath('metrics', name);
  const m = f.object(metrics[name], path);
  const thresholds = thresholdsOf(f, m.thresholds, keyPath(path, 'thresholds'), handleSummary);
  if (!handleSummary) return { stats: m, path, ...(thresholds ? { thresholds } : {}) };
  const valuesPath = keyPath(path, 'values');
  return { stats: f.object(m.values, valuesPath), path: valuesPath, ...(thresholds ? { thresholds } : {}) };
}

/** A trend's statistics as latency metrics: `latency{TAGS} p95` and the like, in ms. */
function trendLatencies(f: JsonReader, name: string, m: Metric): Array<[string, number]> {
  const [, base, tags] = TRENDS.exec(name)!;
  const stats = Object.keys(m.stats).filter((k) => STAT_ORDER.includes(k) || !Number.isNaN(percentOf(k))).sort(statOrder);
  // p(50) and med are the same figure in k6: the metric is med's, once.
  const kept = stats.includes('med') ? stats.filter((s) => s !== 'p(50)') : stats;
  return kept.map((stat) => [`${TREND_METRIC[base!]}${tags ?? ''} ${statMetricName(stat)}`, f.numberAt(m.stats, m.path, stat)]);
}

function rateOf(f: JsonReader, metrics: JsonObject, name: string, hs: boolean): { rate: number; count: number } | undefined {
  if (metrics[name] === undefined) return undefined;
  const m = k6Metric(f, metrics, name, hs);
  return { rate: f.numberAt(m.stats, m.path, 'rate'), count: f.numberAt(m.stats, m.path, 'count') };
}

/** Secondary numbers, kept as fields: failed requests, checks, bytes. */
function requestExtras(f: JsonReader, metrics: JsonObject, hs: boolean): JsonObject {
  const extra: JsonObject = {};
  if (metrics.http_req_failed !== undefined) {
    // A Rate counts its true values as "passes": here, the requests that failed; its rate is their share.
    const m = k6Metric(f, metrics, 'http_req_failed', hs);
    const failed = f.numberAt(m.stats, m.path, 'passes');
    extra.failed_requests = failed;
    // --summary-export writes a Rate's share as `value`, handleSummary data as `rate`; without it
    // (a trimmed file), the share is what k6 computes it from: passes / (passes + fails).
    const key = hs ? 'rate' : 'value';
    const fails = f.optionalNumber(m.stats.fails, keyPath(m.path, 'fails'));
    const rate = f.optionalNumber(m.stats[key], keyPath(m.path, key)) ?? (fails === undefined || failed + fails === 0 ? undefined : failed / (failed + fails));
    if (rate !== undefined && !(rate >= 0 && rate <= 1)) f.fail(keyPath(m.path, key), `is ${rate}, not a share between 0 and 1`);
    if (rate !== undefined) extra.failed_rate = rate;
  }
  if (metrics.checks !== undefined) {
    const m = k6Metric(f, metrics, 'checks', hs);
    extra.checks = { passes: f.numberAt(m.stats, m.path, 'passes'), fails: f.numberAt(m.stats, m.path, 'fails') };
  }
  for (const key of ['data_received', 'data_sent']) {
    const m = metrics[key];
    const stats = hs && isObject(m) ? m.values : m;
    if (isObject(stats) && typeof stats.count === 'number') extra[`${key}_bytes`] = stats.count;
  }
  return extra;
}

function detect(input: FormatInput): boolean {
  if (input.kind !== 'file' || !isObject(input.json)) return false;
  const { metrics, root_group: root } = input.json;
  if (!isObject(metrics) || !isObject(root) || 'schema_version' in input.json) return false;
  const all = Object.values(metrics);
  return all.length > 0 && all.every((m) => isObject(m)) && (all.every((m) => !('type' in m)) || all.every((m) => 'type' in m && 'values' in m));
}

export const k6: FormatAdapter = {
  id: 'k6',
  title: 'k6 summary JSON (--summary-export or handleSummary)',
  producedBy: 'k6 run --summary-export summary.json script.js',
  detect,
  parse(input): BenchmarkDocument {
    const f = new JsonReader(input.path, HINT);
    const root = f.object(f.document(input, 'a k6 summary'), '');
    const metrics = f.object(root.metrics, 'metrics');
    const hs = isHandleSummary(metrics);
    const names = Object.keys(metrics).sort();
    const requests = rateOf(f, metrics, 'http_reqs', hs);
    const iterations = rateOf(f, metrics, 'iterations', hs);
    const primary = requests ?? iterations;
    if (primary === undefined) return f.fail('metrics', 'no benchmark found: expected the http_reqs or iterations rate');
    const transfer = rateOf(f, metrics, 'data_received', hs);
    const setAside = metrics.http_req_duration !== undefined && metrics[SUCCESSFUL] !== undefined
      ? Object.fromEntries(trendLatencies(f, SUCCESSFUL, k6Metric(f, metrics, SUCCESSFUL, hs)).map(([name]) => [name, NOT_COMPARED]))
      : {};
    const { failed_requests: failed, failed_rate: failedRate, ...extra } = requestExtras(f, metrics, hs);
    const benchmark: BenchmarkEntry = loadEntry('k6', primary.rate, {
      latency: names.filter((n) => TRENDS.test(n) && !(n === SUCCESSFUL && metrics.http_req_duration !== undefined)).sort(trendOrder).flatMap((n) => trendLatencies(f, n, k6Metric(f, metrics, n, hs))),
      ...(transfer ? { transferPerSec: transfer.rate } : {}),
      ...(typeof failed === 'number' && typeof failedRate === 'number' ? { failures: { failed, pct: tidy(failedRate * 100) } } : {}),
      more: requests && iterations ? { 'iterations/s': metricOf('iterations/s', iterations.rate, 'iterations/s', undefined, 'higher') } : {},
    }, {
      ...(requests ? { requests: requests.count } : {}), ...(iterations ? { iterations: iterations.count } : {}), ...extra,
    }, requests ? 'req/s' : 'iterations/s');
    if (Object.keys(setAside).length > 0) benchmark.unmeasured_metrics = { ...(benchmark.unmeasured_metrics as Record<string, string> | undefined), ...setAside };
    const thresholds = Object.fromEntries(names.flatMap((n) => {
      const t = isObject(metrics[n]) ? thresholdsOf(f, metrics[n].thresholds, keyPath(keyPath('metrics', n), 'thresholds'), hs) : undefined;
      return t ? [[n, t]] : [];
    })) as Record<string, Record<string, string>>;
    const crossed = Object.entries(thresholds).flatMap(([m, t]) => Object.entries(t).filter(([, v]) => v === 'crossed').map(([e]) => `${m}: ${e}`));
    const custom = Object.fromEntries(names.filter((n) => !BUILT_IN.test(n)).map((n) => [n, metrics[n]]));
    return {
      schema_version: 1,
      benchmarks: [benchmark],
      metadata: {
        tool: { name: 'k6' },
        ...(Object.keys(thresholds).length > 0 ? { k6_thresholds: thresholds, k6_thresholds_crossed: crossed } : {}),
        ...(Object.keys(custom).length > 0 ? { k6_custom_metrics: custom } : {}),
      },
    };
  },
};
