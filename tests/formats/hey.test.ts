import { describe, expect, it } from 'vitest';
import { metricKind } from '../../src/core/metric-rules.js';
import type { BenchmarkEntry } from '../../src/core/model.js';
import { hey } from '../../src/formats/hey.js';
import { parseInput } from '../../src/formats/index.js';
import { fileInputFromText, readInput } from '../../src/io/read-input.js';
import { runGate } from '../../src/core/gate.js';
import { DEFAULT_GATE_OPTIONS } from '../../src/core/gate-options.js';
import { inputErrorOf } from '../helpers/input-error.js';

function report(o: { average?: string; p50?: string; rps?: string; errors?: string[]; codes?: string[] } = {}): string[] {
  return [
    '',
    'Summary:',
    '  Total:\t1.0149 secs',
    '  Slowest:\t0.0538 secs',
    '  Fastest:\t0.0000 secs',
    `  Average:\t${o.average ?? '0.0025'} secs`,
    `  Requests/sec:\t${o.rps ?? '3988.7229'}`,
    '  ',
    '  Total data:\t125488 bytes',
    '  Size/request:\t31 bytes',
    '',
    'Response time histogram:',
    '  0.000 [1]\t|',
    '  0.005 [3551]\t|■■■■■■■■',
    '',
    'Latency distribution:',
    '  10%% in 0.0000 secs',
    '  25%% in 0.0016 secs',
    `  50%% in ${o.p50 ?? '0.0020'} secs`,
    '  99%% in 0.0134 secs',
    '',
    'Details (average, fastest, slowest):',
    '  DNS+dialup:\t0.0000 secs, 0.0000 secs, 0.0055 secs',
    '',
    'Status code distribution:',
    ...(o.codes ?? ['  [200]\t4048 responses']),
    '',
    ...(o.errors ? ['Error distribution:', ...o.errors] : []),
  ];
}

function parse(lines: string[]): BenchmarkEntry[] {
  return parseInput(fileInputFromText('hey.txt', lines.join('\n')), 'hey').benchmarks;
}

const errorOf = (lines: string[]): string => inputErrorOf(() => parse(lines));

describe('hey', () => {
  it('gives one benchmark: requests/s, with latency mean, max and percentiles in ms and the error rate as metrics', () => {
    const [e, ...rest] = parse(report());
    expect(rest).toEqual([]);
    expect(e).toMatchObject({ name: 'hey', value: 3988.7229, unit: 'req/s', direction: 'higher', total_s: 1.0149, total_data_bytes: 125488, status_codes: { 200: 4048 }, latency_fastest_ms: 0 });
    expect(e!.details).toEqual({ 'DNS+dialup': { avg: 0, fastest: 0, slowest: 5.5 } });
    const ms = (value: number) => ({ value, unit: 'ms', direction: 'lower' });
    expect(e!.metrics).toEqual({
      'latency mean': ms(2.5), 'latency max': ms(53.8), 'latency p25': ms(1.6), 'latency p50': ms(2), 'latency p99': ms(13.4),
      'error rate': { value: 0, unit: '%', direction: 'lower' },
    });
    expect(e!.failed_requests).toBe(0);
    expect(Object.keys(e!.metrics!).filter((n) => metricKind(n, 'ms') === 'percentile')).toEqual(['latency p25', 'latency p50', 'latency p99']);
  });

  it('reads percentiles printed with one percent sign (older hey) too', () => {
    const lines = report().map((l) => l.replace('%%', '%'));
    expect(Object.keys(parse(lines)[0]!.metrics!)).toContain('latency p50');
  });

  it('counts the error distribution among the failed requests of the error rate, kept by message as a field', () => {
    const e = parse(report({ errors: ['  [14]\tGet "http://127.0.0.1:1/x": EOF', '  [2]\tdial tcp: refused'] }))[0]!;
    expect(e.success).toBeUndefined();
    expect(e.failed_requests).toBe(16);
    // 16 requests that got no response, of 4048 responses and those 16.
    expect(e.metrics?.['error rate']).toEqual({ value: Number((1600 / 4064).toPrecision(12)), unit: '%', direction: 'lower' });
    expect(e.metrics?.errors).toBeUndefined();
    expect(e.errors).toEqual({ 'Get "http://127.0.0.1:1/x": EOF': 14, 'dial tcp: refused': 2 });
  });

  it('counts responses with a status outside 200-399 as errors, as wrk does: 5% of 500s at a higher rate is not faster', () => {
    const e = parse(report({ codes: ['  [200]\t3800 responses', '  [302]\t48 responses', '  [500]\t190 responses', '  [404]\t10 responses'] }))[0]!;
    expect(e.metrics?.['error rate']).toEqual({ value: Number((20000 / 4048).toPrecision(12)), unit: '%', direction: 'lower' });
    expect(e.failed_requests).toBe(200);
    expect(e.errors).toBeUndefined();
    const both = parse(report({ codes: ['  [503]\t7 responses'], errors: ['  [3]\tdial tcp: refused'] }))[0]!;
    expect(both.metrics?.['error rate']).toEqual({ value: 100, unit: '%', direction: 'lower' });
    expect(both.failed_requests).toBe(10);
    expect(both.errors).toEqual({ 'dial tcp: refused': 3 });
  });

  it('fails the benchmark when no request got a response', () => {
    const [e] = parse(report({ average: ' NaN', codes: [], errors: ['  [100]\tGet "http://h/reset": EOF'] }));
    expect(e!.success).toBe(false);
    expect(e!.error).toContain('no request got a response (Get "http://h/reset": EOF)');
    expect(JSON.stringify(e)).not.toContain('NaN');
  });

  it('leaves out a latency below hey\'s resolution, saying why', () => {
    const [e] = parse(report({ p50: '0.0000' }));
    expect(e!.success).toBeUndefined();
    expect(e!.metrics!['latency p50']).toBeUndefined();
    expect((e!.unmeasured_metrics as Record<string, string>)['latency p50']).toContain('hey prints latencies to 0.1 ms');
    expect(Object.keys(e!.unmeasured_metrics as object)).toEqual(['latency p10', 'latency p50']);
  });

  it('leaves out a latency one step of hey\'s 0.1 ms moves by more than 8%: 0.0001 -> 0.0002 secs is not +100%', () => {
    const [e] = parse(report({ average: '0.0002', p50: '0.0012' }));
    const unmeasured = e!.unmeasured_metrics as Record<string, string>;
    expect(Object.keys(unmeasured)).toEqual(['latency mean', 'latency p10', 'latency p50']);
    expect(unmeasured['latency mean']).toBe('hey prints latencies to 0.1 ms: under 1.25 ms one step of that is a change of more than 8%, so it cannot be compared; gate requests/s or a percentile of 1.25 ms or more instead');
    expect(Object.keys(e!.metrics!)).toEqual(['latency max', 'latency p25', 'latency p99', 'error rate']);
    expect(parse(report({ p50: '0.0013' }))[0]!.metrics!['latency p50']).toEqual({ value: 1.3, unit: 'ms', direction: 'lower' });
  });

  it('does not fail an unchanged server on one step of hey\'s 0.1 ms: two real runs, 0.0003 and 0.0004 secs', () => {
    const doc = (n: number) => parseInput(readInput(`fixtures/formats/hey/unchanged-${n}.txt`), 'hey');
    const report = runGate({ source: 'unchanged-1.txt', document: doc(1) }, [{ source: 'unchanged-2.txt', document: doc(2) }], DEFAULT_GATE_OPTIONS);
    const latencies = report.benchmarks.filter((b) => b.metric?.startsWith('latency'));
    // What is left is at 1.25 ms or more (p99; max, a single request, is reported only).
    expect(latencies.map((b) => b.metric)).toEqual(['latency max', 'latency p99']);
    expect(latencies.filter((b) => b.status === 'regressed' && b.gated !== false)).toEqual([]);
    expect(Object.keys(doc(1).benchmarks[0]!.unmeasured_metrics as object)).toContain('latency mean');
  });

  it('names the file and line of what it cannot read', () => {
    expect(errorOf(report({ rps: 'many' }))).toMatch(/^hey\.txt: line 7: Requests\/sec "many" is not a number/);
    expect(errorOf(report().filter((l) => !l.includes('Average')))).toMatch(/^hey\.txt: line 2: hey's summary has no "Average:" line/);
    expect(errorOf([...report(), ...report()])).toMatch(/^hey\.txt: line 29: a second hey report \(the first starts at line 2\)/);
    const twice = report();
    twice.splice(19, 0, twice[18]!);
    expect(errorOf(twice)).toMatch(/^hey\.txt: line 20: the 50% latency is printed twice/);
  });

  it('detects hey output only', () => {
    expect(hey.detect(fileInputFromText('a.txt', report().join('\n')))).toBe(true);
    expect(hey.detect(fileInputFromText('a.txt', 'Summary:\n  Total: 3 tests'))).toBe(false);
    expect(hey.detect(fileInputFromText('a.txt', 'Running 1s test @ http://x/\nRequests/sec: 1'))).toBe(false);
  });
});
