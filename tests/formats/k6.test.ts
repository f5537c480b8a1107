import { describe, expect, it } from 'vitest';
import { parseInput } from '../../src/formats/index.js';
import { k6 } from '../../src/formats/k6.js';
import { fileInputFromText } from '../../src/io/read-input.js';
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
  it('gates request and iteration rates (higher) and duration stats in ms (lower), in a stable order', () => {
    const doc = parse({
      iteration_duration: trend,
      'http_req_duration{expected_response:true}': trend,
      http_req_duration: { ...trend, 'p(99)': 9, 'p(99.9)': 12 },
      iterations: { count: 10, rate: 5 },
      http_reqs: { count: 20, rate: 10 },
      http_req_connecting: { ...trend, med: 0 },
    });
    expect(doc.benchmarks.map((b) => b.name)).toEqual([
      'k6 http_reqs rate', 'k6 iterations rate',
      ...['avg', 'min', 'med', 'max', 'p(90)', 'p(95)', 'p(99)', 'p(99.9)'].map((s) => `k6 http_req_duration ${s}`),
      ...['avg', 'min', 'med', 'max', 'p(90)', 'p(95)'].map((s) => `k6 http_req_duration{expected_response:true} ${s}`),
      ...['avg', 'min', 'med', 'max', 'p(90)', 'p(95)'].map((s) => `k6 iteration_duration ${s}`),
    ]);
    expect(doc.benchmarks[0]).toMatchObject({ value: 10, unit: 'req/s', direction: 'higher', count: 20 });
    expect(doc.benchmarks[1]).toMatchObject({ value: 5, unit: 'iterations/s', direction: 'higher' });
    expect(doc.benchmarks[4]).toMatchObject({ name: 'k6 http_req_duration med', value: 2, unit: 'ms', direction: 'lower' });
  });

  it('decodes the inverted threshold booleans and does not fail entries for them', () => {
    const doc = parse({
      http_reqs: { count: 20, rate: 10 },
      http_req_duration: { ...trend, thresholds: { 'p(95)<500': false } },
      http_req_failed: { passes: 3, fails: 17, value: 0.15, thresholds: { 'rate<0.1': true } },
      checks: { passes: 9, fails: 1, value: 0.9 },
    });
    expect(doc.benchmarks[0]).toMatchObject({ failed_requests: 3, checks: { passes: 9, fails: 1 } });
    expect(doc.benchmarks[1]).toMatchObject({ name: 'k6 http_req_duration avg', thresholds: { 'p(95)<500': 'passed' } });
    expect(doc.benchmarks.every((b) => b.success === undefined)).toBe(true);
    expect(doc.metadata?.k6_thresholds_crossed).toEqual(['http_req_failed: rate<0.1']);
  });

  it('keeps custom metrics in metadata without gating them', () => {
    const doc = parse({ http_reqs: { count: 1, rate: 1 }, login_time: trend, 'errors{kind:db}': { count: 0, rate: 0 } });
    expect(doc.benchmarks.map((b) => b.name)).toEqual(['k6 http_reqs rate']);
    expect(Object.keys(doc.metadata?.k6_custom_metrics as object)).toEqual(['errors{kind:db}', 'login_time']);
  });

  it('fails entries whose value is zero: nothing was measured', () => {
    const doc = parse({ http_reqs: { count: 0, rate: 0 }, iterations: { count: 0, rate: 0 } });
    expect(doc.benchmarks.map((b) => b.success)).toEqual([false, false]);
  });

  it('names the file and key path of what it cannot read', () => {
    expect(errorOf({ http_reqs: { count: 1, rate: 'fast' } })).toMatch(/^summary\.json: metrics\.http_reqs\.rate: expected a number, found string "fast"/);
    expect(errorOf({ http_req_duration: { ...trend, med: null } })).toMatch(/^summary\.json: metrics\.http_req_duration\.med: expected a number, found null/);
    expect(errorOf({ http_req_duration: { min: 1 } })).toMatch(/^summary\.json: metrics\.http_req_duration\.avg: is missing/);
    expect(errorOf({ vus: { value: 1, min: 1, max: 1 } })).toMatch(/^summary\.json: metrics: no benchmarks found/);
    expect(errorOf({ http_reqs: { count: 1, rate: 1, thresholds: { 'count>0': 'yes' } } })).toMatch(/metrics\.http_reqs\.thresholds\["count>0"\]: expected true \(crossed\)/);
  });

  it('reads handleSummary() data the same way, with its own threshold booleans and key paths', () => {
    const hs = (metrics: Record<string, unknown>) => parseInput(fileInputFromText('hs.json', JSON.stringify({ metrics, root_group: {}, state: {} })), 'k6');
    const doc = hs({
      http_reqs: { type: 'counter', contains: 'default', values: { count: 20, rate: 10 } },
      http_req_duration: { type: 'trend', contains: 'time', values: trend, thresholds: { 'p(95)<500': { ok: true } } },
      http_req_failed: { type: 'rate', contains: 'default', values: { rate: 0.15, passes: 3, fails: 17 }, thresholds: { 'rate<0.1': { ok: false } } },
    });
    expect(doc.benchmarks.map((b) => [b.name, b.value])).toEqual([['k6 http_reqs rate', 10], ...Object.entries(trend).map(([s, v]) => [`k6 http_req_duration ${s}`, v])]);
    expect(doc.benchmarks[0]).toMatchObject({ failed_requests: 3 });
    expect(doc.benchmarks[1]).toMatchObject({ thresholds: { 'p(95)<500': 'passed' } });
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
