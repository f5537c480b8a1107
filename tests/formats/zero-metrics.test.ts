/**
 * Zero is a value: `0 B/op` and `0 allocs/op` are what the best code reports. Every adapter keeps a
 * secondary metric of 0 as 0 (no crash, no dropped benchmark); the gated value itself must stay
 * positive, and a zero there is the usual one-line input error.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseInput } from '../../src/formats/index.js';
import { fileInputFromText } from '../../src/io/read-input.js';
import { FORMAT_FIXTURES } from '../helpers/fixtures.js';
import { inputErrorOf } from '../helpers/input-error.js';

const convert = (from: string, text: string, path = 'bench.txt') => parseInput(fileInputFromText(path, text), from);
const fixtureJson = (rel: string): unknown => JSON.parse(readFileSync(join(FORMAT_FIXTURES, rel), 'utf8'));
const GO = 'pkg: m/a\nBenchmarkZero-2   1000   12.5 ns/op   0 B/op   0 allocs/op\nBenchmarkZero-2   1000   13.5 ns/op   0 B/op   0 allocs/op\nok  \tm/a\t0.1s\n';

describe('zero secondary metrics', () => {
  it('go-test and go-test-json keep 0 B/op and 0 allocs/op', () => {
    expect(convert('go-test', GO).benchmarks[0]).toMatchObject({ name: 'BenchmarkZero', value: 13, metrics: { 'B/op': { value: 0, samples: [0, 0] }, 'allocs/op': { value: 0, samples: [0, 0] } } });
    const events = GO.split('\n').filter((l) => l !== '').map((l) => JSON.stringify({ Time: '2026-01-01T00:00:00Z', Action: 'output', Package: 'm/a', Output: `${l}\n` }));
    expect(convert('go-test-json', events.join('\n'), 'bench.jsonl').benchmarks[0]).toMatchObject({ metrics: { 'B/op': { value: 0 }, 'allocs/op': { value: 0 } } });
  });

  it('libtest keeps a throughput of 0 MB/s', () => {
    expect(convert('libtest', 'test t ... bench:  5 ns/iter (+/- 1) = 0 MB/s\n').benchmarks[0]).toMatchObject({ value: 5, metrics: { 'MB/s': { value: 0 } } });
  });

  it('julia-benchmarktools keeps 0 bytes and 0 allocations', () => {
    const text = JSON.stringify([{ BenchmarkTools: '1.0.0' }, [['BenchmarkGroup', { data: { x: ['TrialEstimate', { time: 3, memory: 0, allocs: 0 }] } }]]]);
    expect(convert('julia-benchmarktools', text, 'r.json').benchmarks[0]).toMatchObject({ value: 3, metrics: { bytes: { value: 0 }, allocs: { value: 0 } } });
  });

  it('benchmarkdotnet keeps 0 bytes allocated per operation', () => {
    const doc = fixtureJson('benchmarkdotnet/Md5VsSha256-report-full.json') as { Benchmarks: Array<{ Memory: Record<string, number> }> };
    doc.Benchmarks[0]!.Memory.BytesAllocatedPerOperation = 0;
    const [b] = convert('benchmarkdotnet', JSON.stringify(doc), 'r.json').benchmarks;
    expect(JSON.stringify(b)).toContain('"BytesAllocatedPerOperation":0');
  });

  it('google-benchmark keeps a user counter of 0', () => {
    // Google Benchmark writes NaN (not JSON), so the counter goes in as text.
    const text = readFileSync(join(FORMAT_FIXTURES, 'google-benchmark/plain.json'), 'utf8').replace('"name": "BM_StringCopy",', '"name": "BM_StringCopy", "allocs_per_iter": 0,');
    const [b] = convert('google-benchmark', text, 'r.json').benchmarks;
    expect(b!.counters).toMatchObject({ allocs_per_iter: 0 });
  });

  it('jmh keeps a secondary metric of 0 (gc.alloc.rate.norm of an allocation-free method)', () => {
    const doc = fixtureJson('jmh/single.json') as Array<Record<string, unknown>>;
    doc[0]!.secondaryMetrics = { '·gc.alloc.rate.norm': { score: 0, scoreError: 0, scoreUnit: 'B/op' } };
    const [b] = convert('jmh', JSON.stringify(doc), 'r.json').benchmarks;
    expect(JSON.stringify(b)).toContain('"·gc.alloc.rate.norm":{"value":0,"unit":"B/op"}');
  });

  it('a gated value of 0 stays an input error naming the file', () => {
    expect(inputErrorOf(() => convert('go-test', 'pkg: m/a\nBenchmarkZero-2   1000   0 ns/op   0 B/op\n'))).toBe('bench.txt (as go-test): benchmarks[0] ("BenchmarkZero"): value is zero (0). A gated value must be a positive finite number');
    expect(inputErrorOf(() => convert('libtest', 'test t ... bench:  0 ns/iter (+/- 0)\n'))).toBe('bench.txt (as libtest): benchmarks[0] ("t"): value is zero (0). A gated value must be a positive finite number');
  });
});
