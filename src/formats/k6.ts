/**
 * k6's `--summary-export` JSON: `metrics` maps each metric (and sub-metric, `name{tag:value}`) to its
 * end-of-test statistics. Gated, named `k6 <metric> <stat>` with k6's own names:
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
 * Thresholds: in this export `true` means the threshold was CROSSED (k6 issue #1498). They are
 * decoded to "passed"/"crossed" on the metric's entries and listed in metadata; they do not fail
 * entries, because k6 already fails the run itself (exit code 99) and bench-gate gates regressions
 * against the baseline, not the user's absolute limits.
 */
import type { BenchmarkDocument, BenchmarkEntry } from '../core/model.js';
import { latencyEntry, throughputEntry } from './http-shared.js';
import { Fields, isObject, jsonOf, type JsonObject, keyPath } from './json-fields.js';
import type { FormatAdapter, FormatInput } from './types.js';

const HINT = 'Export it again with k6 run --summary-export';
const TRENDS = /^(http_req_duration(\{.*\})?|iteration_duration)$/;
const RATES: Record<string, string> = { http_reqs: 'req/s', iterations: 'iterations/s' };
const BUILT_IN = /^(checks|data_received|data_sent|dropped_iterations|group_duration|http_req_\w+|http_reqs|iteration_duration|iterations|vus|vus_max)(\{.*\})?$/;
const STAT_ORDER = ['avg', 'min', 'med', 'max'];

function statOrder(a: string, b: string): number {
  const ia = STAT_ORDER.indexOf(a);
  const ib = STAT_ORDER.indexOf(b);
  if (ia >= 0 || ib >= 0) return (ia < 0 ? 99 : ia) - (ib < 0 ? 99 : ib);
  return percentOf(a) - percentOf(b);
}

function percentOf(stat: string): number {
  return Number(/^p\((\d+(?:\.\d+)?)\)$/.exec(stat)?.[1] ?? Number.NaN);
}

/** `{"p(95)<500": true}` -> `{"p(95)<500": "crossed"}`: the export's booleans are inverted. */
function decodeThresholds(f: Fields, metric: JsonObject, path: string): Record<string, string> | undefined {
  if (metric.thresholds === undefined) return undefined;
  const raw = f.object(metric.thresholds, keyPath(path, 'thresholds'));
  return Object.fromEntries(Object.entries(raw).map(([expr, crossed]) => {
    if (typeof crossed !== 'boolean') f.fail(keyPath(keyPath(path, 'thresholds'), expr), 'expected true (crossed) or false (passed)');
    return [expr, crossed ? 'crossed' : 'passed'];
  }));
}

function trendEntries(f: Fields, name: string, metric: JsonObject, path: string): BenchmarkEntry[] {
  const thresholds = decodeThresholds(f, metric, path);
  const stats = Object.keys(metric).filter((k) => STAT_ORDER.includes(k) || !Number.isNaN(percentOf(k))).sort(statOrder);
  if (!stats.includes('avg')) f.fail(keyPath(path, 'avg'), 'is missing; a k6 Trend has avg, min, med, max and percentiles');
  return stats.map((stat) => latencyEntry(`k6 ${name} ${stat}`, f.numberAt(metric, path, stat), thresholds ? { thresholds } : {}));
}

function rateEntry(f: Fields, name: string, metric: JsonObject, path: string, extra: JsonObject): BenchmarkEntry {
  const rate = f.numberAt(metric, path, 'rate');
  const count = f.numberAt(metric, path, 'count');
  const thresholds = decodeThresholds(f, metric, path);
  const fields = { count, ...(thresholds ? { thresholds } : {}), ...extra };
  if (RATES[name] === 'req/s') return throughputEntry(`k6 ${name} rate`, rate, fields);
  const entry: BenchmarkEntry = { name: `k6 ${name} rate`, value: rate, unit: RATES[name], direction: 'higher', ...fields };
  return rate > 0 ? entry : { ...entry, success: false, error: 'no iteration completed' };
}

/** Secondary numbers for the http_reqs entry: failed requests, checks, bytes. */
function requestExtras(f: Fields, metrics: JsonObject): JsonObject {
  const extra: JsonObject = {};
  if (metrics.http_req_failed !== undefined) {
    // A Rate counts its true values as "passes": here, the requests that failed.
    const path = keyPath('metrics', 'http_req_failed');
    extra.failed_requests = f.numberAt(f.object(metrics.http_req_failed, path), path, 'passes');
  }
  if (metrics.checks !== undefined) {
    const checks = f.object(metrics.checks, 'metrics.checks');
    extra.checks = { passes: f.numberAt(checks, 'metrics.checks', 'passes'), fails: f.numberAt(checks, 'metrics.checks', 'fails') };
  }
  for (const key of ['data_received', 'data_sent']) {
    const m = metrics[key];
    if (isObject(m) && typeof m.count === 'number') extra[`${key}_bytes`] = m.count;
  }
  return extra;
}

function allThresholds(metrics: JsonObject): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const [name, m] of Object.entries(metrics)) {
    if (!isObject(m) || !isObject(m.thresholds)) continue;
    out[name] = Object.fromEntries(Object.entries(m.thresholds).map(([e, v]) => [e, v === true ? 'crossed' : 'passed']));
  }
  return out;
}

function detect(input: FormatInput): boolean {
  if (input.kind !== 'file' || !isObject(input.json)) return false;
  const { metrics, root_group: root } = input.json;
  if (!isObject(metrics) || !isObject(root) || 'schema_version' in input.json) return false;
  // handleSummary()'s data has {type, contains, values} per metric: a different shape.
  return Object.values(metrics).every((m) => isObject(m) && !('type' in m) && !('values' in m));
}

export const k6: FormatAdapter = {
  id: 'k6',
  title: 'k6 --summary-export JSON',
  producedBy: 'k6 run --summary-export summary.json script.js',
  detect,
  parse(input): BenchmarkDocument {
    const f = new Fields(input.path, HINT);
    const root = f.object(jsonOf(input, 'a k6 summary export', HINT), '');
    const metrics = f.object(root.metrics, 'metrics');
    const names = Object.keys(metrics).sort();
    const benchmarks: BenchmarkEntry[] = [];
    for (const name of names.filter((n) => n in RATES)) {
      const path = keyPath('metrics', name);
      benchmarks.push(rateEntry(f, name, f.object(metrics[name], path), path, name === 'http_reqs' ? requestExtras(f, metrics) : {}));
    }
    for (const name of names.filter((n) => TRENDS.test(n))) {
      const path = keyPath('metrics', name);
      benchmarks.push(...trendEntries(f, name, f.object(metrics[name], path), path));
    }
    if (benchmarks.length === 0) {
      f.fail('metrics', 'no benchmarks found: expected http_reqs, iterations, http_req_duration or iteration_duration');
    }
    const custom = Object.fromEntries(names.filter((n) => !BUILT_IN.test(n)).map((n) => [n, metrics[n]]));
    const thresholds = allThresholds(metrics);
    const crossed = Object.entries(thresholds).flatMap(([m, t]) => Object.entries(t).filter(([, v]) => v === 'crossed').map(([e]) => `${m}: ${e}`));
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
