import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { metricGated, metricKind } from '../../src/core/metric-rules.js';
import type { Metric } from '../../src/core/model.js';
import { parseInput } from '../../src/formats/index.js';
import { k6 } from '../../src/formats/k6.js';
import { fileInputFromText, readInput } from '../../src/io/read-input.js';
import { inputErrorOf } from '../helpers/input-error.js';

const trend = { avg: 2.5, min: 0.5, med: 2, max: 40, 'p(90)': 4, 'p(95)': 6 };

function exportOf(metrics: Record<string, unknown>): string {
  return JSON.stringify({ metrics, root_group: { name: '', path: '', id: 'x', groups: {}, checks: {} } });
}

function parse(metrics: Record<string, unknown>) {
  return parseInput(fileInputFromText('summary.json', exportOf(metrics)), 'k6');
}

const errorOf = (metrics: Record<string, unknown>): string => inputErrorOf(() => parse(metrics));

describe('k6 summary JSON', () => {
  it('gives one benchmark: the request rate, with durations (ms, lower), iterations/s, transfer/s and the error rate as metrics', () => {
    const doc = parse({
      iteration_duration: trend,
      'http_req_duration{expected_response:true}': trend,
      http_req_duration: { ...trend, 'p(99)': 9, 'p(99.9)': 12 },
      iterations: { count: 10, rate: 5 },
      http_reqs: { count: 20, rate: 10 },
      http_req_failed: { passes: 3, fails: 17, value: 0.15 },
      data_received: { count: 4000, rate: 2000 },
      http_req_connecting: { ...trend, med: 0 },
    });
    expect(doc.benchmarks).toHaveLength(1);
    const [b] = doc.benchmarks;
    expect(b).toMatchObject({ name: 'k6', value: 10, unit: 'req/s', direction: 'higher', requests: 20, iterations: 10, failed_requests: 3 });
    const stats = ['mean', 'min', 'p50', 'max', 'p90', 'p95'];
    expect(Object.keys(b!.metrics!)).toEqual([
      ...[...stats, 'p99', 'p99.9'].map((s) => `latency ${s}`),
      ...stats.map((s) => `iteration ${s}`),
      'transfer/s', 'error rate', 'iterations/s',
    ]);
    const m = b!.metrics as Record<string, Metric>;
    expect(m['latency p50']).toEqual({ value: 2, unit: 'ms', direction: 'lower' });
    expect(m['latency p99.9']).toEqual({ value: 12, unit: 'ms', direction: 'lower' });
    expect(m['iterations/s']).toEqual({ value: 5, unit: 'iterations/s', direction: 'higher' });
    expect(m['transfer/s']).toEqual({ value: 2000, unit: 'B/s', direction: 'higher' });
    // http_req_failed's own rate (its `value` in --summary-export), in %; the count is a field.
    expect(m['error rate']).toEqual({ value: 15, unit: '%', direction: 'lower' });
    expect(m.errors).toBeUndefined();
    // Percentiles (k6's med, p(N)) are reported, gated only when configured.
    expect(Object.keys(m).filter((n) => metricKind(n, 'ms') === 'percentile')).toHaveLength(8);
  });

  it('gates one request latency: http_req_duration, not again as its {expected_response:true} sub-metric', () => {
    // k6 writes both in every summary; read as two metrics, one slowdown failed twice.
    const [b] = parse({
      http_reqs: { count: 20, rate: 10 },
      http_req_duration: trend,
      'http_req_duration{expected_response:true}': { ...trend, avg: 3 },
      'http_req_duration{name:GET /users}': { ...trend, avg: 4 },
    }).benchmarks;
    const names = Object.keys(b!.metrics!);
    expect(names.filter((n) => n.includes('expected_response'))).toEqual([]);
    expect(names.filter((n) => n.endsWith(' mean'))).toEqual(['latency mean', 'latency{name:GET /users} mean']);
    expect((b!.metrics as Record<string, Metric>)['latency mean']!.value).toBe(2.5);
    // Named with the reason, so that a baseline that has them sets them aside rather than missing them.
    const aside = b!.unmeasured_metrics as Record<string, string>;
    expect(Object.keys(aside)).toEqual(['mean', 'min', 'p50', 'max', 'p90', 'p95'].map((s) => `latency{expected_response:true} ${s}`));
    expect(aside['latency{expected_response:true} mean']).toMatch(/^not read: the successful requests' latency/);
    // Without http_req_duration (a trimmed summary) it is the only request latency there is: read.
    const [alone] = parse({ http_reqs: { count: 20, rate: 10 }, 'http_req_duration{expected_response:true}': trend }).benchmarks;
    expect(alone!.metrics!['latency{expected_response:true} mean']).toEqual({ value: 2.5, unit: 'ms', direction: 'lower' });
    expect(alone!.unmeasured_metrics).toBeUndefined();
    // The real summary (fixtures/formats/k6): one gated request latency, `latency mean`.
    for (const file of ['summary-export.json', 'handle-summary.json']) {
      const doc = parseInput(readInput(resolve(import.meta.dirname, '../../fixtures/formats/k6', file)), 'k6');
      const gated = Object.keys(doc.benchmarks[0]!.metrics!).filter((n) => n.startsWith('latency') && metricGated(metricKind(n, 'ms'), undefined));
      expect(gated).toEqual(['latency mean']);
    }
  });

  it('takes the iteration rate as the value of a test without HTTP requests', () => {
    const [b] = parse({ iterations: { count: 10, rate: 5 }, iteration_duration: trend }).benchmarks;
    expect(b).toMatchObject({ name: 'k6', value: 5, unit: 'iterations/s', direction: 'higher' });
    expect(b!.metrics!['iterations/s']).toBeUndefined();
  });

  it('decodes the inverted threshold booleans into metadata and does not fail the benchmark for them', () => {
    const doc = parse({
      http_reqs: { count: 20, rate: 10 },
      http_req_duration: { ...trend, thresholds: { 'p(95)<500': false } },
      http_req_failed: { passes: 3, fails: 17, value: 0.15, thresholds: { 'rate<0.1': true } },
      checks: { passes: 9, fails: 1, value: 0.9 },
    });
    expect(doc.benchmarks[0]).toMatchObject({ failed_requests: 3, checks: { passes: 9, fails: 1 } });
    expect(doc.benchmarks[0]!.success).toBeUndefined();
    expect(doc.metadata?.k6_thresholds).toEqual({ http_req_duration: { 'p(95)<500': 'passed' }, http_req_failed: { 'rate<0.1': 'crossed' } });
    expect(doc.metadata?.k6_thresholds_crossed).toEqual(['http_req_failed: rate<0.1']);
  });

  it('keeps custom metrics in metadata without comparing them', () => {
    const doc = parse({ http_reqs: { count: 1, rate: 1 }, login_time: trend, 'errors{kind:db}': { count: 0, rate: 0 } });
    expect(doc.benchmarks.map((b) => b.name)).toEqual(['k6']);
    expect(doc.benchmarks[0]!.metrics).toBeUndefined();
    expect(Object.keys(doc.metadata?.k6_custom_metrics as object)).toEqual(['errors{kind:db}', 'login_time']);
  });

  it('fails the benchmark when its rate is zero: nothing was measured', () => {
    const doc = parse({ http_reqs: { count: 0, rate: 0 }, iterations: { count: 0, rate: 0 } });
    expect(doc.benchmarks.map((b) => b.success)).toEqual([false]);
  });

  it('reads the statistics --summary-trend-stats chose, with or without avg', () => {
    // k6 run --summary-trend-stats 'p(50),p(99),p(99.9),count' --summary-export summary.json
    const doc = parse({ http_reqs: { count: 20, rate: 10 }, http_req_duration: { 'p(50)': 2, 'p(99)': 9, 'p(99.9)': 12, count: 20 } });
    const ms = (value: number) => ({ value, unit: 'ms', direction: 'lower' });
    expect(doc.benchmarks[0]!.metrics).toEqual({ 'latency p50': ms(2), 'latency p99': ms(9), 'latency p99.9': ms(12) });
  });

  it('names the file and key path of what it cannot read', () => {
    expect(errorOf({ http_reqs: { count: 1, rate: 'fast' } })).toMatch(/^summary\.json: metrics\.http_reqs\.rate: expected a number, found string "fast"/);
    expect(errorOf({ http_reqs: { count: 1, rate: 1 }, http_req_duration: { ...trend, med: null } })).toMatch(/^summary\.json: metrics\.http_req_duration\.med: expected a number, found null/);
    expect(errorOf({ vus: { value: 1, min: 1, max: 1 } })).toMatch(/^summary\.json: metrics: no benchmark found/);
    expect(errorOf({ http_req_duration: trend })).toMatch(/^summary\.json: metrics: no benchmark found: expected the http_reqs or iterations rate/);
    expect(errorOf({ http_reqs: { count: 1, rate: 1, thresholds: { 'count>0': 'yes' } } })).toMatch(/metrics\.http_reqs\.thresholds\["count>0"\]: expected true \(crossed\)/);
    expect(errorOf({ http_reqs: { count: 1, rate: 1 }, http_req_failed: { passes: 1, fails: 0, value: 2 } })).toMatch(/^summary\.json: metrics\.http_req_failed\.value: is 2, not a share between 0 and 1/);
  });

  it('computes the error rate from passes and fails as k6 does when the share is not in the file', () => {
    const [b] = parse({ http_reqs: { count: 8, rate: 4 }, http_req_failed: { passes: 2, fails: 6 } }).benchmarks;
    expect(b!.metrics!['error rate']).toEqual({ value: 25, unit: '%', direction: 'lower' });
    expect(b!.failed_requests).toBe(2);
  });

  it('reads handleSummary() data the same way, with its own threshold booleans and key paths', () => {
    const hs = (metrics: Record<string, unknown>) => parseInput(fileInputFromText('hs.json', JSON.stringify({ metrics, root_group: {}, state: {} })), 'k6');
    const doc = hs({
      http_reqs: { type: 'counter', contains: 'default', values: { count: 20, rate: 10 } },
      http_req_duration: { type: 'trend', contains: 'time', values: trend, thresholds: { 'p(95)<500': { ok: true } } },
      http_req_failed: { type: 'rate', contains: 'default', values: { rate: 0.15, passes: 3, fails: 17 }, thresholds: { 'rate<0.1': { ok: false } } },
    });
    expect(doc.benchmarks.map((b) => [b.name, b.value])).toEqual([['k6', 10]]);
    const names: Record<string, string> = { avg: 'mean', min: 'min', med: 'p50', max: 'max', 'p(90)': 'p90', 'p(95)': 'p95' };
    expect(Object.entries(doc.benchmarks[0]!.metrics!).map(([n, m]) => [n, (m as Metric).value])).toEqual([
      ...Object.entries(trend).map(([s, v]) => [`latency ${names[s]}`, v]), ['error rate', 15],
    ]);
    expect(doc.benchmarks[0]).toMatchObject({ failed_requests: 3 });
    expect(doc.metadata?.k6_thresholds).toMatchObject({ http_req_duration: { 'p(95)<500': 'passed' } });
    expect(doc.metadata?.k6_thresholds_crossed).toEqual(['http_req_failed: rate<0.1']);
    expect(() => hs({ http_reqs: { type: 'counter', values: { count: 1, rate: 'x' } } })).toThrow(/^hs\.json: metrics\.http_reqs\.values\.rate: expected a number/);
    expect(() => hs({ http_reqs: { type: 'counter', values: { count: 1, rate: 1 }, thresholds: { 'count>0': true } } })).toThrow(/metrics\.http_reqs\.thresholds\["count>0"\]: expected an object/);
  });

  it('detects both summary shapes, not a mix of them or schema v1', () => {
    const input = (v: unknown) => fileInputFromText('s.json', JSON.stringify(v));
    expect(k6.detect(input(JSON.parse(exportOf({ http_reqs: { count: 1, rate: 1 } }))))).toBe(true);
    expect(k6.detect(input({ metrics: { http_reqs: { type: 'counter', values: { count: 1, rate: 1 } } }, root_group: {} }))).toBe(true);
    expect(k6.detect(input({ metrics: { a: { type: 'counter', values: {} }, b: { count: 1 } }, root_group: {} }))).toBe(false);
    expect(k6.detect(input({ schema_version: 1, benchmarks: [], metrics: {}, root_group: {} }))).toBe(false);
    expect(k6.detect(input({ metrics: {} }))).toBe(false);
  });
});
