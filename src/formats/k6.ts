/**
 * k6's end-of-test summary as JSON: `--summary-export` (each metric maps straight to its statistics)
 * and the data handed to `handleSummary()` written with JSON.stringify (each metric is
 * `{type, contains, values, thresholds}`). Gated, named `k6 <metric> <stat>` with k6's own names:
 *
 *   k6 http_req_duration avg|min|med|max|p(90)|p(95)   ms, lower is better (every p(N) k6 printed,
 *   k6 http_req_duration{expected_response:true} ...   and the same for its sub-metrics)
 *   k6 iteration_duration avg|min|med|max|p(90)|p(95)  ms, lower
 *   k6 http_reqs rate                                  req/s, higher
 *   k6 iterations rate                                 iterations/s, higher
 *
 * k6's other built-in timings (blocked, connecting, TLS, sending, waiting, receiving) are parts of
 * http_req_duration and are zero on a local network, so they are not gated. Custom metrics are kept
 * in `metadata.k6_custom_metrics` but not gated: the export does not say whether a custom Trend is a
 * time or which way is better, and guessing could invert a verdict.
 *
 * Thresholds: in --summary-export `true` means the threshold was CROSSED (k6 issue #1498); in
 * handleSummary data `ok: true` means it passed. Both are decoded to "passed"/"crossed" on the
 * metric's entries and listed in metadata. They do not fail entries: k6 already fails the run itself
 * (exit code 99), and bench-gate gates regressions against the baseline, not absolute limits.
 */
import type { BenchmarkDocument, BenchmarkEntry } from '../core/model.js';
import { latencyEntry, throughputEntry } from './shared/http.js';
import { isObject, type JsonObject, JsonReader, keyPath } from './shared/json-reader.js';
import type { FormatAdapter, FormatInput } from './types.js';

const HINT = 'Export it again with k6 run --summary-export (or JSON.stringify in handleSummary)';
const TRENDS = /^(http_req_duration(\{.*\})?|iteration_duration)$/;
const RATES: Record<string, string> = { http_reqs: 'req/s', iterations: 'iterations/s' };
const BUILT_IN = /^(checks|data_received|data_sent|dropped_iterations|group_duration|http_req_\w+|http_reqs|iteration_duration|iterations|vus|vus_max)(\{.*\})?$/;
const STAT_ORDER = ['avg', 'min', 'med', 'max'];

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

function metricOf(f: JsonReader, metrics: JsonObject, name: string, handleSummary: boolean): Metric {
  const path = keyPath('metrics', name);
  const m = f.object(metrics[name], path);
  const thresholds = thresholdsOf(f, m.thresholds, keyPath(path, 'thresholds'), handleSummary);
  if (!handleSummary) return { stats: m, path, ...(thresholds ? { thresholds } : {}) };
  const valuesPath = keyPath(path, 'values');
  return { stats: f.object(m.values, valuesPath), path: valuesPath, ...(thresholds ? { thresholds } : {}) };
}

function trendEntries(f: JsonReader, name: string, m: Metric): BenchmarkEntry[] {
  const stats = Object.keys(m.stats).filter((k) => STAT_ORDER.includes(k) || !Number.isNaN(percentOf(k))).sort(statOrder);
  if (!stats.includes('avg')) f.fail(keyPath(m.path, 'avg'), 'is missing; a k6 Trend has avg, min, med, max and percentiles');
  const extra = m.thresholds ? { thresholds: m.thresholds } : {};
  return stats.map((stat) => latencyEntry(`k6 ${name} ${stat}`, f.numberAt(m.stats, m.path, stat), extra));
}

function rateEntry(f: JsonReader, name: string, m: Metric, extra: JsonObject): BenchmarkEntry {
  const rate = f.numberAt(m.stats, m.path, 'rate');
  const fields = { count: f.numberAt(m.stats, m.path, 'count'), ...(m.thresholds ? { thresholds: m.thresholds } : {}), ...extra };
  if (RATES[name] === 'req/s') return throughputEntry(`k6 ${name} rate`, rate, fields);
  const entry: BenchmarkEntry = { name: `k6 ${name} rate`, value: rate, unit: RATES[name], direction: 'higher', ...fields };
  return rate > 0 ? entry : { ...entry, success: false, error: 'no iteration completed' };
}

/** Secondary numbers for the http_reqs entry: failed requests, checks, bytes. */
function requestExtras(f: JsonReader, metrics: JsonObject, hs: boolean): JsonObject {
  const extra: JsonObject = {};
  if (metrics.http_req_failed !== undefined) {
    // A Rate counts its true values as "passes": here, the requests that failed.
    const m = metricOf(f, metrics, 'http_req_failed', hs);
    extra.failed_requests = f.numberAt(m.stats, m.path, 'passes');
  }
  if (metrics.checks !== undefined) {
    const m = metricOf(f, metrics, 'checks', hs);
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
    const benchmarks: BenchmarkEntry[] = [
      ...names.filter((n) => n in RATES).map((n) => rateEntry(f, n, metricOf(f, metrics, n, hs), n === 'http_reqs' ? requestExtras(f, metrics, hs) : {})),
      ...names.filter((n) => TRENDS.test(n)).flatMap((n) => trendEntries(f, n, metricOf(f, metrics, n, hs))),
    ];
    if (benchmarks.length === 0) {
      f.fail('metrics', 'no benchmarks found: expected http_reqs, iterations, http_req_duration or iteration_duration');
    }
    const thresholds = Object.fromEntries(names.flatMap((n) => {
      const t = isObject(metrics[n]) ? thresholdsOf(f, metrics[n].thresholds, keyPath(keyPath('metrics', n), 'thresholds'), hs) : undefined;
      return t ? [[n, t]] : [];
    })) as Record<string, Record<string, string>>;
    const crossed = Object.entries(thresholds).flatMap(([m, t]) => Object.entries(t).filter(([, v]) => v === 'crossed').map(([e]) => `${m}: ${e}`));
    const custom = Object.fromEntries(names.filter((n) => !BUILT_IN.test(n)).map((n) => [n, metrics[n]]));
    return {
      schema_version: 1,
      benchmarks,
      metadata: {
        tool: { name: 'k6' },
        ...(Object.keys(thresholds).length > 0 ? { k6_thresholds: thresholds, k6_thresholds_crossed: crossed } : {}),
        ...(Object.keys(custom).length > 0 ? { k6_custom_metrics: custom } : {}),
      },
    };
  },
};
