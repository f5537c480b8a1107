import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertUnit } from '../../src/core/units.js';
import { humanValue } from '../../src/report/humanize.js';
import { metricKind } from '../../src/core/metric-rules.js';
import type { BenchmarkEntry, Metric } from '../../src/core/model.js';
import { parseInput } from '../../src/formats/index.js';
import { wrk } from '../../src/formats/wrk.js';
import { fileInputFromText } from '../../src/io/read-input.js';
import { inputErrorOf } from '../helpers/input-error.js';

function run(opts: { url?: string; c?: number; t?: number; latency?: string; extra?: string[]; rps?: string; dist?: string[] } = {}): string[] {
  return [
    `Running 10s test @ ${opts.url ?? 'http://127.0.0.1:8080/'}`,
    `  ${opts.t ?? 2} threads and ${opts.c ?? 100} connections`,
    '  Thread Stats   Avg      Stdev     Max   +/- Stdev',
    `    Latency   ${opts.latency ?? '53.00us   20.00us   8.00s    90.25%'}`,
    '    Req/Sec    12.45k     3.73k   16.63k    76.19%',
    ...(opts.dist ? ['  Latency Distribution', ...opts.dist] : []),
    '  249000 requests in 10.01s, 0.87GB read',
    ...(opts.extra ?? []),
    `Requests/sec: ${opts.rps ?? '24875.12'}`,
    'Transfer/sec:     89.12MB',
  ];
}

function parse(lines: string[], path = 'wrk.txt'): BenchmarkEntry[] {
  return parseInput(fileInputFromText(path, lines.join('\n')), 'wrk').benchmarks;
}

function byName(entries: BenchmarkEntry[]): Record<string, BenchmarkEntry> {
  return Object.fromEntries(entries.map((e) => [e.name, e]));
}

const errorOf = (lines: string[], path = 'wrk.txt'): string => inputErrorOf(() => parse(lines, path));

describe('wrk', () => {
  it('gives one benchmark per run, named by path, connections and threads, with its figures as metrics', () => {
    const e = byName(parse(run({ url: 'http://localhost:3000/api/users?id=1', c: 100, t: 4 })));
    expect(Object.keys(e)).toEqual(['wrk /api/users?id=1 c=100 t=4']);
    const b = e['wrk /api/users?id=1 c=100 t=4']!;
    expect(b).toMatchObject({ value: 24875.12, unit: 'req/s', direction: 'higher', requests: 249000, elapsed_s: 10.01, latency_stdev_ms: 0.02, latency_within_stdev_pct: 90.25 });
    expect(b.metrics).toEqual({
      'latency mean': { value: 0.053, unit: 'ms', direction: 'lower' },
      'latency max': { value: 8000, unit: 'ms', direction: 'lower' },
      'transfer/s': { value: 89.12, unit: 'MiB/s', direction: 'higher' },
      'error rate': { value: 0, unit: '%', direction: 'lower' },
    });
    expect(b!.failed_requests).toBe(0);
  });

  it('keeps Transfer/sec as wrk printed it: its KB, MB and GB are 1024-multiples, so the figure is in MiB/s, not decimal MB/s', () => {
    // wrk prints `Transfer/sec: 2.00MB` for 2 x 1024² bytes a second; shown as B/s, the report read 2.097 MB/s.
    const transfer = (printed: string) => (parse([...run().slice(0, -1), `Transfer/sec: ${printed}`])[0]!.metrics as Record<string, Metric>)['transfer/s']!;
    expect(transfer('2.00MB')).toEqual({ value: 2, unit: 'MiB/s', direction: 'higher' });
    expect(humanValue(transfer('2.00MB').value, 'MiB/s')).toBe('2 MiB/s');
    expect(humanValue(transfer('545.19KB').value, 'MiB/s')).toBe('545.2 KiB/s');
    expect(humanValue(transfer('1.50GB').value, 'MiB/s')).toBe('1.5 GiB/s');
    fc.assert(fc.property(fc.integer({ min: 0, max: 99999 }), fc.constantFrom(['B', 1 / 1024 ** 2], ['KB', 1 / 1024], ['MB', 1], ['GB', 1024]), (hundredths, [prefix, mib]) => {
      const printed = `${(hundredths / 100).toFixed(2)}${prefix}`;
      const m = transfer(printed);
      expect(m.unit).toBe('MiB/s');
      // The same rate as wrk's, to 12 significant digits.
      expect(m.value).toBeCloseTo((hundredths / 100) * (mib as number), 9);
      // An old baseline in B/s still compares: the gate converts B/s into MiB/s.
      expect(convertUnit(Math.round((hundredths / 100) * (mib as number) * 1024 ** 2), 'B/s', 'MiB/s')).toBeCloseTo(m.value, 6);
    }), { numRuns: 200 });
  });

  it('parses wrk units: us, ms, s, m; k counts; binary sizes', () => {
    const [b] = parse(run({ latency: '1.13ms  250.50us   1.02m    -nan%', dist: ['     50%  270.00us', '     75%    1.13ms', '     90%    8.00s', '     99%    2.00m'] }));
    const m = b!.metrics as Record<string, Metric>;
    expect(b).toMatchObject({ name: 'wrk / c=100 t=2', latency_stdev_ms: 0.2505, latency_within_stdev_pct: null });
    expect(m['latency mean']!.value).toBe(1.13);
    expect(m['latency max']!.value).toBe(61200);
    expect([50, 75, 90, 99].map((q) => m[`latency p${q}`])).toEqual([0.27, 1.13, 8000, 120000].map((value) => ({ value, unit: 'ms', direction: 'lower' })));
    expect(b!.bytes_read).toBe(Math.round(0.87 * 1024 ** 3));
    expect(b!.req_per_sec_per_thread).toEqual({ avg: 12450, stdev: 3730, max: 16630, within_stdev_pct: 76.19 });
  });

  it('names its latency percentiles so that the gate reports them without gating them', () => {
    const [b] = parse(run({ dist: ['     50%  270.00us', '     99%    2.00m'] }));
    expect(Object.keys(b!.metrics!).filter((n) => metricKind(n, 'ms') === 'percentile')).toEqual(['latency p50', 'latency p99']);
  });

  it('reads a log of several runs with arbitrary lines between them', () => {
    const log = ['$ ./bench.sh', '=== c=10 ===', ...run({ c: 10 }), '', 'user@host:~$ echo next', '=== c=50 ===', ...run({ c: 50, rps: '30000.00' }), 'done'];
    expect(parse(log).map((e) => [e.name, e.value])).toEqual([['wrk / c=10 t=2', 24875.12], ['wrk / c=50 t=2', 30000]]);
  });

  it('gates the error rate: socket errors and non-2xx responses as a share of the requests, the count and the kinds as fields', () => {
    const e = parse(run({ extra: ['  Socket errors: connect 0, read 12, write 0, timeout 3', '  Non-2xx or 3xx responses: 17'] }))[0]!;
    expect(e.success).toBeUndefined();
    expect(e.socket_errors).toEqual({ connect: 0, read: 12, write: 0, timeout: 3 });
    expect(e.non_2xx_3xx_responses).toBe(17);
    expect(e.failed_requests).toBe(32);
    // The 15 socket errors never completed, so they are not among wrk's 249000 requests.
    expect(e.metrics?.['error rate']).toEqual({ value: Number((3200 / 249015).toPrecision(12)), unit: '%', direction: 'lower' });
    expect(e.metrics?.errors).toBeUndefined();
  });

  it('gives a faster server with the same share of errors the same error rate, not more errors', () => {
    const at = (requests: number, non2xx: number) => parse(run({ extra: [`  Non-2xx or 3xx responses: ${non2xx}`] }).map((l) => l.replace(/^ {2}249000 requests/, `  ${requests} requests`)))[0]!;
    const base = at(100000, 1000);
    const head = at(120000, 1200);
    expect([base.failed_requests, head.failed_requests]).toEqual([1000, 1200]);
    expect(base.metrics?.['error rate']).toEqual({ value: 1, unit: '%', direction: 'lower' });
    expect(head.metrics?.['error rate']).toEqual(base.metrics?.['error rate']);
  });

  it('fails the benchmark of a run in which no request completed, with the socket errors, and measures no latency', () => {
    const [e] = parse(run({ latency: '0.00us    0.00us   0.00us    -nan%', rps: '0.00', extra: ['  Socket errors: connect 0, read 392, write 0, timeout 0'] }));
    expect(e!.success).toBe(false);
    expect(e!.error).toContain('line 1');
    expect(e!.error).toContain('read 392');
    expect(Object.keys(e!.metrics!)).toEqual(['transfer/s', 'error rate']);
    expect(Object.keys(e!.unmeasured_metrics as object)).toEqual(['latency mean', 'latency max']);
  });

  it('refuses two runs with the same parameters, naming both lines', () => {
    const message = errorOf(['# first', ...run(), '# second', ...run()], 'runs.log');
    expect(message).toMatch(/^runs\.log: line 11: .*run at line 2 \("wrk \/ c=100 t=2"\)/);
    expect(message).not.toContain('\n');
    // Not always a repetition: a GET and an -s script's POST to one URL print alike.
    expect(message).toContain('wrk prints neither the method nor the -s script: to measure two requests to one URL (GET and POST /users), give them URLs that differ, such as a query the server ignores (/users?op=create)');
  });

  it('tells apart runs that differ only in connections or threads', () => {
    expect(parse([...run({ c: 10 }), ...run({ c: 10, t: 4 }), ...run({ c: 20 })])).toHaveLength(3);
  });

  it('names the line of a truncated run', () => {
    const lines = run();
    expect(errorOf(lines.slice(0, 6), 'cut.txt')).toMatch(/^cut\.txt: line 1: .*no "Requests\/sec:" line/);
    expect(errorOf([...run(), 'noise', ...run({ c: 5 }).slice(0, 3)], 'cut.txt')).toMatch(/^cut\.txt: line 10: .*no "Latency" line/);
    expect(errorOf([lines[0]!, ...lines.slice(2)], 'cut.txt')).toMatch(/line 1: .*threads and M connections/);
  });

  it('names the line of a number it cannot read', () => {
    expect(errorOf(run({ latency: '53.00xx   20.00us   8.00s    90.25%' }))).toMatch(/^wrk\.txt: line 4: latency average "53\.00xx" is not a duration/);
    expect(errorOf(run({ rps: 'lots' }))).toMatch(/^wrk\.txt: line 7: Requests\/sec "lots" is not a number/);
    expect(errorOf(run({ dist: ['     50%  1.00ms', '     50%  1.00ms'] }))).toMatch(/line 8: the 50% latency is printed twice/);
    expect(errorOf(run({ dist: [] }))).toMatch(/line 6: the "Latency Distribution" has no percentile lines/);
    expect(errorOf(['Requests/sec: 5.00'])).toMatch(/line 1: a "Requests\/sec:" line outside any wrk run/);
  });

  it('detects wrk output only', () => {
    expect(wrk.detect(fileInputFromText('a.txt', run().join('\n')))).toBe(true);
    expect(wrk.detect(fileInputFromText('a.txt', 'Running 10s test @ http://x/\nnothing else'))).toBe(false);
    expect(wrk.detect(fileInputFromText('a.json', JSON.stringify({ text: run().join('\n') })))).toBe(false);
    expect(wrk.detect({ kind: 'dir', path: 'd', list: () => [], read: () => '' })).toBe(false);
  });

  it('says so when no run is in a file given as wrk', () => {
    expect(() => wrk.parse(fileInputFromText('x.txt', 'hello'), {})).toThrow(/^x\.txt: no wrk run found/);
  });
});
