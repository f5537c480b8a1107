/** wrk2: HdrHistogram percentiles, the uncorrected distribution, detection apart from wrk, errors. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
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
  it('gates the recorded percentiles up to p99.9 and keeps the rest and the uncorrected ones as fields', () => {
    const byName = new Map(convert(RUN).benchmarks.map((b) => [b.name, b]));
    expect([...byName.keys()]).toEqual(['requests/sec', 'latency avg', 'latency max', 'latency p50', 'latency p99'].map((n) => `wrk2 /x c=10 t=2 ${n}`));
    expect(byName.get('wrk2 /x c=10 t=2 latency avg')).toMatchObject({ value: 1, stdev: 0.2, 'p99.99': 2.9, uncorrected: { p50: 0.8 } });
    expect(byName.get('wrk2 /x c=10 t=2 latency p50')!.value).toBe(0.9);
    expect(byName.get('wrk2 /x c=10 t=2 requests/sec')).toMatchObject({ value: 1000, requests: 10000 });
  });

  it('errors name the place: a cut run, a garbled percentile, a repeated run', () => {
    expect(inputErrorOf(() => convert(RUN.slice(0, 5)))).toMatch(/^wrk2\.txt: line 1: this run has no Latency or Requests\/sec line/);
    expect(inputErrorOf(() => convert(RUN.map((l) => l.replace(' 99.000%    2.50ms', ' 99.000%    fast'))))).toMatch(/^wrk2\.txt: line 8: 99\.000% latency "fast" is not a duration/);
    expect(inputErrorOf(() => convert([...RUN, ...RUN]))).toMatch(/^wrk2\.txt: two runs give the benchmark "wrk2 \/x c=10 t=2 requests\/sec"/);
  });

  it('is claimed by wrk2 alone, and wrk output stays wrk', () => {
    const claims = (text: string) => formats().filter((f) => f.detect(fileInputFromText('x.txt', text))).map((f) => f.id);
    expect(claims(RUN.join('\n'))).toEqual(['wrk2']);
    expect(claims(readFileSync(join(FORMAT_FIXTURES, 'wrk/latency.txt'), 'utf8'))).toEqual(['wrk']);
  });
});
