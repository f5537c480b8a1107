import { describe, expect, it } from 'vitest';
import { parseInput } from '../../src/formats/index.js';
import { pytestBenchmark } from '../../src/formats/pytest-benchmark.js';
import { fileInputFromText } from '../../src/io/read-input.js';
import { inputErrorOf } from '../helpers/input-error.js';

function bench(over: Record<string, unknown> = {}, stats: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    group: null, name: 'test_a', fullname: 'tests/test_x.py::test_a', params: null, param: null, extra_info: {},
    stats: { min: 1e-6, max: 3e-6, mean: 1.5e-6, stddev: 2e-7, rounds: 3, median: 1.2e-6, iqr: 1e-7, q1: 1.1e-6, q3: 1.3e-6, outliers: '0;0', ops: 666666, iterations: 1, data: [1e-6, 1.2e-6, 3e-6], ...stats },
    ...over,
  };
}

function doc(benchmarks: unknown[], over: Record<string, unknown> = {}) {
  return {
    machine_info: { system: 'Linux', release: '6.1.0', machine: 'x86_64', python_implementation: 'CPython', python_version: '3.11.7', cpu: { brand_raw: 'AMD EPYC', count: 2 } },
    commit_info: { id: 'abc123', branch: 'main', dirty: true },
    benchmarks, datetime: '2026-11-21T06:00:00+00:00', version: '5.3.1', ...over,
  };
}

function parse(d: unknown) {
  return parseInput(fileInputFromText('pb.json', JSON.stringify(d)), 'pytest-benchmark');
}

const errorOf = (d: unknown): string => inputErrorOf(() => parse(d));

describe('pytest-benchmark', () => {
  it('names by fullname, takes the median in s and stats.data as samples', () => {
    const [e] = parse(doc([bench({ group: 'g', params: { n: 1 }, extra_info: { k: 'v' } })])).benchmarks;
    expect(e).toMatchObject({
      name: 'tests/test_x.py::test_a', value: 1.2e-6, unit: 's', direction: 'lower', samples: [1e-6, 1.2e-6, 3e-6],
      mean: 1.5e-6, rounds: 3, iterations: 1, outliers: '0;0', group: 'g', params: { n: 1 }, extra_info: { k: 'v' },
    });
  });

  it('falls back to name without a fullname, and has no samples without stats.data (pytest-benchmark < 5)', () => {
    const [e] = parse(doc([bench({ fullname: undefined }, { data: undefined })])).benchmarks;
    expect(e!.name).toBe('test_a');
    expect(e!.samples).toBeUndefined();
    expect(e!.metrics).toEqual({ ops: { value: 666666, unit: 'ops/s', direction: 'higher' } });
  });

  it('keeps the tool\'s ops (1 / mean) as a metric in ops/s, without per-round rates that would not agree with it', () => {
    // Nine 1 µs rounds and one 100 µs GC pause: ops is 1 / 10.9 µs = 91.7k ops/s, but the median of the
    // per-round rates is 1M ops/s; as samples, --method stats showed (and compared) that median as the
    // baseline's ops, 11 times what pytest-benchmark reported.
    const data = [...Array<number>(9).fill(1e-6), 1e-4];
    const ops = 1 / (data.reduce((a, b) => a + b) / data.length);
    const [e] = parse(doc([bench({}, { ops, mean: 1 / ops, median: 1e-6, data })])).benchmarks;
    expect(e!.metrics).toEqual({ ops: { value: ops, unit: 'ops/s', direction: 'higher' } });
    expect(e!.samples).toEqual(data);
  });

  it('turns machine_info and commit_info into metadata', () => {
    expect(parse(doc([bench()])).metadata).toEqual({
      tool: { name: 'pytest-benchmark', version: '5.3.1' }, timestamp: '2026-11-21T06:00:00+00:00', commit: 'abc123', branch: 'main', dirty: true,
      environment: { cpu_model: 'AMD EPYC', cpu_count: 2, os: 'Linux', os_release: '6.1.0', arch: 'x86_64', runtime: 'CPython 3.11.7' },
    });
    const outside = parse(doc([bench()], { commit_info: { id: 'unversioned', branch: '(unknown)' }, machine_info: {} })).metadata!;
    expect(outside.commit).toBeUndefined();
    expect(outside.branch).toBeUndefined();
    expect(outside.environment).toBeUndefined();
  });

  it('fails a benchmark whose median reads zero', () => {
    const [e] = parse(doc([bench({}, { median: 0 })])).benchmarks;
    expect(e).toMatchObject({ success: false });
  });

  it('names the file and key path of what it cannot read', () => {
    expect(errorOf(doc([bench(), bench({ fullname: 'b' }, { median: 'fast' })]))).toMatch(/^pb\.json: benchmarks\[1\]\.stats\.median: expected a number, found string "fast"/);
    expect(errorOf(doc([bench({}, { data: [1, 'x'] })]))).toMatch(/benchmarks\[0\]\.stats\.data\[1\]: expected a number/);
    expect(errorOf(doc([bench({ stats: null })]))).toMatch(/benchmarks\[0\]\.stats: expected an object, found null/);
    expect(errorOf(doc([bench(), bench()]))).toMatch(/benchmarks\[1\]\.fullname: "tests\/test_x\.py::test_a" is also the name of benchmarks\[0\]/);
    expect(errorOf(doc([]))).toMatch(/^pb\.json: benchmarks: no benchmarks found/);
  });

  it('detects pytest-benchmark exports only', () => {
    const input = (v: unknown) => fileInputFromText('x.json', JSON.stringify(v));
    expect(pytestBenchmark.detect(input(doc([bench()])))).toBe(true);
    expect(pytestBenchmark.detect(input({ schema_version: 1, ...doc([bench()]) }))).toBe(false);
    expect(pytestBenchmark.detect(input({ context: {}, benchmarks: [] }))).toBe(false);
  });
});
