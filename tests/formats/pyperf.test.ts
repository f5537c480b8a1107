import { describe, expect, it } from 'vitest';
import { parseInput } from '../../src/formats/index.js';
import { pyperf } from '../../src/formats/pyperf.js';
import { fileInputFromText } from '../../src/io/read-input.js';
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
  it('takes the median of all values of all runs (not warmups, not calibration) in s, with the values as samples', () => {
    const [e] = parse(file([bench('a', [[3, 1], [2, 100]])])).benchmarks;
    expect(e).toEqual({ name: 'a', value: 2.5, unit: 's', direction: 'lower', samples: [3, 1, 2, 100], runs: 2, loops: 1000 });
    expect(parse(file([bench('a', [[3, 1, 2]])])).benchmarks[0]!.value).toBe(2);
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
