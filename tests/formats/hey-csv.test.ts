/** hey -o csv: rows summarised into hey's entries; errors name the line. */
import type { Metric } from '../../src/core/model.js';
import { describe, expect, it } from 'vitest';
import { formats, parseInput } from '../../src/formats/index.js';
import { fileInputFromText } from '../../src/io/read-input.js';
import { inputErrorOf } from '../helpers/input-error.js';

const HEADER = 'response-time,DNS+dialup,DNS,Request-write,Response-delay,Response-read,status-code,offset';
const row = (latency: number, offset: number, status = 200) => `${latency.toFixed(4)},0.0001,0.0000,0.0000,${latency.toFixed(4)},0.0000,${status},${offset.toFixed(4)}`;
const convert = (rows: string[]) => parseInput(fileInputFromText('hey.csv', `${[HEADER, ...rows].join('\n')}\n`), 'hey-csv');

describe('hey-csv', () => {
  it('summarises the rows as hey\'s report does', () => {
    // Ten responses of 1..10 ms; the last ends at 0.1 + 0.01 s.
    const rows = Array.from({ length: 10 }, (_, i) => row((i + 1) / 1000, i / 100, i === 9 ? 500 : 200));
    const [e, ...rest] = convert(rows).benchmarks;
    expect(rest).toEqual([]);
    expect(e).toMatchObject({ name: 'hey', value: 10 / 0.1, unit: 'req/s', total_s: 0.1, status_codes: { 200: 9, 500: 1 }, latency_fastest_ms: 1 });
    const m = e!.metrics as Record<string, Metric>;
    expect(m['latency mean']).toEqual({ value: 5.5, unit: 'ms', direction: 'lower' });
    expect(m['latency max']!.value).toBe(10);
    // hey's rule: the first latency whose rank (i * 100 / n) reaches the percentile; with ten
    // responses no rank reaches 95, and hey prints no p95 or p99 either.
    expect(['p10', 'p25', 'p50', 'p75', 'p90'].map((p) => m[`latency ${p}`]!.value)).toEqual([2, 4, 6, 9, 10]);
    expect(m['latency p95']).toBeUndefined();
    // The one 500 is an error, as hey's text report and wrk count it: one response in ten.
    expect(m['error rate']).toEqual({ value: 10, unit: '%', direction: 'lower' });
    expect(e!.failed_requests).toBe(1);
    expect(m.errors).toBeUndefined();
  });

  it('counts the responses with a status outside 200-399 in the error rate: 5% of 500s is not a faster run', () => {
    const rows = Array.from({ length: 100 }, (_, i) => row(0.001, i / 1000, i % 20 === 0 ? 500 : i % 50 === 1 ? 404 : i % 10 === 3 ? 302 : 200));
    const [e] = convert(rows).benchmarks;
    expect(e!.status_codes).toEqual({ 200: 83, 302: 10, 404: 2, 500: 5 });
    expect((e!.metrics as Record<string, Metric>)['error rate']).toEqual({ value: 7, unit: '%', direction: 'lower' });
    expect(e!.failed_requests).toBe(7);
  });

  it('keeps the mean of sub-millisecond rows (computed, not printed), leaves out percentiles one 0.1 ms step moves by more than 8%', () => {
    const rows = Array.from({ length: 100 }, (_, i) => row(i < 50 ? 0.0002 : i < 99 ? 0.0003 : 0.0015, i / 1000));
    const [e] = convert(rows).benchmarks;
    const m = e!.metrics as Record<string, Metric>;
    expect(m['latency mean']).toEqual({ value: 0.262, unit: 'ms', direction: 'lower' });
    expect(m['latency max']).toEqual({ value: 1.5, unit: 'ms', direction: 'lower' });
    expect(m['latency p99']).toEqual({ value: 1.5, unit: 'ms', direction: 'lower' });
    expect(Object.keys(e!.unmeasured_metrics as object)).toEqual(['latency p10', 'latency p25', 'latency p50', 'latency p75', 'latency p90', 'latency p95']);
  });

  it('reports the benchmark failed when no request got a response', () => {
    const doc = convert([]);
    expect(doc.benchmarks.map((b) => b.success)).toEqual([false]);
  });

  it('errors name the line', () => {
    expect(inputErrorOf(() => convert([row(0.001, 0), '0.0010,0.0001,200,0.0']))).toBe('hey.csv: line 3: a row of 4 columns, expected 8. Give the unchanged output of hey -o csv');
    expect(inputErrorOf(() => convert([row(0.001, 0).replace('0.0010', 'abc')]))).toMatch(/^hey\.csv: line 2: "abc" in column 1 is not a number of seconds/);
    expect(inputErrorOf(() => convert([row(0.001, 0, 200).replace(',200,', ',OK,')]))).toMatch(/^hey\.csv: line 2: "OK" is not an HTTP status code/);
  });

  it('is claimed by hey-csv alone, by its header', () => {
    const claims = (text: string) => formats().filter((f) => f.detect(fileInputFromText('x.csv', text))).map((f) => f.id);
    expect(claims(`${HEADER}\n${row(0.001, 0)}\n`)).toEqual(['hey-csv']);
    expect(claims('name,value\nx,1\n')).toEqual([]);
  });
});
