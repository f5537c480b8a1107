/** wrk2: HdrHistogram percentiles, the uncorrected distribution, detection apart from wrk, errors. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { metricKind } from '../../src/core/metric-rules.js';
import { formats, parseInput } from '../../src/formats/index.js';
import { fileInputFromText } from '../../src/io/read-input.js';
import { FORMAT_FIXTURES } from '../helpers/fixtures.js';
import { inputErrorOf } from '../helpers/input-error.js';

const RUN = [
  'Running 10s test @ http://localhost:8080/x',
  '  2 threads and 10 connections',
  '  Thread Stats   Avg      Stdev     Max   +/- Stdev',
  '    Latency     1.00ms  200.00us   3.00ms   70.00%',
  '    Req/Sec   500.00    50.00     600.00    60.00%',
  '  Latency Distribution (HdrHistogram - Recorded Latency)',
  ' 50.000%    0.90ms',
  ' 99.000%    2.50ms',
  ' 99.990%    2.90ms',
  '  Latency Distribution (HdrHistogram - Uncorrected Latency (measured without taking delayed starts into account))',
  ' 50.000%    0.80ms',
  '  10000 requests in 10.00s, 1.00MB read',
  'Requests/sec:   1000.00',
];
const convert = (lines: string[]) => parseInput(fileInputFromText('wrk2.txt', `${lines.join('\n')}\n`), 'wrk2');

describe('wrk2', () => {
  it('gives one benchmark per run: requests/s, with the recorded percentiles as metrics and the uncorrected ones as fields', () => {
    const [b, ...rest] = convert([...RUN, '  Socket errors: connect 1, read 2, write 0, timeout 4', '  Non-2xx or 3xx responses: 5', 'Transfer/sec:    731.52KB']).benchmarks;
    expect(rest).toEqual([]);
    expect(b).toMatchObject({ name: 'wrk2 /x c=10 t=2', value: 1000, unit: 'req/s', direction: 'higher', requests: 10000, latency_stdev_ms: 0.2, uncorrected: { p50: 0.8 } });
    const ms = (value: number) => ({ value, unit: 'ms', direction: 'lower' });
    expect(b!.metrics).toEqual({
      'latency mean': ms(1), 'latency max': ms(3), 'latency p50': ms(0.9), 'latency p99': ms(2.5), 'latency p99.99': ms(2.9),
      // wrk2 prints sizes in 1024-multiples, as wrk does: 731.52KB is 731.52 KiB.
      'transfer/s': { value: 731.52 / 1024, unit: 'MiB/s', direction: 'higher' },
      // 5 non-2xx and 7 socket errors of 10000 requests and the 7 that never completed.
      'error rate': { value: Number((1200 / 10007).toPrecision(12)), unit: '%', direction: 'lower' },
    });
    expect(b!.failed_requests).toBe(12);
    expect(Object.keys(b!.metrics!).filter((n) => metricKind(n, 'ms') === 'percentile')).toEqual(['latency p50', 'latency p99', 'latency p99.99']);
  });

  it('errors name the place: a cut run, a garbled percentile, a repeated run', () => {
    expect(inputErrorOf(() => convert(RUN.slice(0, 5)))).toMatch(/^wrk2\.txt: line 1: this run has no Latency or Requests\/sec line/);
    expect(inputErrorOf(() => convert(RUN.map((l) => l.replace(' 99.000%    2.50ms', ' 99.000%    fast'))))).toMatch(/^wrk2\.txt: line 8: 99\.000% latency "fast" is not a duration/);
    const twice = inputErrorOf(() => convert([...RUN, ...RUN]));
    expect(twice).toMatch(new RegExp(`^wrk2\\.txt: line ${RUN.length + 1}: this wrk2 run has the same path, connections and threads as the run at line 1 \\("wrk2 /x c=10 t=2"\\)`));
    expect(twice).toContain('wrk2 prints neither the method nor the -s script');
  });

  it('is claimed by wrk2 alone, and wrk output stays wrk', () => {
    const claims = (text: string) => formats().filter((f) => f.detect(fileInputFromText('x.txt', text))).map((f) => f.id);
    expect(claims(RUN.join('\n'))).toEqual(['wrk2']);
    expect(claims(readFileSync(join(FORMAT_FIXTURES, 'wrk/latency.txt'), 'utf8'))).toEqual(['wrk']);
  });
});
