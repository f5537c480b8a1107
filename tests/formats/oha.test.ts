import { describe, expect, it } from 'vitest';
import { parseInput } from '../../src/formats/index.js';
import { oha } from '../../src/formats/oha.js';
import { fileInputFromText } from '../../src/io/read-input.js';
import { inputErrorOf } from '../helpers/input-error.js';

function output(over: Record<string, unknown> = {}, summary: Record<string, unknown> = {}) {
  return {
    summary: { successRate: 1, total: 1.0021, slowest: 0.0215, fastest: 0.00004, average: 0.0012, requestsPerSec: 8123.5, totalData: 250000, sizePerRequest: 31, sizePerSec: 249000, ...summary },
    responseTimeHistogram: { '0.001': 10 },
    latencyPercentiles: { p10: 0.0001, p25: 0.0003, p50: 0.0008, p75: 0.0012, p90: 0.002, p95: 0.003, p99: 0.009, 'p99.9': 0.015, 'p99.99': 0.02 },
    rps: { mean: 8000, stddev: 100, max: 9000, min: 7000, percentiles: {} },
    details: {},
    statusCodeDistribution: { 200: 8140 },
    errorDistribution: {},
    ...over,
  };
}

function parse(d: unknown) {
  return parseInput(fileInputFromText('oha.json', JSON.stringify(d)), 'oha').benchmarks;
}

const errorOf = (d: unknown): string => inputErrorOf(() => parse(d));

describe('oha', () => {
  it('gives requests/sec, avg, max and p50 and above in ms; fastest, p10 and p25 as fields', () => {
    const e = Object.fromEntries(parse(output()).map((b) => [b.name, b]));
    expect(Object.keys(e)).toEqual([
      'oha requests/sec', 'oha latency avg', 'oha latency max',
      ...['p50', 'p75', 'p90', 'p95', 'p99', 'p99.9', 'p99.99'].map((p) => `oha latency ${p}`),
    ]);
    expect(e['oha requests/sec']).toMatchObject({ value: 8123.5, unit: 'req/s', direction: 'higher', success_rate: 1, total_s: 1.0021, status_codes: { 200: 8140 } });
    expect(e['oha latency avg']).toMatchObject({ value: 1.2, unit: 'ms', direction: 'lower', fastest: 0.04, p10: 0.1, p25: 0.3 });
    expect(e['oha latency p99.9']!.value).toBe(15);
  });

  it('keeps errors as fields when some requests failed', () => {
    const [r] = parse(output({ errorDistribution: { 'connection closed': 14 } }, { successRate: 0.9 }));
    expect(r).toMatchObject({ success_rate: 0.9, errors: { 'connection closed': 14 } });
    expect(r!.success).toBeUndefined();
  });

  it('fails every entry when no request succeeded (oha writes null for what it could not measure)', () => {
    const entries = parse(output({ latencyPercentiles: { p50: null }, errorDistribution: { 'connection closed': 50 } }, { successRate: 0, average: null, slowest: null, fastest: null }));
    for (const e of entries) expect(e).toMatchObject({ success: false, error: 'no request succeeded (connection closed)' });
    expect(JSON.stringify(entries)).not.toContain('NaN');
  });

  it('names the file and key path of what it cannot read', () => {
    expect(errorOf(output({}, { requestsPerSec: 'fast' }))).toMatch(/^oha\.json: summary\.requestsPerSec: expected a number, found string "fast"/);
    expect(errorOf(output({ latencyPercentiles: { median: 1 } }))).toMatch(/^oha\.json: latencyPercentiles\.median: is not a percentile key/);
    expect(errorOf(output({ latencyPercentiles: { p50: '1' } }))).toMatch(/^oha\.json: latencyPercentiles\.p50: expected a number/);
    expect(errorOf(output({ statusCodeDistribution: [] }))).toMatch(/^oha\.json: statusCodeDistribution: expected an object, found an array/);
  });

  it('detects oha output only', () => {
    const input = (v: unknown) => fileInputFromText('x.json', JSON.stringify(v));
    expect(oha.detect(input(output()))).toBe(true);
    expect(oha.detect(input({ summary: { requestsPerSec: 1 } }))).toBe(false);
  });
});
