import { describe, expect, it } from 'vitest';
import type { BenchmarkEntry } from '../../src/core/model.js';
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
  it('names benchmarks by path, connections and threads, in req/s and ms', () => {
    const e = byName(parse(run({ url: 'http://localhost:3000/api/users?id=1', c: 100, t: 4 })));
    expect(Object.keys(e)).toEqual([
      'wrk /api/users?id=1 c=100 t=4 requests/sec',
      'wrk /api/users?id=1 c=100 t=4 latency avg',
      'wrk /api/users?id=1 c=100 t=4 latency max',
    ]);
    expect(e['wrk /api/users?id=1 c=100 t=4 requests/sec']).toMatchObject({ value: 24875.12, unit: 'req/s', direction: 'higher', requests: 249000, elapsed_s: 10.01 });
    expect(e['wrk /api/users?id=1 c=100 t=4 latency avg']).toMatchObject({ value: 0.053, unit: 'ms', direction: 'lower', stdev: 0.02, within_stdev_pct: 90.25 });
    expect(e['wrk /api/users?id=1 c=100 t=4 latency max']).toMatchObject({ value: 8000, unit: 'ms' });
  });

  it('parses wrk units: us, ms, s, m; k counts; binary sizes', () => {
    const e = byName(parse(run({ latency: '1.13ms  250.50us   1.02m    -nan%', dist: ['     50%  270.00us', '     75%    1.13ms', '     90%    8.00s', '     99%    2.00m'] })));
    const p = 'wrk / c=100 t=2';
    expect(e[`${p} latency avg`]).toMatchObject({ value: 1.13, stdev: 0.2505, within_stdev_pct: null });
    expect(e[`${p} latency max`]!.value).toBe(61200);
    expect([50, 75, 90, 99].map((q) => e[`${p} latency p${q}`]!.value)).toEqual([0.27, 1.13, 8000, 120000]);
    const rps = e[`${p} requests/sec`]!;
    expect(rps.bytes_read).toBe(Math.round(0.87 * 1024 ** 3));
    expect(rps.transfer_per_sec).toBe(Math.round(89.12 * 1024 ** 2));
    expect(rps.req_per_sec_per_thread).toEqual({ avg: 12450, stdev: 3730, max: 16630, within_stdev_pct: 76.19 });
  });

  it('reads a log of several runs with arbitrary lines between them', () => {
    const log = ['$ ./bench.sh', '=== c=10 ===', ...run({ c: 10 }), '', 'user@host:~$ echo next', '=== c=50 ===', ...run({ c: 50, rps: '30000.00' }), 'done'];
    const names = parse(log).map((e) => e.name);
    expect(names.filter((n) => n.endsWith('requests/sec'))).toEqual(['wrk / c=10 t=2 requests/sec', 'wrk / c=50 t=2 requests/sec']);
    expect(names).toHaveLength(6);
  });

  it('keeps socket errors and non-2xx responses as fields of the requests/sec entry', () => {
    const e = parse(run({ extra: ['  Socket errors: connect 0, read 12, write 0, timeout 3', '  Non-2xx or 3xx responses: 17'] }))[0]!;
    expect(e.success).toBeUndefined();
    expect(e.socket_errors).toEqual({ connect: 0, read: 12, write: 0, timeout: 3 });
    expect(e.non_2xx_3xx_responses).toBe(17);
  });

  it('marks every benchmark of a run in which no request completed as failed, with the socket errors', () => {
    const entries = parse(run({ latency: '0.00us    0.00us   0.00us    -nan%', rps: '0.00', extra: ['  Socket errors: connect 0, read 392, write 0, timeout 0'] }));
    for (const e of entries) {
      expect(e.success).toBe(false);
      expect(e.error).toContain('line 1');
      expect(e.error).toContain('read 392');
    }
  });

  it('refuses two runs with the same parameters, naming both lines', () => {
    const message = errorOf(['# first', ...run(), '# second', ...run()], 'runs.log');
    expect(message).toMatch(/^runs\.log: line 11: .*run at line 2 \("wrk \/ c=100 t=2 requests\/sec"\)/);
    expect(message).not.toContain('\n');
  });

  it('tells apart runs that differ only in connections or threads', () => {
    expect(parse([...run({ c: 10 }), ...run({ c: 10, t: 4 }), ...run({ c: 20 })])).toHaveLength(9);
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
