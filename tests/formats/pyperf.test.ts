import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { median } from '../../src/core/aggregate.js';
import { runGate } from '../../src/core/gate.js';
import { DEFAULT_GATE_OPTIONS } from '../../src/core/gate-options.js';
import type { BenchmarkDocument } from '../../src/core/model.js';
import { parseInput } from '../../src/formats/index.js';
import { pyperf } from '../../src/formats/pyperf.js';
import { fileInputFromText, readInput } from '../../src/io/read-input.js';
import { inputErrorOf } from '../helpers/input-error.js';

const calibration = { metadata: { calibrate_loops: 1000 }, warmups: [[1, 0.1], [1000, 0.2]] };

function bench(name: string | undefined, runs: number[][], metadata: Record<string, unknown> = {}) {
  return {
    metadata: { ...(name ? { name } : {}), ...metadata },
    runs: [calibration, ...runs.map((values) => ({ metadata: { date: '2026-11-21 06:00:00' }, values, warmups: [[1000, 9]] }))],
  };
}

function file(benchmarks: unknown[], metadata: Record<string, unknown> = { unit: 'second', perf_version: '2.10.0', loops: 1000 }) {
  return { version: '1.0', metadata, benchmarks };
}

function parse(d: unknown, direction?: 'higher' | 'lower') {
  return parseInput(fileInputFromText('pp.json', JSON.stringify(d)), 'pyperf', direction ? { direction } : {});
}

const errorOf = (d: unknown): string => inputErrorOf(() => parse(d));

describe('pyperf', () => {
  it('takes the median of all values of all runs (not warmups, not calibration) in s, with one sample per worker process', () => {
    const [e] = parse(file([bench('a', [[3, 1], [2, 100]])])).benchmarks;
    expect(e).toEqual({ name: 'a', value: 2.5, unit: 's', direction: 'lower', samples: [2, 51], processes: 2, loops: 1000 });
    // One process: its values share everything, so there is no independent observation to compare and no sample.
    expect(parse(file([bench('a', [[3, 1, 2]])])).benchmarks[0]).toEqual({ name: 'a', value: 2, unit: 's', direction: 'lower', processes: 1, loops: 1000 });
  });

  it('samples each worker process once, by the median of its values (real pyperf output, 4 processes of 5 values)', () => {
    const path = 'fixtures/formats/pyperf/workers.json';
    const raw = JSON.parse(readFileSync(path, 'utf8')) as { benchmarks: Array<{ runs: Array<{ values?: number[] }> }> };
    const processes = raw.benchmarks[0]!.runs.map((r) => r.values ?? []).filter((v) => v.length > 0);
    const [e] = parseInput(readInput(path), 'pyperf').benchmarks;
    expect(processes.map((v) => v.length)).toEqual([5, 5, 5, 5]);
    expect(e!.samples).toEqual(processes.map(median));
    expect(e!.processes).toBe(4);
    expect(e!.runs).toBeUndefined();
    // The gated value stays pyperf's Benchmark.median(): the median of all 20 values.
    expect(e!.value).toBe(median(processes.flat()));
  });

  it('does not let --method stats take one process\'s values for independent observations', () => {
    // 8 worker processes of 5 values each; each process sits at its own level (hash seed, memory
    // layout, warmup) and its values agree within 0.04%. The current file is 10% slower at every level,
    // but its levels overlap the baseline's: 8 observations a side cannot tell that at p <= 0.01. Read
    // as 40 independent values a side, the test found p = 0.00004 and failed the gate.
    const levels = (l: number[]) => file([bench('f', l.map((x) => [0, 1, 2, 3, 4].map((i) => (x + i * 0.01) * 1e-6)))]);
    const read = (source: string, l: number[]) => ({ source, document: parse(levels(l)) });
    const report = runGate(read('base.json', [100, 120, 95, 110, 105, 125, 98, 115]), [read('head.json', [110, 132, 104.5, 121, 115.5, 137.5, 107.8, 126.5])], { ...DEFAULT_GATE_OPTIONS, method: 'stats' });
    const [b] = report.benchmarks;
    expect(b!.stats).toMatchObject({ baseline_n: 8, current_n: 8, significant: false });
    expect(b!.status).toBe('inconclusive');
  });

  it('keeps each run\'s peak memory (mem_max_rss, command_max_rss, Windows\'s mem_peak_pagefile_usage) as metrics in B: the median over the runs, a sample per run', () => {
    const withRss = (rss: unknown[], metadata: Record<string, unknown> = {}) => {
      const b = bench('a', rss.map(() => [1, 2]), metadata);
      b.runs.slice(1).forEach((run, i) => Object.assign(run.metadata, rss[i] === undefined ? {} : { mem_max_rss: rss[i] }));
      return parse(file([b])).benchmarks[0]!.metrics;
    };
    expect(withRss([19480576, 19456000, 19451904])).toEqual({ mem_max_rss: { value: 19456000, unit: 'B', direction: 'lower', samples: [19480576, 19456000, 19451904] } });
    // pyperf moves metadata that every run shares up to the benchmark.
    expect(withRss([undefined, undefined], { command_max_rss: 5000 })).toEqual({ command_max_rss: { value: 5000, unit: 'B', direction: 'lower', samples: [5000, 5000] } });
    // A run without the figure leaves the metric out rather than taking the others' median for it.
    expect(withRss([100, undefined])).toBeUndefined();
  });

  it('compares an older conversion (every value a sample, `runs`) with today\'s as it compared with itself', () => {
    // fixtures/metrics/old-shape/pyperf.json: suite.json as the reader wrote it before the samples were one per process (and before metrics).
    const old = JSON.parse(readFileSync('fixtures/metrics/old-shape/pyperf.json', 'utf8')) as BenchmarkDocument;
    const fresh = parseInput(readInput('fixtures/formats/pyperf/suite.json'), 'pyperf');
    expect(fresh.benchmarks.map((b) => [b.name, b.value])).toEqual(old.benchmarks.map((b) => [b.name, b.value]));
    const gate = (base: BenchmarkDocument, run: BenchmarkDocument) => runGate({ source: 'baseline.json', document: base }, [{ source: 'run.json', document: run }], DEFAULT_GATE_OPTIONS);
    const before = gate(old, old);
    const after = gate(old, fresh);
    expect(after.verdict).toBe(before.verdict);
    expect(after.benchmarks.filter((r) => r.metric == null).map((r) => [r.name, r.status, r.change_pct])).toEqual(before.benchmarks.map((r) => [r.name, r.status, r.change_pct]));
  });

  it('reads the name and unit from the file metadata when a single benchmark has none of its own', () => {
    const [e] = parse(file([bench(undefined, [[1, 2]])], { name: 'timeit', unit: 'byte' })).benchmarks;
    expect(e).toMatchObject({ name: 'timeit', unit: 'B', direction: 'lower' });
  });

  it('reads several benchmarks of a suite, each with its own name', () => {
    expect(parse(file([bench('x', [[1]]), bench('y', [[2]])])).benchmarks.map((b) => [b.name, b.value])).toEqual([['x', 1], ['y', 2]]);
  });

  it('takes the direction of an integer unit from the options only', () => {
    const doc = file([bench('n', [[4]], { unit: 'integer' })]);
    expect(parse(doc).benchmarks[0]!.direction).toBeUndefined();
    expect(parse(doc, 'higher').benchmarks[0]).toMatchObject({ unit: 'integer', direction: 'higher' });
  });

  it('records the tool, the first run\'s date and the environment', () => {
    const meta = { perf_version: '2.10.0', cpu_model_name: 'AMD EPYC', cpu_count: 2, platform: 'Linux-6.1.0-x86_64-with-glibc2.36', python_implementation: 'cpython', python_version: '3.11.7 (64-bit)' };
    expect(parse(file([bench('a', [[1]])], meta)).metadata).toEqual({
      tool: { name: 'pyperf', version: '2.10.0' }, timestamp: '2026-11-21 06:00:00',
      environment: { cpu_model: 'AMD EPYC', cpu_count: 2, os: 'Linux', platform: 'Linux-6.1.0-x86_64-with-glibc2.36', runtime: 'cpython 3.11.7 (64-bit)' },
    });
  });

  it('names the file and key path of what it cannot read', () => {
    expect(errorOf(file([bench('a', [[1, 'x' as unknown as number]])]))).toMatch(/^pp\.json: benchmarks\[0\]\.runs\[1\]\.values\[1\]: expected a number, found string "x"/);
    expect(errorOf(file([bench(undefined, [[1]])], {}))).toMatch(/^pp\.json: benchmarks\[0\]\.metadata: has no "name"/);
    expect(errorOf(file([bench('a', [[1]], { unit: 'meter' })]))).toMatch(/^pp\.json: benchmarks\[0\]\.metadata\.unit: is "meter"/);
    expect(errorOf(file([bench('a', [])]))).toMatch(/^pp\.json: benchmarks\[0\]\.runs: holds no values/);
    expect(errorOf(file([bench('a', [[1]]), bench('a', [[2]])]))).toMatch(/benchmarks\[1\]\.metadata: the name "a" is also the name of benchmarks\[0\]/);
    expect(errorOf(file([]))).toMatch(/^pp\.json: benchmarks: no benchmarks found/);
  });

  it('detects pyperf files only', () => {
    const input = (v: unknown) => fileInputFromText('x.json', JSON.stringify(v));
    expect(pyperf.detect(input(file([bench('a', [[1]])])))).toBe(true);
    expect(pyperf.detect(input({ ...file([bench('a', [[1]])]), schema_version: 1 }))).toBe(false);
    expect(pyperf.detect(input({ version: '1.0', benchmarks: [{ name: 'x' }] }))).toBe(false);
  });
});
