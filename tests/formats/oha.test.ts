import { describe, expect, it } from 'vitest';
import { metricKind } from '../../src/core/metric-rules.js';
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
  it('gives one benchmark: requests/s, with latency mean, max and percentiles in ms, transfer/s and the error rate as metrics', () => {
    const [e, ...rest] = parse(output());
    expect(rest).toEqual([]);
    expect(e).toMatchObject({ name: 'oha', value: 8123.5, unit: 'req/s', direction: 'higher', success_rate: 1, total_s: 1.0021, status_codes: { 200: 8140 }, latency_fastest_ms: 0.04 });
    const ms = (value: number) => ({ value, unit: 'ms', direction: 'lower' });
    expect(e!.metrics).toEqual({
      'latency mean': ms(1.2), 'latency max': ms(21.5),
      'latency p10': ms(0.1), 'latency p25': ms(0.3), 'latency p50': ms(0.8), 'latency p75': ms(1.2), 'latency p90': ms(2),
      'latency p95': ms(3), 'latency p99': ms(9), 'latency p99.9': ms(15), 'latency p99.99': ms(20),
      'transfer/s': { value: 249000, unit: 'B/s', direction: 'higher' },
      'error rate': { value: 0, unit: '%', direction: 'lower' },
    });
    expect(e!.failed_requests).toBe(0);
    expect(Object.keys(e!.metrics!).filter((n) => metricKind(n, 'ms') === 'percentile')).toHaveLength(9);
  });

  it('counts the failed requests in the error rate, not those oha cut off at the end of -z', () => {
    const [r] = parse(output({ errorDistribution: { 'connection closed': 14, 'aborted due to deadline': 7 } }, { successRate: 0.9 }));
    expect(r).toMatchObject({ success_rate: 0.9, errors: { 'connection closed': 14, 'aborted due to deadline': 7 } });
    expect(r!.failed_requests).toBe(14);
    expect(r!.metrics?.['error rate']).toEqual({ value: Number((1400 / 8154).toPrecision(12)), unit: '%', direction: 'lower' });
    expect(r!.metrics?.errors).toBeUndefined();
    expect(r!.success).toBeUndefined();
  });

  it('counts responses with a status outside 200-399 as failed, as wrk does (oha counts them as successes)', () => {
    const [r] = parse(output({ statusCodeDistribution: { 200: 7600, 301: 40, 500: 400, 429: 100 }, errorDistribution: { 'connection closed': 3 } }));
    expect(r!.failed_requests).toBe(503);
    expect(r!.metrics?.['error rate']).toEqual({ value: Number((50300 / 8143).toPrecision(12)), unit: '%', direction: 'lower' });
    expect(r).toMatchObject({ errors: { 'connection closed': 3 }, status_codes: { 200: 7600, 500: 400 } });
  });

  it('fails the benchmark when no request succeeded (oha writes null for what it could not measure)', () => {
    const [e] = parse(output({ latencyPercentiles: { p50: null }, errorDistribution: { 'connection closed': 50 } }, { successRate: 0, average: null, slowest: null, fastest: null }));
    expect(e).toMatchObject({ success: false, error: 'no request succeeded (connection closed)', latency_fastest_ms: null });
    expect(Object.keys(e!.unmeasured_metrics as object)).toEqual(['latency mean', 'latency max', 'latency p50']);
    expect(JSON.stringify(e)).not.toContain('NaN');
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
